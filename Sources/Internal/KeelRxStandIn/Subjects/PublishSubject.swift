#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Broadcasts events to current observers; late subscribers see only later
/// events, or the stop event if it already came. After `dispose()`, new
/// subscribers receive `RxError.disposed` and events are ignored.
///
/// Thread-safe: events from several threads are delivered one at a time
/// (see `SubjectCore`); a handler may send to the subject re-entrantly.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer type that feeds this subject: the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let core = SubjectCore<Element>()

    /// A subject with no subscribers.
    public override init() {}

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { core.withLock { core.isDisposed } }

    /// Sends `event` to every current subscriber, one event at a time. Ignored after a stop event
    /// or `dispose()`.
    @inlinable public func on(_ event: Event<Element>) {
        core.lock()
        core.deliverLocked(event)
        core.unlock()
    }

    /// Subscribes `observer` to later events; a stopped subject replays its stop event, a disposed
    /// one sends `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let outcome: SubjectSubscription<Element> = core.withLock {
            if core.isDisposed { return .disposed }
            if let stop = core.stopEvent { return .stopped(replay: [], stop) }
            return .subscribed(core.addLocked(AnyObserver(observer)))
        }
        return outcome.finish(for: observer, subject: self)
    }

    /// This subject, as the observer that feeds it.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Ends the subject at once: current observers are dropped without a stop
    /// event, later events are ignored, new subscribers get `RxError.disposed`.
    public func dispose() { core.withLock { core.disposeLocked() } }
}
#endif
