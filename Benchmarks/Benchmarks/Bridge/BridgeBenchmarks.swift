import Benchmark

// Filled in by the Bridge issue.
let benchmarks: @Sendable () -> Void = {
    Benchmark("BridgePlaceholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
