import SwiftSyntax

/// Counts chains that start at one event and finds the plain `subscribe(onNext:)` one.
final class SubscriptionFinder: SyntaxVisitor {
    let event: String
    private(set) var chains = 0
    private(set) var simpleClosure: ClosureExprSyntax?

    init(event: String) {
        self.event = event
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base, SelfReference.ownProperty(base, in: [event]) != nil,
              !UsageScanner.sendMethods.contains(node.declName.baseName.text) else { return .visitChildren }
        chains += 1
        // `event.subscribe(onNext: { … })` directly, inside `.disposed(by:)`.
        if node.declName.baseName.text == "subscribe", let call = node.parent?.as(FunctionCallExprSyntax.self),
           call.arguments.count == 1, call.arguments.first?.label?.text == "onNext",
           let closure = call.arguments.first?.expression.as(ClosureExprSyntax.self),
           let outer = call.parent?.as(MemberAccessExprSyntax.self), outer.declName.baseName.text == "disposed",
           outer.parent?.as(FunctionCallExprSyntax.self)?.parent?.is(CodeBlockItemSyntax.self) == true {
            simpleClosure = closure
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // An event passed into a combinator counts as one more chain.
        for argument in node.arguments where SelfReference.ownProperty(argument.expression, in: [event]) != nil {
            chains += 1
        }
        return .visitChildren
    }
}
