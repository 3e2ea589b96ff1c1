#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
extension ObservableType {
    /// One element, then `completed`.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable.create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// The given elements, then `completed`.
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// The array's elements, then `completed`. Stops early if disposed.
    public static func from(_ array: [Element]) -> Observable<Element> {
        Observable.create { observer in
            let cancel = BooleanDisposable()
            for element in array {
                if cancel.isDisposed { break }
                observer.onNext(element)
            }
            observer.onCompleted()
            return cancel
        }
    }

    /// `completed` only.
    public static func empty() -> Observable<Element> {
        Observable.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// `error` only.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable.create { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }

    /// No events, ever.
    public static func never() -> Observable<Element> {
        Observable.create { _ in Disposables.create() }
    }

    /// Calls `observableFactory` for every subscriber.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            do {
                return try observableFactory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start` (`start`, `start + 1`, …),
    /// then `completed`, emitted synchronously while subscribing (as `from`
    /// does). A negative `count` is a programming error and stops with a
    /// precondition failure, as RxSwift's `range` stops with a fatal error.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        precondition(count >= 0, "Observable.range: count can't be negative (\(count))")
        return Observable.create { observer in
            var offset: Element = 0
            while offset < count {
                observer.onNext(start + offset)
                offset += 1
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
#endif
