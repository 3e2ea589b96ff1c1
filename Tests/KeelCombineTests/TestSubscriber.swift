import Foundation
import KeelCombine

/// A subscriber that records every event and lets the test control demand.
/// Thread-safe; `initialDemand` is requested on subscription.
final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    enum Event: CustomStringConvertible {
        case value(Input)
        case finished
        case failure(Failure)

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .finished: "finished"
            case .failure(let error): "failure(\(error))"
            }
        }
    }

    let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var _events: [Event] = []
    private var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    /// Demand returned from each `receive(_:)`.
    var demandPerValue: Subscribers.Demand = .none
    /// Called inside `receive(_:)`, for re-entrancy tests.
    var onValue: ((Input, TestSubscriber) -> Void)?

    init(initialDemand: Subscribers.Demand = .unlimited) {
        self.initialDemand = initialDemand
    }

    var events: [Event] {
        lock.lock(); defer { lock.unlock() }
        return _events
    }

    var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }

    var descriptions: [String] { events.map(\.description) }

    func receive(subscription: Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        _events.append(.value(input))
        lock.unlock()
        onValue?(input, self)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        switch completion {
        case .finished: _events.append(.finished)
        case .failure(let error): _events.append(.failure(error))
        }
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = self.subscription
        lock.unlock()
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscription = self.subscription
        self.subscription = nil
        lock.unlock()
        subscription?.cancel()
    }
}

struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    var description: String { "E\(id)" }
}

/// Records subscription lifecycle of an upstream (cancel, demand requested).
final class UpstreamProbe<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var _cancelCount = 0
    private var _requested: [Subscribers.Demand] = []
    let subject = PassthroughSubject<Output, Failure>()

    var cancelCount: Int { lock.lock(); defer { lock.unlock() }; return _cancelCount }
    var requested: [Subscribers.Demand] { lock.lock(); defer { lock.unlock() }; return _requested }

    var publisher: AnyPublisher<Output, Failure> {
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
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}
