import Benchmark
import KeelBridge
import KeelRx

// Per-event cost through each bridge method, against two baselines measured
// in the same run: a raw Combine `PassthroughSubject → sink` (the issue's
// target: ≤ 1.5×) and a raw Rx `PublishSubject → subscribe(onNext:)` (what
// the Rx side costs on its own). One event per scaled iteration; read the
// ratios of the p50s, and mallocs per event (target: 0 at unlimited demand).
// `bind(to:)` passes through a real `PassthroughSubject`, so its fair
// baseline is the sum of both baselines.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    Benchmark("Baseline: Combine PassthroughSubject → sink") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Baseline: Rx PublishSubject → subscribe(onNext:)") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.onNext(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        subscription.dispose()
    }

    Benchmark("Bridge: PublishSubject.toPublisher() → sink") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let cancellable = subject.toPublisher().sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.onNext(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Bridge: BehaviorSubject.asPublisher() → sink") { benchmark in
        let subject = BehaviorSubject(value: 0)
        var sum = 0
        let cancellable = subject.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.onNext(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Bridge: PublishRelay.asPublisher() → sink") { benchmark in
        let relay = PublishRelay<Int>()
        var sum = 0
        let cancellable = relay.asPublisher().sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { relay.accept(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    // Two-way bridge (`asCombineSubject()`): the read path (Rx writes,
    // Combine reads), the write path (Combine writes into the legacy subject
    // or relay, a Combine subscriber of the same bridged subject reads: the
    // round trip through Rx), Combine writing to an Rx subscriber, and
    // `bind(to:)` into a Combine subject.

    Benchmark("Two-way read: BehaviorRelay.accept → asCombineSubject() → sink") { benchmark in
        let relay = BehaviorRelay(value: 0)
        var sum = 0
        let cancellable = relay.asCombineSubject().sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { relay.accept(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: PublishSubject.asCombineSubject().send → sink") { benchmark in
        let bridged = PublishSubject<Int>().asCombineSubject()
        var sum = 0
        let cancellable = bridged.sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: BehaviorSubject.asCombineSubject().send → sink") { benchmark in
        let bridged = BehaviorSubject(value: 0).asCombineSubject()
        var sum = 0
        let cancellable = bridged.sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: PublishRelay.asCombineSubject().send → sink") { benchmark in
        let bridged = PublishRelay<Int>().asCombineSubject()
        var sum = 0
        let cancellable = bridged.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: BehaviorRelay.asCombineSubject().send → sink") { benchmark in
        let bridged = BehaviorRelay(value: 0).asCombineSubject()
        var sum = 0
        let cancellable = bridged.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: BehaviorRelay.asCombineSubject().value = → sink") { benchmark in
        let bridged = BehaviorRelay(value: 0).asCombineSubject()
        var sum = 0
        let cancellable = bridged.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.value = index }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Two-way write: PublishRelay.asCombineSubject().send → Rx subscribe(onNext:)") { benchmark in
        let relay = PublishRelay<Int>()
        let bridged = relay.asCombineSubject()
        var sum = 0
        let subscription = relay.subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { bridged.send(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        subscription.dispose()
    }

    Benchmark("bind(to:): PublishSubject.onNext → PassthroughSubject → sink") { benchmark in
        let subject = PublishSubject<Int>()
        let target = PassthroughSubject<Int, Error>()
        var sum = 0
        let cancellable = target.sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
        let binding = subject.bind(to: target)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations { subject.onNext(index) }
        benchmark.stopMeasurement()
        blackHole(sum)
        binding.dispose()
        cancellable.cancel()
    }

    Benchmark("Setup+teardown: Combine Just → sink (baseline)") { benchmark in
        var sum = 0
        for _ in benchmark.scaledIterations {
            let cancellable = Just(1).sink { sum &+= $0 }
            cancellable.cancel()
        }
        blackHole(sum)
    }

    Benchmark("Setup+teardown: Single.just.asPublisher() → sink") { benchmark in
        var sum = 0
        let single = Single.just(1)
        for _ in benchmark.scaledIterations {
            let cancellable = single.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
            cancellable.cancel()
        }
        blackHole(sum)
    }

    Benchmark("Setup+teardown: BehaviorSubject.asPublisher() subscribe/cancel") { benchmark in
        var sum = 0
        let subject = BehaviorSubject(value: 1)
        for _ in benchmark.scaledIterations {
            let cancellable = subject.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
            cancellable.cancel()
        }
        blackHole(sum)
    }

    Benchmark("Setup+teardown: BehaviorRelay.asCombineSubject() → sink → cancel") { benchmark in
        var sum = 0
        let relay = BehaviorRelay(value: 1)
        for _ in benchmark.scaledIterations {
            let cancellable = relay.asCombineSubject().sink { sum &+= $0 }
            cancellable.cancel()
        }
        blackHole(sum)
    }
}
