import KeelTesting
import XCTest

/// `Equivalence.Script` from XCTest: it reports through IssueReporting, which reaches XCTest too.
final class EquivalenceXCTestTests: XCTestCase {
    /// The two sides' one output.
    @MainActor
    final class Values {
        var legacy = 0
        var migrated = 0
    }

    @MainActor
    func testAScriptRunsFromXCTest() async {
        let values = Values()
        let script = Equivalence.Script(legacy: { ["value": Equivalence.describe(values.legacy)] },
                                        migrated: { ["value": Equivalence.describe(values.migrated)] },
                                        inputs: ["set(…)"])
        await script.settle("init")
        values.legacy = 1
        values.migrated = 1
        await script.settle("step 1: set(…)", driving: "set(…)")
        script.finish()
        XCTAssertEqual(script.differences, [])
        XCTAssertEqual(script.changes, 1)
    }
}
