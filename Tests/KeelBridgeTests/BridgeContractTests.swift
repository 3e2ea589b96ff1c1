import KeelBridge
import KeelRx
import KeelTesting
import Testing

@Suite("Bridge contract: initial values, policies, traits, re-entrancy, errors", .timeLimit(.minutes(1)))
struct BridgeContractTests {
    @Test func initialValueComesFirstForEverySubscriber() {
        let subject = PublishSubject<Int>()
        let publisher = subject.toPublisher(initialValue: 0)
        let first = TestSubscriber<Int, Error>()
        publisher.subscribe(first)
        subject.onNext(1)
        let second = TestSubscriber<Int, Error>()
        publisher.subscribe(second)
        subject.onNext(2)
        #expect(first.values == [0, 1, 2])
        #expect(second.values == [0, 2])
    }

    @Test func initialValueRespectsDemand() {
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(1))
        Observable.of(1, 2).toPublisher(initialValue: 0).subscribe(sub)
        #expect(sub.descriptions == ["0"])
        sub.request(.unlimited)
        #expect(sub.descriptions == ["0", "1", "2", "finished"])
    }

    @Test func bufferingNewestKeepsOnlyRecentValues() {
        let subject = PublishSubject<Int>()
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(1))
        subject.toPublisher(bufferingPolicy: .bufferingNewest(2)).subscribe(sub)
        for value in 1...6 { subject.onNext(value) }
        #expect(sub.values == [1])
        sub.request(.unlimited)
        #expect(sub.values == [1, 5, 6])
    }

    @Test func bufferingNewestOneIsLatest() {
        let relay = BehaviorRelay(value: 0)
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(1))
        relay.asPublisher(bufferingPolicy: .bufferingNewest(1)).subscribe(sub)
        relay.accept(1)
        relay.accept(2)
        sub.request(.max(1))
        #expect(sub.values == [0, 2])
    }

    @Test func errorsPassThroughUnchanged() {
        let sub = TestSubscriber<Int, Error>()
        Observable<Int>.error(TestError(id: 3)).toPublisher().subscribe(sub)
        #expect(sub.descriptions == ["failure(E3)"])
    }

    @Test func maybeAndCompletable() {
        let some = TestSubscriber<Int, Error>()
        Maybe.just(1).asPublisher().subscribe(some)
        let none = TestSubscriber<Int, Error>()
        Maybe<Int>.empty().asPublisher().subscribe(none)
        let done = TestSubscriber<Void, Error>()
        Completable.empty().asPublisher().subscribe(done)
        let failed = TestSubscriber<Void, Error>()
        Completable.error(TestError(id: 6)).asPublisher().subscribe(failed)
        #expect(some.descriptions == ["1", "finished"])
        #expect(none.descriptions == ["finished"])
        #expect(done.descriptions == ["()", "finished"])
        #expect(failed.descriptions == ["failure(E6)"])
    }

    @Test func relaysAndInfallibleNeverFail() {
        let publish = PublishRelay<Int>()
        let fromRelay = TestSubscriber<Int, Never>()
        publish.asPublisher().subscribe(fromRelay)
        publish.accept(1)
        let fromInfallible = TestSubscriber<Int, Never>()
        Observable<Int>.error(TestError(id: 1)).asInfallible(onErrorJustReturn: 9).asPublisher().subscribe(fromInfallible)
        #expect(fromRelay.descriptions == ["1"])
        #expect(fromInfallible.descriptions == ["9", "finished"])
    }

    @Test func reentrantCancelInsideReceiveStopsDelivery() {
        let source = CountingSource<Int> { observer in
            observer.onNext(1)
            observer.onNext(2)
        }
        let sub = TestSubscriber<Int, Error>()
        sub.onValue = { _, subscriber in subscriber.cancel() }
        source.observable.toPublisher().subscribe(sub)
        #expect(sub.values == [1])
        #expect(source.disposals == 1)
    }

    @Test func reentrantRequestInsideReceiveDeliversInOrder() {
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(1))
        sub.onValue = { _, subscriber in subscriber.request(.max(1)) }
        Observable.of(1, 2, 3).toPublisher().subscribe(sub)
        #expect(sub.descriptions == ["1", "2", "3", "finished"])
    }

    @Test func cancelIsIdempotentAndDisposesOnce() {
        let source = CountingSource<Int>()
        let sub = TestSubscriber<Int, Error>()
        source.observable.toPublisher().subscribe(sub)
        sub.cancel()
        sub.cancel()
        source.emit(.next(1))
        #expect(sub.events.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func terminalEventDisposesTheSource() {
        let source = CountingSource<Int>()
        source.observable.toPublisher().subscribe(TestSubscriber<Int, Error>())
        source.emit(.completed)
        #expect(source.disposals == 1)
    }

    @Test func publisherAsObservableMakesOneSubscriptionPerRxSubscription() {
        let probe = UpstreamProbe<Int, Never>()
        let observable = probe.publisher.asObservable()
        var first: [Int] = []
        var second: [Int] = []
        let a = observable.subscribe(onNext: { first.append($0) })
        let b = observable.subscribe(onNext: { second.append($0) })
        probe.subject.send(1)
        a.dispose()
        probe.subject.send(2)
        b.dispose()
        #expect(first == [1])
        #expect(second == [1, 2])
        #expect(probe.cancelCount == 2)
    }

    @Test func publisherAsInfallibleForwardsCompletion() {
        var log: [String] = []
        _ = Just(3).asInfallible().subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        #expect(log == ["3", "completed"])
    }
}
