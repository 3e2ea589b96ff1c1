import Foundation
import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// The 22 scenarios of RxCombine's test suite (CombineCommunity/RxCombine,
/// `Tests/`), re-expressed in Keel's API and written for Keel: the same
/// sources, the same sends, the same expected values, completions, errors and
/// replays. RxCombine's `asPublisher()` is Keel's `toPublisher()`, its
/// `toCombine()` is `asCombineSubject()`, and `bind(to:)` keeps its name.
/// Where RxCombine delays with `MainScheduler` (never serviced in a Linux
/// test process), the delay is a timer on a serial background scheduler.
///
/// These run under both package traits: `swift test --traits StandIn` and,
/// with the local RxSwift mirror, `swift test --scratch-path .build-rx`.
@Suite("RxCombine's 22 scenarios, in Keel's API", .timeLimit(.minutes(1)))
struct RxCombineScenarioTests {
    // MARK: Observable → Combine publisher (4)

    @Test("1. An Int observable: every element, then finished")
    func intObservable() {
        let sub = TestSubscriber<Int, Error>()
        Observable.range(start: 1, count: 100).toPublisher().subscribe(sub)
        #expect(sub.values == Array(1...100))
        #expect(sub.descriptions.last == "finished")
    }

    @Test("2. A String observable: every element, then finished")
    func stringObservable() {
        let words = "Hello world I'm a RxSwift Observable".components(separatedBy: " ")
        let sub = TestSubscriber<String, Error>()
        Observable.from(words).toPublisher().subscribe(sub)
        #expect(sub.values == words)
        #expect(sub.descriptions.last == "finished")
    }

    @Test("3. A failing observable: the elements before the error, then that error")
    func failingObservable() {
        let sub = TestSubscriber<Int, Error>()
        Observable.range(start: 1, count: 100)
            .map { value -> Int in
                guard value < 15 else { throw TestError(id: 1) }
                return value
            }
            .toPublisher()
            .subscribe(sub)
        #expect(sub.values == Array(1...14))
        #expect(sub.descriptions.last == "failure(E1)")
        #expect(sub.events.count == 15)
    }

    @Test("4. Delayed emissions from another thread arrive, then finished")
    func delayedEmissions() async {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let source = Observable<Int>.timer(.milliseconds(20), scheduler: scheduler)
            .flatMap { _ in Observable.from(Array(1...10)) }
        let log = RxLog<Int>()
        var cancellable: AnyCancellable?
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let record = log.observer
            cancellable = source.toPublisher().sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { record.onError(error) } else { record.onCompleted() }
                    finished.resume()
                },
                receiveValue: { record.onNext($0) }
            )
        }
        withExtendedLifetime(cancellable) {}
        #expect(log.events == (1...10).map(String.init) + ["completed"])
    }

    // MARK: Combine publisher → Observable (3)

    @Test("5. An Int publisher as an Observable: every element, then completed")
    func intPublisher() {
        let log = RxLog<Int>()
        _ = (1...100).publisher.asObservable().subscribe(log.observer)
        #expect(log.events == (1...100).map(String.init) + ["completed"])
    }

    @Test("6. A String publisher as an Observable: every element, then completed")
    func stringPublisher() {
        let words = "Hello world I'm a RxSwift Observable".components(separatedBy: " ")
        let log = RxLog<String>()
        _ = words.publisher.asObservable().subscribe(log.observer)
        #expect(log.events == words + ["completed"])
    }

    @Test("7. A failing publisher as an Observable: the elements before the error, then that error")
    func failingPublisher() {
        let log = RxLog<Int>()
        _ = (1...100).publisher
            .setFailureType(to: TestError.self)
            .tryMap { value -> Int in
                guard value < 15 else { throw TestError(id: 1) }
                return value
            }
            .asObservable()
            .subscribe(log.observer)
        #expect(log.events == (1...14).map(String.init) + ["error(E1)"])
    }

    // MARK: Relays as Combine subjects (5)

    @Test("8. A bridged BehaviorRelay replays its value and does not finish")
    func behaviorRelayInitialReplay() {
        let sub = TestSubscriber<Int, Never>()
        BehaviorRelay(value: 1).asCombineSubject().subscribe(sub)
        #expect(sub.descriptions == ["1"])
    }

    @Test("9. A bridged BehaviorRelay: sends from both sides reach both sides; completion is ignored")
    func behaviorRelayIgnoresCompletion() {
        let relay = BehaviorRelay(value: 1)
        let combine = relay.asCombineSubject()
        let sub = TestSubscriber<Int, Never>()
        combine.subscribe(sub)
        combine.send(2)
        relay.accept(3)
        let rx = RxLog<Int>()
        _ = relay.subscribe(rx.observer)
        relay.accept(4)
        combine.send(5)
        relay.accept(6)
        #expect(sub.descriptions == ["1", "2", "3", "4", "5", "6"])
        #expect(rx.events == ["3", "4", "5", "6"])

        combine.send(completion: .finished)
        combine.send(4)
        relay.accept(4)
        relay.accept(4)
        #expect(sub.descriptions == ["1", "2", "3", "4", "5", "6", "4", "4", "4"])
        #expect(rx.events == ["3", "4", "5", "6", "4", "4", "4"])
        #expect(relay.value == 4)
    }

    @Test("10. A BehaviorRelay bound to a CurrentValueSubject: its value, then every send from either side")
    func behaviorRelayBind() {
        let target = CurrentValueSubject<Int, Error>(-1)
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let source = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)
        let combine = source.asCombineSubject()
        combine.send(1)
        source.accept(2)
        source.accept(3)
        combine.send(4)
        #expect(sub.descriptions == ["-1", "0", "1", "2", "3", "4"])
        binding.dispose()
    }

    @Test("11. A bridged PublishRelay: sends from both sides reach both sides, nothing finishes")
    func publishRelays() {
        let relay = PublishRelay<Int>()
        let combine = relay.asCombineSubject()
        let sub = TestSubscriber<Int, Never>()
        combine.subscribe(sub)
        relay.accept(1)
        relay.accept(2)
        combine.send(3)
        let rx = RxLog<Int>()
        _ = relay.subscribe(rx.observer)
        relay.accept(4)
        combine.send(5)
        relay.accept(6)
        #expect(sub.descriptions == ["1", "2", "3", "4", "5", "6"])
        #expect(rx.events == ["4", "5", "6"])
    }

    @Test("12. A PublishRelay bound to a PassthroughSubject: every send from either side")
    func publishRelayBind() {
        let target = PassthroughSubject<Int, Error>()
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let source = PublishRelay<Int>()
        let binding = source.bind(to: target)
        let combine = source.asCombineSubject()
        source.accept(1)
        source.accept(2)
        combine.send(3)
        source.accept(4)
        #expect(sub.descriptions == ["1", "2", "3", "4"])
        binding.dispose()
    }

    // MARK: Subjects as Combine subjects (10)

    @Test("13. A bridged BehaviorSubject: sends and value sets from Combine, onNext from Rx; Combine's completion ends both sides")
    func behaviorSubjectInterop() {
        let rx = BehaviorSubject(value: 1)
        let combine = rx.asCombineSubject()
        let combineSide = TestSubscriber<Int, Error>()
        combine.map { $0 * $0 }.subscribe(combineSide)
        let rxSide = RxLog<Int>()
        _ = rx.map { $0 * $0 }.subscribe(rxSide.observer)

        combine.send(10)
        combine.send(7)
        rx.onNext(2)
        rx.onNext(5)
        combine.send(11)
        combine.value = 60
        #expect(!combineSide.descriptions.contains("finished"))
        #expect(!rxSide.events.contains("completed"))

        combine.send(completion: .finished)
        #expect(rxSide.events.last == "completed")
        #expect(combineSide.descriptions.last == "finished")

        rx.onNext(4)
        rx.onNext(4)
        rx.onNext(4)
        #expect(combineSide.values == [1, 100, 49, 4, 25, 121, 3600])
        #expect(rxSide.values == combineSide.values.map(String.init))
    }

    @Test("14. A bridged BehaviorSubject replays its value and does not finish")
    func behaviorSubjectInitialReplay() {
        let sub = TestSubscriber<Int, Error>()
        BehaviorSubject(value: 1).asCombineSubject().subscribe(sub)
        #expect(sub.descriptions == ["1"])
    }

    @Test("15. A bridged BehaviorSubject: Rx's onCompleted finishes Combine and Rx subscribers")
    func behaviorSubjectCompleted() {
        let rx = BehaviorSubject(value: 1)
        let combine = rx.asCombineSubject()
        let sub = TestSubscriber<Int, Error>()
        combine.subscribe(sub)
        combine.send(2)
        rx.onNext(3)
        let rxSide = RxLog<Int>()
        _ = rx.subscribe(rxSide.observer)
        rx.onNext(4)
        rx.onNext(5)
        combine.send(6)
        #expect(sub.descriptions == ["1", "2", "3", "4", "5", "6"])
        #expect(rxSide.events == ["3", "4", "5", "6"])

        rx.onCompleted()
        #expect(sub.descriptions.last == "finished")
        #expect(rxSide.events.last == "completed")
    }

    @Test("16. A bridged BehaviorSubject: Combine's failure fails both sides with that error; later sends are ignored")
    func behaviorSubjectError() {
        let rx = BehaviorSubject(value: 1)
        let combine = rx.asCombineSubject()
        let sub = TestSubscriber<Int, Error>()
        combine.subscribe(sub)
        combine.send(2)
        rx.onNext(3)
        let rxSide = RxLog<Int>()
        _ = rx.subscribe(rxSide.observer)
        rx.onNext(4)
        rx.onNext(5)
        combine.send(6)
        #expect(!sub.descriptions.contains { $0.hasPrefix("failure") })

        combine.send(completion: .failure(TestError(id: 1)))
        rx.onNext(4)
        rx.onNext(4)
        combine.send(4)
        #expect(sub.descriptions == ["1", "2", "3", "4", "5", "6", "failure(E1)"])
        #expect(rxSide.events == ["3", "4", "5", "6", "error(E1)"])
    }

    @Test("17. A BehaviorSubject bound to a CurrentValueSubject: its value, every element, then its error")
    func behaviorSubjectBind() {
        let target = CurrentValueSubject<Int, Error>(-1)
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let source = BehaviorSubject(value: 0)
        _ = source.bind(to: target)
        for value in 1...4 { source.onNext(value) }
        #expect(!sub.descriptions.contains { $0.hasPrefix("failure") })
        source.onError(TestError(id: 1))
        #expect(sub.descriptions == ["-1", "0", "1", "2", "3", "4", "failure(E1)"])
    }

    @Test("18. A bridged PublishSubject: sends from Combine, onNext from Rx; Combine's completion ends both sides")
    func publishSubjectInterop() {
        let rx = PublishSubject<Int>()
        let combine = rx.asCombineSubject()
        let combineSide = TestSubscriber<Int, Error>()
        combine.map { $0 * $0 }.subscribe(combineSide)
        let rxSide = RxLog<Int>()
        _ = rx.map { $0 * $0 }.subscribe(rxSide.observer)

        combine.send(10)
        combine.send(7)
        rx.onNext(2)
        rx.onNext(5)
        combine.send(11)
        #expect(!combineSide.descriptions.contains("finished"))
        #expect(!rxSide.events.contains("completed"))

        combine.send(completion: .finished)
        #expect(rxSide.events.last == "completed")
        #expect(combineSide.descriptions.last == "finished")

        rx.onNext(4)
        rx.onNext(4)
        rx.onNext(4)
        #expect(combineSide.values == [100, 49, 4, 25, 121])
        #expect(rxSide.values == combineSide.values.map(String.init))
    }

    @Test("19. A bridged PublishSubject: Rx's onCompleted finishes Combine and Rx subscribers")
    func publishSubjectCompleted() {
        let rx = PublishSubject<Int>()
        let combine = rx.asCombineSubject()
        let sub = TestSubscriber<Int, Error>()
        combine.subscribe(sub)
        combine.send(2)
        rx.onNext(3)
        let rxSide = RxLog<Int>()
        _ = rx.subscribe(rxSide.observer)
        rx.onNext(4)
        rx.onNext(5)
        combine.send(6)
        #expect(sub.descriptions == ["2", "3", "4", "5", "6"])
        #expect(rxSide.events == ["4", "5", "6"])

        rx.onCompleted()
        #expect(sub.descriptions.last == "finished")
        #expect(rxSide.events.last == "completed")
    }

    @Test("20. A bridged PublishSubject: Combine's failure fails both sides with that error; later sends are ignored")
    func publishSubjectError() {
        let rx = PublishSubject<Int>()
        let combine = rx.asCombineSubject()
        let sub = TestSubscriber<Int, Error>()
        combine.subscribe(sub)
        combine.send(2)
        rx.onNext(3)
        let rxSide = RxLog<Int>()
        _ = rx.subscribe(rxSide.observer)
        rx.onNext(4)
        rx.onNext(5)
        combine.send(6)
        #expect(!sub.descriptions.contains { $0.hasPrefix("failure") })

        combine.send(completion: .failure(TestError(id: 1)))
        rx.onNext(4)
        rx.onNext(4)
        combine.send(4)
        #expect(sub.descriptions == ["2", "3", "4", "5", "6", "failure(E1)"])
        #expect(rxSide.events == ["4", "5", "6", "error(E1)"])
    }

    @Test("21. A PublishSubject bound to a PassthroughSubject: every element, then its error")
    func publishSubjectBind() {
        let target = PassthroughSubject<Int, Error>()
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let source = PublishSubject<Int>()
        _ = source.bind(to: target)
        for value in 1...4 { source.onNext(value) }
        #expect(!sub.descriptions.contains { $0.hasPrefix("failure") })
        source.onError(TestError(id: 1))
        #expect(sub.descriptions == ["1", "2", "3", "4", "failure(E1)"])
    }

    @Test("22. A PublishSubject bound to a CurrentValueSubject: its value, every element, then finished")
    func publishSubjectBindToCurrentValue() {
        let target = CurrentValueSubject<Int, Error>(0)
        let sub = TestSubscriber<Int, Error>()
        target.subscribe(sub)
        let source = PublishSubject<Int>()
        _ = source.bind(to: target)
        for value in 1...4 { source.onNext(value) }
        #expect(!sub.descriptions.contains("finished"))
        source.onCompleted()
        #expect(sub.descriptions == ["0", "1", "2", "3", "4", "finished"])
    }
}
