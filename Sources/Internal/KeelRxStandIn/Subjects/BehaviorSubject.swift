/// Holds a current value: every new subscriber first receives the latest
/// value, then later events. After an error, `value()` throws that error;
/// after `dispose()`, it throws `RxError.disposed` and new subscribers
/// receive that error.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    private let core = SubjectCore<Element>()
    private let latest: LatestValue<Element>
    private var current: Element { latest.value }

    public init(value: Element) {
        latest = LatestValue(value)
    }

    public var hasObservers: Bool { core.hasObservers }

    public var isDisposed: Bool { core.withLock { core.isDisposed } }

    /// The latest value; throws the error the subject failed with, or
    /// `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        try core.withLock { () -> Result<Element, Swift.Error> in
            if core.isDisposed { return .failure(RxError.disposed(object: self)) }
            if case .error(let error)? = core.stopEvent { return .failure(error) }
            return .success(current)
        }.get()
    }

    public func on(_ event: Event<Element>) {
        let observers = core.observers(for: event, latest: latest)
        for entry in observers { entry.observer.on(event) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The current value is replayed under the subject's (recursive) lock,
        // so no concurrent `onNext` can overtake it.
        let outcome: SubjectSubscription<Element> = core.withLock {
            if core.isDisposed { return .disposed }
            if let stop = core.stopEvent { return .stopped(replay: [], stop) }
            observer.on(.next(current))
            return .subscribed(core.addLocked(AnyObserver(observer)))
        }
        return outcome.finish(for: observer, subject: self)
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    public func dispose() { core.withLock { core.disposeLocked() } }
}
