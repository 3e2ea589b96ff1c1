import KeelRx

// Fixture support, not legacy code: real RxSwift has `Observable.zip`; Keel's
// clean-room stand-in does not (yet), so the legacy fixtures get it here, with
// RxSwift's documented behaviour: the n-th element of every source paired, an
// element that comes first waiting in its source's queue; the first error ends
// it; it completes once every source has completed, or when an element arrives
// that can never be paired (every other source has completed).
#if StandIn
import Foundation

extension ObservableType {
    /// RxSwift's `Observable.zip(_:_:resultSelector:)`.
    public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
    ) -> Observable<Element> {
        zipSources([a.asObservable().map { $0 as Any }, b.asObservable().map { $0 as Any }]) { values in
            try resultSelector(values[0] as! A.Element, values[1] as! B.Element)
        }
    }

    /// RxSwift's `Observable.zip(_:_:)`: pairs as tuples.
    public static func zip<A: ObservableConvertibleType, B: ObservableConvertibleType>(
        _ a: A, _ b: B
    ) -> Observable<Element> where Element == (A.Element, B.Element) {
        zipSources([a.asObservable().map { $0 as Any }, b.asObservable().map { $0 as Any }]) { values in
            (values[0] as! A.Element, values[1] as! B.Element)
        }
    }

    private static func zipSources(_ sources: [Observable<Any>], _ combine: @escaping ([Any]) throws -> Element) -> Observable<Element> {
        Observable<Element>.create { observer in
            let lock = NSRecursiveLock()
            var queues = [[Any]](repeating: [], count: sources.count)
            var done = [Bool](repeating: false, count: sources.count)
            var stopped = false
            func stop(_ event: () -> Void) {
                stopped = true
                event()
            }
            let subscriptions = sources.enumerated().map { index, source in
                source.subscribe(onNext: { value in
                    lock.lock(); defer { lock.unlock() }
                    guard !stopped else { return }
                    queues[index].append(value)
                    if queues.allSatisfy({ !$0.isEmpty }) {
                        let values = queues.indices.map { queues[$0].removeFirst() }
                        do { observer.onNext(try combine(values)) } catch { stop { observer.onError(error) } }
                    } else if done.indices.allSatisfy({ $0 == index || done[$0] }) {
                        stop { observer.onCompleted() }
                    }
                }, onError: { error in
                    lock.lock(); defer { lock.unlock() }
                    guard !stopped else { return }
                    stop { observer.onError(error) }
                }, onCompleted: {
                    lock.lock(); defer { lock.unlock() }
                    done[index] = true
                    guard !stopped, done.allSatisfy({ $0 }) else { return }
                    stop { observer.onCompleted() }
                })
            }
            return Disposables.create(subscriptions)
        }
    }
}
#endif
