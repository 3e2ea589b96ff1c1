import Benchmark

// Filled in by the foundation issue.
let benchmarks: @Sendable () -> Void = {
    Benchmark("CombineShimPlaceholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
