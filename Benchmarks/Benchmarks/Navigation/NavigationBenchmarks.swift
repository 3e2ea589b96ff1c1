import Benchmark
import KeelNavigation
import KeelNavigationTesting

// Cost of headless navigation: 10,000 pseudo-random operations (push, pop,
// present, dismiss, select tab, user dismiss) on a HeadlessRouter under a
// coordinator, against a baseline of the same number of plain array
// operations in the same run. One scaled iteration = 10,000 ops.

private let operations = 10_000

@MainActor
private func runNavigation() -> Int {
    let router = HeadlessRouter<String>()
    router.setRoot("root")
    let root = BaseCoordinator<Void>()
    var seed: UInt64 = 42
    for step in 0..<operations {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        switch seed >> 61 {
        case 0, 1:
            let child = BaseCoordinator<Void>()
            root.startChild(child)
            router.push("p") { [weak child] _ in child?.finish(()) }
        case 2:
            router.simulateBackButton()
        case 3:
            let child = BaseCoordinator<Void>()
            root.startChild(child)
            router.present("m", style: .sheet(dismissible: true)) { [weak child] _ in child?.finish(()) }
        case 4:
            router.simulateUserDismiss()
        case 5:
            router.selectTab(step % 4)
        default:
            (root.childCoordinators.last as? BaseCoordinator<Void>)?.finish(())
        }
    }
    return router.commands.count
}

private func runBaseline() -> Int {
    var stack: [Int] = []
    var modals: [Int] = []
    var seed: UInt64 = 42
    for step in 0..<operations {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        switch seed >> 61 {
        case 0, 1: stack.append(step)
        case 2: _ = stack.popLast()
        case 3: modals.append(step)
        case 4: _ = modals.popLast()
        default: break
        }
    }
    return stack.count + modals.count
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(2))

    Benchmark("Baseline: 10k plain array ops") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(runBaseline()) }
    }

    Benchmark("HeadlessRouter + coordinators: 10k random ops") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await MainActor.run { runNavigation() })
        }
    }
}
