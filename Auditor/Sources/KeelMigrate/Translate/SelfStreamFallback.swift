import SwiftSyntax

/// `self?.reset() ?? .empty()` — an action's work (or any closure emitted as a method) that calls one
/// of the ViewModel's own stream methods through a weak `self`, with nothing when `self` is gone.
/// Emitted as a method, `self` is there: the stream is the method's (`self.reset()`, already a
/// publisher), and the `.empty()` fallback could never be taken.
extension ChainTranslation {
    func selfStreamFallback(_ value: ExprSyntax) -> Stream? {
        guard translator.methodFromClosure else { return nil }
        let elements: [ExprSyntax]
        if let sequence = value.as(SequenceExprSyntax.self) {
            elements = Array(sequence.elements)
        } else if let infix = value.as(InfixOperatorExprSyntax.self) {
            elements = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              ActionMembers.isEmpty(elements[2]),
              let call = elements[0].as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let optional = callee.base?.as(OptionalChainingExprSyntax.self),
              optional.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
              translator.methodFromClosureRoot == nil || Translator.enclosingClosure(of: Syntax(call))?.id == translator.methodFromClosureRoot,
              let method = translator.plan.streamMethods[callee.declName.baseName.text] else { return nil }
        return Stream(text: translator.emitTrimmed(call), fails: method.fails, element: method.element)
    }
}
