import Foundation
import KeelCombine
import KeelTesting
import Testing

@Suite("Publishers.Merge (Combine semantics on every platform)", .timeLimit(.minutes(1)))
struct MergeTests {
    @Test func interleavesValuesInArrivalOrder() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<Int, Never>()
        a.merge(with: b).subscribe(sub)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(sub.values == [1, 2, 3])
    }

    @Test func finishesAfterEveryUpstreamFinished() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<Int, Never>()
        Publishers.Merge(a, b).subscribe(sub)
        a.send(completion: .finished)
        b.send(1)
        #expect(sub.descriptions == ["1"])
        b.send(completion: .finished)
        #expect(sub.descriptions == ["1", "finished"])
    }

    @Test func failureIsDeliveredAtOnceAndCancelsTheRest() {
        let a = UpstreamProbe<Int, TestError>()
        let b = UpstreamProbe<Int, TestError>()
        let sub = TestSubscriber<Int, TestError>()
        a.publisher.merge(with: b.publisher).subscribe(sub)
        a.subject.send(1)
        b.subject.send(completion: .failure(TestError(id: 3)))
        a.subject.send(2)
        #expect(sub.descriptions == ["1", "failure(E3)"])
        #expect(a.cancelCount == 1)
    }

    @Test func buffersBeyondDemandAndNeverDeliversMoreThanRequested() {
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(2))
        Publishers.Merge([1, 2, 3].publisher, [4, 5].publisher).subscribe(sub)
        #expect(sub.values.count == 2)
        sub.request(.max(1))
        #expect(sub.values.count == 3)
        sub.request(.unlimited)
        #expect(Set(sub.values) == [1, 2, 3, 4, 5])
        #expect(sub.descriptions.last == "finished")
        // Each upstream keeps its own order.
        #expect(sub.values.filter { $0 <= 3 } == [1, 2, 3])
        #expect(sub.values.filter { $0 > 3 } == [4, 5])
    }

    @Test func finishedWaitsForTheBufferToDrain() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(1))
        Publishers.MergeMany(a, b).subscribe(sub)
        a.send(1)
        // Downstream demand is used up; b still holds demand forwarded earlier,
        // so its value is buffered rather than dropped.
        b.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(sub.descriptions == ["1"])
        sub.request(.max(1))
        #expect(sub.descriptions == ["1", "2", "finished"])
    }

    @Test func mergeManyOfNothingFinishesImmediately() {
        let sub = TestSubscriber<Int, Never>()
        Publishers.MergeMany([PassthroughSubject<Int, Never>]()).subscribe(sub)
        #expect(sub.descriptions == ["finished"])
    }

    @Test func mergeThreeAndFourAndMany() {
        var three: [Int] = []
        var four: [Int] = []
        var many: [Int] = []
        let c3 = Just(1).merge(with: Just(2), Just(3)).sink { three.append($0) }
        let c4 = Publishers.Merge4(Just(1), Just(2), Just(3), Just(4)).sink { four.append($0) }
        let cm = Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).sink { many.append($0) }
        #expect(three == [1, 2, 3])
        #expect(four == [1, 2, 3, 4])
        #expect(many == [1, 2, 3])
        _ = (c3, c4, cm)
    }

    @Test func cancelIsIdempotentAndCancelsEveryUpstream() {
        let a = UpstreamProbe<Int, Never>()
        let b = UpstreamProbe<Int, Never>()
        let sub = TestSubscriber<Int, Never>()
        a.publisher.merge(with: b.publisher).subscribe(sub)
        sub.cancel()
        sub.cancel()
        a.subject.send(1)
        #expect(sub.events.isEmpty)
        #expect(a.cancelCount == 1)
        #expect(b.cancelCount == 1)
    }

    @Test func reentrantRequestFromInsideReceiveKeepsOrder() {
        let sub = TestSubscriber<Int, Never>(initialDemand: .max(1))
        sub.onValue = { _, subscriber in subscriber.request(.max(1)) }
        Publishers.Merge([1, 2, 3].publisher, [4].publisher).subscribe(sub)
        #expect(sub.values.count == 4)
        #expect(sub.descriptions.last == "finished")
    }

    @Test func concurrentUpstreamsLoseNothingAndKeepPerUpstreamOrder() async {
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let sub = TestSubscriber<Int, Never>()
        Publishers.MergeMany(subjects).subscribe(sub)
        let perThread = 2_000
        await withTaskGroup(of: Void.self) { group in
            for (index, subject) in subjects.enumerated() {
                let box = UncheckedBox(value: subject)
                group.addTask {
                    let subject = box.value
                    for value in 0..<perThread { subject.send(index * perThread + value) }
                    subject.send(completion: .finished)
                }
            }
        }
        let values = sub.values
        #expect(values.count == 4 * perThread)
        for index in 0..<4 {
            let mine = values.filter { $0 / perThread == index }
            #expect(mine == Array(index * perThread..<(index + 1) * perThread))
        }
        #expect(sub.descriptions.last == "finished")
    }
}
