import KeelFlowTesting
import MyFeature
import XCTest

final class MyFeatureXCTests: XCTestCase {
    // Main-actor test methods are `async`: on Linux, XCTest aborts the whole
    // run at discovery on a synchronous `@MainActor` one.
    @MainActor
    func testCheckoutCanBeCancelled() async {
        let store = FlowTestStore(machine: checkout)
        store.send(.pay(amount: 30), .paying(amount: 30))
        store.send(.cancel, .browsing)
        await store.finish()
    }
}
