import SwiftSyntax

/// `guard let id = item.id else { return Observable.empty() }` before the stream a method returns:
/// the early return of a method migrated to return `AnyPublisher` is an `Empty` of the method's own
/// element and failure, erased — it ends at once without an element, as the legacy `empty()` did.
/// Only the method's own returns (not a closure's inside it) and only `.empty()` ones; any other
/// early return stays as written (and is refused if it is still RxSwift).
enum EarlyEmptyReturns {
    /// The method's own `return .empty()` / `return Observable.empty()` statements in `statements`.
    static func find(in statements: [CodeBlockItemSyntax]) -> [ReturnStmtSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ReturnStmtSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if ActionMembers.isEmpty(node.expression) { found.append(node) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for statement in statements { finder.walk(statement) }
        return finder.found
    }

    /// The migrated early return: `return Empty<Photo, Error>().eraseToAnyPublisher()`.
    static func replacement(_ method: StreamMethod) -> String {
        "return Empty<\(method.element), \(method.fails ? "Error" : "Never")>().eraseToAnyPublisher()"
    }
}
