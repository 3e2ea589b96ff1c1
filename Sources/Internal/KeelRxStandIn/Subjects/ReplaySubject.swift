/// Replays up to `bufferSize` latest elements (and the stop event, if any)
/// to every new subscriber.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let core = SubjectCore<Element>()
    private let bufferSize: Int
    private var buffer: [Element] = []

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject replaying at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Swift.max(0, bufferSize))
    }

    /// A subject replaying every element.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public var hasObservers: Bool { core.hasObservers }

    public var isDisposed: Bool { core.withLock { core.isDisposed } }

    public func on(_ event: Event<Element>) {
        let observers = core.withLock { () -> [ObserverEntry<Element>] in
            let wasLive = core.stopEvent == nil && !core.isDisposed
            let observers = core.observersForEventLocked(event)
            if wasLive, case .next(let element) = event {
                buffer.append(element)
                if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
            }
            return observers
        }
        for entry in observers { entry.observer.on(event) }
    }

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

    public func asObserver() -> ReplaySubject<Element> { self }

    public func dispose() { core.withLock { core.disposeLocked() } }
}
