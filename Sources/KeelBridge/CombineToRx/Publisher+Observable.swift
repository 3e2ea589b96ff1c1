import KeelCombine
import KeelRx

// The reverse direction, for legacy UIKit + RxSwift screens that consume a
// new Combine ViewModel (seed 004, "Sharing ViewModels with UIKit").

extension Publisher {
    /// An `Observable` over this publisher: each Rx subscription makes one
    /// Combine subscription (unlimited demand); disposing it cancels that
    /// subscription. Values arrive on the thread the publisher emits on.
    public func asObservable() -> Observable<Output> {
        Observable.create { observer in
            let cancellable = self.sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: observer.onCompleted()
                    case .failure(let error): observer.onError(error)
                    }
                },
                receiveValue: { observer.onNext($0) }
            )
            return Disposables.create { cancellable.cancel() }
        }
    }
}

extension Publisher where Failure == Never {
    /// An `Infallible` over this non-failing publisher (e.g. a ViewModel's
    /// `$state`): one Combine subscription per Rx subscription; disposing
    /// cancels it.
    public func asInfallible() -> Infallible<Output> {
        Infallible.create { emit in
            let cancellable = self.sink(
                receiveCompletion: { _ in emit(.completed) },
                receiveValue: { emit(.next($0)) }
            )
            return Disposables.create { cancellable.cancel() }
        }
    }
}
