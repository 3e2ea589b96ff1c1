#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

// RxSwift 6.5's Swift Concurrency bridge for the traits, as its documentation describes it
// (Documentation/SwiftConcurrency.md: `try await single.value`, `try await maybe.value`,
// `try await completable.value`). Awaiting subscribes once; cancelling the awaiting task
// disposes the subscription and throws `CancellationError`.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single's element, or its error; subscribes when awaited.
    public var value: Element {
        get async throws {
            try await AwaitedElement.first(of: primitiveSequence.asObservable(), ifEmpty: nil)
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The maybe's element, `nil` when it completes empty, or its error; subscribes when awaited.
    public var value: Element? {
        get async throws {
            try await AwaitedElement.first(of: primitiveSequence.asObservable().map { Optional($0) }, ifEmpty: .some(nil))
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns when the completable completes, or throws its error; subscribes when awaited.
    public var value: Void {
        get async throws {
            try await AwaitedElement.first(of: primitiveSequence.asObservable().map(AwaitedElement.nothing), ifEmpty: .some(()))
        }
    }
}

/// The one subscription behind the traits' `value`.
private enum AwaitedElement {
    /// A `Completable`'s elements as `Void` (it has none).
    static func nothing(_ element: Swift.Never) {}

    /// The first element of `source`; `ifEmpty` when it completes without one (`nil` for a
    /// `Single`: `RxError.noElements`, as its `subscribe` reports it); its error;
    /// `CancellationError` when the awaiting task is cancelled.
    static func first<Element>(of source: Observable<Element>, ifEmpty: Element?) async throws -> Element {
        let box = AwaitedSubscription()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Handed<Element>, Swift.Error>) in
                let once = ResumeOnce()
                box.set(source.subscribe { event in
                    switch event {
                    case .next(let element): once.run { continuation.resume(returning: Handed(element)) }
                    case .error(let error): once.run { continuation.resume(throwing: error) }
                    case .completed:
                        once.run {
                            if let ifEmpty { continuation.resume(returning: Handed(ifEmpty)) }
                            else { continuation.resume(throwing: RxError.noElements) }
                        }
                    }
                })
                box.onCancel { once.run { continuation.resume(throwing: CancellationError()) } }
            }
        } onCancel: {
            box.cancel()
        }.value
    }
}

/// The subscription an awaiting task made, disposed (and its continuation ended) when the task
/// is cancelled — before or after the subscription exists.
private final class AwaitedSubscription: @unchecked Sendable {
    private let lock = NSLock()
    private var disposable: Disposable?
    private var cancelled = false
    private var cancelAction: (() -> Void)?

    func set(_ subscription: Disposable) {
        lock.lock()
        let isCancelled = cancelled
        if !isCancelled { disposable = subscription }
        lock.unlock()
        if isCancelled { subscription.dispose() }
    }

    func onCancel(_ action: @escaping () -> Void) {
        lock.lock()
        let isCancelled = cancelled
        if !isCancelled { cancelAction = action }
        lock.unlock()
        if isCancelled { action() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let subscription = disposable, action = cancelAction
        disposable = nil
        cancelAction = nil
        lock.unlock()
        subscription?.dispose()
        action?()
    }
}

/// An element handed from the subscription's thread to the awaiting task: RxSwift's elements
/// carry no `Sendable` promise, and its bridge hands them over as they are.
private struct Handed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs the first closure given, ignores the rest (a continuation resumes once).
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func run(_ action: () -> Void) {
        lock.lock()
        let first = !done
        done = true
        lock.unlock()
        if first { action() }
    }
}
#endif
