import Benchmark

// Filled in by the Launch issue.
let benchmarks: @Sendable () -> Void = {
    Benchmark("LaunchPlaceholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
