import Foundation
import KeelBridge
import KeelRx
import KeelTesting

// Helpers for the stress suite. Everything here keeps RxSwift's grammar:
// `onNext` into one source never overlaps (emission goes through
// `SerializedEmitter`), and nothing re-enters a source from its own
// subscriber. Subscribing, cancelling and requesting demand may happen on any
// thread at any time — that is what the stress suite races.

/// Runs `body(index)` on `count` dedicated threads (not the 2-thread
/// cooperative pool), started together, and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let gate = StartGate(parties: count)
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                gate.arriveAndWait()
                body(index)
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.notify(queue: .global()) { finished.resume() }
    }
}

/// Holds every thread until all `parties` have arrived, so they race.
final class StartGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: Int

    init(parties: Int) { waiting = parties }

    func arriveAndWait() {
        condition.lock()
        waiting -= 1
        if waiting == 0 { condition.broadcast() }
        while waiting > 0 { condition.wait() }
        condition.unlock()
    }
}

/// Serializes emission from many threads through one lock — the legal way to
/// feed one Rx source from several threads — and numbers the values 0, 1, 2, …
/// in emission order, so every subscriber must see a run of consecutive numbers.
final class SerializedEmitter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var finished = false
    private let send: (Int) -> Void
    private let complete: () -> Void

    init(send: @escaping (Int) -> Void, complete: @escaping () -> Void = {}) {
        self.send = send
        self.complete = complete
    }

    /// Sends the next number; returns `false` (sending nothing) after `finish()`.
    @discardableResult
    func emitNext() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if finished { return false }
        send(next)
        next += 1
        return true
    }

    /// Sends the completion (once); later `emitNext()` calls send nothing.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if finished { return }
        finished = true
        complete()
    }

    var emitted: Int { lock.lock(); defer { lock.unlock() }; return next }

    var isFinished: Bool { lock.lock(); defer { lock.unlock() }; return finished }
}

/// Collects what the short-lived subscribers of a stress run saw.
final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []
    func append(_ item: Value) { lock.lock(); items.append(item); lock.unlock() }
    var all: [Value] { lock.lock(); defer { lock.unlock() }; return items }
}

/// `true` when every value is its predecessor plus one.
func isConsecutive(_ values: [Int]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
}

/// A subscriber that checks, on every value, that it never received more than
/// it requested, and can request from inside `receive` (re-entrantly).
final class DemandCheckingSubscriber<Failure: Error>: Subscriber, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var subscription: Subscription?
    private var granted = 0
    private var received: [Int] = []
    private var overruns = 0
    private let initialDemand: Int
    private let requestInsideReceiveEvery: Int

    init(initialDemand: Int, requestInsideReceiveEvery: Int) {
        self.initialDemand = initialDemand
        self.requestInsideReceiveEvery = requestInsideReceiveEvery
    }

    func receive(subscription: Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        request(initialDemand)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        lock.lock()
        received.append(input)
        if received.count > granted { overruns += 1 }
        let count = received.count
        lock.unlock()
        if requestInsideReceiveEvery > 0, count % requestInsideReceiveEvery == 0 { request(1) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {}

    /// Counts the demand as granted *before* asking for it, so a value the
    /// request delivers synchronously is never mistaken for an overrun.
    func request(_ count: Int) {
        guard count > 0 else { return }
        lock.lock()
        granted += count
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(.max(count))
    }

    func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }

    var values: [Int] { lock.lock(); defer { lock.unlock() }; return received }
    var totalGranted: Int { lock.lock(); defer { lock.unlock() }; return granted }
    var overrunCount: Int { lock.lock(); defer { lock.unlock() }; return overruns }
}
