#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// RxRelay's `PublishRelay`: a `PublishSubject` that can neither error nor
/// complete. Thread-safe like `PublishSubject`.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Sends `event` to current subscribers (dropped if there are none).
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it receives accepted values (and, for a behavior or replay relay, the
    /// current or buffered ones first), never a stop event. Dispose the result to stop.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// This relay as an `Observable` that never errors or completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// This relay as an `Infallible` (it never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(subject.asObservable()) }
}

/// RxRelay's `BehaviorRelay`: a `BehaviorSubject` that can neither error nor
/// complete. Thread-safe like `BehaviorSubject`.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element { subject.latestValue }

    /// Replaces the value and sends it to current subscribers.
    @inlinable public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it receives accepted values (and, for a behavior or replay relay, the
    /// current or buffered ones first), never a stop event. Dispose the result to stop.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// This relay as an `Observable` that never errors or completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// This relay as an `Infallible` (it never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(subject.asObservable()) }
}

/// RxRelay's `ReplayRelay`: a `ReplaySubject` that can neither error nor
/// complete. Thread-safe like `ReplaySubject`.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay replaying every element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// Subscribes `observer`: it receives accepted values (and, for a behavior or replay relay, the
    /// current or buffered ones first), never a stop event. Dispose the result to stop.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// This relay as an `Observable` that never errors or completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// This relay as an `Infallible` (it never errors).
    public func asInfallible() -> Infallible<Element> { Infallible(subject.asObservable()) }
}
#endif
