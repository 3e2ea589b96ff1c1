import KeelCombine
import KeelRx

// `bind(to:)` from RxSwift into a Combine `Subject` — the push-style
// counterpart of `toPublisher()`. It is RxSwift code (it returns a
// `Disposable`), so it belongs where RxSwift is allowed: in a legacy manager
// or coordinator feeding a new Combine ViewModel's input, or in the
// composition root. The Windscribe SwiftUI migration guide keeps those in
// RxSwift and keeps RxSwift out of ViewModels; a ViewModel itself subscribes
// with `toPublisher()` / `asPublisher()` instead.
//
// The observer forwards straight to the subject, with no stop gate of its
// own: Rx sources never send after a stop event, and a Combine subject
// ignores anything sent after its completion.

extension ObservableType {
    /// Sends every element of this sequence into `subject` (`send(_:)`), then
    /// its terminal event: `.finished` on completion, `.failure(error)` on
    /// error (the source's own error, unchanged).
    ///
    /// - Subscription: at once, like RxSwift's own `bind(to:)`; one Rx
    ///   subscription per call. It lasts until the returned `Disposable` is
    ///   disposed (put it in a `DisposeBag`) or the source ends. Disposing
    ///   stops forwarding and releases `subject`; it never completes the
    ///   subject.
    /// - Demand: each subscriber's demand is the Combine subject's own
    ///   business, exactly as when anything else calls its `send(_:)`.
    /// - Threading: `send` runs on the thread the source emitted on; no lock
    ///   is held while calling it.
    @inlinable public func bind<S: Subject>(to subject: S) -> Disposable where S.Output == Element, S.Failure == Swift.Error {
        subscribe(AnyObserver { event in
            switch event {
            case .next(let element): subject.send(element)
            case .error(let error): subject.send(completion: .failure(error))
            case .completed: subject.send(completion: .finished)
            }
        })
    }
}

extension PublishRelay {
    /// Sends every value accepted by this relay into `subject`, which cannot
    /// fail (`PassthroughSubject<Element, Never>`, a bridged relay, …). A
    /// relay never completes, so neither does the binding: it lasts until the
    /// returned `Disposable` is disposed, which releases `subject`.
    /// Subscribes at once; `send` runs on the accepting thread, with no lock
    /// held.
    @inlinable public func bind<S: Subject>(to subject: S) -> Disposable where S.Output == Element, S.Failure == Never {
        subscribe(AnyObserver { event in
            if case .next(let element) = event { subject.send(element) }
        })
    }
}

extension BehaviorRelay {
    /// Sends this relay's current value, then every accepted value, into
    /// `subject`, which cannot fail (`CurrentValueSubject<Element, Never>`, a
    /// bridged relay, …). A relay never completes, so neither does the
    /// binding: it lasts until the returned `Disposable` is disposed, which
    /// releases `subject`. Subscribes at once; `send` runs on the accepting
    /// thread, with no lock held.
    @inlinable public func bind<S: Subject>(to subject: S) -> Disposable where S.Output == Element, S.Failure == Never {
        subscribe(AnyObserver { event in
            if case .next(let element) = event { subject.send(element) }
        })
    }
}

extension Infallible {
    /// Sends every element of this `Infallible` into `subject`, which cannot
    /// fail, then `.finished` when it completes. Subscribes at once; lasts
    /// until the returned `Disposable` is disposed (which releases `subject`)
    /// or the source completes; `send` runs on the emitting thread, with no
    /// lock held.
    @inlinable public func bind<S: Subject>(to subject: S) -> Disposable where S.Output == Element, S.Failure == Never {
        asObservable().subscribe(AnyObserver { event in
            switch event {
            case .next(let element): subject.send(element)
            case .error: break // an Infallible cannot fail
            case .completed: subject.send(completion: .finished)
            }
        })
    }
}
