import Foundation
import SwiftSyntax

/// `Observable.create { observer in …; observer.onCompleted(); return Disposables.create() }` whose
/// work runs to its end at once: the statements before the end never use the observer and return
/// nothing, and then it completes (after at most one `observer.onNext(x)`). RxSwift runs that work on
/// every subscription, synchronously, then emits `x` (if any) and completes; it keeps nothing to
/// dispose. Migrated: `Deferred { () -> Empty<T, Never> in …; return Empty() }` (`Just(x)` for one
/// element) — Combine's `Deferred` runs its closure on every subscription too, then the publisher it
/// returns emits and completes. Neither fails. Any other `create` (an observer kept for later, an
/// element sent between statements, an error, a disposable that cancels work) has no mechanical
/// Combine form and stays refused.
extension ChainTranslation {
    func synchronousCreate(_ call: FunctionCallExprSyntax, indent: Int) -> Stream? {
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.arguments.count <= (call.trailingClosure == nil ? 1 : 0),
              let shape = SynchronousCreate.shape(of: closure) else {
            translator.problems.append("`Observable.create` whose work does not end at once (keel translates a work that runs its statements without using the observer, then sends at most one element and completes)")
            return nil
        }
        guard let element = SynchronousCreate.element(of: call) else {
            translator.problems.append("`Observable.create` whose element type keel cannot read (spell `Observable<T>.create` or return it from a method declared `-> Observable<T>`)")
            return nil
        }
        let column = indent
        var body = shape.work.map { translator.emit($0) }.joined()
        body = Indentation.trimBlankLines(body)
        let lines = body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : Indentation.rebase(body, to: column + 4) + "\n"
        let capture = closure.signature?.capture.map { translator.emitTrimmed($0) + " " } ?? ""
        let publisher: String
        let returned: String
        if let value = shape.element {
            publisher = "Just<\(element)>"
            returned = "Just(\(translator.emitTrimmed(value)))"
        } else {
            publisher = "Empty<\(element), Never>"
            returned = "Empty()"
        }
        let text = "Deferred { \(capture)() -> \(publisher) in\n" + lines
            + Indentation.spaces(column + 4) + "return \(returned)\n" + Indentation.spaces(column) + "}"
        return Stream(text: text, fails: false, element: element)
    }
}

enum SynchronousCreate {
    /// The statements that run before the end, and the element sent just before completing.
    struct Shape {
        var work: [CodeBlockItemSyntax]
        var element: ExprSyntax?
    }

    /// The shape of a `create` closure that ends at once, or `nil`.
    static func shape(of closure: ClosureExprSyntax) -> Shape? {
        let names = ActionMembers.parameterNames(closure)
        guard names.count == 1, let observer = names.first, observer != "_", observer != "$0" else { return nil }
        var statements = Array(closure.statements)
        guard let last = statements.popLast()?.item.as(ReturnStmtSyntax.self)?.expression, isDisposablesCreate(last),
              let completed = statements.popLast(), observerCall(completed, observer: observer)?.name == "onCompleted",
              observerCall(completed, observer: observer)?.argument == nil else { return nil }
        var element: ExprSyntax?
        if let next = statements.last, let sent = observerCall(next, observer: observer), sent.name == "onNext", let value = sent.argument {
            guard !mentions(value, name: observer) else { return nil }
            element = value
            statements.removeLast()
        }
        // The work before the end: no use of the observer, and no `return` of the create closure itself.
        guard !statements.contains(where: { mentions($0, name: observer) }) else { return nil }
        guard ActionMembers.returns(in: closure).count == 1 else { return nil }
        return Shape(work: statements, element: element)
    }

    /// `Disposables.create()`.
    static func isDisposablesCreate(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "create" && member.base?.trimmedDescription == "Disposables"
    }

    /// `observer.onCompleted()` / `observer.onNext(x)` as a statement → its name and argument.
    static func observerCall(_ item: CodeBlockItemSyntax, observer: String) -> (name: String, argument: ExprSyntax?)? {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == observer, call.arguments.count <= 1 else { return nil }
        return (member.declName.baseName.text, call.arguments.first?.expression)
    }

    /// Whether `node` names `name` (as a value, not as a member after a dot).
    static func mentions(_ node: some SyntaxProtocol, name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(name) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        }
    }

    /// The element: `Observable<T>.create`, else the `Observable<T>` the enclosing method or closure
    /// declares it returns.
    static func element(of call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let (_, arguments) = TypeText.genericParts(base.trimmedDescription)
            if let first = arguments.first, arguments.count == 1 { return first }
        }
        var current = Syntax(call).parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let type = closure.signature?.returnClause?.type.trimmedDescription {
                return observableElement(type)
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { observableElement($0.type.trimmedDescription) }
            }
            if let binding = node.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type.trimmedDescription {
                return observableElement(type)
            }
            current = node.parent
        }
        return nil
    }

    private static func observableElement(_ type: String) -> String? {
        guard let reactive = ReactiveType.classify(type), reactive.name == "Observable" else { return nil }
        return reactive.element
    }
}
