#if !canImport(Combine)
import Foundation
import OpenCombine

/// The N-ary CombineLatest subscription behind `Publishers.CombineLatest`,
/// `CombineLatest3` and `CombineLatest4` on platforms without Apple's Combine.
///
/// Semantics (Combine's): nothing is emitted until every upstream has
/// produced a value; afterwards every upstream value emits the tuple of the
/// latest values. Downstream demand is forwarded to each upstream; when an
/// upstream value arrives without outstanding downstream demand, the newest
/// combination waits and is delivered when demand arrives (never more than
/// requested). Finishes when every upstream has finished (after a pending
/// combination is delivered), or at once when an upstream finishes without
/// ever producing a value. The first failure is delivered at once and
/// cancels the other upstreams.
final class CombineLatestSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var latest: [Any?]
    private let combine: ([Any?]) -> Output
    /// How many upstreams have produced at least one value.
    private var filled = 0
    private let slots: UpstreamSlots
    private let delivery: SerializedDelivery<Output, Failure>

    init<S: Subscriber>(count: Int, subscriber: S, combine: @escaping ([Any?]) -> Output)
    where S.Input == Output, S.Failure == Failure {
        latest = Array(repeating: nil, count: count)
        self.combine = combine
        let slots = UpstreamSlots(count: count)
        self.slots = slots
        delivery = SerializedDelivery(
            downstream: AnySubscriber(subscriber),
            policy: .bufferingNewest(1),
            forwardDemand: { slots.request($0) },
            onTerminate: { slots.cancelAll() }
        )
    }

    func subscriber<Input>(for index: Int, of _: Input.Type) -> SlotSubscriber<Input, Failure> {
        SlotSubscriber(
            index: index,
            slots: slots,
            onValue: { [self] index, value in receive(value, at: index) },
            onCompletion: { [self] index, completion in receive(completion, at: index) }
        )
    }

    private func receive(_ value: Any, at index: Int) {
        lock.lock()
        if latest[index] == nil { filled += 1 }
        latest[index] = value
        if filled == latest.count { delivery.enqueue(combine(latest)) }
        lock.unlock()
        delivery.drain()
    }

    private func receive(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        switch completion {
        case .failure:
            delivery.send(completion: completion)
        case .finished:
            let active = slots.markFinished(index)
            lock.lock()
            let neverProduced = latest[index] == nil
            lock.unlock()
            if active == 0 || neverProduced { delivery.send(completion: .finished) }
        }
    }

    func request(_ demand: Subscribers.Demand) { delivery.request(demand) }
    func cancel() { delivery.cancel() }
}
#endif
