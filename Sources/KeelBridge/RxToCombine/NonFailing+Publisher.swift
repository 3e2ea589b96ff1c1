import KeelCombine
import KeelRx

// Sources that cannot fail bridge to publishers that cannot fail
// (`Failure == Never`), so `assign(to: &$property)` works directly.

extension PublishRelay {
    /// Bridges a `PublishRelay`: every accepted value after the subscriber
    /// first requests demand. Lazy, demand-aware and cancellable like
    /// `ObservableType.toPublisher()`.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}

extension BehaviorRelay {
    /// Bridges a `BehaviorRelay`: its current value first (for every
    /// subscriber), then every accepted value. Never fails.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}

extension Infallible {
    /// Bridges an `Infallible`: every element, then `.finished`. Never fails.
    @inlinable public func asPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Never> {
        let source = asObservable()
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { source.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }
}
