import Foundation
import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// Concurrency stress: 8 threads × 100k events (≈2 s in a debug build here).
/// `KEEL_STRESS_EVENTS` changes the per-thread count (e.g. smaller under
/// `swift test --sanitize=thread`, which is ~10× slower).
@Suite("Bridge stress", .timeLimit(.minutes(1)))
struct BridgeStressTests {
    static let threads = 8
    static let eventsPerThread = ProcessInfo.processInfo.environment["KEEL_STRESS_EVENTS"].flatMap(Int.init) ?? 100_000

    @Test("8 threads emitting: nothing lost or duplicated, per-thread order kept")
    func concurrentEmitters() async {
        let source = CountingSource<Int>()
        let sub = TestSubscriber<Int, Error>()
        source.observable.toPublisher().subscribe(sub)
        let box = UncheckedBox(value: source)
        let perThread = Self.eventsPerThread
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<Self.threads {
                group.addTask {
                    for index in 0..<perThread { box.value.emit(.next(thread * perThread + index)) }
                }
            }
        }
        let values = sub.values
        #expect(values.count == Self.threads * perThread)
        var next = Array(repeating: 0, count: Self.threads)
        var inOrder = true
        for value in values {
            let thread = value / perThread
            if value % perThread != next[thread] { inOrder = false }
            next[thread] += 1
        }
        #expect(inOrder)
        #expect(next.allSatisfy { $0 == perThread })
    }

    @Test("Concurrent emitters under limited demand: nothing beyond demand, nothing lost")
    func concurrentEmittersWithDemand() async {
        let source = CountingSource<Int>()
        let sub = TestSubscriber<Int, Error>(initialDemand: .max(10))
        source.observable.toPublisher().subscribe(sub)
        let box = UncheckedBox(value: source)
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask { for index in 0..<1_000 { box.value.emit(.next(thread * 1_000 + index)) } }
            }
        }
        #expect(sub.values.count == 10)
        sub.request(.unlimited)
        #expect(sub.values.count == 4_000)
        #expect(Set(sub.values).count == 4_000)
    }

    @Test("Cancel racing emission: after cancel returns nothing more arrives, and the source is disposed")
    func cancelRacingEmission() async {
        for _ in 0..<20 {
            let source = CountingSource<Int>()
            let sub = TestSubscriber<Int, Error>()
            source.observable.toPublisher().subscribe(sub)
            let box = UncheckedBox(value: source)
            let subscriberBox = UncheckedBox(value: sub)
            let countAfterCancel: Int = await withTaskGroup(of: Int?.self) { group in
                group.addTask {
                    for index in 0..<2_000 { box.value.emit(.next(index)) }
                    return nil
                }
                group.addTask {
                    subscriberBox.value.cancel()
                    return subscriberBox.value.values.count
                }
                var snapshot = 0
                for await result in group { if let result { snapshot = result } }
                return snapshot
            }
            // A value already being delivered when cancel ran may land; nothing after it.
            #expect(sub.values.count <= countAfterCancel + 1)
            #expect(source.disposals == 1)
        }
    }
}
