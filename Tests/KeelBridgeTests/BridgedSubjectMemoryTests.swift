import KeelBridge
import KeelRx
import KeelTesting
import Testing

@Suite("Bridged subjects and relays: what is released after cancel and completion", .timeLimit(.minutes(1)))
struct BridgedSubjectMemoryTests {
    @Test func cancelReleasesTheSubscriberTheBufferAndTheRxSubscription() {
        let subject = PublishSubject<Tracked>()
        let bridged = subject.asCombineSubject()
        var subscriber: TestSubscriber<Tracked, Error>? = TestSubscriber(initialDemand: .max(1))
        let weakSubscriber = Weak(subscriber)
        bridged.subscribe(subscriber!)
        var buffered: Tracked? = Tracked(1)
        let weakBuffered = Weak(buffered)
        bridged.send(Tracked(0))
        bridged.send(buffered!)
        buffered = nil
        #expect(weakBuffered.value != nil, "held in the bridge's buffer")
        subscriber!.cancel()
        subscriber = nil
        #expect(weakBuffered.value == nil)
        #expect(weakSubscriber.value == nil)
        #expect(!subject.hasObservers)
    }

    @Test func completionSentThroughTheBridgeReleasesTheSubscriber() {
        let subject = BehaviorSubject(value: 0)
        let bridged = subject.asCombineSubject()
        var subscriber: TestSubscriber<Int, Error>? = TestSubscriber()
        let weakSubscriber = Weak(subscriber)
        bridged.subscribe(subscriber!)
        bridged.send(completion: .failure(TestError(id: 1)))
        #expect(subscriber?.descriptions == ["0", "failure(E1)"])
        subscriber = nil
        #expect(weakSubscriber.value == nil)
        #expect(!subject.hasObservers)
    }

    @Test func cancellingARelaySubscriberReleasesItsClosureCaptures() {
        let relay = BehaviorRelay(value: 0)
        var owner: Tracked? = Tracked(7)
        let weakOwner = Weak(owner)
        let cancellable = relay.asCombineSubject().sink { [owner] _ in _ = owner }
        owner = nil
        #expect(weakOwner.value != nil)
        cancellable.cancel()
        #expect(weakOwner.value == nil)
    }

    @Test func theBridgedSubjectIsNotKeptAliveByTheLegacySubjectOrItsSubscribers() {
        let relay = PublishRelay<Int>()
        var bridged: BridgedPublishRelay<Int>? = relay.asCombineSubject()
        let weakBridged = Weak(bridged)
        let sub = TestSubscriber<Int, Never>()
        bridged!.subscribe(sub)
        bridged = nil
        #expect(weakBridged.value == nil)
        relay.accept(1)
        #expect(sub.values == [1], "the subscription outlives the bridged object, as with asPublisher()")
        sub.cancel()
    }

    @Test func disposingABindingReleasesTheCombineSubject() {
        let subject = PublishSubject<Int>()
        var target: PassthroughSubject<Int, Error>? = PassthroughSubject()
        let weakTarget = Weak(target)
        let binding = subject.bind(to: target!)
        target = nil
        #expect(weakTarget.value != nil, "held by the binding")
        binding.dispose()
        #expect(weakTarget.value == nil)
        #expect(!subject.hasObservers)
    }

    @Test func theSourceEndingReleasesTheCombineSubject() {
        let subject = PublishSubject<Int>()
        var target: CurrentValueSubject<Int, Error>? = CurrentValueSubject(0)
        let weakTarget = Weak(target)
        _ = subject.bind(to: target!)
        target = nil
        subject.onCompleted()
        #expect(weakTarget.value == nil)
    }
}
