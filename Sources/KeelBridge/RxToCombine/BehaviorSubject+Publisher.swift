import KeelCombine
import KeelRx

extension BehaviorSubject {
    /// Bridges a `BehaviorSubject`: its current value first (for every
    /// subscriber), then every later value, then its terminal event.
    ///
    /// Lazy: the subject is subscribed when the subscriber first requests
    /// demand, so the replayed value is never lost. An errored subject fails
    /// with *its* error; a disposed one with `RxError.disposed` — never with
    /// `RxBridgeError.missingInitialValue`.
    ///
    /// - Parameter bufferingPolicy: what to keep while the subscriber has no
    ///   demand (default: everything).
    /// - Cancellation: disposes that subscriber's Rx subscription and releases
    ///   the subscriber and its buffer; never disposes the subject itself.
    /// - Threading: values arrive on the thread that called `onNext` (add
    ///   `receive(on:)` before touching UI state); no lock is held while
    ///   calling the subscriber.
    ///
    /// To *write* into the subject from Combine code, use
    /// `asCombineSubject()` instead.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Swift.Error> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}
