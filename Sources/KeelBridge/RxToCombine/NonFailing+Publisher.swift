import KeelCombine
import KeelRx

// Sources that cannot fail bridge to publishers that cannot fail
// (`Failure == Never`), so `assign(to: &$property)` works directly.

extension PublishRelay {
    /// Bridges a `PublishRelay`: every accepted value after the subscriber
    /// first requests demand. Never fails, never finishes.
    ///
    /// Lazy, demand-aware and cancellable like `ObservableType.toPublisher()`:
    /// one Rx subscription per Combine subscriber, made on first demand and
    /// disposed on cancel. Values arrive on the accepting thread. To *write*
    /// into the relay from Combine code, use `asCombineSubject()`.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}

extension BehaviorRelay {
    /// Bridges a `BehaviorRelay`: its current value first (for every
    /// subscriber), then every accepted value. Never fails, never finishes.
    ///
    /// Lazy, demand-aware and cancellable like `ObservableType.toPublisher()`:
    /// one Rx subscription per Combine subscriber, made on first demand (so
    /// the current value is never lost) and disposed on cancel. Values arrive
    /// on the accepting thread. To *write* into the relay from Combine code
    /// (or read its `value`), use `asCombineSubject()`.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}

extension Infallible {
    /// Bridges an `Infallible`: every element, then `.finished`. Never fails.
    ///
    /// Lazy, demand-aware and cancellable like `ObservableType.toPublisher()`;
    /// values arrive on the emitting thread.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        let source = asObservable()
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { source.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}
