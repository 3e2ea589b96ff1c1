// README: KeelFlowTesting (Swift Testing)
import KeelFlowTesting   // re-exports KeelFlow
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DoorTests {
    @Test func locksWithACode() async {
        let store = FlowTestStore(machine: door)
        store.send(.lock(code: 42), .locked(code: 42))
        store.send(.unlock(code: 7), rejectedWith: .guardRejected(.wrongCode, from: .locked, event: .unlock))
        store.send(.unlock(code: 42), .closed)
        await store.finish()   // required: a store released unfinished fails its test
    }
}
