import Foundation
import KeelCombine

/// An upstream that records what its subscribers did to it — cancellations
/// and demand requested — so a test can assert an operator propagates them.
///
/// Send values through ``subject``; subscribe to ``publisher``. Thread-safe.
public final class UpstreamProbe<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var _cancelCount = 0
    private var _requested: [Subscribers.Demand] = []
    /// Where the test sends values and completion.
    public let subject = PassthroughSubject<Output, Failure>()

    /// How many subscriptions were cancelled.
    public var cancelCount: Int { lock.lock(); defer { lock.unlock() }; return _cancelCount }
    /// Every demand requested, in order.
    public var requested: [Subscribers.Demand] { lock.lock(); defer { lock.unlock() }; return _requested }

    /// A probe with nothing recorded.
    public init() {}

    /// `subject`, recording cancellation and demand.
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
