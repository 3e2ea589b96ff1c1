#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// RxSwift's `Observable`: the base class of every sequence.
public class Observable<Element>: ObservableType {
    init() {}

    /// Subscribes `observer`. Abstract here: every concrete sequence overrides it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Observable.subscribe is abstract")
    }

    /// This sequence itself.
    public func asObservable() -> Observable<Element> { self }
}

extension ObservableType {
    /// Creates a sequence from a subscribe function. For every subscriber,
    /// `subscribe` runs once; events after a stop event are ignored; the
    /// disposable it returns is disposed after a stop event or when the
    /// subscription is disposed, whichever comes first (exactly once).
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// `Observable.create`'s implementation.
final class AnonymousObservable<Element>: Observable<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = Sink(observer: observer)
        let subscription = subscribeHandler(AnyObserver(eventHandler: sink.on))
        sink.setSubscription(subscription)
        return sink
    }
}

/// Enforces the event grammar for one subscription: events are serialized,
/// nothing passes after a stop event, and the upstream subscription is
/// disposed exactly once — after a stop event or on `dispose()`.
final class Sink<Observer: ObserverType>: Cancelable {
    private let stateLock = NSLock()
    /// Serializes delivery to the observer (events may come from many threads).
    private let deliveryLock = NSRecursiveLock()
    private var observer: Observer?
    private var subscription: Disposable?
    private var stopped = false
    private var disposed = false

    init(observer: Observer) {
        self.observer = observer
    }

    var isDisposed: Bool {
        stateLock.lock(); defer { stateLock.unlock() }
        return disposed
    }

    func on(_ event: Event<Observer.Element>) {
        deliveryLock.lock()
        stateLock.lock()
        guard !stopped, !disposed, let observer else {
            stateLock.unlock()
            deliveryLock.unlock()
            return
        }
        if event.isStopEvent { stopped = true }
        stateLock.unlock()
        observer.on(event)
        deliveryLock.unlock()
        if event.isStopEvent { dispose() }
    }

    /// Stores the upstream subscription; disposes it at once if this sink
    /// already stopped or was disposed while `create`'s closure ran.
    func setSubscription(_ disposable: Disposable) {
        stateLock.lock()
        if disposed {
            stateLock.unlock()
            disposable.dispose()
            return
        }
        subscription = disposable
        stateLock.unlock()
    }

    func dispose() {
        stateLock.lock()
        if disposed { stateLock.unlock(); return }
        disposed = true
        let subscription = self.subscription
        self.subscription = nil
        observer = nil
        stateLock.unlock()
        subscription?.dispose()
    }
}
#endif
