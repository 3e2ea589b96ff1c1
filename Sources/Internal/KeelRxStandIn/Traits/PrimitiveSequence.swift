#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// RxSwift's trait wrapper: a sequence with a compile-time guaranteed shape
/// (`Single`, `Maybe`, `Completable`).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// Conformed to by `PrimitiveSequence`; lets extensions constrain on `Trait`.
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// This trait sequence itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying `Observable`: one element then completion, completion alone, or an error, per
    /// the trait.
    public func asObservable() -> Observable<Element> { source }
}
#endif
