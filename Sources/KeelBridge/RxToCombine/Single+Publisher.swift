import KeelCombine
import KeelRx

extension PrimitiveSequence where Trait == SingleTrait {
    /// Bridges a `Single` to Combine: its element, then `.finished`; or its error.
    ///
    /// The `Single` is subscribed when the subscriber first requests demand —
    /// once per subscriber — and **cancelling disposes it**, so the work behind
    /// it (a network request, say) stops.
    ///
    /// - Threading: the value arrives on the thread the `Single` emitted on;
    ///   add `.receive(on: DispatchQueue.main)` before touching UI state.
    /// - Errors: the `Single`'s error, unchanged.
    @inlinable public func asPublisher() -> AnyPublisher<Element, Swift.Error> {
        let source = asObservable()
        return RxBridgePublisher(failing: { source.subscribe($0) }).eraseToAnyPublisher()
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Bridges a `Maybe`: its element then `.finished`, just `.finished` when
    /// empty, or its error. Lazy and cancellable like `Single.asPublisher()`.
    @inlinable public func asPublisher() -> AnyPublisher<Element, Swift.Error> {
        let source = asObservable()
        return RxBridgePublisher(failing: { source.subscribe($0) }).eraseToAnyPublisher()
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Bridges a `Completable`: one `()` when it completes, then `.finished`;
    /// or its error. Emitting `()` lets `sink(receiveValue:)` and
    /// `assign(to:)`-style code react to completion. Lazy and cancellable like
    /// `Single.asPublisher()`.
    @inlinable public func asPublisher() -> AnyPublisher<Void, Swift.Error> {
        let source = asObservable()
        return RxBridgePublisher<Void, Swift.Error>(failing: { observer in
            source.subscribe { event in
                switch event {
                case .next: break
                case .error(let error): observer.onError(error)
                case .completed:
                    observer.onNext(())
                    observer.onCompleted()
                }
            }
        }).eraseToAnyPublisher()
    }
}
