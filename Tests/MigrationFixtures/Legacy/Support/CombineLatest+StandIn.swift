import KeelRx

// Fixture support, not legacy code: real RxSwift has `Observable.combineLatest`;
// Keel's clean-room stand-in does not (yet), so the legacy fixtures get it here,
// with RxSwift's documented behaviour: nothing until every source has emitted,
// then the latest of each on every change; the first error ends it; it
// completes when every source has completed.
#if StandIn
import Foundation

extension ObservableType {
    /// RxSwift's `Observable.combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
    ) -> Observable<Element> {
        combineSources([a.asObservable().map { $0 as Any }, b.asObservable().map { $0 as Any }]) { values in
            try resultSelector(values[0] as! A.Element, values[1] as! B.Element)
        }
    }

    /// RxSwift's `Observable.combineLatest(_:_:_:resultSelector:)`.
    public static func combineLatest<A: ObservableConvertibleType, B: ObservableConvertibleType, C: ObservableConvertibleType>(
        _ a: A, _ b: B, _ c: C, resultSelector: @escaping (A.Element, B.Element, C.Element) throws -> Element
    ) -> Observable<Element> {
        combineSources([a.asObservable().map { $0 as Any }, b.asObservable().map { $0 as Any }, c.asObservable().map { $0 as Any }]) { values in
            try resultSelector(values[0] as! A.Element, values[1] as! B.Element, values[2] as! C.Element)
        }
    }

    private static func combineSources(_ sources: [Observable<Any>], _ combine: @escaping ([Any]) throws -> Element) -> Observable<Element> {
        Observable<Element>.create { observer in
            let lock = NSRecursiveLock()
            var latest = [Any?](repeating: nil, count: sources.count)
            var completed = 0
            var stopped = false
            let subscriptions = sources.enumerated().map { index, source in
                source.subscribe(onNext: { value in
                    lock.lock(); defer { lock.unlock() }
                    guard !stopped else { return }
                    latest[index] = value
                    let values = latest.compactMap { $0 }
                    guard values.count == sources.count else { return }
                    do { observer.onNext(try combine(values)) } catch { stopped = true; observer.onError(error) }
                }, onError: { error in
                    lock.lock(); defer { lock.unlock() }
                    guard !stopped else { return }
                    stopped = true
                    observer.onError(error)
                }, onCompleted: {
                    lock.lock(); defer { lock.unlock() }
                    completed += 1
                    guard !stopped, completed == sources.count else { return }
                    stopped = true
                    observer.onCompleted()
                })
            }
            return Disposables.create(subscriptions)
        }
    }
}
#endif
