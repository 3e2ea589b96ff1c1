#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// Something that receives sequence events.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    // Inlinable (like the subjects' `on(_:)`): specialized in the caller,
    // the per-event path needs no generic metadata lookups at run time.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    public func asObserver() -> AnyObserver<Element> { self }
}
#endif
