import KeelCombine
import KeelTesting
import Testing

@Suite("Publishers.CombineLatest (Combine semantics on every platform)", .timeLimit(.minutes(1)))
struct CombineLatestTests {
    @Test func emitsOnlyOnceEveryUpstreamHasAValueThenEveryLatestCombination() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let sub = TestSubscriber<String, Never>()
        Publishers.CombineLatest(a, b).map { "\($0)\($1)" }.subscribe(sub)
        a.send(1)
        a.send(2)
        #expect(sub.values.isEmpty)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(sub.values == ["2x", "3x", "3y"])
    }

    @Test func seedPatternCombinesTwoStreamsIntoOneValue() {
        struct CombinedData: Equatable { let first: Int; let second: Int }
        let first = CurrentValueSubject<Int, Error>(1)
        let second = CurrentValueSubject<Int, Error>(10)
        var received: [CombinedData] = []
        let cancellable = Publishers.CombineLatest(first, second)
            .map { CombinedData(first: $0, second: $1) }
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        second.send(20)
        #expect(received == [CombinedData(first: 1, second: 10), CombinedData(first: 1, second: 20)])
        cancellable.cancel()
    }

    @Test func finishesOnlyWhenEveryUpstreamFinished() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>()
        a.combineLatest(b).subscribe(sub)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(sub.descriptions == ["(1, 2)", "(1, 3)"])
        b.send(completion: .finished)
        #expect(sub.descriptions.last == "finished")
    }

    @Test func finishesAtOnceWhenAnUpstreamFinishesWithoutEverProducing() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>()
        a.combineLatest(b).subscribe(sub)
        a.send(1)
        b.send(completion: .finished)
        #expect(sub.descriptions == ["finished"])
    }

    @Test func failureIsDeliveredAtOnceAndCancelsTheOtherUpstream() {
        let a = UpstreamProbe<Int, TestError>()
        let b = UpstreamProbe<Int, TestError>()
        let sub = TestSubscriber<(Int, Int), TestError>()
        a.publisher.combineLatest(b.publisher).subscribe(sub)
        a.subject.send(1)
        b.subject.send(completion: .failure(TestError(id: 7)))
        a.subject.send(2)
        #expect(sub.descriptions == ["failure(E7)"])
        #expect(a.cancelCount == 1)
    }

    @Test func neverDeliversMoreThanRequestedAndDeliversTheNewestPendingCombination() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>(initialDemand: .max(2))
        a.combineLatest(b).subscribe(sub)
        a.send(1)
        b.send(1)
        a.send(2)
        // Downstream demand is used up; b still holds demand forwarded earlier.
        b.send(2)
        #expect(sub.descriptions == ["(1, 1)", "(2, 1)"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["(1, 1)", "(2, 1)", "(2, 2)"])
        sub.request(.max(5))
        #expect(sub.descriptions == ["(1, 1)", "(2, 1)", "(2, 2)"])
    }

    @Test func forwardsDownstreamDemandToEachUpstream() {
        let a = UpstreamProbe<Int, Never>()
        let b = UpstreamProbe<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>(initialDemand: .max(3))
        a.publisher.combineLatest(b.publisher).subscribe(sub)
        #expect(a.requested == [.max(3)])
        #expect(b.requested == [.max(3)])
    }

    @Test func pendingCombinationIsDeliveredBeforeFinished() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>(initialDemand: .max(2))
        a.combineLatest(b).subscribe(sub)
        a.send(1)
        b.send(1)
        a.send(2)
        b.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(sub.descriptions == ["(1, 1)", "(2, 1)"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["(1, 1)", "(2, 1)", "(2, 2)", "finished"])
    }

    @Test func cancelStopsDeliveryAndCancelsUpstreams() {
        let a = UpstreamProbe<Int, Never>()
        let b = UpstreamProbe<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>()
        a.publisher.combineLatest(b.publisher).subscribe(sub)
        a.subject.send(1)
        sub.cancel()
        sub.cancel()
        b.subject.send(1)
        #expect(sub.events.isEmpty)
        #expect(a.cancelCount == 1)
        #expect(b.cancelCount == 1)
    }

    @Test func synchronousUpstreamsRespectDemand() {
        let sub = TestSubscriber<(Int, Int), Never>(initialDemand: .max(2))
        Publishers.CombineLatest([1, 2, 3].publisher, Just(10)).subscribe(sub)
        #expect(sub.descriptions.count <= 2)
        #expect(sub.values.allSatisfy { $0.1 == 10 })
    }

    @Test func reentrantCancelFromInsideReceiveIsSafe() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<(Int, Int), Never>()
        sub.onValue = { _, subscriber in subscriber.cancel() }
        a.combineLatest(b).subscribe(sub)
        a.send(1)
        b.send(1)
        b.send(2)
        #expect(sub.descriptions == ["(1, 1)"])
    }

    @Test func threeAndFourWayVariants() {
        var three: [String] = []
        var four: [String] = []
        let c3 = Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).sink { three.append("\($0)\($1)\($2)") }
        let c4 = Just(1).combineLatest(Just(2), Just(3), Just(4)).sink { four.append("\($0)\($1)\($2)\($3)") }
        #expect(three == ["1atrue"])
        #expect(four == ["1234"])
        c3.cancel()
        c4.cancel()
    }
}
