import Foundation
import KeelRx
import Testing

/// RxSwift 6.5's `value` on the traits (`try await single.value`): what a migrated
/// ViewModel's generated code awaits. Checked on both the stand-in and real RxSwift,
/// except cancellation, which only the stand-in promises to end with `CancellationError`.
@Suite("Awaiting a trait's value", .timeLimit(.minutes(1)))
struct TraitAwaitTests {
    struct Failure: Error, Equatable {}

    @Test func aSingleGivesItsElementOrThrowsItsError() async throws {
        #expect(try await Single.just(7).value == 7)
        await #expect(throws: Failure.self) { try await Single<Int>.error(Failure()).value }
    }

    @Test func aMaybeGivesItsElementNilWhenEmptyOrThrows() async throws {
        #expect(try await Maybe.just("a").value == "a")
        #expect(try await Maybe<String>.empty().value == nil)
        await #expect(throws: Failure.self) { try await Maybe<String>.error(Failure()).value }
    }

    @Test func aCompletableReturnsWhenItCompletesOrThrows() async throws {
        try await Completable.empty().value
        await #expect(throws: Failure.self) { try await Completable.error(Failure()).value }
    }

    @Test func awaitingSubscribesOnce() async throws {
        let subscriptions = Counter()
        let single = Single<Int>.create { observer in
            subscriptions.increment()
            observer(.success(subscriptions.value))
            return Disposables.create()
        }
        #expect(try await single.value == 1)
        #expect(subscriptions.value == 1)
    }

    #if !RxSwift
    @Test func cancellingTheAwaitingTaskDisposesAndThrowsCancellation() async {
        let disposed = Counter()
        let never = Single<Int>.create { _ in Disposables.create { disposed.increment() } }
        let task = Task { try await never.value }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(disposed.value == 1)
    }
    #endif
}

/// A count several threads may bump.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}
