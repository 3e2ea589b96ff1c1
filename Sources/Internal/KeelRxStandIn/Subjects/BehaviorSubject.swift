#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Holds a current value: every new subscriber first receives the latest
/// value, then later events. After an error, `value()` throws that error;
/// after `dispose()`, it throws `RxError.disposed` and new subscribers
/// receive that error.
///
/// Thread-safe: events from several threads are delivered one at a time
/// (see `SubjectCore`), and a subscriber's replayed value is never overtaken
/// by a concurrent `onNext`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    @usableFromInline let core = SubjectCore<Element>()
    /// Guarded by `core`'s lock.
    @usableFromInline var current: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        current = value
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { core.withLock { core.isDisposed } }

    /// The latest value; throws the error the subject failed with, or
    /// `RxError.disposed` after `dispose()`. After completion it still
    /// returns the last value.
    public func value() throws -> Element {
        try core.withLock { () -> Result<Element, Swift.Error> in
            if core.isDisposed { return .failure(RxError.disposed(object: self)) }
            if case .error(let error)? = core.stopEvent { return .failure(error) }
            return .success(current)
        }.get()
    }

    /// The latest value, whatever state the subject is in (for relays).
    var latestValue: Element {
        core.lock(); defer { core.unlock() }
        return current
    }

    /// Sends `event` to every current subscriber, one event at a time, and (for `.next`) makes it
    /// the current value. Ignored after a stop event or `dispose()`.
    @inlinable public func on(_ event: Event<Element>) {
        core.lock()
        if core.isLiveLocked, case .next(let element) = event { current = element }
        core.deliverLocked(event)
        core.unlock()
    }

    /// Subscribes `observer`: the current value first, then later events; a stopped subject replays
    /// only its stop event, a disposed one sends `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The current value is replayed under the subject's (recursive) lock,
        // so no concurrent `onNext` can overtake it.
        let outcome: SubjectSubscription<Element> = core.withLock {
            if core.isDisposed { return .disposed }
            if let stop = core.stopEvent { return .stopped(replay: [], stop) }
            let subscription = core.addLocked(AnyObserver(observer))
            observer.on(.next(current))
            return .subscribed(subscription)
        }
        return outcome.finish(for: observer, subject: self)
    }

    /// This subject, as the observer that feeds it.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Ends the subject at once: current observers are dropped without a stop
    /// event, later events are ignored, `value()` and new subscribers get
    /// `RxError.disposed`.
    public func dispose() { core.withLock { core.disposeLocked() } }
}
#endif
