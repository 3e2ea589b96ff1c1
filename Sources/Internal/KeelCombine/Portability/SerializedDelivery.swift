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
final class SerializedDelivery<Output, Failure: Error>: @unchecked Sendable {
    enum Policy {
        /// Keep every value until demand arrives (Merge).
        case buffer
        /// Keep only the newest undelivered value (CombineLatest's pending combination).
        case latest
    }

    private let lock = NSLock()
    private let policy: Policy
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var head = 0
    private var completion: Subscribers.Completion<Failure>?
    private var draining = false
    /// Called (outside the lock) with demand to forward upstream.
    private let forwardDemand: (Subscribers.Demand) -> Void
    /// Called (outside the lock) once, when the stream ends for any reason.
    private let onTerminate: () -> Void
    private var terminated = false

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

    var isTerminated: Bool {
        lock.lock(); defer { lock.unlock() }
        return terminated
    }

    func send(_ value: Output) {
        enqueue(value)
        drain()
    }

    /// Queues `value` without delivering it; call `drain()` afterwards,
    /// outside any lock of the caller's.
    func enqueue(_ value: Output) {
        lock.lock()
        defer { lock.unlock() }
        guard !terminated, completion == nil else { return }
        if policy == .latest, head < queue.count {
            queue[queue.count - 1] = value
        } else {
            queue.append(value)
        }
    }

    func send(completion newCompletion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !terminated, completion == nil else { lock.unlock(); return }
        completion = newCompletion
        if case .failure = newCompletion {
            queue.removeAll()
            head = 0
        }
        lock.unlock()
        drain()
    }

    func request(_ additional: Subscribers.Demand) {
        guard additional > .none else { return }
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        demand += additional
        lock.unlock()
        forwardDemand(additional)
        drain()
    }

    func cancel() {
        lock.lock()
        guard !terminated else { lock.unlock(); return }
        terminated = true
        downstream = nil
        queue.removeAll()
        head = 0
        lock.unlock()
        onTerminate()
    }

    private enum Step {
        case value(Output, AnySubscriber<Output, Failure>)
        case complete(Subscribers.Completion<Failure>, AnySubscriber<Output, Failure>)
    }

    /// Delivers whatever the queue holds against outstanding demand.
    func drain() {
        lock.lock()
        if draining || terminated { lock.unlock(); return }
        draining = true
        while let step = nextStep() {
            lock.unlock()
            switch step {
            case .value(let value, let subscriber):
                let more = subscriber.receive(value)
                if more > .none {
                    lock.lock()
                    if !terminated { demand += more }
                    lock.unlock()
                    forwardDemand(more)
                }
            case .complete(let completion, let subscriber):
                subscriber.receive(completion: completion)
                onTerminate()
            }
            lock.lock()
        }
        draining = false
        lock.unlock()
    }

    /// Must be called with the lock held.
    private func nextStep() -> Step? {
        guard !terminated, let subscriber = downstream else { return nil }
        if case .failure? = completion {
            return terminate(with: completion!, subscriber)
        }
        if head < queue.count {
            guard demand > .none else { return nil }
            let value = queue[head]
            head += 1
            if head == queue.count { queue.removeAll(keepingCapacity: true); head = 0 }
            demand -= 1
            return .value(value, subscriber)
        }
        if let completion {
            return terminate(with: completion, subscriber)
        }
        return nil
    }

    private func terminate(with completion: Subscribers.Completion<Failure>, _ subscriber: AnySubscriber<Output, Failure>) -> Step {
        terminated = true
        downstream = nil
        queue.removeAll()
        head = 0
        return .complete(completion, subscriber)
    }
}
#endif
