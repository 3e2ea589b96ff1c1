import Benchmark
import KeelBridge
import KeelRx

// Per-event cost through each bridge method, against two baselines measured
// in the same run: a raw Combine `PassthroughSubject → sink` (the issue's
// target: ≤ 1.5×) and a raw Rx `PublishSubject → subscribe(onNext:)` (what
// the Rx side costs on its own). One event per scaled iteration; read the
// ratios of the p50s, and mallocs per event (target: 0 at unlimited demand).

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
}
