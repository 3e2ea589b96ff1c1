#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Trait of a sequence that only completes or errors.
public enum CompletableTrait {}

/// Completion or an error, no elements.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// A `Completable`'s one event.
public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `Completable.create` hands its work, to report completion or an error once.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable`; only the first event `observer` receives counts.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes a handler for the one event.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next: return
            case .error(let error):
                stopped = true
                observer(.error(error))
            case .completed:
                stopped = true
                observer(.completed)
            }
        }
    }

    /// Subscribes completion, error and disposal handlers.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposedAction: Cancelable = onDisposed.map { Disposables.create(with: $0) } ?? BooleanDisposable()
        let subscription = subscribe { (event: CompletableEvent) in
            switch event {
            case .completed: onCompleted?()
            case .error(let error): onError?(error)
            }
            disposedAction.dispose()
        }
        return Disposables.create(subscription, disposedAction)
    }

    /// Like `subscribe(onCompleted:onError:onDisposed:)`, passing `object`
    /// (held weakly) to each handler; nothing runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: andThenObservable(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: andThenObservable(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThenObservable(second.asObservable()))
    }

    /// Runs `second` after this completes; an error skips it.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        andThenObservable(second)
    }

    private func andThenObservable<Element>(_ second: Observable<Element>) -> Observable<Element> {
        let first = primitiveSequence.asObservable()
        return Observable.create { observer in
            let serial = SerialDisposable()
            serial.disposable = first.subscribe { event in
                switch event {
                case .next: return
                case .error(let error): observer.onError(error)
                case .completed: serial.disposable = second.subscribe(observer)
                }
            }
            return serial
        }
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable { Completable(raw: Observable.empty()) }
    /// A `Completable` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Completable { Completable(raw: Observable.error(error)) }
    /// A `Completable` that never ends.
    public static func never() -> Completable { Completable(raw: Observable.never()) }

}
#endif
