import KeelFlow
import KeelFlowTesting
import Testing

/// The messages `FlowTestStore` fails with, shared with the XCTest suite
/// (FlowTestStoreXCTests) so both frameworks are held to the same text.
enum StoreMessages {
    static let wrongState = "send(open(at: 1)): expected state closed, got open(since: 1)"
    static let rejected = "send(close) did not change the state (rejected: noTransition(from: KeelFlowTests.DoorState.Kind.closed, event: KeelFlowTests.DoorEvent.Kind.close))"
    static let stillRunning = "1 effect(s) still running at finish()"
    static let unfinished = "FlowTestStore released without `await store.finish()`"
}

@Suite("FlowTestStore", .timeLimit(.minutes(1)))
@MainActor
struct FlowTestStoreTests {
    @Test func assertsStatesEffectsAndTime() async {
        let store = FlowTestStore(machine: makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(5))] }))
        store.send(.open(at: 1), .open(since: 1))
        store.send(.lock(code: 1), rejectedWith: .noTransition(from: .open, event: .lock))
        await store.advance(by: .seconds(5))
        await store.receive(.autoClose, .closed)
        await store.finish()
    }

    @Test func aWrongExpectedStateFailsTheTestWithItsMessage() async {
        let store = FlowTestStore(machine: makeDoorMachine())
        withKnownIssue {
            store.send(.open(at: 1), .closed)
        } matching: { issue in
            issue.description.contains(StoreMessages.wrongState)
        }
        await store.finish()
    }

    @Test func anUnexpectedRejectionFailsTheTest() async {
        let store = FlowTestStore(machine: makeDoorMachine())
        withKnownIssue {
            store.send(.close, .closed)
        } matching: { issue in
            issue.description.contains(StoreMessages.rejected)
        }
        await store.finish()
    }

    @Test func aStoreReleasedUnfinishedFailsTheTestThatOwnsIt() async {
        let line = #line + 3   // where the store is created
        withKnownIssue {
            do {
                let store = FlowTestStore(machine: makeDoorMachine())
                store.send(.open(at: 1), .open(since: 1))
            }   // released here, never finished
        } matching: { issue in
            issue.description.contains(StoreMessages.unfinished) && issue.sourceLocation?.line == line
        }
    }

    @Test func aStoreWithExhaustivityOffNeedsNoFinish() {
        let store = FlowTestStore(machine: makeDoorMachine())
        store.exhaustivity = .off
        store.send(.open(at: 1), .open(since: 1))
    }

    @Test func exhaustiveFinishReportsRunningEffects() async {
        let store = FlowTestStore(machine: makeDoorMachine(openEffects: { _ in [.send(.autoClose, after: .seconds(5))] }))
        store.timeout = .milliseconds(100)   // the timer sleeps on the test clock: it cannot end
        store.send(.open(at: 1), .open(since: 1))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.description.contains(StoreMessages.stillRunning)
        }
        store.controller.cancelAllEffects()
    }

    @Test func finishWaitsForEffectsThatAreEndingAndReportsWhatTheySent() async {
        // The effect sends an event nobody receives; finish() must wait for it
        // and report the unreceived transition (not pass before it lands).
        let store = FlowTestStore(machine: makeDoorMachine(openEffects: { _ in [.run { send in await send(.close) }] }))
        store.send(.open(at: 1), .open(since: 1))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.description.contains("unreceived transitions before finish(): close → closed")
        }
    }

    @Test func receiveFailsWhenNoEffectSendsAnything() async {
        let store = FlowTestStore(machine: makeDoorMachine())
        store.timeout = .milliseconds(50)
        store.send(.open(at: 1), .open(since: 1))
        await withKnownIssue {
            await store.receive(.autoClose, .closed)
        } matching: { issue in
            issue.description.contains("expected to receive autoClose, but no effect sent anything within")
        }
        await store.finish()
    }

    @Test func anEffectsThrownErrorFailsTheTestAtTheEffect() async {
        let store = FlowTestStore(machine: makeDoorMachine(openEffects: { _ in [.run { _ in throw DoorJammed() }] }))
        await withKnownIssue {
            store.send(.open(at: 1), .open(since: 1))
            await store.finish()   // waits for the effect to end: its error is reported by then
        } matching: { issue in
            issue.description.contains("threw KeelFlowTests.DoorJammed()")
                && issue.sourceLocation?.fileName == "FlowTestStoreTests.swift"
        }
    }

    @Test func nonExhaustiveModeSkipsUnassertedTransitions() async {
        let store = FlowTestStore(machine: makeDoorMachine(
            openEffects: { _ in [.run { send in await send(.ping); await send(.close) }] }
        ))
        store.exhaustivity = .off
        store.send(.open(at: 1), .open(since: 1))
        await store.receive(.close, .closed)
        await store.finish()
    }
}
