#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Trait of a sequence that emits one element, completes empty, or errors.
public enum MaybeTrait {}

/// One element, nothing, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// A `Maybe`'s one event.
public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure `Maybe.create` hands its work, to report one outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe`; only the first event `observer` receives counts.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes a handler for the one event.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes success, error, completion and disposal handlers.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposedAction: Cancelable = onDisposed.map { Disposables.create(with: $0) } ?? BooleanDisposable()
        let subscription = subscribe { (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
            disposedAction.dispose()
        }
        return Disposables.create(subscription, disposedAction)
    }

    /// Like `subscribe(onSuccess:onError:onCompleted:onDisposed:)`, passing
    /// `object` (held weakly) to each handler; nothing runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().map(transform))
    }

    /// A `Maybe` that succeeds at once with `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: Observable.just(element)) }
    /// A `Maybe` that completes at once without an element.
    public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }
    /// A `Maybe` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: Observable.error(error)) }
    /// A `Maybe` that never ends.
    public static func never() -> Maybe<Element> { Maybe(raw: Observable.never()) }

}
#endif
