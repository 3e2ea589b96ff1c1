import SwiftSyntax

/// An action's work that ends with a `switch` every case of which ends with `return` of a stream or of
/// `.empty()` (Papr's `switch row { case 0: return self.coordinator.transition(to: …) … default: return .empty() }`).
///
/// Migrated, the method keeps the `switch`; in each case the returned stream runs as the work's stream
/// would (executing until it ends, its elements and error delivered), and `return .empty()` is `return`
/// — nothing ran, as the legacy action's empty work ended at once.
enum WorkSwitch {
    /// The statements of each case of the `switch` `item` is, when every case ends with `return`; else `nil`.
    static func cases(of item: CodeBlockItemSyntax) -> [[CodeBlockItemSyntax]]? {
        let switchExpr = item.item.as(SwitchExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        guard let switchExpr else { return nil }
        var all: [[CodeBlockItemSyntax]] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self),
                  switchCase.statements.last?.item.is(ReturnStmtSyntax.self) == true else { return nil }
            all.append(Array(switchCase.statements))
        }
        return all.isEmpty ? nil : all
    }

    static func switchExpression(_ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        item.item.as(SwitchExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    }
}
