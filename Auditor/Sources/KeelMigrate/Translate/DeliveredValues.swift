import SwiftSyntax

/// A value the State Manager pattern delivers after init (a legacy init parameter kept as
/// `private let post: Post`) that `transform(input:)` turns into a stream while it builds its
/// streams: `Driver.just(self.post)`, `.startWith(self.post)` (CleanArchitectureRxSwift's
/// `EditPostViewModel`). The legacy stream emitted the init value; the migrated one emits the value
/// the state manager holds — the first non-`nil` element of its subject, then it completes
/// (`first()`, not `prefix(1)`: OpenCombine's `prefix(1)` finishes only when a second element
/// arrives, so a `prepend` of it never reached the stream after it), as `just` did — so
/// `startWith(v)` is `prepend` of that stream (RxSwift's
/// `startWith` is a concatenation). The legacy caller sets the state manager before routing, so
/// the subject holds the value when the migrated init subscribes and the element arrives at once,
/// on the main queue, as the Driver's did. A value of optional type is not translated (`nil` was a
/// value the legacy stream emitted; the subject's `nil` means "not set"), nor one read any other way.
enum DeliveredValues {
    /// Callees whose one argument may be a delivered value: `Driver.just(v)`, `Observable.just(v)`,
    /// `Signal.just(v)`, `x.startWith(v)`.
    private static let sources: Set<String> = ["Driver", "Observable", "Signal"]

    /// The value's property when `expression` is `self.v` — or `v` where no parameter or local of the
    /// enclosing function is named so (SwiftHub's `Observable.just(authorized)`) — of a non-optional
    /// value the state manager delivers, read outside every closure, as the one argument of
    /// `just(…)` / `startWith(…)`.
    static func property(_ expression: ExprSyntax, plan: MigrationPlan) -> LegacyProperty? {
        guard plan.pattern == .locationPermissionWithStateManager,
              let name = valueName(expression),
              isStreamArgument(Syntax(expression)), !insideClosure(Syntax(expression)),
              let property = plan.properties.first(where: { $0.name == name && $0.kind == .parameterValue }),
              property.parameter != nil, let type = property.typeText, !TypeText.isOptional(type)
        else { return nil }
        return property
    }

    /// `v` of `self.v`, or of a bare `v` that names no parameter or local of its function.
    private static func valueName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            return member.declName.baseName.text
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .identifier(let name) = reference.baseName.tokenKind,
              let function = enclosingFunction(Syntax(reference)) else { return nil }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        guard !parameters.contains(name), let body = function.body,
              !body.descendants(IdentifierPatternSyntax.self).contains(where: { $0.identifier.text == name }) else { return nil }
        return name
    }

    private static func enclosingFunction(_ node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { return function }
            if scope.is(InitializerDeclSyntax.self) || scope.is(MemberBlockItemSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// The one-element stream of the value, `Never` failing (the state manager's subject never fails:
    /// it is sent only values).
    static func stream(_ property: LegacyProperty, plan: MigrationPlan, translator: Translator) -> String {
        translator.noteBridge("asPublisher()")
        let manager = Spelling.lowercasedFirst(plan.names.stateManager)
        return "\(manager).\(property.parameter ?? property.name)Subject.asPublisher().replaceError(with: nil).compactMap { $0 }.first()"
            + translator.mainDelivery
    }

    /// Whether `node` is the one unlabeled argument of `Driver.just(…)` (or `Observable`'s, `Signal`'s)
    /// or of `….startWith(…)`.
    static func isStreamArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
              let call = list.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch callee.declName.baseName.text {
        case "just": return callee.base.map { sources.contains($0.trimmedDescription) } ?? false
        case "startWith": return callee.base != nil
        default: return false
        }
    }

    /// Whether a closure encloses `node` (read when the stream runs, not when it is built).
    private static func insideClosure(_ node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self) { return true }
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }
}
