import KeelRx

// Fixture support, not legacy code: real RxSwift has `materialize()`; Keel's
// clean-room stand-in does not (yet), so the legacy fixtures get it here, with
// RxSwift's documented behaviour: every element as `.next(element)`, then the
// source's end as one more element — `.completed`, or `.error(error)` — after
// which the result completes; the result itself never fails. And RxSwiftExt's
// `elements()` / `errors()` of such a stream: the `next` elements, the errors.
#if StandIn
extension ObservableType {
    /// RxSwift's `materialize()`.
    public func materialize() -> Observable<Event<Element>> {
        Observable<Event<Element>>.create { observer in
            self.subscribe(onNext: { value in
                observer.onNext(.next(value))
            }, onError: { error in
                observer.onNext(.error(error))
                observer.onCompleted()
            }, onCompleted: {
                observer.onNext(.completed)
                observer.onCompleted()
            })
        }
    }
}

extension ObservableType {
    /// RxSwiftExt's `elements()`: the elements of the `next` events.
    public func elements<Value>() -> Observable<Value> where Element == Event<Value> {
        compactMap { $0.element }
    }

    /// RxSwiftExt's `errors()`: the errors of the `error` events.
    public func errors<Value>() -> Observable<Swift.Error> where Element == Event<Value> {
        compactMap { $0.error }
    }
}
#endif
