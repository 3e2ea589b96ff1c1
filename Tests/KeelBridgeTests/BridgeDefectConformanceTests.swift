import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// Every defect of the seed's original `RxSwift+Extension.swift`, as a
/// scenario with its expected output under Keel.
@Suite("Bridge conformance: the original bridge's defects", .timeLimit(.minutes(1)))
struct BridgeDefectConformanceTests {
    @Test("Synchronous elements are not lost (the original subscribed eagerly)")
    func synchronousElementsAreDelivered() {
        let publisher = Observable.of(1, 2, 3).toPublisher()
        let sub = TestSubscriber<Int, Error>()
        publisher.subscribe(sub)
        #expect(sub.descriptions == ["1", "2", "3", "finished"])
    }

    @Test("A subscriber that subscribes late still sees the BehaviorSubject's replay")
    func behaviorSubjectReplayIsNotLost() {
        let subject = BehaviorSubject(value: "current")
        let publisher = subject.asPublisher()
        subject.onNext("newer")
        let sub = TestSubscriber<String, Error>()
        publisher.subscribe(sub)
        #expect(sub.descriptions == ["newer"])
    }

    @Test("Nothing subscribes to the source before demand")
    func subscriptionIsLazy() {
        let source = CountingSource<Int>()
        let publisher = source.observable.toPublisher()
        let sub = TestSubscriber<Int, Error>(initialDemand: .none)
        publisher.subscribe(sub)
        #expect(source.subscriptions == 0)
        sub.request(.max(1))
        #expect(source.subscriptions == 1)
    }

    @Test("Each subscriber has its own Rx subscription; cancelling one leaves the other")
    func subscribersAreIndependent() {
        let subject = PublishSubject<Int>()
        let publisher = subject.toPublisher()
        let first = TestSubscriber<Int, Error>()
        let second = TestSubscriber<Int, Error>()
        publisher.subscribe(first)
        publisher.subscribe(second)
        subject.onNext(1)
        first.cancel()
        subject.onNext(2)
        #expect(first.descriptions == ["1"])
        #expect(second.descriptions == ["1", "2"])
    }

    @Test("Resubscribing after cancel works (the original hung)")
    func resubscribingWorks() {
        let source = CountingSource<Int> { $0.onNext(7) }
        let publisher = source.observable.toPublisher()
        let first = TestSubscriber<Int, Error>()
        publisher.subscribe(first)
        first.cancel()
        let second = TestSubscriber<Int, Error>()
        publisher.subscribe(second)
        #expect(first.values == [7])
        #expect(second.values == [7])
        #expect(source.subscriptions == 2)
        #expect(source.disposals == 1)
    }

    @Test("Cancelling a Single disposes it, so its work stops")
    func cancellingASingleDisposesIt() {
        var disposed = false
        let single = Single<Int>.create { _ in Disposables.create { disposed = true } }
        let cancellable = single.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(!disposed)
        cancellable.cancel()
        #expect(disposed)
    }

    @Test("A Single delivers its value then finishes, or fails with its own error")
    func singleOutcomes() {
        let ok = TestSubscriber<Int, Error>()
        Single.just(5).asPublisher().subscribe(ok)
        let failing = TestSubscriber<Int, Error>()
        Single<Int>.error(TestError(id: 4)).asPublisher().subscribe(failing)
        #expect(ok.descriptions == ["5", "finished"])
        #expect(failing.descriptions == ["failure(E4)"])
    }

    @Test("toInitialPublisher disposes the source right after the first value")
    func initialPublisherDisposesSource() {
        let source = CountingSource<Int> { observer in
            observer.onNext(1)
            observer.onNext(2)
        }
        let sub = TestSubscriber<Int, Error>()
        source.observable.toInitialPublisher().subscribe(sub)
        #expect(sub.descriptions == ["1", "finished"])
        #expect(source.disposals == 1)
    }

    @Test("toInitialPublisher on an asynchronous source disposes it at the first value")
    func initialPublisherDisposesAsyncSource() {
        let source = CountingSource<Int>()
        let sub = TestSubscriber<Int, Error>()
        source.observable.toInitialPublisher().subscribe(sub)
        #expect(source.disposals == 0)
        source.emit(.next(9))
        #expect(sub.descriptions == ["9", "finished"])
        #expect(source.disposals == 1)
    }

    @Test("toInitialPublisher completes an empty source with missingInitialValue (the original never completed)")
    func initialPublisherOnEmptySource() {
        let sub = TestSubscriber<Int, Error>()
        Observable<Int>.empty().toInitialPublisher().subscribe(sub)
        #expect(sub.events.count == 1)
        if case .failure(let error)? = sub.events.first {
            #expect(error as? RxBridgeError == .missingInitialValue)
        } else {
            Issue.record("expected missingInitialValue, got \(sub.descriptions)")
        }
    }

    @Test("An errored BehaviorSubject fails with its own error, not missingInitialValue")
    func erroredBehaviorSubject() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 2))
        let sub = TestSubscriber<Int, Error>()
        subject.asPublisher().subscribe(sub)
        #expect(sub.descriptions == ["failure(E2)"])
    }

    @Test("A disposed BehaviorSubject fails with RxError.disposed, not missingInitialValue")
    func disposedBehaviorSubject() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        let sub = TestSubscriber<Int, Error>()
        subject.asPublisher().subscribe(sub)
        guard case .failure(let error)? = sub.events.first else {
            Issue.record("expected a failure, got \(sub.descriptions)")
            return
        }
        if case RxError.disposed? = error as? RxError {} else {
            Issue.record("expected RxError.disposed, got \(error)")
        }
    }

    @Test("Empty arrays are delivered regardless of static type (the original dropped them)")
    func emptyCollectionsAreDelivered() {
        let typed = TestSubscriber<[Int], Error>()
        Observable.just([Int]()).toPublisher().subscribe(typed)
        let generic = TestSubscriber<[String], Error>()
        BehaviorSubject<[String]>(value: []).asPublisher().subscribe(generic)
        #expect(typed.descriptions == ["[]", "finished"])
        #expect(generic.descriptions == ["[]"])
    }

    @Test("Skipping empty collections is an explicit operator")
    func skipEmptyCollectionsIsOptIn() {
        let sub = TestSubscriber<[Int], Error>()
        Observable.of([], [1], []).toPublisher().skipEmptyCollections().subscribe(sub)
        #expect(sub.descriptions == ["[1]", "finished"])
    }

    @Test("Demand is respected: never more than requested (the original ignored it)")
    func demandIsRespected() {
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(2))
        Observable.of(1, 2, 3, 4).toPublisher().subscribe(sub)
        #expect(sub.descriptions == ["1", "2"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["1", "2", "3"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["1", "2", "3", "4", "finished"])
    }

    @Test("Completion waits for the buffer to drain")
    func completionAfterBufferDrains() {
        let subject = PublishSubject<Int>()
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(1))
        subject.toPublisher().subscribe(sub)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        #expect(sub.descriptions == ["1"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["1", "2", "finished"])
    }

    @Test("asInfallibleVoidPublisher cannot fail, so assign(to:) composes")
    @MainActor
    func voidPublisherComposesWithAssign() {
        final class Model: ObservableObject {
            @Published private(set) var saved = false
            func bind(_ publisher: AnyPublisher<Void, Never>) { publisher.map { true }.assign(to: &$saved) }
        }
        var calls = 0
        let model = Model()
        model.bind(asInfallibleVoidPublisher { calls += 1 })
        #expect(model.saved)
        #expect(calls == 1)
    }

    @Test("asVoidPublisher runs the action per subscriber, on demand, and fails with a thrown error")
    func voidPublisherIsLazyAndCanFail() {
        var calls = 0
        let publisher = asVoidPublisher { calls += 1 }
        #expect(calls == 0)
        let sub = TestSubscriber<Void, Error>()
        publisher.subscribe(sub)
        publisher.subscribe(TestSubscriber<Void, Error>())
        #expect(calls == 2)
        #expect(sub.descriptions == ["()", "finished"])
        let failing = TestSubscriber<Void, Error>()
        asVoidPublisher { throw TestError(id: 8) }.subscribe(failing)
        #expect(failing.descriptions == ["failure(E8)"])
    }
}
