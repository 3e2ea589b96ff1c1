import Clocks
import KeelCombine
import KeelFlow
import KeelTesting
import Testing

@Suite("FlowController: single source of truth", .timeLimit(.minutes(1)))
@MainActor
struct FlowControllerTests {
    @Test func exactlyOneObjectWillChangePerAppliedTransitionAndNoneForRejected() {
        let controller = FlowController(machine: makeDoorMachine())
        var changes = 0
        let cancellable = controller.objectWillChange.sink { changes += 1 }
        controller.send(.open(at: 1))
        #expect(changes == 1)
        controller.send(.lock(code: 1))
        controller.send(.open(at: 2))
        #expect(changes == 1)
        controller.send(.close)
        #expect(changes == 2)
        cancellable.cancel()
    }

    @Test func rejectionsArePublishedAndStateIsUnchanged() {
        let controller = FlowController(machine: makeDoorMachine())
        var seen: [Rejection<DoorState, DoorEvent, DoorReason>] = []
        var hooked = 0
        controller.onRejection = { _ in hooked += 1 }
        let cancellable = controller.rejections.sink { seen.append($0) }
        controller.send(.close)
        #expect(controller.state == .closed)
        #expect(seen == [.noTransition(from: .closed, event: .close)])
        #expect(hooked == 1)
        cancellable.cancel()
    }

    @Test func reentrantSendsAreQueuedInOrder() {
        let controller = FlowController(machine: makeDoorMachine())
        var order: [DoorState] = []
        let cancellable = controller.steps.sink { step in
            order.append(step.to)
            if step.to == .open(since: 1) {
                controller.send(.close)
                controller.send(.lock(code: 5))
                // Still processing `.open`: the queued events haven't run yet.
                #expect(controller.state == .open(since: 1))
            }
        }
        controller.send(.open(at: 1))
        #expect(order == [.open(since: 1), .closed, .locked(code: 5)])
        cancellable.cancel()
    }

    @Test func derivedScopeReadsTheParentWithoutNesting() {
        let controller = FlowController(machine: makeDoorMachine())
        let isOpen = controller.scope(state: { $0.kind == .open }, event: { (at: Int) in DoorEvent.open(at: at) })
        var values: [Bool] = []
        let cancellable = isOpen.publisher.sink { values.append($0) }
        isOpen.send(4)
        controller.send(.ping)
        #expect(isOpen.state)
        #expect(values == [false, true])
        cancellable.cancel()
    }

    @Test func delayedEventFiresOnTheInjectedClock() async {
        let clock = TestClock<Duration>()
        let machine = makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(30))] })
        let controller = FlowController(machine: machine, clock: clock)
        controller.send(.open(at: 0))
        await clock.advance(by: .seconds(29))
        #expect(controller.state == .open(since: 0))
        await clock.advance(by: .seconds(1))
        await waitUntil("the 30 s timer closed the door") { controller.state == .closed }
        await waitUntil("the timer effect ended") { controller.runningEffectCount == 0 }
    }

    @Test func leavingAStateCancelsItsEffectsAndDropsTheirEvents() async {
        let clock = TestClock<Duration>()
        let machine = makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(30))] })
        let controller = FlowController(machine: machine, clock: clock)
        controller.send(.open(at: 0))
        #expect(controller.runningEffectCount == 1)
        controller.send(.close)
        #expect(controller.runningEffectCount == 0)
        controller.send(.open(at: 1))
        await clock.advance(by: .seconds(29))
        // The first (cancelled) timer would have fired by now; the state keeps the second open.
        #expect(controller.state == .open(since: 1))
    }

    @Test func anEffectWithTheSameIdReplacesTheRunningOne() async {
        let clock = TestClock<Duration>()
        let machine = makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(10), id: "timer")] })
        let controller = FlowController(machine: machine, clock: clock)
        controller.send(.open(at: 0))
        #expect(controller.runningEffectCount == 1)
        controller.send(.close)
        controller.send(.open(at: 1))
        #expect(controller.runningEffectCount == 1)
    }

    @Test func anEffectsThrownErrorGoesToTheHookWithItsIdAndSource() async {
        let machine = makeDoorMachine(openEffects: { _ in [.run(id: "lock") { _ in throw DoorJammed() }] })
        let controller = FlowController(machine: machine, clock: TestClock<Duration>())
        var hooked: [EffectFailure] = []
        var published: [EffectFailure] = []
        controller.onEffectError = { hooked.append($0) }
        let cancellable = controller.effectErrors.sink { published.append($0) }
        controller.send(.open(at: 0))
        await waitUntil("the effect's error reached the hook") { hooked.count == 1 }
        #expect(published.count == 1)
        #expect(hooked.first?.error is DoorJammed)
        #expect(hooked.first?.id == "lock")
        #expect(hooked.first?.source.fileID.description == "KeelFlowTests/FlowControllerTests.swift")
        #expect(controller.state == .open(since: 0))   // an error is not an event
        cancellable.cancel()
    }

    @Test func withoutAHookAnEffectsErrorIsReportedAsAnIssue() async {
        let machine = makeDoorMachine(openEffects: { _ in [.run { _ in throw DoorJammed() }] })
        let controller = FlowController(machine: machine, clock: TestClock<Duration>())
        var published = 0
        let cancellable = controller.effectErrors.sink { _ in published += 1 }
        await withKnownIssue {
            controller.send(.open(at: 0))
            await waitUntil("the effect failed") { published == 1 }
        } matching: { issue in
            issue.description.contains("threw KeelFlowTests.DoorJammed()")
        }
        cancellable.cancel()
    }

    @Test func deinitCancelsRunningEffects() async {
        let clock = TestClock<Duration>()
        let probe = CancellationProbe()
        var controller: FlowController<DoorState, DoorEvent, DoorReason>? = FlowController(
            machine: makeDoorMachine(openEffects: { _ in [.run { _ in await probe.waitForCancellation() }] }),
            clock: clock
        )
        controller?.send(.open(at: 0))
        await probe.started()
        controller = nil
        await probe.cancelled()
    }
}

struct DoorJammed: Error {}

/// Lets a test await "the effect started" and "the effect saw cancellation".
actor CancellationProbe {
    private var didStart = false
    private var didCancel = false
    private var startWaiters: [CheckedContinuation<Void, Never>] = []
    private var cancelWaiters: [CheckedContinuation<Void, Never>] = []

    func waitForCancellation() async {
        didStart = true
        startWaiters.forEach { $0.resume() }
        startWaiters.removeAll()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                cancelWaiters.append(continuation)
                if Task.isCancelled { markCancelled() }
            }
        } onCancel: {
            Task { await self.markCancelled() }
        }
    }

    private func markCancelled() {
        didCancel = true
        cancelWaiters.forEach { $0.resume() }
        cancelWaiters.removeAll()
    }

    func started() async {
        if didStart { return }
        await withCheckedContinuation { startWaiters.append($0) }
    }

    func cancelled() async {
        if didCancel { return }
        await withCheckedContinuation { cancelWaiters.append($0) }
    }
}

