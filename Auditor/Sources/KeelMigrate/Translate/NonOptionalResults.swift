import SwiftSyntax

/// Whether a closure's result is provably not Optional from its syntax alone, so that
/// `map { … }` → `compactMap { [weak self] … guard let self else { return nil } … }`
/// delivers exactly the elements `map` did while `self` lives (WeakSelfOperators.swift).
///
/// Only shapes whose type cannot be Optional: a collection or scalar literal, a call of
/// a `Sequence` method that returns an Array (`compactMap`, `filter`, `sorted`) — never
/// `map`/`flatMap`, which `Optional` has too — and a comparison or negation.
enum NonOptionalResults {
    static let arrayMethods: Set<String> = ["compactMap", "filter", "sorted"]
    static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]

    static func provablyNonOptional(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return false }
        if let expr = item.as(ExprSyntax.self) { return provablyNonOptional(expr) }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return provablyNonOptional(returned) }
        return false
    }

    static func provablyNonOptional(_ expr: ExprSyntax) -> Bool {
        if expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) {
            return true
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base != nil, arrayMethods.contains(member.declName.baseName.text) {
            // `x?.filter { … }` is Optional: the receiver must not be optionally chained.
            return !(member.base?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark } ?? true)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            return comparisons.contains(op.operator.text)
        }
        return false
    }
}
