#if !canImport(Combine)
import Foundation
import OpenCombine

/// The demand-respecting, serialized delivery core shared by Keel's
/// `CombineLatest` and `Merge` on platforms without Apple's Combine.
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
/// Performance: this code runs unspecialized (it is reached through
/// OpenCombine's type-erased subscribers), so the per-value path avoids
/// anything that needs generic metadata at run time — no optionals or enums
/// of generic payloads, no queue traffic when a value can be delivered
/// directly. `Benchmarks/Benchmarks/CombineShim` measures it.
final class SerializedDelivery<Output, Failure: Error>: @unchecked Sendable {
    enum Policy {
        /// Keep every value until demand arrives (Merge).
        case buffer
        /// Keep only the newest undelivered value (CombineLatest's pending combination).
        case latest
    }

    private let lock = NSLock()
    private let policy: Policy
    /// Replaced by an inert subscriber on termination, which releases the real one.
    private var downstream: AnySubscriber<Output, Failure>
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

    init(
        downstream: AnySubscriber<Output, Failure>,
        policy: Policy,
        forwardDemand: @escaping (Subscribers.Demand) -> Void,
        onTerminate: @escaping () -> Void
    ) {
        self.downstream = downstream
        self.policy = policy
        self.forwardDemand = forwardDemand
        self.onTerminate = onTerminate
    }

    /// Delivers `value` now if demand allows and nothing is queued before it;
    /// otherwise queues it (see `Policy`).
    func send(_ value: Output) {
        lock.lock()
        if terminated || hasCompletion { lock.unlock(); return }
        if !draining, queued == 0, demand > .none {
            draining = true
            demand -= 1
            let subscriber = downstream
            lock.unlock()
            deliver(value, to: subscriber)
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
    func enqueue(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        if terminated || hasCompletion { return }
        store(value)
    }

    func send(completion newCompletion: Subscribers.Completion<Failure>) {
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

    func request(_ additional: Subscribers.Demand) {
        guard additional > .none else { return }
        lock.lock()
        if terminated { lock.unlock(); return }
        demand += additional
        lock.unlock()
        forwardDemand(additional)
        drain()
    }

    func cancel() {
        lock.lock()
        if terminated { lock.unlock(); return }
        terminated = true
        let released = downstream
        downstream = AnySubscriber()
        clearQueue()
        lock.unlock()
        _ = released
        onTerminate()
    }

    /// Delivers whatever the queue holds against outstanding demand.
    func drain() {
        lock.lock()
        if draining || terminated { lock.unlock(); return }
        draining = true
        drainLocked()
    }

    // MARK: - Private

    /// Lock held. Appends, or replaces the pending value under `.latest`.
    private func store(_ value: Output) {
        if policy == .latest, queued > 0 {
            queue[queue.count - 1] = value
        } else {
            queue.append(value)
            queued += 1
        }
    }

    /// Lock held.
    private func clearQueue() {
        queue.removeAll()
        head = 0
        queued = 0
    }

    /// Lock not held. Adds any extra demand the subscriber returns.
    private func deliver(_ value: Output, to subscriber: AnySubscriber<Output, Failure>) {
        let more = subscriber.receive(value)
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
                let subscriber = downstream
                let completion = self.completion
                downstream = AnySubscriber()
                clearQueue()
                lock.unlock()
                subscriber.receive(completion: completion)
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
            }
            demand -= 1
            let subscriber = downstream
            lock.unlock()
            deliver(value, to: subscriber)
            lock.lock()
        }
        draining = false
        lock.unlock()
    }
}
#endif
