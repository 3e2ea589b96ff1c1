import Foundation
import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// Concurrency stress that keeps Rx's grammar: emission into a source comes
/// from many threads but is serialized through a lock (`SerializedEmitter`),
/// as RxSwift requires — RxSwift reports a "Synchronization anomaly" for
/// overlapping `onNext` and a "Reentrancy anomaly" for re-entrant ones, and
/// this suite triggers neither. What races is everything the bridge must
/// make safe: subscribers subscribing and cancelling, cancel against
/// delivery, demand against delivery, completion against new subscribers.
///
/// Every scenario runs for each source kind, the read-only bridge
/// (`toPublisher()`) and the four two-way bridged subjects, with writes
/// through the bridge (`send`, `value =`) or on the Rx side.
/// `KEEL_STRESS_EVENTS` changes the events per emitting thread (default
/// 5,000; smaller under `--sanitize=thread`, which is ~10× slower).
@Suite("Bridge stress: legal concurrency", .timeLimit(.minutes(1)))
struct BridgeStressTests {
    static let emitters = 8
    static let churners = 3
    static let eventsPerThread = ProcessInfo.processInfo.environment["KEEL_STRESS_EVENTS"].flatMap(Int.init) ?? 5_000

    @Test("Serialized emission from 8 threads while subscribers come and go: one order, nothing lost or duplicated, every subscription disposed",
          arguments: StressSource.allCases)
    func serializedEmissionWithChurningSubscribers(_ kind: StressSource) async {
        let fixture = StressFixture(kind)
        let steady = TestSubscriber<Int, Error>()
        fixture.publisher.subscribe(steady)
        let churned = Collected<[Int]>()
        let total = Self.emitters * Self.eventsPerThread
        let perThread = Self.eventsPerThread
        let emitter = fixture.emitter

        await onThreads(Self.emitters + Self.churners) { index in
            if index < Self.emitters {
                for _ in 0..<perThread { emitter.emitNext() }
                return
            }
            var round = 0
            repeat {
                let subscriber = TestSubscriber<Int, Error>()
                fixture.publisher.subscribe(subscriber)
                if round % 2 == 1 {
                    // Stay until something arrives (or emission ends), then leave.
                    while subscriber.events.isEmpty, emitter.emitted < total {}
                }
                subscriber.cancel()
                churned.append(subscriber.values)
                round += 1
            } while emitter.emitted < total
        }

        #expect(steady.values == fixture.initialValues + Array(0..<total))
        #expect(steady.events.count == steady.values.count, "no completion")
        let runs = churned.all
        #expect(runs.count >= Self.churners)
        #expect(runs.allSatisfy(isConsecutive), "each short-lived subscriber saw one unbroken run of the emission order")
        steady.cancel()
        if let hasObservers = fixture.hasObservers { #expect(!hasObservers(), "every subscription was disposed") }
    }

    @Test("Cancel racing serialized emission: at most the value in flight lands after cancel returns; the source is disposed",
          arguments: StressSource.allCases)
    func cancelRacingEmission(_ kind: StressSource) async {
        let rounds = 20
        let perThread = Swift.max(1, Self.eventsPerThread / 20)
        let emitterThreads = 4
        for _ in 0..<rounds {
            let fixture = StressFixture(kind)
            let subscriber = TestSubscriber<Int, Error>()
            fixture.publisher.subscribe(subscriber)
            let emitter = fixture.emitter
            let total = emitterThreads * perThread
            let cancelAfter = Int.random(in: 0...Swift.min(50, total))
            let countWhenCancelled = Collected<Int>()

            await onThreads(emitterThreads + 1) { index in
                if index < emitterThreads {
                    for _ in 0..<perThread { emitter.emitNext() }
                    return
                }
                while subscriber.events.count < cancelAfter, emitter.emitted < total {}
                subscriber.cancel()
                countWhenCancelled.append(subscriber.events.count)
            }

            let snapshot = countWhenCancelled.all.first ?? 0
            #expect(subscriber.events.count <= snapshot + 1)
            #expect(isConsecutive(subscriber.values))
            if let hasObservers = fixture.hasObservers { #expect(!hasObservers()) }
        }
    }

    @Test("Demand racing delivery: requests from other threads and from inside receive; never more than requested, nothing lost",
          arguments: StressSource.allCases)
    func demandRacingDelivery(_ kind: StressSource) async {
        let fixture = StressFixture(kind)
        let subscriber = DemandCheckingSubscriber<Error>(initialDemand: 1, requestInsideReceiveEvery: 7)
        fixture.publisher.subscribe(subscriber)
        let emitter = fixture.emitter
        let emitterThreads = 4
        let requesters = 2
        let perThread = Self.eventsPerThread / 2
        let requestsPerRequester = perThread

        await onThreads(emitterThreads + requesters) { index in
            if index < emitterThreads {
                for _ in 0..<perThread { emitter.emitNext() }
            } else {
                for _ in 0..<requestsPerRequester { subscriber.request(1) }
            }
        }

        let available = fixture.initialValues.count + emitter.emitted
        let values = subscriber.values
        #expect(subscriber.overrunCount == 0, "never more values than requested")
        #expect(values.count == Swift.min(available, subscriber.totalGranted), "everything requested and available was delivered")
        #expect(values == Array((fixture.initialValues + Array(0..<emitter.emitted)).prefix(values.count)))
        subscriber.cancel()
        if let hasObservers = fixture.hasObservers { #expect(!hasObservers()) }
    }

    @Test("Completion racing new subscribers: subjects end every subscriber once and nothing follows; relays never end",
          arguments: StressSource.allCases)
    func completionRacingSubscribers(_ kind: StressSource) async {
        let fixture = StressFixture(kind)
        let steady = TestSubscriber<Int, Error>()
        fixture.publisher.subscribe(steady)
        let emitter = fixture.emitter
        let perThread = Self.eventsPerThread / 2
        let emitterThreads = 4
        let churned = Collected<[String]>()

        await onThreads(emitterThreads + Self.churners) { index in
            if index < emitterThreads {
                for step in 0..<perThread {
                    if index == 0, step == perThread / 2 { emitter.finish() }
                    emitter.emitNext()
                }
                return
            }
            repeat {
                let subscriber = TestSubscriber<Int, Error>()
                fixture.publisher.subscribe(subscriber)
                subscriber.cancel()
                churned.append(subscriber.descriptions)
            } while !emitter.isFinished
            // A few more after the end: they must see only the stop event (or, for relays, the current value).
            for _ in 0..<10 {
                let late = TestSubscriber<Int, Error>()
                fixture.publisher.subscribe(late)
                churned.append(late.descriptions)
                late.cancel()
            }
        }

        let emitted = emitter.emitted
        let expectedValues = fixture.initialValues + Array(0..<emitted)
        if fixture.completes {
            #expect(steady.descriptions == expectedValues.map(String.init) + ["finished"])
        } else {
            #expect(steady.descriptions == expectedValues.map(String.init))
        }
        for run in churned.all {
            let values = run.prefix { $0 != "finished" }.compactMap(Int.init)
            #expect(values.count == run.prefix { $0 != "finished" }.count, "only values before the stop event")
            #expect(isConsecutive(values))
            let stops = run.count - values.count
            #expect(stops <= (fixture.completes ? 1 : 0), "at most one stop event, and none from a relay: \(run.suffix(3))")
        }
    }

    @Test("bind(to:) under serialized emission from 8 threads, disposed mid-stream: one order, then nothing",
          arguments: [false, true])
    func bindToSubjectUnderSerializedEmission(_ fromRelay: Bool) async {
        let steady = TestSubscriber<Int, Never>()
        let target = PassthroughSubject<Int, Never>()
        target.subscribe(steady)
        let send: (Int) -> Void
        let binding: Disposable
        let hasObservers: () -> Bool?
        if fromRelay {
            let relay = PublishRelay<Int>()
            binding = relay.bind(to: target)
            send = relay.accept
            hasObservers = { nil }
        } else {
            let subject = PublishSubject<Int>()
            binding = subject.asInfallible(onErrorJustReturn: -1).bind(to: target)
            send = subject.onNext
            hasObservers = { subject.hasObservers }
        }
        let emitter = SerializedEmitter(send: send)
        let perThread = Self.eventsPerThread
        let total = Self.emitters * perThread
        let disposeAt = total / 2
        let countWhenDisposed = Collected<Int>()
        let bindingBox = UncheckedBox(value: binding)

        await onThreads(Self.emitters + 1) { index in
            if index < Self.emitters {
                for _ in 0..<perThread { emitter.emitNext() }
                return
            }
            while steady.events.count < disposeAt, emitter.emitted < total {}
            bindingBox.value.dispose()
            countWhenDisposed.append(steady.events.count)
        }

        let snapshot = countWhenDisposed.all.first ?? 0
        #expect(steady.values.count <= snapshot + 1)
        #expect(steady.values == Array(0..<steady.values.count))
        #expect(steady.values.count >= Swift.min(disposeAt, total))
        if let observed = hasObservers() { #expect(!observed) }
    }
}

/// The sources the stress suite runs against.
enum StressSource: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Rx-side `onNext`, read through `toPublisher()`.
    case publishSubjectToPublisher
    /// Writes through `PublishSubject.asCombineSubject().send`.
    case bridgedPublishSubject
    /// Writes through `BehaviorSubject.asCombineSubject().value = …`.
    case bridgedBehaviorSubject
    /// Writes through `PublishRelay.asCombineSubject().send`.
    case bridgedPublishRelay
    /// Rx-side `accept`, read through `BehaviorRelay.asCombineSubject()`.
    case bridgedBehaviorRelay

    var testDescription: String { rawValue }
}

/// One source of a kind: how to emit into it (serialized), how to read it,
/// and what a subscriber sees before the first emission.
struct StressFixture: @unchecked Sendable {
    let emitter: SerializedEmitter
    let publisher: AnyPublisher<Int, Error>
    /// Replayed to a subscriber before anything was emitted (behavior kinds).
    let initialValues: [Int]
    /// Whether `finish()` ends the stream (subjects) or is ignored (relays).
    let completes: Bool
    /// Whether the Rx source still has observers (`nil` where RxRelay does not say).
    let hasObservers: (() -> Bool)?

    init(_ kind: StressSource) {
        switch kind {
        case .publishSubjectToPublisher:
            let subject = PublishSubject<Int>()
            emitter = SerializedEmitter(send: { subject.onNext($0) }, complete: { subject.onCompleted() })
            publisher = subject.toPublisher()
            initialValues = []
            completes = true
            hasObservers = { subject.hasObservers }
        case .bridgedPublishSubject:
            let subject = PublishSubject<Int>()
            let bridged = subject.asCombineSubject()
            emitter = SerializedEmitter(send: { bridged.send($0) }, complete: { bridged.send(completion: .finished) })
            publisher = bridged.eraseToAnyPublisher()
            initialValues = []
            completes = true
            hasObservers = { subject.hasObservers }
        case .bridgedBehaviorSubject:
            let subject = BehaviorSubject(value: -1)
            let bridged = subject.asCombineSubject()
            emitter = SerializedEmitter(send: { bridged.value = $0 }, complete: { bridged.send(completion: .finished) })
            publisher = bridged.eraseToAnyPublisher()
            initialValues = [-1]
            completes = true
            hasObservers = { subject.hasObservers }
        case .bridgedPublishRelay:
            let relay = PublishRelay<Int>()
            let bridged = relay.asCombineSubject()
            emitter = SerializedEmitter(send: { bridged.send($0) }, complete: { bridged.send(completion: .finished) })
            publisher = bridged.setFailureType(to: Error.self).eraseToAnyPublisher()
            initialValues = []
            completes = false
            hasObservers = nil
        case .bridgedBehaviorRelay:
            let relay = BehaviorRelay(value: -1)
            let bridged = relay.asCombineSubject()
            emitter = SerializedEmitter(send: { relay.accept($0) }, complete: { bridged.send(completion: .finished) })
            publisher = bridged.setFailureType(to: Error.self).eraseToAnyPublisher()
            initialValues = [-1]
            completes = false
            hasObservers = nil
        }
    }
}
