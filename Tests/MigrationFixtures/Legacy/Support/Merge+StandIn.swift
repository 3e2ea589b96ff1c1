import KeelRx

// Fixture support, not legacy code: real RxSwift has `merge()` on a stream of streams;
// Keel's clean-room stand-in does not (yet), so the legacy fixtures get it here, with
// RxSwift's documented behaviour: every inner stream subscribed as it arrives, each element
// emitted as it comes, the first error ends it — what `flatMap` of the streams themselves does.
#if StandIn
extension ObservableType where Element: ObservableConvertibleType {
    /// RxSwift's `merge()`.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0.asObservable() }
    }
}
#endif
