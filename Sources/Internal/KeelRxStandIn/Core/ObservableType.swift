/// Anything that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: `subscribe` delivers events to an observer until
/// the returned disposable is disposed or a stop event arrives.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Subscribes an event handler.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes element, error, completion and disposal handlers.
    /// `onDisposed` runs once, after a stop event or an external dispose.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposedAction: Cancelable = onDisposed.map { Disposables.create(with: $0) } ?? BooleanDisposable()
        let subscription = subscribe(AnyObserver<Element> { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error):
                onError?(error)
                disposedAction.dispose()
            case .completed:
                onCompleted?()
                disposedAction.dispose()
            }
        })
        return Disposables.create(subscription, disposedAction)
    }

    /// Subscribes handlers that receive `object` weakly; events after `object`
    /// is deallocated are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }
}
