#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Something that receives sequence events.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    // Inlinable (like the subjects' `on(_:)`): specialized in the caller,
    // the per-event path needs no generic metadata lookups at run time.
    /// Sends `.next(element)`. Calls into one observer must not overlap (RxSwift's grammar).
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure an `AnyObserver` forwards every event to.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// An observer that forwards every event to `eventHandler`, on the calling thread.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// An observer that forwards every event to `observer`, on the calling thread.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event` to the wrapped handler.
    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    /// This observer.
    public func asObserver() -> AnyObserver<Element> { self }
}
#endif
