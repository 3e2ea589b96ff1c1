import Benchmark
import KeelLaunch

// Time-to-ready of the parallel loader against its floor: the slowest
// required service alone, measured in the same run on the same clock.
// Services sleep known latencies (1…20 ms, the slowest exactly 20 ms) on
// the real ContinuousClock. Target: loader p50 ≤ baseline p50 + 1 ms, up to
// 100 services. Read the difference of the p50s.

private struct TimedService: LaunchService {
    let name: String
    let isRequired = true
    let timeout: Duration = .seconds(5)
    let latency: Duration
    func load() async throws { try await ContinuousClock().sleep(for: latency) }
}

private func services(_ count: Int) -> [any LaunchService] {
    (0..<count).map { index in
        TimedService(name: "service\(index)", latency: index == 0 ? .milliseconds(20) : .milliseconds(1 + index % 19))
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 60
    )

    Benchmark("Baseline: slowest service alone (20 ms)") { benchmark in
        for _ in benchmark.scaledIterations {
            try? await ContinuousClock().sleep(for: .milliseconds(20))
        }
    }

    for count in [10, 100] {
        let list = services(count)
        Benchmark("ParallelLoader: \(count) services, slowest 20 ms") { benchmark in
            let loader = ParallelLoader(clock: ContinuousClock(), overallDeadline: .seconds(10))
            for _ in benchmark.scaledIterations {
                let report = await loader.load(list)
                blackHole(report.succeeded)
            }
        }
    }
}
