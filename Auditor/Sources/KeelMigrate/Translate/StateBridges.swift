import Foundation
import SwiftSyntax

/// A bridge call on one of the ViewModel's own subjects or relays, in Combine code the legacy
/// class already had (`Publishers.CombineLatest(ids, serverList.toPublisher().replaceError(with: []))`):
/// the member is `@Published var serverList` now, and an Array has no `toPublisher()`.
///
/// The bridges: `toPublisher()`, `asPublisher()` (KeelBridge's, or an app's own of the same
/// name whose body forwards each element unchanged — else refused, named: `AppBridges`), RxCombine's
/// `publisher`, each also after `asObservable()`. The call becomes the state's
/// publisher (`$serverList`, or its `didSet` subject — `DidSetStates`), and keeps the bridge's
/// failure type: `Error` for every bridge but a relay's `asPublisher()` or `publisher`, so
/// `.setFailureType(to: Error.self)` — and its type, `AnyPublisher` (`.eraseToAnyPublisher()`: a function
/// returning it or a property holding it still compiles) — unless the next link drops the failure anyway
/// (`replaceError(with:)`, `assertNoFailure()`), which then goes too: on a publisher that
/// cannot fail it does nothing.
extension Translator {
    static let stateBridgeCalls: Set<String> = ["toPublisher", "asPublisher"]
    static let failureDroppingLinks: Set<String> = ["replaceError", "assertNoFailure"]

    /// The replacement of `call` when it is a bridge on an own state, or a failure-dropping link after one.
    func stateBridgeCall(_ call: FunctionCallExprSyntax) -> String? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else { return nil }
        let name = callee.declName.baseName.text
        if Self.failureDroppingLinks.contains(name), call.trailingClosure == nil,
           let bridge = stateBridge(base) {
            return bridge.stream
        }
        guard Self.stateBridgeCalls.contains(name), call.arguments.isEmpty, call.trailingClosure == nil,
              let bridge = stateBridge(ExprSyntax(call)) else { return nil }
        return bridge.publisher
    }

    /// `x.publisher` (RxCombine) of an own state.
    func stateBridgeMember(_ member: MemberAccessExprSyntax) -> String? {
        guard member.declName.baseName.text == "publisher",
              member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
              let bridge = stateBridge(ExprSyntax(member)) else { return nil }
        return bridge.publisher
    }

    /// `x.toPublisher()`, `x.asObservable().asPublisher()`, `self.x.publisher`, … of an own state:
    /// its publisher, and whether the bridge's publisher could fail.
    private func stateBridge(_ expr: ExprSyntax) -> StateBridge? {
        let bridgeName: String
        let receiver: ExprSyntax
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
           Self.stateBridgeCalls.contains(callee.declName.baseName.text) {
            bridgeName = callee.declName.baseName.text
            receiver = base
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "publisher", let base = member.base {
            bridgeName = "publisher"
            receiver = base
        } else {
            return nil
        }
        var state = receiver
        if let call = receiver.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "asObservable",
           let base = callee.base {
            state = base
        }
        guard let own = SelfReference.ownProperty(state, in: ownNames), let property = plan.states[own], property.isRx else { return nil }
        // An app's own bridge is the state's publisher only when its body forwards each element unchanged.
        if bridgeName != "publisher", let reason = AppBridges.reason(bridgeName, tree: tree) {
            if !problems.contains(reason) { problems.append(reason) }
            return nil
        }
        guard let stream = ChainTranslation(translator: self).source(state, indent: 0, inline: true) else { return nil }
        // A relay's `asPublisher()` (KeelBridge) and `publisher` (RxCombine) cannot fail; every other bridge's publisher can.
        let reactive = property.typeText.flatMap(ReactiveType.classify)
        let fails = bridgeName != "toPublisher" && state.id == receiver.id ? (reactive?.fails ?? true) : true
        return StateBridge(stream: stream.text, fails: fails)
    }
}

/// An own state's publisher standing for a bridge call on it.
struct StateBridge {
    /// `$x` (or its `didSet` subject).
    let stream: String
    /// Whether the bridge's publisher could fail.
    let fails: Bool

    /// The bridge's replacement, of the bridge's type: `AnyPublisher` with its failure type.
    var publisher: String {
        stream + (fails ? ".setFailureType(to: Error.self)" : "") + ".eraseToAnyPublisher()"
    }
}
