import Foundation
import KeelCombine

/// A subscriber that records every event and lets the test control demand —
/// for testing publishers and operators (back-pressure, completion,
/// cancellation) without a sink's unlimited demand.
///
/// ```swift
/// let subscriber = TestSubscriber<SignInState, Never>(initialDemand: .max(1))
/// controller?.statePublisher.subscribe(subscriber)
/// #expect(subscriber.values == [.signedOut])
/// subscriber.cancel()
/// ```
///
/// Thread safety: recording is lock-protected, so upstreams may deliver on
/// any thread; `initialDemand` is requested on subscription. `onValue` and
/// `demandPerValue` are meant to be set before subscribing.
public final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    /// One received event.
    public enum Event: CustomStringConvertible {
        /// A value.
        case value(Input)
        /// Normal completion.
        case finished
        /// Completion with an error.
        case failure(Failure)

        /// The value, `finished`, or `failure(error)`: for compact assertions.
        public var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .finished: "finished"
            case .failure(let error): "failure(\(error))"
            }
        }
    }

    /// Combine's identity of this subscriber.
    public let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var _events: [Event] = []
    private var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    /// Demand returned from each `receive(_:)`.
    public var demandPerValue: Subscribers.Demand = .none
    /// Called inside `receive(_:)`, for re-entrancy tests.
    public var onValue: ((Input, TestSubscriber) -> Void)?

    /// A subscriber that requests `initialDemand` when it is subscribed.
    public init(initialDemand: Subscribers.Demand = .unlimited) {
        self.initialDemand = initialDemand
    }

    /// Every event so far, in order.
    public var events: [Event] {
        lock.lock(); defer { lock.unlock() }
        return _events
    }

    /// The values so far, in order.
    public var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }

    /// `events`, described (see ``Event/description``).
    public var descriptions: [String] { events.map(\.description) }

    /// Records the subscription and requests `initialDemand`.
    public func receive(subscription: Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    /// Records `input`, calls `onValue`, returns `demandPerValue`.
    public func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        _events.append(.value(input))
        lock.unlock()
        onValue?(input, self)
        return demandPerValue
    }

    /// Records the completion.
    public func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        switch completion {
        case .finished: _events.append(.finished)
        case .failure(let error): _events.append(.failure(error))
        }
        lock.unlock()
    }

    /// Requests more values from the upstream (no-op before subscription or after `cancel()`).
    public func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(demand)
    }

    /// Cancels the subscription; later events are not requested.
    public func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}
