// README: KeelFlowTesting (XCTest)
import KeelFlowTesting
import XCTest

final class DoorXCTests: XCTestCase {
    // `@MainActor` test methods must be `async`: on Linux, XCTest aborts the
    // whole run at discovery on a synchronous one (even under --filter).
    @MainActor
    func testLocksWithACode() async {
        let store = FlowTestStore(machine: door)
        store.send(.lock(code: 42), .locked(code: 42))
        store.send(.unlock(code: 42), .closed)
        await store.finish()
    }
}
