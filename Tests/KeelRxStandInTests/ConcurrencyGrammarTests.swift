import Foundation
import KeelRx
import Testing

/// Several threads sending to one subject. RxSwift's grammar forbids
/// overlapping sends (its debug builds print a "Synchronization anomaly"), so
/// against real RxSwift (trait `RxSwift`) the senders are serialized through a
/// lock and only what RxSwift promises is checked — no loss, per-sender
/// order. The stand-in promises more: senders may really overlap, and it
/// still delivers one event at a time (no overlapping calls into one
/// observer, one order for all subscribers, nothing after a stop event),
/// checked with `#if !RxSwift`.
@Suite("Concurrent senders", .timeLimit(.minutes(1)))
struct ConcurrencyGrammarTests {
    static let senders = 4
    static let perSender = 300

    @Test func concurrentSendersLoseNothingAndEachSubscriberSeesASerializedStream() async {
        let subject = PublishSubject<Int>()
        let first = OverlapDetector<Int>()
        let second = OverlapDetector<Int>()
        _ = subject.subscribe(first)
        _ = subject.subscribe(second)
        await send(to: UnsafeTransfer(subject))

        for detector in [first, second] {
            let values = detector.values
            #expect(values.count == Self.senders * Self.perSender)
            for sender in 0..<Self.senders {
                let mine = values.filter { $0 / 1_000 == sender }
                #expect(mine == Array(sender * 1_000..<sender * 1_000 + Self.perSender))
            }
        }
        #if !RxSwift
        #expect(first.maxInFlight == 1)
        #expect(second.maxInFlight == 1)
        #expect(first.values.elementsEqual(second.values), "both subscribers see one order")
        #endif
    }

    @Test func behaviorSubjectUnderConcurrentSendersKeepsTheLastValueSeen() async throws {
        let subject = BehaviorSubject(value: -1)
        let detector = OverlapDetector<Int>()
        _ = subject.subscribe(detector)
        await send(to: UnsafeTransfer(subject))
        let values = detector.values
        #expect(values.count == Self.senders * Self.perSender + 1)
        #expect(values.first == -1)
        #if !RxSwift
        #expect(detector.maxInFlight == 1)
        #expect(try subject.value() == values.last)
        #endif
    }

    @Test func aStopEventRacingSendersIsTheLastEventEachSubscriberSees() async {
        let subject = PublishSubject<Int>()
        let detector = OverlapDetector<Int>()
        _ = subject.subscribe(detector)
        let box = UnsafeTransfer(subject)
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<Self.senders {
                group.addTask {
                    for value in 0..<Self.perSender {
                        legalUnderRxSwift { box.value.onNext(sender * 1_000 + value) }
                        if sender == 0, value == Self.perSender / 2 { legalUnderRxSwift { box.value.onCompleted() } }
                    }
                }
            }
        }
        #expect(detector.stopEvents == 1)
        #if !RxSwift
        #expect(detector.eventsAfterStop == 0)
        #expect(detector.maxInFlight == 1)
        #endif
    }

    @Test func observeOnASerialSchedulerDeliversEverythingInOrderOffTheSendingThread() async {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            let collected = Recorder<Int>()
            _ = subject.observe(on: scheduler).subscribe(
                onNext: { collected.note("\($0)") },
                onCompleted: { continuation.resume(returning: collected.events.compactMap(Int.init)) }
            )
            for value in 0..<200 { subject.onNext(value) }
            subject.onCompleted()
        }
        #expect(values == Array(0..<200))
    }

    private func send<Subject: ObserverType & Sendable>(to subject: Subject) async where Subject.Element == Int {
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<Self.senders {
                group.addTask {
                    for value in 0..<Self.perSender { legalUnderRxSwift { subject.onNext(sender * 1_000 + value) } }
                }
            }
        }
    }
}

/// Serializes `send` through one lock under real RxSwift, whose grammar
/// forbids overlapping sends; under the stand-in, which promises to
/// serialize them itself, senders really overlap.
private let rxSendLock = NSLock()
private func legalUnderRxSwift(_ send: () -> Void) {
    #if RxSwift
    rxSendLock.lock()
    send()
    rxSendLock.unlock()
    #else
    send()
    #endif
}

extension UnsafeTransfer: ObserverType where Value: ObserverType {
    typealias Element = Value.Element
    func on(_ event: Event<Value.Element>) { value.on(event) }
}

/// Records elements and how many calls into it were in flight at once.
final class OverlapDetector<Element>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var inFlight = 0
    private var maxSeen = 0
    private var recorded: [Element] = []
    private var stops = 0
    private var afterStop = 0

    func on(_ event: Event<Element>) {
        lock.lock()
        inFlight += 1
        maxSeen = Swift.max(maxSeen, inFlight)
        lock.unlock()
        // A window in which an overlapping call would be seen.
        for _ in 0..<50 { _ = Thread.current }
        lock.lock()
        if stops > 0 { afterStop += 1 }
        switch event {
        case .next(let element): recorded.append(element)
        case .error, .completed: stops += 1
        }
        inFlight -= 1
        lock.unlock()
    }

    var values: [Element] { lock.lock(); defer { lock.unlock() }; return recorded }
    var maxInFlight: Int { lock.lock(); defer { lock.unlock() }; return maxSeen }
    var stopEvents: Int { lock.lock(); defer { lock.unlock() }; return stops }
    var eventsAfterStop: Int { lock.lock(); defer { lock.unlock() }; return afterStop }
}
