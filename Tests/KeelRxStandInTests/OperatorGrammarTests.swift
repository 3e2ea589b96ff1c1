import Foundation
import KeelRx
import Testing

/// A source that breaks the grammar on purpose (events after a stop event),
/// to show that closure subscribers still see a well-formed stream.
private struct UnrulySource: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(TestError(id: 1))
        return Disposables.create()
    }
}

private final class Owner {}

@Suite("Operators, sharing, binding, scheduling", .timeLimit(.minutes(1)))
struct OperatorGrammarTests {
    @Test func closureSubscribersReceiveNothingAfterAStopEvent() {
        var log: [String] = []
        _ = UnrulySource().subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        _ = UnrulySource().subscribe { log.append("event \($0)") }
        #expect(log == ["next 1", "completed", "disposed", "event next(1)", "event completed"])
    }

    @Test func flatMapLatestDisposesTheOldInnerBeforeSubscribingTheNewOne() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer.flatMapLatest { id in
            Observable<Int>.create { _ in
                log.append("subscribe \(id)")
                return Disposables.create { log.append("dispose \(id)") }
            }
        }.subscribe()
        outer.onNext(1)
        outer.onNext(2)
        subscription.dispose()
        #expect(log == ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2"])
    }

    @Test func onDisposedRunsOnceWhenAStopEventIsFollowedByDispose() {
        var disposals = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onDisposed: { disposals += 1 })
        subject.onCompleted()
        subscription.dispose()
        subscription.dispose()
        #expect(disposals == 1)
    }

    /// A handler that sends into its own subject re-enters it: RxSwift
    /// reports that as a "Reentrancy anomaly" (its grammar forbids it), the
    /// stand-in promises to handle it — so this runs under `StandIn` only.
    @Test(.enabled(if: isStandIn, "re-entrant sends break RxSwift's grammar; only the stand-in promises them"))
    func aHandlerThatStopsTheSubjectEndsTheStreamForEveryone() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { log.append("A \($0)"); subject.onCompleted() }, onCompleted: { log.append("A done") })
        _ = subject.subscribe(onNext: { log.append("B \($0)") }, onCompleted: { log.append("B done") })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == ["A 1", "A done", "B done"])
    }

    @Test func subscribeWithDropsHandlersOnceTheObjectIsGone() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var owner: Owner? = Owner()
        _ = subject.subscribe(with: owner!, onNext: { _, value in log.append("next \(value)") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        #expect(log == ["next 1"])
    }

    @Test func doRunsOnHandlersBeforeAndAfterHandlersAfterEachEvent() {
        var log: [String] = []
        _ = Observable.just(1)
            .do(
                onNext: { log.append("on \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("on completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("got completed") })
        #expect(log == [
            "subscribe", "on 1", "got 1", "after 1", "on completed", "got completed", "after completed",
            "subscribed", "dispose",
        ])
    }

    @Test func doTurnsAThrowingHandlerIntoAnError() {
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2).do(onNext: { if $0 == 2 { throw TestError(id: 2) } }).subscribe(recorder)
        #expect(recorder.events == ["1", "error(E2)"])
    }

    @Test func distinctUntilChangedWithAComparerOrAKey() {
        let byComparer = Recorder<Int>()
        let byKey = Recorder<String>()
        _ = Observable.of(1, 3, 4, 6, 7).distinctUntilChanged { $0 % 2 == $1 % 2 }.subscribe(byComparer)
        _ = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged { $0.count }.subscribe(byKey)
        #expect(byComparer.events == ["1", "4", "7", "completed"])
        #expect(byKey.events == ["a", "cc", "e", "completed"])
    }

    @Test func shareConnectsOnceAndDisconnectsWithTheLastSubscriber() {
        var subscriptions = 0
        var disposals = 0
        let source = PublishSubject<Int>()
        let shared = Observable<Int>.create { observer in
            subscriptions += 1
            let inner = source.subscribe(observer)
            return Disposables.create { disposals += 1; inner.dispose() }
        }.share()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = shared.subscribe(first)
        let b = shared.subscribe(second)
        source.onNext(1)
        #expect(subscriptions == 1)
        a.dispose()
        source.onNext(2)
        b.dispose()
        #expect(disposals == 1)
        #expect(!source.hasObservers)
        _ = shared.subscribe(Recorder<Int>())
        #expect(subscriptions == 2)
        #expect(first.events == ["1"])
        #expect(second.events == ["1", "2"])
    }

    @Test func shareReplayGivesLateSubscribersTheLatestElements() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 2)
        let early = Recorder<Int>()
        _ = shared.subscribe(early)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        let late = Recorder<Int>()
        _ = shared.subscribe(late)
        source.onNext(4)
        #expect(early.events == ["1", "2", "3", "4"])
        #expect(late.events == ["2", "3", "4"])
    }

    @Test func shareScopesDecideWhatOutlivesCompletion() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(subscriptions * 10, subscriptions * 10 + 1)
        }
        let whileConnected = source.share(replay: 1, scope: .whileConnected)
        let first = Recorder<Int>()
        let again = Recorder<Int>()
        _ = whileConnected.subscribe(first)
        _ = whileConnected.subscribe(again)
        #expect(first.events == ["10", "11", "completed"])
        #expect(again.events == ["20", "21", "completed"])

        let forever = source.share(replay: 1, scope: .forever)
        let initial = Recorder<Int>()
        let late = Recorder<Int>()
        _ = forever.subscribe(initial)
        _ = forever.subscribe(late)
        #expect(initial.events == ["30", "31", "completed"])
        #expect(late.events == ["31", "completed"])
    }

    @Test func bindSendsElementsToRelaysAndNeverTerminatesThem() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let relayed = Recorder<Int>()
        _ = publish.subscribe(relayed)
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(3, 4).bind(to: behavior)
        _ = Observable.of(5, 6).bind(to: replay)
        _ = Observable.just(7).bind(to: optional)
        publish.accept(8)
        let replayed = Recorder<Int>()
        _ = replay.subscribe(replayed)
        #expect(relayed.events == ["1", "2", "8"])
        #expect(behavior.value == 4)
        #expect(optional.value == 7)
        #expect(replayed.events == ["6"])
        var viaInfallible: [Int] = []
        _ = behavior.asInfallible().subscribe(onNext: { viaInfallible.append($0) })
        #expect(viaInfallible == [4])
    }

    @Test func completableAndThenRunsTheNextStepOnlyAfterCompletion() {
        var log: [String] = []
        _ = Completable.empty().andThen(Single.just(1)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = Completable.error(TestError(id: 1)).andThen(Observable.just(2)).subscribe(
            onNext: { log.append("never \($0)") },
            onError: { log.append("error \($0)") }
        )
        _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { log.append("ignored") })
        #expect(log == ["single 1", "error E1", "ignored"])
    }

    @Test func asMaybeAcceptsAtMostOneElement() {
        var log: [String] = []
        _ = Observable.just(1).asMaybe().subscribe(onSuccess: { log.append("success \($0)") })
        _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { log.append("empty") })
        _ = Observable.of(1, 2).asMaybe().subscribe(onError: { log.append("\(($0 as? RxError).map { "\($0)" } ?? "")") })
        #expect(log.count == 3)
        #expect(log.prefix(2) == ["success 1", "empty"])
        #expect(log.last?.contains("more than one element") == true)
    }

    @Test func infallibleOperatorsKeepTheSequenceInfallible() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError(id: 1))
            .asInfallible(onErrorRecover: { _ in Infallible.just(5) })
            .startWith(4)
            .map { $0 * 2 }
            .filter { $0 > 8 }
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        #expect(log == ["10", "completed"])
    }

    @Test func timerFiresOnceThenCompletesOnItsScheduler() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            let recorder = Recorder<Int>()
            _ = Observable<Int>.timer(.milliseconds(1), scheduler: scheduler).subscribe(
                onNext: { recorder.note("\($0)") },
                onCompleted: { continuation.resume(returning: recorder.events.compactMap(Int.init)) }
            )
        }
        #expect(values == [0])
    }

    @Test func intervalCountsUntilDisposed() async {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            let recorder = Recorder<Int>()
            _ = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
                .take(3)
                .subscribe(
                    onNext: { recorder.note("\($0)") },
                    onCompleted: { continuation.resume(returning: recorder.events.compactMap(Int.init)) }
                )
        }
        #expect(values == [0, 1, 2])
    }

    @Test func compositeAndSerialDisposables() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("a") })
        _ = composite.insert(Disposables.create { log.append("b") })
        if let key { composite.remove(for: key) }
        #expect(log == ["a"])
        #expect(composite.count == 1)
        composite.dispose()
        #expect(log == ["a", "b"])

        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        serial.dispose()
        serial.disposable = Disposables.create { log.append("late") }
        #expect(log == ["a", "b", "first", "second", "late"])
        #expect(serial.isDisposed)
    }
}
