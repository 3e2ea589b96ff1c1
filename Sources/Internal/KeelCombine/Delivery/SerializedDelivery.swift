import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The demand-respecting, serialized delivery core shared by everything in
/// Keel that turns pushed values into a Combine subscription: the
/// RxSwift bridge (`KeelBridge`, on every platform) and the portable
/// `CombineLatest` / `Merge` (where Apple's Combine is absent).
///
/// Keel-internal API (`@_spi(KeelInternal)`): not for clients.
///
/// Upstream callbacks may arrive on any thread, concurrently; this type
/// queues them under a lock and delivers to the downstream subscriber one
/// event at a time, **never holding the lock while calling downstream**
/// (a trampoline: whichever thread finds the queue idle drains it; others
/// only enqueue). Re-entrant `request` / `cancel` from inside `receive` is
/// safe. Values are delivered only against outstanding demand; `.finished`
/// is delivered after the queue drains; `.failure` is delivered at once and
/// drops anything still queued, as Combine does.
///
/// Performance: this code usually runs unspecialized (it is reached through
/// type-erased subscribers and observers), so the per-value path avoids
/// anything that needs generic metadata at run time — no optionals or enums
/// of generic payloads, no queue traffic when a value can be delivered
/// directly. `Benchmarks/Benchmarks/CombineShim` measures it.
@_spi(KeelInternal)
public final class SerializedDelivery<Output, Failure: Error>: @unchecked Sendable {
    /// What happens to values that arrive while there is no demand.
    public enum Policy: Sendable, Equatable {
        /// Keep every value until demand arrives (Merge, the bridge's default).
        case unbounded
        /// Keep only the newest `limit` undelivered values, dropping older
        /// ones (`limit: 1` is CombineLatest's pending combination).
        case bufferingNewest(Int)
    }

    private let lock = NSLock()
    private let policy: Policy
    /// The subscriber's entry points, held as closures (calling a closure
    /// needs no generic metadata at run time, unlike copying an
    /// `AnySubscriber`). Replaced by inert ones on termination, which
    /// releases the subscriber.
    private var receiveValue: (Output) -> Subscribers.Demand
    private var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var head = 0
    /// `queue.count - head`, kept as a plain Int so the hot path needs no generic metadata.
    private var queued = 0
    private var completion: Subscribers.Completion<Failure> = .finished
    private var hasCompletion = false
    private var isFailure = false
    private var draining = false
    private var terminated = false
    /// Called (outside the lock) with demand to forward upstream.
    private let forwardDemand: (Subscribers.Demand) -> Void
    /// Called (outside the lock) once, when the stream ends for any reason.
    private let onTerminate: () -> Void

    /// A delivery with no subscriber yet. Thread-safe: every method may be called
    /// from any thread; callbacks run outside its lock.
    ///
    /// - Parameters:
    ///   - forwardDemand: called outside the lock with each demand increment
    ///     (the place to request from, or lazily subscribe to, the upstream).
    ///   - onTerminate: called outside the lock exactly once, when the stream
    ///     ends by completion, failure or cancellation.
    public init(
        downstream: AnySubscriber<Output, Failure>,
        policy: Policy,
        forwardDemand: @escaping (Subscribers.Demand) -> Void,
        onTerminate: @escaping () -> Void
    ) {
        receiveValue = downstream.receive(_:)
        receiveCompletion = downstream.receive(completion:)
        self.policy = policy
        self.forwardDemand = forwardDemand
        self.onTerminate = onTerminate
    }

    /// Delivers `value` now if demand allows and nothing is queued before it;
    /// otherwise queues it (see `Policy`). Ignored after a terminal event.
    public func send(_ value: Output) {
        lock.lock()
        if terminated || hasCompletion { lock.unlock(); return }
        if !draining, queued == 0, demand > .none {
            draining = true
            demand -= 1
            let receive = receiveValue
            lock.unlock()
            deliver(value, to: receive)
            lock.lock()
            drainLocked()
            return
        }
        store(value)
        lock.unlock()
        drain()
    }

    /// Queues `value` without delivering it; call `drain()` afterwards,
    /// outside any lock of the caller's.
    public func enqueue(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        if terminated || hasCompletion { return }
        store(value)
    }

    /// Ends the stream: `.finished` after queued values drain, `.failure` at once.
    public func send(completion newCompletion: Subscribers.Completion<Failure>) {
        lock.lock()
        if terminated || hasCompletion { lock.unlock(); return }
        completion = newCompletion
        hasCompletion = true
        if case .failure = newCompletion {
            isFailure = true
            clearQueue()
        }
        lock.unlock()
        drain()
    }

    /// Adds downstream demand (from `Subscription.request`).
    public func request(_ additional: Subscribers.Demand) {
        guard additional > .none else { return }
        lock.lock()
        if terminated { lock.unlock(); return }
        demand += additional
        lock.unlock()
        forwardDemand(additional)
        drain()
    }

    /// Idempotent; releases the subscriber and the queue (from `Subscription.cancel`).
    public func cancel() {
        lock.lock()
        if terminated { lock.unlock(); return }
        terminated = true
        let released = (receiveValue, receiveCompletion)
        releaseSubscriber()
        clearQueue()
        lock.unlock()
        _ = released
        onTerminate()
    }

    /// Delivers whatever the queue holds against outstanding demand.
    public func drain() {
        lock.lock()
        if draining || terminated { lock.unlock(); return }
        draining = true
        drainLocked()
    }

    // MARK: - Private

    /// Lock held. Appends, dropping the oldest under `.bufferingNewest`.
    private func store(_ value: Output) {
        if case .bufferingNewest(let limit) = policy, queued >= Swift.max(1, limit) {
            if limit <= 1 {
                queue[queue.count - 1] = value
                return
            }
            head += 1
            queued -= 1
            compactIfNeeded()
        }
        queue.append(value)
        queued += 1
    }

    /// Lock held. Reclaims the consumed prefix once it dominates the array.
    private func compactIfNeeded() {
        if head >= 64, head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
    }

    /// Lock held.
    private func clearQueue() {
        queue.removeAll()
        head = 0
        queued = 0
    }

    /// Lock held.
    private func releaseSubscriber() {
        receiveValue = { _ in .none }
        receiveCompletion = { _ in }
    }

    /// Lock not held. Adds any extra demand the subscriber returns.
    private func deliver(_ value: Output, to receive: (Output) -> Subscribers.Demand) {
        let more = receive(value)
        guard more > .none else { return }
        lock.lock()
        let live = !terminated
        if live { demand += more }
        lock.unlock()
        if live { forwardDemand(more) }
    }

    /// Entered with the lock held and `draining == true`; returns unlocked
    /// with `draining == false`.
    private func drainLocked() {
        while !terminated {
            if isFailure || (hasCompletion && queued == 0) {
                terminated = true
                let finish = receiveCompletion
                let completion = self.completion
                releaseSubscriber()
                clearQueue()
                lock.unlock()
                finish(completion)
                onTerminate()
                lock.lock()
                break
            }
            if queued == 0 || demand == .none { break }
            let value = queue[head]
            head += 1
            queued -= 1
            if queued == 0 {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else {
                compactIfNeeded()
            }
            demand -= 1
            let receive = receiveValue
            lock.unlock()
            deliver(value, to: receive)
            lock.lock()
        }
        draining = false
        lock.unlock()
    }
}
