import SwiftSyntax

/// The stream a `lazy var` or a computed property of an `Observable` type returns.
///
/// RxSwift ViewModels often declare an output as `lazy var titles: Observable<[String]> = { … }()`
/// or `var total: Observable<Int> { … }`: a cold stream built from the ViewModel's own state
/// when the screen first reads it. Migrated, it is `@Published` state fed by that stream from
/// init — what a subscriber of the legacy stream saw, the view reads. Only a body that is one
/// stream expression (or `return` of one) is read; anything else stays a refusal.
enum DerivedMember {
    /// `{ [unowned self] in return chain }()` or a plain `chain` initializer → `chain`.
    static func lazySource(_ value: ExprSyntax) -> ExprSyntax? {
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            guard closure.signature?.parameterClause == nil else { return nil }
            return single(closure.statements)
        }
        if value.is(ClosureExprSyntax.self) { return nil }
        return value
    }

    /// `var x: Observable<T> { chain }` / `{ get { return chain } }` → `chain`.
    static func computedSource(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?:
            return single(statements)
        case .accessors(let accessors)?:
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                  getter.effectSpecifiers == nil, let body = getter.body else { return nil }
            return single(body.statements)
        case nil:
            return nil
        }
    }

    private static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }
}
