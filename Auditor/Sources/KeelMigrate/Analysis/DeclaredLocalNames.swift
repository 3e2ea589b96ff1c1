import SwiftSyntax

/// Every name a `let`/`var`/`if let`/`guard let`/`for` pattern binds inside a body, closures
/// included — the names a local can shadow. Used where a read of a ViewModel's value must not be
/// confused with a local of the same name (State Manager values, init-called methods).
enum DeclaredLocalNames {
    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
            return .skipChildren
        }
    }
}
