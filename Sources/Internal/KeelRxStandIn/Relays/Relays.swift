/// RxRelay's `PublishRelay`: a `PublishSubject` that can neither error nor complete.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    public init() {}

    /// Sends `event` to current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// RxRelay's `BehaviorRelay`: a `BehaviorSubject` that can neither error nor complete.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // A BehaviorRelay's subject never errors and is never disposed.
        (try? subject.value())!
    }

    /// Replaces the value and sends it to current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
