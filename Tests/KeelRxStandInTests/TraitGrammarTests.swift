import KeelRx
import Testing

@Suite("Single, Maybe, Completable, Infallible", .timeLimit(.minutes(1)))
struct TraitGrammarTests {
    @Test func singleDeliversExactlyOneEventAndIgnoresTheRest() {
        var log: [String] = []
        var disposed = 0
        _ = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError(id: 1)))
            return Disposables.create { disposed += 1 }
        }.subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["success 1", "disposed"])
        #expect(disposed == 1)
    }

    @Test func disposingAPendingSingleDisposesItsWork() {
        var cancelled = false
        let subscription = Single<Int>.create { _ in
            Disposables.create { cancelled = true }
        }.subscribe(onSuccess: { _ in })
        #expect(!cancelled)
        subscription.dispose()
        #expect(cancelled)
    }

    @Test func singleOperators() {
        var log: [String] = []
        _ = Single.just(2).map { $0 * 10 }.flatMap { Single.just("v\($0)") }.subscribe(onSuccess: { log.append($0) })
        _ = Single<Int>.error(TestError(id: 3)).subscribe(onFailure: { log.append("\($0)") })
        #expect(log == ["v20", "E3"])
    }

    @Test func maybeHasThreeOutcomes() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("never") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in log.append("never") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.error(TestError(id: 2)).subscribe(onError: { log.append("error \($0)") })
        #expect(log == ["success 1", "completed", "error E2"])
    }

    @Test func completableCompletesOrErrs() {
        var log: [String] = []
        _ = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError(id: 1)))
            return Disposables.create()
        }.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") })
        _ = Completable.error(TestError(id: 5)).subscribe(onError: { log.append("\($0)") })
        #expect(log == ["completed", "E5"])
    }

    @Test func infallibleReplacesErrors() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError(id: 1))
            .asInfallible(onErrorJustReturn: 7)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        #expect(log == ["7", "completed"])
    }
}
