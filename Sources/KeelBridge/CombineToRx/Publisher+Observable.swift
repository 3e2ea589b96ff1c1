import KeelCombine
import KeelRx

// The reverse direction, for legacy UIKit + RxSwift screens that consume a
// new Combine ViewModel (the SwiftUI MVVM Team Guidelines, "Sharing
// ViewModels with UIKit": the ViewModel exposes publishers; the legacy side
// keeps its own reactive code).

extension Publisher {
    /// An `Observable` over this publisher, for legacy RxSwift code that
    /// consumes a new Combine ViewModel.
    ///
    /// - Subscription: each Rx subscription makes one Combine subscription
    ///   with unlimited demand (RxSwift has no backpressure), when it is made.
    /// - Cancellation: disposing the Rx subscription cancels the Combine one.
    /// - Errors: `.failure(error)` becomes `onError(error)`, unchanged;
    ///   `.finished` becomes `onCompleted()`.
    /// - Threading: values arrive on the thread the publisher emits on; add
    ///   `observe(on: MainScheduler.instance)` before touching UIKit.
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
    /// `$state`), for legacy RxSwift code.
    ///
    /// - Subscription: one Combine subscription (unlimited demand) per Rx
    ///   subscription; disposing cancels it. `.finished` becomes `completed`.
    /// - Threading: values arrive on the thread the publisher emits on.
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
