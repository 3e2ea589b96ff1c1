import Benchmark
import KeelBridge

// Cost of Keel's portable `Publishers.CombineLatest` / `Merge` (OpenCombine
// lacks them) against a direct `PassthroughSubject → sink` in the same run.
// Each benchmark sends one event per scaled iteration (1,000 per sample);
// read the ratio of the medians (and of mallocs) between "Baseline" and the
// operator rows.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    Benchmark("Baseline: PassthroughSubject → sink") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            subject.send(1)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("CombineLatest(a, b) → sink") { benchmark in
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = Publishers.CombineLatest(a, b).sink { sum &+= $0 &+ $1 }
        b.send(1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            a.send(1)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }

    Benchmark("Merge(a, b) → sink") { benchmark in
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = a.merge(with: b).sink { sum &+= $0 }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            (index & 1 == 0 ? a : b).send(index)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        cancellable.cancel()
    }
}
