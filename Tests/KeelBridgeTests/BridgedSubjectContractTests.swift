import Foundation
import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// The two-way bridge's contract: the bridged subjects and relays
/// (`asCombineSubject()`) and `bind(to:)` keep the read-only bridge's
/// promises (lazy, demand, cancel, re-entrancy, errors) and add the write
/// path's (writes reach both sides; subjects forward completion and errors;
/// relays ignore completion; upstreams are requested and cancelled).
@Suite("Bridged subjects and relays: contract", .timeLimit(.minutes(1)))
struct BridgedSubjectContractTests {
    // MARK: Reading

    @Test func nothingSubscribesBeforeDemand() {
        let subject = BehaviorSubject(value: 0)
        let bridged = subject.asCombineSubject()
        let sub = TestSubscriber<Int, Error>(initialDemand: .none)
        bridged.subscribe(sub)
        #expect(!subject.hasObservers)
        sub.request(.max(1))
        #expect(subject.hasObservers)
        #expect(sub.values == [0])
    }

    @Test func demandIsRespectedAndCompletionWaitsForTheBuffer() {
        let subject = BehaviorSubject(value: 0)
        let bridged = subject.asCombineSubject()
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(1))
        bridged.subscribe(sub)
        bridged.send(1)
        subject.onNext(2)
        bridged.send(completion: .finished)
        #expect(sub.descriptions == ["0"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["0", "1"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["0", "1", "2", "finished"])
    }

    @Test func bufferingNewestKeepsOnlyRecentValues() {
        let relay = PublishRelay<Int>()
        let bridged = relay.asCombineSubject(bufferingPolicy: .bufferingNewest(2))
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(1))
        bridged.subscribe(sub)
        for value in 1...6 { bridged.send(value) }
        sub.request(.unlimited)
        #expect(sub.values == [1, 5, 6])
    }

    @Test func everySubscriberHasItsOwnRxSubscription() {
        let subject = PublishSubject<Int>()
        let bridged = subject.asCombineSubject()
        let first = TestSubscriber<Int, Error>()
        let second = TestSubscriber<Int, Error>()
        bridged.subscribe(first)
        bridged.subscribe(second)
        bridged.send(1)
        first.cancel()
        bridged.send(2)
        #expect(first.values == [1])
        #expect(second.values == [1, 2])
        second.cancel()
        #expect(!subject.hasObservers)
    }

    @Test func cancelInsideReceiveStopsDeliveryAndDisposes() {
        let subject = PublishSubject<Int>()
        let bridged = subject.asCombineSubject()
        let sub = TestSubscriber<Int, Error>()
        sub.onValue = { _, subscriber in subscriber.cancel() }
        bridged.subscribe(sub)
        bridged.send(1)
        bridged.send(2)
        #expect(sub.values == [1])
        #expect(!subject.hasObservers)
    }

    @Test func requestInsideReceiveDeliversInOrder() {
        let relay = BehaviorRelay(value: 0)
        let bridged = relay.asCombineSubject()
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(1))
        sub.onValue = { _, subscriber in subscriber.request(.max(1)) }
        bridged.subscribe(sub)
        bridged.send(1)
        relay.accept(2)
        #expect(sub.values == [0, 1, 2])
    }

    @Test func anErroredSubjectFailsWithItsOwnError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 5))
        let sub = TestSubscriber<Int, Error>()
        subject.asCombineSubject().subscribe(sub)
        #expect(sub.descriptions == ["failure(E5)"])
    }

    @Test func aDisposedSubjectFailsWithRxErrorDisposed() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        let sub = TestSubscriber<Int, Error>()
        subject.asCombineSubject().subscribe(sub)
        guard case .failure(let error)? = sub.events.first, case RxError.disposed? = error as? RxError else {
            Issue.record("expected RxError.disposed, got \(sub.descriptions)")
            return
        }
    }

    // MARK: Writing

    @Test func behaviorSubjectValueReadsAndWritesTheLegacySubject() throws {
        let subject = BehaviorSubject(value: 1)
        let bridged = subject.asCombineSubject()
        let rx = RxLog<Int>()
        _ = subject.subscribe(rx.observer)
        #expect(bridged.value == 1)
        bridged.value = 2
        #expect(try subject.value() == 2)
        subject.onNext(3)
        #expect(bridged.value == 3)
        #expect(try bridged.currentValue() == 3)
        #expect(rx.events == ["1", "2", "3"])
    }

    @Test func behaviorSubjectValueAfterTheSubjectEnded() {
        let completed = BehaviorSubject(value: 1).asCombineSubject()
        completed.value = 4
        completed.send(completion: .finished)
        completed.value = 5
        #expect(completed.value == 4, "after completion RxSwift keeps the last value and ignores writes")

        let failedThroughBridge = BehaviorSubject(value: 1).asCombineSubject()
        failedThroughBridge.send(6)
        failedThroughBridge.send(completion: .failure(TestError(id: 1)))
        #expect(failedThroughBridge.value == 6, "the value just before the failure sent through the bridge")
        #expect(throws: TestError(id: 1)) { try failedThroughBridge.currentValue() }

        let subject = BehaviorSubject(value: 1)
        let failedOnRxSide = subject.asCombineSubject()
        #expect(failedOnRxSide.value == 1)
        subject.onError(TestError(id: 2))
        #expect(failedOnRxSide.value == 1, "the last value read")
        #expect(throws: TestError(id: 2)) { try failedOnRxSide.currentValue() }
    }

    @Test func readingTheValueOfASubjectThatEndedBeforeBridgingStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let subject = BehaviorSubject(value: 1)
            subject.onError(TestError(id: 3))
            _ = subject.asCombineSubject().value
        }
    }

    @Test func behaviorRelayValueReadsAndWritesTheLegacyRelay() {
        let relay = BehaviorRelay(value: "a")
        let bridged = relay.asCombineSubject()
        bridged.value = "b"
        #expect(relay.value == "b")
        relay.accept("c")
        #expect(bridged.value == "c")
    }

    @Test func subjectsForwardCompletionAndErrorsToTheRxSide() {
        let finished = PublishSubject<Int>()
        let finishedLog = RxLog<Int>()
        _ = finished.subscribe(finishedLog.observer)
        finished.asCombineSubject().send(completion: .finished)

        let failed = BehaviorSubject(value: 0)
        let failedLog = RxLog<Int>()
        _ = failed.subscribe(failedLog.observer)
        failed.asCombineSubject().send(completion: .failure(TestError(id: 4)))
        #expect(finishedLog.events == ["completed"])
        #expect(failedLog.events == ["0", "error(E4)"])
    }

    @Test func relaysIgnoreCompletionAndGoOn() {
        let relay = PublishRelay<Int>()
        let bridged = relay.asCombineSubject()
        let sub = TestSubscriber<Int, Never>()
        bridged.subscribe(sub)
        let rx = RxLog<Int>()
        _ = relay.subscribe(rx.observer)
        bridged.send(1)
        bridged.send(completion: .finished)
        bridged.send(2)
        relay.accept(3)
        #expect(sub.descriptions == ["1", "2", "3"])
        #expect(rx.events == ["1", "2", "3"])
    }

    @Test func aFinishingPublisherSubscribedIntoARelayNeverEndsIt() {
        let relay = BehaviorRelay(value: 0)
        let bridged = relay.asCombineSubject()
        let sub = TestSubscriber<Int, Never>()
        bridged.subscribe(sub)
        let cancellable = [1, 2].publisher.subscribe(bridged)
        relay.accept(3)
        #expect(sub.descriptions == ["0", "1", "2", "3"])
        #expect(relay.value == 3)
        cancellable.cancel()
    }

    @Test func aPublisherSubscribedIntoASubjectForwardsItsValuesAndItsEnd() {
        let finished = PublishSubject<Int>()
        let finishedLog = RxLog<Int>()
        _ = finished.subscribe(finishedLog.observer)
        let first = [1, 2].publisher.setFailureType(to: Error.self).subscribe(finished.asCombineSubject())

        let failed = PublishSubject<Int>()
        let failedLog = RxLog<Int>()
        _ = failed.subscribe(failedLog.observer)
        let second = Fail<Int, Error>(error: TestError(id: 7)).subscribe(failed.asCombineSubject())
        #expect(finishedLog.events == ["1", "2", "completed"])
        #expect(failedLog.events == ["error(E7)"])
        first.cancel()
        second.cancel()
    }

    @Test func cancellingTheSubscribeCancellableStopsTheUpstream() {
        let probe = UpstreamProbe<Int, Never>()
        let relay = PublishRelay<Int>()
        let rx = RxLog<Int>()
        _ = relay.subscribe(rx.observer)
        let bridged = relay.asCombineSubject()
        let cancellable = probe.publisher.subscribe(bridged)
        probe.subject.send(1)
        cancellable.cancel()
        probe.subject.send(2)
        #expect(rx.events == ["1"])
        #expect(probe.cancelCount == 1)
        #expect(probe.requested == [.unlimited])
    }

    @Test("Combine holds a subject weakly while feeding it: once the bridged subject is gone nothing more is forwarded")
    func droppingTheBridgedSubjectStopsAFeedingPublisher() {
        let probe = UpstreamProbe<Int, Never>()
        let relay = PublishRelay<Int>()
        let rx = RxLog<Int>()
        _ = relay.subscribe(rx.observer)
        var bridged: BridgedPublishRelay<Int>? = relay.asCombineSubject()
        let weakBridged = Weak(bridged)
        let cancellable = probe.publisher.subscribe(bridged!)
        probe.subject.send(1)
        bridged = nil
        #expect(weakBridged.value == nil, "subscribing a publisher into it does not keep it alive")
        probe.subject.send(2)
        #expect(rx.events == ["1"])
        cancellable.cancel()
    }

    @Test func anUpstreamIsRequestedUnlimitedAndCancelledWhenTheBridgedSubjectGoesAway() {
        let upstream = RecordingSubscription()
        var bridged: BridgedPublishSubject<Int>? = PublishSubject<Int>().asCombineSubject()
        bridged?.send(subscription: upstream)
        #expect(upstream.requests == [.unlimited])
        #expect(upstream.cancels == 0)
        bridged = nil
        #expect(upstream.cancels == 1)
    }

    @Test func voidSubjectsTakeSend() {
        let relay = PublishRelay<Void>()
        let rx = RxLog<Void>()
        _ = relay.subscribe(rx.observer)
        relay.asCombineSubject().send()
        #expect(rx.events == ["()"])
    }

    @Test func theBridgedTypesAreCombineSubjects() throws {
        func feed<S: Subject>(_ subject: S, _ value: S.Output) { subject.send(value) }
        let behaviorSubject = BehaviorSubject(value: 0)
        let publishSubject = PublishSubject<Int>()
        let behaviorRelay = BehaviorRelay(value: 0)
        let publishRelay = PublishRelay<Int>()
        let rx = RxLog<Int>()
        _ = publishSubject.subscribe(rx.observer)
        _ = publishRelay.subscribe(rx.observer)
        feed(behaviorSubject.asCombineSubject(), 1)
        feed(publishSubject.asCombineSubject(), 2)
        feed(behaviorRelay.asCombineSubject(), 3)
        feed(publishRelay.asCombineSubject(), 4)
        #expect(try behaviorSubject.value() == 1)
        #expect(behaviorRelay.value == 3)
        #expect(rx.events == ["2", "4"])
    }

    @Test("A ViewModel assigns a bridged relay to @Published and writes into it, importing no RxSwift")
    @MainActor
    func assignToPublishedAndWriteBack() {
        final class PickerModel: ObservableObject {
            @Published private(set) var selected = ""
            private let selection: BridgedBehaviorRelay<String>
            init(selection: BridgedBehaviorRelay<String>) {
                self.selection = selection
                selection.assign(to: &$selected)
            }
            func pick(_ name: String) { selection.send(name) }
        }
        let relay = BehaviorRelay(value: "Amsterdam")
        let model = PickerModel(selection: relay.asCombineSubject())
        #expect(model.selected == "Amsterdam")
        model.pick("Toronto")
        #expect(relay.value == "Toronto")
        #expect(model.selected == "Toronto")
        relay.accept("Oslo")
        #expect(model.selected == "Oslo")
    }

    // MARK: bind(to:)

    @Test func bindToSubjectSubscribesAtOnceAndDisposingStopsIt() {
        let subject = PublishSubject<Int>()
        let target = PassthroughSubject<Int, Error>()
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let binding = subject.bind(to: target)
        #expect(subject.hasObservers)
        subject.onNext(1)
        binding.dispose()
        subject.onNext(2)
        subject.onCompleted()
        #expect(sub.descriptions == ["1"], "disposing never completes the target")
        #expect(!subject.hasObservers)
    }

    @Test func relaysAndInfallibleBindIntoSubjectsThatCannotFail() {
        let behavior = BehaviorRelay(value: 1)
        let current = CurrentValueSubject<Int, Never>(0)
        let first = behavior.bind(to: current)
        behavior.accept(2)

        let publish = PublishRelay<Int>()
        let passthrough = PassthroughSubject<Int, Never>()
        let passthroughSub = TestSubscriber<Int, Never>()
        passthrough.subscribe(passthroughSub)
        let second = publish.bind(to: passthrough)
        publish.accept(3)

        let infallibleSub = TestSubscriber<Int, Never>()
        let finite = PassthroughSubject<Int, Never>()
        finite.subscribe(infallibleSub)
        let third = Observable.of(4, 5).asInfallible(onErrorJustReturn: 0).bind(to: finite)

        #expect(current.value == 2)
        #expect(passthroughSub.descriptions == ["3"])
        #expect(infallibleSub.descriptions == ["4", "5", "finished"])
        first.dispose()
        second.dispose()
        third.dispose()
    }

    @Test func bindIntoABridgedRelayReachesTheOtherLegacyRelay() {
        let legacyOut = PublishRelay<Int>()
        let legacyIn = BehaviorRelay(value: 0)
        let binding = legacyOut.bind(to: legacyIn.asCombineSubject())
        legacyOut.accept(9)
        #expect(legacyIn.value == 9)
        binding.dispose()
    }
}

/// A subscription that records what is asked of it.
final class RecordingSubscription: Subscription, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var _requests: [Subscribers.Demand] = []
    private var _cancels = 0

    var requests: [Subscribers.Demand] { lock.lock(); defer { lock.unlock() }; return _requests }
    var cancels: Int { lock.lock(); defer { lock.unlock() }; return _cancels }

    func request(_ demand: Subscribers.Demand) { lock.lock(); _requests.append(demand); lock.unlock() }
    func cancel() { lock.lock(); _cancels += 1; lock.unlock() }
}
