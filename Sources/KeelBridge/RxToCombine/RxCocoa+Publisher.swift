// Driver and Signal exist only in RxCocoa (real RxSwift, Apple platforms).
#if RxSwift && canImport(RxCocoa)
import KeelCombine
import RxCocoa
import RxSwift

extension SharedSequenceConvertibleType {
    /// Bridges a `Driver` or `Signal`: every element on the main thread (where
    /// RxCocoa delivers them). They cannot fail, so neither can the publisher.
    @inlinable public func asPublisher() -> AnyPublisher<Element, Never> {
        let source = asObservable()
        return RxBridgePublisher<Element, Never>(nonFailing: { source.subscribe($0) }).eraseToAnyPublisher()
    }
}
#endif
