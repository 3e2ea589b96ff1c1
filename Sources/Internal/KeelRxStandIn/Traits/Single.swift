#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Trait of a sequence that emits exactly one element or an error.
public enum SingleTrait {}

/// Exactly one element, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// A `Single`'s one event.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure `Single.create` hands its work, to report success or failure once.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single`; only the first event `observer` receives counts.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// Subscribes a handler for the one event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                stopped = true
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes success, failure and disposal handlers.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposedAction: Cancelable = onDisposed.map { Disposables.create(with: $0) } ?? BooleanDisposable()
        let subscription = subscribe { (event: SingleEvent<Element>) in
            switch event {
            case .success(let element): onSuccess?(element)
            case .failure(let error): onFailure?(error)
            }
            disposedAction.dispose()
        }
        return Disposables.create(subscription, disposedAction)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing `object`
    /// (held weakly) to each handler; nothing runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// A `Single` of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A failing `Single`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never emits.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Continues with another `Single`.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Side effects, for logging and tests (see `Observable.do`).
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// Replaces an error with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// Continues with another `Single` after an error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().catch { try handler($0).asObservable() })
    }

    /// A `Maybe` with this `Single`'s element or error.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable())
    }

    /// A `Completable` that completes when this `Single` succeeds (dropping the element).
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.asObservable().ignoreElements())
    }
}

extension ObservableType {
    /// Exactly one element, else `RxError.noElements` / `.moreThanOneElement`.
    public func asSingle() -> Single<Element> {
        Single(raw: atMostOneElement { element, observer in
            if let element {
                observer.onNext(element)
                observer.onCompleted()
            } else {
                observer.onError(RxError.noElements)
            }
        })
    }

    /// At most one element, else `RxError.moreThanOneElement`; completes
    /// empty if the source completes without an element.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOneElement { element, observer in
            if let element { observer.onNext(element) }
            observer.onCompleted()
        })
    }

    /// Holds the source's only element until it completes, then lets
    /// `finish` decide; a second element is `RxError.moreThanOneElement`.
    private func atMostOneElement(
        _ finish: @escaping (Element?, AnyObserver<Element>) -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            var element: Element?
            return self.subscribe { event in
                switch event {
                case .next(let value):
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                    } else {
                        element = value
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    finish(element, observer)
                }
            }
        }
    }

    /// Drops every element, keeping only the stop event.
    public func ignoreElements() -> Observable<Swift.Never> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next: return
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

extension ObservableType where Element == Swift.Never {
    /// This element-less sequence as a `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
#endif
