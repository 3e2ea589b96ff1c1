#if !canImport(Combine)
import Foundation
import OpenCombine

/// Holds the subscriptions of N upstream publishers for a fan-in operator
/// (CombineLatest, Merge) and forwards demand to them.
///
/// Demand requested before an upstream's subscription arrives is remembered
/// and requested on arrival. All methods are thread-safe; upstream
/// `request`/`cancel` are called outside the lock.
final class UpstreamSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptions: [Subscription?]
    private var pendingDemand: [Subscribers.Demand]
    private var finished: [Bool]
    private var cancelled = false

    init(count: Int) {
        subscriptions = Array(repeating: nil, count: count)
        pendingDemand = Array(repeating: .none, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Stores upstream `index`'s subscription, requesting any demand already owed.
    func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        if cancelled || subscriptions[index] != nil {
            lock.unlock()
            subscription.cancel()
            return
        }
        subscriptions[index] = subscription
        let owed = pendingDemand[index]
        pendingDemand[index] = .none
        lock.unlock()
        if owed > .none { subscription.request(owed) }
    }

    /// Forwards `demand` to every upstream that has not finished.
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        var targets: [Subscription] = []
        lock.lock()
        if cancelled { lock.unlock(); return }
        for index in subscriptions.indices where !finished[index] {
            if let subscription = subscriptions[index] {
                targets.append(subscription)
            } else {
                pendingDemand[index] += demand
            }
        }
        lock.unlock()
        for subscription in targets { subscription.request(demand) }
    }

    /// Marks upstream `index` finished; returns how many are still active.
    func markFinished(_ index: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        if !finished[index] {
            finished[index] = true
            subscriptions[index] = nil
        }
        return finished.filter { !$0 }.count
    }

    /// Cancels every upstream still active. Idempotent.
    func cancelAll() {
        lock.lock()
        if cancelled { lock.unlock(); return }
        cancelled = true
        let targets = subscriptions.compactMap { $0 }
        subscriptions = subscriptions.map { _ in nil }
        lock.unlock()
        for subscription in targets { subscription.cancel() }
    }
}

/// The inner subscriber a fan-in operator attaches to upstream `index`.
struct SlotSubscriber<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let index: Int
    let slots: UpstreamSlots
    let onValue: (Int, Input) -> Void
    let onCompletion: (Int, Subscribers.Completion<Failure>) -> Void

    func receive(subscription: Subscription) { slots.attach(subscription, at: index) }
    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(index, input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(index, completion) }
}
#endif
