#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

extension ObservableType {
    /// Subscribes to the sequence each element maps to and merges them all.
    /// Completes when the source and every inner sequence completed.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.create { observer in
            let group = CompositeDisposable()
            let lock = NSRecursiveLock()
            var active = 1
            func finishOne() {
                lock.lock()
                active -= 1
                let done = active == 0
                lock.unlock()
                if done { observer.onCompleted() }
            }
            let outer = self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        let inner = try selector(element).asObservable()
                        lock.lock(); active += 1; lock.unlock()
                        let slot = SingleAssignmentDisposable()
                        let key = group.insert(slot)
                        slot.setDisposable(inner.subscribe { innerEvent in
                            switch innerEvent {
                            case .next(let value): observer.onNext(value)
                            case .error(let error): observer.onError(error)
                            case .completed:
                                if let key { group.remove(for: key) }
                                finishOne()
                            }
                        })
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed: finishOne()
                }
            }
            _ = group.insert(outer)
            return group
        }
    }

    /// Subscribes to the sequence the latest element maps to, disposing the
    /// previous inner subscription.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        Observable.create { observer in
            let inner = SerialDisposable()
            let lock = NSRecursiveLock()
            var outerDone = false
            var innerActive = false
            var generation = 0
            let outer = self.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        let next = try selector(element).asObservable()
                        lock.lock(); generation += 1; let mine = generation; innerActive = true; lock.unlock()
                        // Like RxSwift: the previous inner subscription is disposed
                        // before the new inner sequence is subscribed.
                        inner.disposable = Disposables.create()
                        inner.disposable = next.subscribe { innerEvent in
                            lock.lock(); let current = mine == generation; lock.unlock()
                            guard current else { return }
                            switch innerEvent {
                            case .next(let value): observer.onNext(value)
                            case .error(let error): observer.onError(error)
                            case .completed:
                                lock.lock(); innerActive = false; let done = outerDone; lock.unlock()
                                if done { observer.onCompleted() }
                            }
                        }
                    } catch {
                        observer.onError(error)
                    }
                case .error(let error): observer.onError(error)
                case .completed:
                    lock.lock(); outerDone = true; let done = !innerActive; lock.unlock()
                    if done { observer.onCompleted() }
                }
            }
            return Disposables.create(outer, inner)
        }
    }
}
#endif
