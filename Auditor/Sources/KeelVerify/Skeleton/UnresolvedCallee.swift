import SwiftParser
import SwiftSyntax

/// Reads, in a checked file, the call a compiler diagnostic points into when the compiler
/// names an argument rather than the callee (`date.toRelative(since: nil)` gives
/// "'nil' requires a contextual type" when no `toRelative` is visible: with no declaration,
/// nothing gives `nil` a type).
enum UnresolvedCallee {
    struct Call: Equatable {
        /// The member called (`toRelative`).
        var member: String
        /// With its argument labels (`toRelative(since:)`).
        var signature: String
    }

    /// The member call (`base.member(…)`) whose argument is the `nil` at `line`:`column`
    /// (1-based, as the compiler reports them), or nil when that `nil` is not an argument of one.
    static func member(calledWithNilAt line: Int, column: Int, in text: String) -> Call? {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        guard let token = tree.tokens(viewMode: .sourceAccurate).first(where: { token in
            guard token.tokenKind == .keyword(.nil) else { return false }
            let location = token.startLocation(converter: converter)
            return location.line == line && location.column == column
        }) else { return nil }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self),
               let access = call.calledExpression.as(MemberAccessExprSyntax.self),
               call.arguments.contains(where: { $0.expression.as(NilLiteralExprSyntax.self)?.nilKeyword.id == token.id }) {
                let member = access.declName.baseName.text
                let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
                return Call(member: member, signature: "\(member)(\(labels))")
            }
            node = current.parent
        }
        return nil
    }
}
