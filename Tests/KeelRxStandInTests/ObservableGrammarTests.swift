import KeelRx
import Testing

@Suite("Observable event grammar", .timeLimit(.minutes(1)))
struct ObservableGrammarTests {
    @Test func nothingPassesAfterAStopEvent() {
        let recorder = Recorder<Int>()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError(id: 1))
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(recorder)
        #expect(recorder.events == ["1", "completed"])
    }

    @Test func aStopEventDisposesTheCreateSubscriptionExactlyOnce() {
        var disposals = 0
        var stored: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create { disposals += 1 }
        }.subscribe(Recorder<Int>())
        stored?.onError(TestError(id: 1))
        #expect(disposals == 1)
        subscription.dispose()
        subscription.dispose()
        #expect(disposals == 1)
    }

    @Test func synchronousStopInsideCreateStillDisposesTheReturnedDisposable() {
        var disposed = false
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposed = true }
        }.subscribe(Recorder<Int>())
        #expect(disposed)
    }

    @Test func externalDisposeStopsEventsAndRunsOnDisposedOnce() {
        var stored: AnyObserver<Int>?
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            stored = observer
            return Disposables.create { log.append("source disposed") }
        }.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("onDisposed") })
        stored?.onNext(1)
        subscription.dispose()
        stored?.onNext(2)
        subscription.dispose()
        #expect(log == ["next 1", "source disposed", "onDisposed"])
    }

    @Test func onDisposedFollowsTheTerminalCallback() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func creationOperators() {
        let recorder = Recorder<Int>()
        _ = Observable.just(1).subscribe(recorder)
        _ = Observable.from([2, 3]).subscribe(recorder)
        _ = Observable<Int>.empty().subscribe(recorder)
        _ = Observable<Int>.error(TestError(id: 4)).subscribe(recorder)
        _ = Observable<Int>.never().subscribe(recorder)
        #expect(recorder.events == ["1", "completed", "2", "3", "completed", "completed", "error(E4)"])
    }

    @Test func operatorsKeepTheGrammar() {
        let recorder = Recorder<String>()
        _ = Observable.of(1, 1, 2, 3, 3, 4, 5)
            .distinctUntilChanged()
            .filter { $0 != 2 }
            .map { $0 * 10 }
            .skip(1)
            .take(2)
            .compactMap { $0 == 40 ? nil : "v\($0)" }
            .startWith("start")
            .subscribe(recorder)
        #expect(recorder.events == ["start", "v30", "completed"])
    }

    @Test func flatMapLatestDropsTheStaleInnerSequence() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let recorder = Recorder<String>()
        _ = outer.flatMapLatest { inners[$0] }.subscribe(recorder)
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("stale")
        inners[1].onNext("b")
        #expect(recorder.events == ["a", "b"])
        #expect(inners[0].hasObservers == false)
    }

    @Test func asSingleRequiresExactlyOneElement() {
        let recorder = Recorder<String>()
        _ = Observable.just(1).asSingle().subscribe { recorder.note("\($0)") }
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { recorder.note("\(($0 as? RxError).map { "\($0)" } ?? "")") })
        _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { recorder.note("\(($0 as? RxError).map { "\($0)" } ?? "")") })
        #expect(recorder.events.count == 3)
        #expect(recorder.events[0] == "success(1)")
        #expect(recorder.events[1].contains("doesn't contain any elements"))
        #expect(recorder.events[2].contains("more than one element"))
    }

    @Test func disposeBagDisposesOnDeinit() {
        var disposed = 0
        do {
            let bag = DisposeBag()
            Disposables.create { disposed += 1 }.disposed(by: bag)
            Disposables.create { disposed += 1 }.disposed(by: bag)
            #expect(disposed == 0)
        }
        #expect(disposed == 2)
    }

    @Test func compositeDisposableDisposesLateInsertions() {
        let composite = CompositeDisposable()
        composite.dispose()
        var disposed = false
        let key = composite.insert(Disposables.create { disposed = true })
        #expect(key == nil)
        #expect(disposed)
        #expect(composite.isDisposed)
    }

    @Test func rangeEmitsCountIntegersFromStartThenCompletes() {
        let recorder = Recorder<Int>()
        _ = Observable.range(start: 3, count: 4).subscribe(recorder)
        let empty = Recorder<Int>()
        _ = Observable.range(start: 3, count: 0).subscribe(empty)
        #expect(recorder.events == ["3", "4", "5", "6", "completed"])
        #expect(empty.events == ["completed"])
    }
}
