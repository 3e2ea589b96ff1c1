import Benchmark

// Filled in by the Navigation issue.
let benchmarks: @Sendable () -> Void = {
    Benchmark("NavigationPlaceholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
