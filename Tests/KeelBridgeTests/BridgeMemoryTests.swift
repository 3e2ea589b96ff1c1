import KeelBridge
import KeelRx
import KeelTesting
import Testing

@Suite("Bridge memory: what is released after cancel and completion", .timeLimit(.minutes(1)))
struct BridgeMemoryTests {
    @Test func cancelReleasesSubscriberBufferAndSourceSubscription() {
        let source = CountingSource<Tracked>()
        var subscriber: TestSubscriber<Tracked, Error>? = TestSubscriber(initialDemand: .none)
        let weakSubscriber = Weak(subscriber)
        var buffered: Tracked? = Tracked(1)
        let weakBuffered = Weak(buffered)
        source.observable.toPublisher().subscribe(subscriber!)
        subscriber!.request(.max(0))
        // Demand zero: nothing subscribed yet; request 1 then fill the buffer beyond demand.
        subscriber!.request(.max(1))
        source.emit(.next(Tracked(0)))
        source.emit(.next(buffered!))
        buffered = nil
        #expect(weakBuffered.value != nil, "held in the bridge's buffer")
        subscriber!.cancel()
        subscriber = nil
        #expect(weakBuffered.value == nil)
        #expect(weakSubscriber.value == nil)
        #expect(source.disposals == 1)
    }

    @Test func completionReleasesTheSubscriber() {
        var subscriber: TestSubscriber<Int, Error>? = TestSubscriber()
        let weakSubscriber = Weak(subscriber)
        let subject = PublishSubject<Int>()
        subject.toPublisher().subscribe(subscriber!)
        subject.onCompleted()
        subscriber = nil
        #expect(weakSubscriber.value == nil)
        #expect(subject.hasObservers == false)
    }

    @Test func cancelledSinkReleasesItsClosureCaptures() {
        let subject = BehaviorSubject(value: 0)
        var owner: Tracked? = Tracked(7)
        let weakOwner = Weak(owner)
        let cancellable = subject.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { [owner] _ in _ = owner })
        owner = nil
        #expect(weakOwner.value != nil)
        cancellable.cancel()
        #expect(weakOwner.value == nil)
        #expect(subject.hasObservers == false)
    }
}
