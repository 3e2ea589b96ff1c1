#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
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
    /// This sequence as an `Observable`: each subscription subscribes to `self`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Subscribes an event handler. Like every closure subscription, it
    /// receives nothing after a stop event, even from a source that breaks
    /// the grammar.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let gate = StopGate(on)
        return subscribe(AnyObserver(eventHandler: gate.on))
    }

    /// Subscribes element, error, completion and disposal handlers.
    /// Nothing is delivered after a stop event; `onDisposed` runs exactly
    /// once, after the stop event's handler or on the first external
    /// `dispose()`, whichever comes first.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposedAction: Cancelable = onDisposed.map { Disposables.create(with: $0) } ?? BooleanDisposable()
        let subscriber = ClosureSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, disposedAction: disposedAction)
        let subscription = subscribe(AnyObserver(eventHandler: subscriber.on))
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

/// RxSwift's grammar for closure observers: nothing after a stop event.
/// Stand-in sources already deliver serially; the flag guards sources that
/// don't keep the grammar.
final class StopGate<Element> {
    private let handler: (Event<Element>) -> Void
    private var stopped = false

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        if event.isStopEvent { stopped = true }
        handler(event)
    }
}

/// `subscribe(onNext:onError:onCompleted:onDisposed:)`'s observer: one
/// object, one call deep, nothing after a stop event, then `onDisposed`.
final class ClosureSubscriber<Element> {
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let disposedAction: Cancelable
    private var stopped = false

    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        disposedAction: Cancelable
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposedAction = disposedAction
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            stopped = true
            onError?(error)
            disposedAction.dispose()
        case .completed:
            stopped = true
            onCompleted?()
            disposedAction.dispose()
        }
    }
}
#endif
