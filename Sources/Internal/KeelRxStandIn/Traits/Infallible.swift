#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// A sequence that cannot error.
public protocol InfallibleType: ObservableConvertibleType {}

/// An event of an `Infallible`.
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed
}

/// RxSwift's `Infallible`: like `Observable`, but it never errors.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// This sequence as an `Observable` (which never errors).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Creates an `Infallible` from a subscribe function.
    public static func create(subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(Observable.just(element)) }

    /// Completion only.
    public static func empty() -> Infallible<Element> { Infallible(Observable.empty()) }

    /// No events.
    public static func never() -> Infallible<Element> { Infallible(Observable.never()) }

    /// Subscribes element, completion and disposal handlers.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)`, passing `object`
    /// (held weakly) to each handler; nothing runs once it is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes an event handler.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }

    /// Keeps elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }

    /// Emits `elements` first.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        let source = asObservable()
        return Infallible(Observable.create { observer in
            elements.forEach { observer.onNext($0) }
            return source.subscribe(observer)
        })
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension ObservableConvertibleType {
    /// An `Infallible` that replaces an error with `element`, then completes.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// An `Infallible` that continues with `handler(error)`'s events after an error.
    public func asInfallible(onErrorRecover handler: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { handler($0).asObservable() })
    }

    /// An `Infallible` that replaces an error with `infallible`'s events.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }
}
#endif
