import KeelCombine
import KeelRx

extension ObservableType {
    /// Bridges any RxSwift sequence (`Observable`, subjects, …) to Combine:
    /// every element, then its terminal event.
    ///
    /// - Lazy: subscribes when the subscriber first requests demand, once per
    ///   subscriber, so elements emitted synchronously on subscription
    ///   (`Observable.of(1, 2, 3)`, a subject's replay) are delivered, and
    ///   cancelling one subscriber never silences another.
    /// - Demand: never more than requested; the rest waits per
    ///   `bufferingPolicy` (default: everything, nothing lost).
    /// - Cancel: disposes the Rx subscription and releases the buffer.
    /// - Errors: the source's error, unchanged. Empty collections are
    ///   delivered like any other value (see `skipEmptyCollections()`).
    /// - Threading: no hops; values arrive on the emitting thread.
    @inlinable public func toPublisher(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> AnyPublisher<Element, Swift.Error> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return publisher.eraseToAnyPublisher()
    }

    /// Like `toPublisher()`, but every subscriber first receives
    /// `initialValue`, then the source's elements — the guide's
    /// `toPublisher(initialValue:)`. The initial value counts against demand
    /// like any other; lazy, cancellable and thread-agnostic like
    /// `toPublisher()`.
    @inlinable public func toPublisher(
        initialValue: Element,
        bufferingPolicy: RxBridgeBufferingPolicy = .unbounded
    ) -> AnyPublisher<Element, Swift.Error> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        publisher.initialElements = [initialValue]
        return publisher.eraseToAnyPublisher()
    }

    /// The source's first element, then `.finished`; the source is disposed
    /// at once after that element. A source that completes without any
    /// element fails with `RxBridgeError.missingInitialValue`; a failing
    /// source fails with its own error. Lazy (subscribes on first demand);
    /// cancelling before the first element disposes the source; the element
    /// arrives on the emitting thread.
    @inlinable public func toInitialPublisher() -> AnyPublisher<Element, Swift.Error> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.mode = .firstElement(emptyCompletion: .failure(RxBridgeError.missingInitialValue))
        return publisher.eraseToAnyPublisher()
    }
}
