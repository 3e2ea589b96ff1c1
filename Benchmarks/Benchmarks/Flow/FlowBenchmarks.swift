import Benchmark
import KeelFlow

// Event → transition → published state through KeelFlow, against the
// hand-written equivalent (a `switch` plus a `@Published` assignment on a
// @MainActor ObservableObject) in the same run. Both toggle between two
// states with associated data, one event per scaled iteration, with one
// `objectWillChange` subscriber attached. Target: ≤ 3× the hand-written p50.

private enum Light: FlowState {
    case red(Int)
    case green(Int)
    enum Kind: CaseIterable, Sendable { case red, green }
    var kind: Kind {
        switch self {
        case .red: .red
        case .green: .green
        }
    }
}

private enum Toggle: FlowEvent {
    case toggle
    var kind: Toggle { self }
}

@MainActor
private final class HandWritten: ObservableObject {
    @Published private(set) var state = Light.red(0)

    func send(_ event: Toggle) {
        switch (state, event) {
        case (.red(let count), .toggle): state = .green(count + 1)
        case (.green(let count), .toggle): state = .red(count + 1)
        }
    }
}

extension FlowCase where Root == Light {
    fileprivate static var red: FlowCase<Light, Int> { .init(.red) { if case .red(let count) = $0 { count } else { nil } } }
    fileprivate static var green: FlowCase<Light, Int> { .init(.green) { if case .green(let count) = $0 { count } else { nil } } }
}

/// Payload-bound declarations (the recommended form).
private let machine = StateMachine<Light, Toggle, NoReason>(
    initial: .red(0),
    transitions: [
        .on(.toggle, in: .red, to: [.green]) { count in .green(count + 1) },
        .on(.toggle, in: .green, to: [.red]) { count in .red(count + 1) },
    ]
)

/// The original whole-value declarations, kept source-compatible.
private let wholeValueMachine = StateMachine<Light, Toggle, NoReason>(
    initial: .red(0),
    transitions: [
        .on(.toggle, from: [.red], to: [.green]) { state, _ in
            guard case .red(let count) = state else { return state }
            return .green(count + 1)
        },
        .on(.toggle, from: [.green], to: [.red]) { state, _ in
            guard case .green(let count) = state else { return state }
            return .red(count + 1)
        },
    ]
)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    Benchmark("Baseline: hand-written switch + @Published") { measured in
        // The benchmark object is only used on the main actor from here on.
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let model = HandWritten()
            var changes = 0
            let cancellable = model.objectWillChange.sink { changes += 1 }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { model.send(.toggle) }
            benchmark.stopMeasurement()
            blackHole(changes)
            cancellable.cancel()
        }
    }

    Benchmark("KeelFlow: FlowController.send → transition → @Published") { measured in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let controller = FlowController(machine: machine)
            var changes = 0
            let cancellable = controller.objectWillChange.sink { changes += 1 }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { controller.send(.toggle) }
            benchmark.stopMeasurement()
            blackHole(changes)
            cancellable.cancel()
        }
    }

    Benchmark("KeelFlow: FlowController.send → transition → @Published (whole-value declarations)") { measured in
        nonisolated(unsafe) let benchmark = measured
        await MainActor.run {
            let controller = FlowController(machine: wholeValueMachine)
            var changes = 0
            let cancellable = controller.objectWillChange.sink { changes += 1 }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { controller.send(.toggle) }
            benchmark.stopMeasurement()
            blackHole(changes)
            cancellable.cancel()
        }
    }

    Benchmark("KeelFlow: StateMachine.transition (pure)") { benchmark in
        var snapshot = StateMachine<Light, Toggle, NoReason>.Snapshot(state: .red(0))
        for _ in benchmark.scaledIterations {
            if case .success(let step) = machine.transition(snapshot, on: .toggle) { snapshot.state = step.to }
        }
        blackHole(snapshot)
    }
}
