#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
// RxRelay's `bind(to:)` for relays. (`bind(to:)` for observers and
// `bind(onNext:)` are RxCocoa's, which Keel's `RxSwift` trait does not bring
// in, so the stand-in deliberately lacks them.)
//
// RxRelay stops a debug build when an error reaches a relay binding; the
// stand-in never traps: the error ends the binding and is otherwise ignored
// (a relay cannot carry it). Completion ends the binding too.

extension ObservableType {
    /// Sends elements to each relay.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements to each relay.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends elements to each relay.
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

    /// Sends elements, wrapped in `Optional`, to each relay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
#endif
