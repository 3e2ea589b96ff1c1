import SwiftSyntax

/// How broken a parsed file is: the number of missing tokens and
/// unexpected-node runs swift-syntax recovered from. A rewrite may not add any.
enum ParseCheck {
    static func errorCount(_ tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        let counter = ErrorCounter(viewMode: .all)
        counter.walk(tree)
        return counter.count
    }

    private final class ErrorCounter: SyntaxVisitor {
        var count = 0

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing { count += 1 }
            return .visitChildren
        }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            count += 1
            return .visitChildren
        }
    }
}
