import Foundation
import KeelRx

/// Counts the requests in flight (the tracker most RxSwift apps copy from
/// RxSwift's examples): `asDriver()` is true while any tracked stream is
/// subscribed and not yet disposed.
public final class ActivityIndicator {
    private let count = BehaviorRelay(value: 0)

    public init() {}

    func track<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.do(onSubscribe: { [count] in count.accept(count.value + 1) },
                  onDispose: { [count] in count.accept(count.value - 1) })
    }

    public func asDriver() -> Driver<Bool> {
        count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }
}

/// Every error of the streams it tracks, as elements (they still fail).
public final class ErrorTracker {
    private let subject = PublishRelay<Error>()

    public init() {}

    func track<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.do(onError: { [subject] error in subject.accept(error) })
    }

    public func asDriver() -> Driver<Error> { subject.asDriver() }
}

extension ObservableConvertibleType {
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(asObservable())
    }

    public func trackError(_ tracker: ErrorTracker) -> Observable<Element> {
        tracker.track(asObservable())
    }
}
