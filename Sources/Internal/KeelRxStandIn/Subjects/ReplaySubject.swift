#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Replays up to `bufferSize` latest elements (and the stop event, if any)
/// to every new subscriber, then follows live events.
///
/// Thread-safe: events from several threads are delivered one at a time
/// (see `SubjectCore`), and the replay is never overtaken by a concurrent
/// `onNext`.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let core = SubjectCore<Element>()
    private let bufferSize: Int
    /// Guarded by `core`'s lock.
    private var buffer: [Element] = []

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject replaying at most `bufferSize` elements (negative counts as 0).
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Swift.max(0, bufferSize))
    }

    /// A subject replaying every element.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` after `dispose()`.
    public var isDisposed: Bool { core.withLock { core.isDisposed } }

    /// Buffers `.next` elements (up to the buffer size) and sends `event` to every current
    /// subscriber, one event at a time. Ignored after a stop event or `dispose()`.
    public func on(_ event: Event<Element>) {
        core.lock()
        if core.isLiveLocked, case .next(let element) = event, bufferSize > 0 {
            buffer.append(element)
            if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
        }
        core.deliverLocked(event)
        core.unlock()
    }

    /// Subscribes `observer`: the buffered elements first, then later events; a stopped subject
    /// replays its buffer and stop event, a disposed one sends `RxError.disposed`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The buffer is replayed under the subject's (recursive) lock, so no
        // concurrent `onNext` can overtake it.
        let outcome: SubjectSubscription<Element> = core.withLock {
            if core.isDisposed { return .disposed }
            if let stop = core.stopEvent { return .stopped(replay: buffer, stop) }
            buffer.forEach { observer.on(.next($0)) }
            return .subscribed(core.addLocked(AnyObserver(observer)))
        }
        return outcome.finish(for: observer, subject: self)
    }

    /// This subject, as the observer that feeds it.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Ends the subject at once: the buffer is dropped, current observers are
    /// released without a stop event, new subscribers get `RxError.disposed`.
    public func dispose() {
        core.withLock {
            core.disposeLocked()
            buffer = []
        }
    }
}
#endif
