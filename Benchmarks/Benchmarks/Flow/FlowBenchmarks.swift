import Benchmark

// Filled in by the Flow issue.
let benchmarks: @Sendable () -> Void = {
    Benchmark("FlowPlaceholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
