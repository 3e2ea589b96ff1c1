import Foundation
import KeelBridge
import KeelRx
import Testing

/// `awaitValue()`: RxSwift 6.5's `try await trait.value`, awaited in the caller's isolation —
/// what `keel migrate` writes for it in a `@MainActor` ViewModel.
@Suite("Awaiting a Single, Maybe or Completable in the caller's isolation", .timeLimit(.minutes(1)))
@MainActor
struct AwaitValueTests {
    struct Failure: Error, Equatable {}

    @Test func aSingleGivesItsElementAsRxSwiftsValueDoes() async throws {
        #expect(try await Single.just(7).awaitValue() == 7)
        #expect(try await Self.rxValue(of: Single.just(7)) == 7)
    }

    @Test func aSinglesErrorIsThrownUnchanged() async {
        await #expect(throws: Failure.self) { try await Single<Int>.error(Failure()).awaitValue() }
    }

    @Test func aMaybeGivesItsElementOrNilWhenEmpty() async throws {
        #expect(try await Maybe.just("a").awaitValue() == "a")
        #expect(try await Maybe<String>.empty().awaitValue() == nil)
        await #expect(throws: Failure.self) { try await Maybe<String>.error(Failure()).awaitValue() }
    }

    @Test func aCompletableReturnsWhenItCompletesOrThrows() async throws {
        try await Completable.empty().awaitValue()
        await #expect(throws: Failure.self) { try await Completable.error(Failure()).awaitValue() }
    }

    @Test func theCallerResumesOnTheMainActorWhenTheSingleEmitsOnAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            let emit = OffMain(observer)
            DispatchQueue.global().async { emit.body(.success(3)) }
            return Disposables.create()
        }
        #expect(try await single.awaitValue() == 3)
        MainActor.assertIsolated() // the caller's isolation, whatever thread the Single emitted on
    }

    @Test func cancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellation() async {
        let disposed = DisposedFlag()
        let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
        let single = Single<Int>.create { _ in
            signal.yield()
            return Disposables.create { disposed.set() }
        }
        let task = Task { @MainActor in try await single.awaitValue() }
        for await _ in subscribed { break }
        #expect(!disposed.value)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(disposed.value)
    }

    @Test func anAlreadyCancelledTaskThrowsWithoutWaitingForTheSingle() async {
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().awaitValue()
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    /// RxSwift's own `value`, awaited outside the main actor (where it type-checks).
    nonisolated static func rxValue(of single: sending Single<Int>) async throws -> Int {
        try await single.value
    }
}

/// Set once from the thread that disposes.
private final class DisposedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
}

/// A Single's observer handed to another thread (RxSwift's observers are called from any thread).
private struct OffMain<Body>: @unchecked Sendable {
    let body: Body
    init(_ body: Body) { self.body = body }
}
