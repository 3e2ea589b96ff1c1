// `bind(to:)` / `bind(onNext:)`: RxSwift 6 (observers) and RxRelay (relays).
//
// RxSwift stops a debug build when an error reaches a binding to a relay or
// `bind(onNext:)`; the stand-in never traps — the error ends the binding and
// is otherwise ignored (a relay cannot carry it).

extension ObservableType {
    /// Forwards every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Forwards every event, wrapped in `Optional`, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `onNext` to elements; an error ends the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends elements to each relay (errors and completion end the binding).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements to each relay (errors and completion end the binding).
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements to each relay (errors and completion end the binding).
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements, wrapped in `Optional`, to each relay.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements, wrapped in `Optional`, to each relay.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
