import Foundation
import KeelRx

// `try await single.value` (RxSwift 6.5) is a nonisolated async property: awaiting it from a
// `@MainActor` ViewModel sends the non-Sendable trait off the main actor, a Swift 6 error.
// `awaitValue()` awaits the same thing in the caller's isolation (`#isolation`), so a
// `@MainActor` type awaits a legacy service's `Single`, `Maybe` or `Completable` directly.

extension PrimitiveSequence where Trait == SingleTrait {
    /// Awaits the `Single`'s element, as RxSwift's `try await single.value` does, in the
    /// caller's isolation (a `@MainActor` ViewModel may call it; the `Single` never leaves it).
    ///
    /// - Subscription: subscribes once, when called.
    /// - Threading: the caller resumes in its own isolation (on the main actor for a
    ///   `@MainActor` caller), whatever thread the `Single` emitted on.
    /// - Cancellation: cancelling the awaiting task disposes the subscription (the work
    ///   behind it stops) and throws `CancellationError`.
    /// - Errors: the `Single`'s error, unchanged.
    public func awaitValue(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        try await AwaitedTrait.first(of: asObservable(), ifEmpty: nil)
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Awaits the `Maybe`'s element, `nil` when it completes empty, as RxSwift's
    /// `try await maybe.value` does, in the caller's isolation.
    ///
    /// Subscription, threading, cancellation and errors as `Single.awaitValue()`.
    public func awaitValue(isolation: isolated (any Actor)? = #isolation) async throws -> Element? {
        try await AwaitedTrait.first(of: asObservable().map { Optional($0) }, ifEmpty: .some(nil))
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns when the `Completable` completes, as RxSwift's `try await completable.value`
    /// does, in the caller's isolation.
    ///
    /// Subscription, threading, cancellation and errors as `Single.awaitValue()`.
    public func awaitValue(isolation: isolated (any Actor)? = #isolation) async throws {
        try await AwaitedTrait.first(of: asObservable().map(AwaitedTrait.nothing), ifEmpty: .some(()))
    }
}

/// The one subscription behind `awaitValue()`.
enum AwaitedTrait {
    /// A `Completable`'s elements as `Void` (it has none: a function, so no closure body the
    /// compiler calls unreachable).
    static func nothing(_ element: Swift.Never) {}

    /// The first element of `source`, `ifEmpty` when it completes without one (a `Single`
    /// passes `nil`: completing empty is RxSwift's `noElements` error, which its `Single`
    /// reports itself), or its error; `CancellationError` when the task is cancelled.
    static func first<Element>(of source: Observable<Element>, ifEmpty: Element?,
                               isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        let subscription = AwaitedSubscription()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HandedValue<Element>, Swift.Error>) in
                subscription.start(resumeWithCancellation: { continuation.resume(throwing: CancellationError()) }) { finish in
                    source.subscribe { event in
                        switch event {
                        case .next(let element): finish { continuation.resume(returning: HandedValue(element)) }
                        case .error(let error): finish { continuation.resume(throwing: error) }
                        case .completed:
                            finish {
                                if let ifEmpty { continuation.resume(returning: HandedValue(ifEmpty)) }
                                else { continuation.resume(throwing: AwaitedTraitError.completedWithoutElement) }
                            }
                        }
                    }
                }
            }
        } onCancel: {
            subscription.cancel()
        }.value
    }
}

/// A `Single` that completed without an element (RxSwift's own `Single` reports this as an error first).
enum AwaitedTraitError: Swift.Error { case completedWithoutElement }

/// The element, handed once from the thread the trait emitted on to the awaiting task.
struct HandedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Resumes the continuation once, and disposes the subscription on cancellation (before or after
/// it was made).
final class AwaitedSubscription: @unchecked Sendable {
    private let lock = NSLock()
    private var disposable: Disposable?
    private var resumed = false
    private var cancelled = false
    private var resumeWithCancellation: (() -> Void)?

    /// Makes the subscription with `subscribe`, passing it `finish`, which runs its closure once
    /// (the continuation's resume) and disposes the subscription.
    func start(resumeWithCancellation: @escaping () -> Void, subscribe: (@escaping (() -> Void) -> Void) -> Disposable) {
        lock.lock()
        let alreadyCancelled = cancelled
        if !alreadyCancelled { self.resumeWithCancellation = resumeWithCancellation }
        lock.unlock()
        if alreadyCancelled {
            resume(resumeWithCancellation)
            return
        }
        let made = subscribe { [self] body in resume(body) }
        lock.lock()
        let dispose = resumed || cancelled
        if !dispose { disposable = made }
        lock.unlock()
        if dispose { made.dispose() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let made = disposable
        disposable = nil
        let resumeAction = resumeWithCancellation
        lock.unlock()
        made?.dispose()
        if let resumeAction { resume(resumeAction) }
    }

    private func resume(_ body: () -> Void) {
        lock.lock()
        let first = !resumed
        resumed = true
        let made = first ? disposable : nil
        if first { disposable = nil }
        lock.unlock()
        guard first else { return }
        body()
        made?.dispose()
    }
}
