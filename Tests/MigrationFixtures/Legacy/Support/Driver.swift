import KeelRx

// Fixture support, not legacy code: RxCocoa's `Driver`, written for these
// fixtures (the fixture target links RxSwift, not RxCocoa). As RxCocoa
// documents it: never fails, delivers on `MainScheduler.instance` (at once
// when already on the main thread), shares one subscription and replays the
// latest element to each new subscriber.

/// A stream that never fails, delivers on the main scheduler and replays its latest element.
public struct Driver<Element>: ObservableConvertibleType {
    let source: Observable<Element>

    init(_ upstream: Observable<Element>) {
        source = upstream.observe(on: MainScheduler.instance).share(replay: 1, scope: .whileConnected)
    }

    public func asObservable() -> Observable<Element> { source }

    /// Subscribes `onNext` to every element.
    public func drive(onNext: @escaping (Element) -> Void) -> Disposable {
        source.subscribe(onNext: onNext)
    }

    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
        Driver<Result>(source.map(transform))
    }

    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Driver<Result> {
        Driver<Result>(source.compactMap(transform))
    }

    public func filter(_ predicate: @escaping (Element) -> Bool) -> Driver<Element> {
        Driver(source.filter(predicate))
    }

    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Each element combined with the latest of `other`; nothing until `other` has one.
    public func withLatestFrom<Other, Result>(_ other: Driver<Other>, resultSelector: @escaping (Element, Other) -> Result) -> Driver<Result> {
        Driver<Result>(Observable.create { observer in
            var latest: Other?
            let others = other.source.subscribe(onNext: { latest = $0 })
            let elements = self.source.subscribe(onNext: { value in
                if let latest { observer.onNext(resultSelector(value, latest)) }
            })
            return Disposables.create(others, elements)
        })
    }
}

extension Driver {
    /// Each element replaced by the latest of `other`; nothing until `other` has one.
    public func withLatestFrom<Other>(_ other: Driver<Other>) -> Driver<Other> {
        withLatestFrom(other) { _, latest in latest }
    }

    /// Runs `onNext` for every element, then passes it on.
    public func `do`(onNext: @escaping (Element) -> Void) -> Driver<Element> {
        Driver(source.do(onNext: onNext))
    }

    /// The latest of both, combined, on every change; nothing until both have one.
    public static func combineLatest<A, B>(_ a: Driver<A>, _ b: Driver<B>, resultSelector: @escaping (A, B) -> Element) -> Driver<Element> {
        Driver(Observable.combineLatest(a.source, b.source, resultSelector: resultSelector))
    }
}

extension Driver where Element: Equatable {
    public func distinctUntilChanged() -> Driver<Element> { Driver(source.distinctUntilChanged()) }
}

extension ObservableConvertibleType {
    /// A Driver of this stream that ends an error with `onErrorJustReturn` instead.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().catchAndReturn(onErrorJustReturn))
    }
}

extension ObservableConvertibleType {
    /// A Driver of this stream that continues with `onErrorDriveWith` on an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().catch { _ in onErrorDriveWith.asObservable() })
    }
}

extension Driver {
    /// A Driver that completes at once.
    public static func empty() -> Driver<Element> { Driver(Observable.empty()) }

    /// A Driver of one element, then completed.
    public static func just(_ element: Element) -> Driver<Element> { Driver(Observable.just(element)) }

    /// `element` first, then this Driver's elements (a concatenation).
    public func startWith(_ element: Element) -> Driver<Element> { Driver(source.startWith(element)) }
}

extension ObservableConvertibleType {
    /// A Driver of this stream that ends quietly on an error (the app's usual helper).
    public func asDriverOnErrorJustComplete() -> Driver<Element> {
        Driver(asObservable().catch { _ in Observable.empty() })
    }
}

extension BehaviorRelay {
    public func asDriver() -> Driver<Element> { Driver(asObservable()) }
}

extension PublishRelay {
    public func asDriver() -> Driver<Element> { Driver(asObservable()) }
}
