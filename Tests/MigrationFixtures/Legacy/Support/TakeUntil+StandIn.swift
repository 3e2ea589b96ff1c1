import KeelRx

// Fixture support, not legacy code: real RxSwift has `take(until:)` (formerly
// `takeUntil`); Keel's clean-room stand-in does not (yet), so the legacy
// fixtures get it here, with RxSwift's documented behaviour: the source's
// elements until `other` emits its first element, then it completes; an error
// of either ends it with that error; `other` completing changes nothing.
#if StandIn
import Foundation

extension ObservableType {
    /// RxSwift's `take(until:)`.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        Observable<Element>.create { observer in
            let lock = NSRecursiveLock()
            var stopped = false
            func stop(_ event: () -> Void) {
                lock.lock(); defer { lock.unlock() }
                guard !stopped else { return }
                stopped = true
                event()
            }
            let trigger = other.subscribe(onNext: { _ in stop { observer.onCompleted() } },
                                          onError: { error in stop { observer.onError(error) } })
            let source = self.subscribe(onNext: { value in
                lock.lock(); defer { lock.unlock() }
                guard !stopped else { return }
                observer.onNext(value)
            }, onError: { error in stop { observer.onError(error) } },
               onCompleted: { stop { observer.onCompleted() } })
            return Disposables.create(trigger, source)
        }
    }
}
#endif
