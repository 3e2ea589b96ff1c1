import SwiftSyntax

/// `takeUntil(other)` of an `other` that can fail, in a chain whose end nobody observes.
///
/// RxSwift's `takeUntil` ends the stream with `other`'s error; Combine's
/// `prefix(untilOutputFrom:)` ignores `other`'s failure and goes on. Where the chain's
/// subscription ignores how the stream ends — `bind(to:)`, `drive(…)`, a `subscribe(onNext:)`
/// without `onError:` / `onCompleted:` (their migrated `sink` has `receiveCompletion: { _ in }`)
/// — and only element-wise operators stand between the `takeUntil` and it, ending with
/// `other`'s error and simply ending are the same to everything downstream: the binding stops
/// and no element follows. The migrated operator ends at `other`'s first element or its
/// failure, whichever comes first:
///
///     .prefix(untilOutputFrom: other.map { _ in () }.catch { _ in Just(()) })
///
/// Anywhere else (an `onError:` handler, a `catch`, a `retry`, a `do(onError:)`, a stream the
/// ViewModel hands out) the error is observable and the `takeUntil` stays refused.
extension ChainTranslation {
    /// Operators that pass elements through one by one and do not look at how the stream ends.
    static let elementWise: Set<String> = [
        "map", "filter", "compactMap", "distinctUntilChanged", "skip", "take", "filterNil", "unwrap",
        "ignoreNil", "mapTo", "mapToVoid", "asObservable", "observe", "observeOn",
    ]

    /// Whether the stream `call` starts ends unobserved: between it and the chain's end (the
    /// translator's `quietEnd`) stand only element-wise operators.
    func endsUnobserved(after call: FunctionCallExprSyntax) -> Bool {
        guard let end = translator.quietEnd else { return false }
        var node = Syntax(call)
        while node.id != end {
            guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == node.id,
                  let next = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            if next.id == end { return true }
            guard Self.elementWise.contains(member.declName.baseName.text) else { return false }
            node = Syntax(next)
        }
        return true
    }

    /// A subscription whose end its handlers do not observe: `bind(to:)` / `drive` / `emit` to
    /// targets, or `subscribe(onNext:)` alone.
    static func ignoresEnd(_ subscription: ChainLink) -> Bool {
        guard let call = subscription.call, call.trailingClosure == nil else { return false }
        let labels = call.arguments.map { $0.label?.text }
        if ["bind", "drive", "emit"].contains(subscription.name) { return labels.allSatisfy { $0 == nil || $0 == "to" } }
        return subscription.name == "subscribe" && labels == ["onNext"]
    }

    /// The `prefix(untilOutputFrom:)` argument that also ends at `other`'s failure.
    static func endingAtFailure(_ other: String) -> String {
        other + ".map { _ in () }.catch { _ in Just(()) }"
    }
}
