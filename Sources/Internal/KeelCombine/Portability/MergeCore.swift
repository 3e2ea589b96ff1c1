#if !canImport(Combine)
import Foundation
import OpenCombine

/// The N-ary Merge subscription behind `Publishers.Merge`, `Merge3`,
/// `Merge4` and `MergeMany` on platforms without Apple's Combine.
///
/// Semantics (Combine's): values from every upstream are interleaved in
/// arrival order, never more than downstream requested — downstream demand
/// is forwarded to each upstream and values beyond it are buffered, not
/// dropped. Finishes when every upstream has finished and the buffer has
/// drained; the first failure is delivered at once and cancels the rest.
final class MergeSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let slots: UpstreamSlots
    private let delivery: SerializedDelivery<Output, Failure>

    init<S: Subscriber>(count: Int, subscriber: S) where S.Input == Output, S.Failure == Failure {
        let slots = UpstreamSlots(count: count)
        self.slots = slots
        delivery = SerializedDelivery(
            downstream: AnySubscriber(subscriber),
            policy: .unbounded,
            forwardDemand: { slots.request($0) },
            onTerminate: { slots.cancelAll() }
        )
    }

    func subscriber(for index: Int) -> SlotSubscriber<Output, Failure> {
        let delivery = self.delivery
        let slots = self.slots
        return SlotSubscriber(
            index: index,
            slots: slots,
            onValue: { _, value in delivery.send(value) },
            onCompletion: { index, completion in
                switch completion {
                case .failure:
                    delivery.send(completion: completion)
                case .finished:
                    if slots.markFinished(index) == 0 { delivery.send(completion: .finished) }
                }
            }
        )
    }

    /// Finishes at once when there is nothing to merge.
    func finishIfEmpty(count: Int) {
        if count == 0 { delivery.send(completion: .finished) }
    }

    func request(_ demand: Subscribers.Demand) { delivery.request(demand) }
    func cancel() { delivery.cancel() }
}
#endif
