import Foundation
import KeelCombine

// Test support shared by Keel's test targets (not a product).

/// A subscriber that records every event and lets the test control demand.
/// Thread-safe; `initialDemand` is requested on subscription.
public final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    public enum Event: CustomStringConvertible {
        case value(Input)
        case finished
        case failure(Failure)

        public var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .finished: "finished"
            case .failure(let error): "failure(\(error))"
            }
        }
    }

    public let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var _events: [Event] = []
    private var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    /// Demand returned from each `receive(_:)`.
    public var demandPerValue: Subscribers.Demand = .none
    /// Called inside `receive(_:)`, for re-entrancy tests.
    public var onValue: ((Input, TestSubscriber) -> Void)?

    public init(initialDemand: Subscribers.Demand = .unlimited) {
        self.initialDemand = initialDemand
    }

    public var events: [Event] {
        lock.lock(); defer { lock.unlock() }
        return _events
    }

    public var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }

    public var descriptions: [String] { events.map(\.description) }

    public func receive(subscription: Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        _events.append(.value(input))
        lock.unlock()
        onValue?(input, self)
        return demandPerValue
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        switch completion {
        case .finished: _events.append(.finished)
        case .failure(let error): _events.append(.failure(error))
        }
        lock.unlock()
    }

    public func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(demand)
    }

    public func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}

public struct TestError: Error, Equatable, CustomStringConvertible {
    public let id: Int
    public init(id: Int) { self.id = id }
    public var description: String { "E\(id)" }
}

/// Records subscription lifecycle of an upstream (cancel, demand requested).
public final class UpstreamProbe<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var _cancelCount = 0
    private var _requested: [Subscribers.Demand] = []
    public let subject = PassthroughSubject<Output, Failure>()

    public var cancelCount: Int { lock.lock(); defer { lock.unlock() }; return _cancelCount }
    public var requested: [Subscribers.Demand] { lock.lock(); defer { lock.unlock() }; return _requested }

    public init() {}

    public var publisher: AnyPublisher<Output, Failure> {
        subject.handleEvents(
            receiveCancel: { [weak self] in
                guard let self else { return }
                self.lock.lock(); self._cancelCount += 1; self.lock.unlock()
            },
            receiveRequest: { [weak self] demand in
                guard let self else { return }
                self.lock.lock(); self._requested.append(demand); self.lock.unlock()
            }
        ).eraseToAnyPublisher()
    }
}

/// Hands a non-Sendable value to another thread in a test where the test
/// itself guarantees exclusive use (the sending side is the only user).
public struct UncheckedBox<Value>: @unchecked Sendable {
    public let value: Value
    public init(value: Value) { self.value = value }
}
