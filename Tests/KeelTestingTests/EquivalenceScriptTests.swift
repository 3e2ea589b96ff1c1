import Dispatch
import KeelTesting
import Testing

/// `Equivalence.Script`, the driver of every generated equivalence test: it must fail the test at
/// each moment the two sides differ, for a script that compared nothing or never drove an
/// input, and name — not hide — a known lag.
@MainActor
@Suite("Equivalence: the script driver", .timeLimit(.minutes(1)))
struct EquivalenceScriptTests {
    /// One side: a value the test sets now or after some main-queue turns.
    @MainActor
    final class Side {
        var value = 0
        var log: [String] = []
        func snapshot() -> [String: String] { ["value": Equivalence.describe(value), "log": log.joined(separator: " | ")] }
        /// Sets `value` after `turns` turns of the main queue.
        func set(_ newValue: Int, after turns: Int) {
            guard turns > 0 else { value = newValue; return }
            DispatchQueue.main.async { self.set(newValue, after: turns - 1) }
        }
    }

    @Test func sidesThatAgreeAtEveryMomentPass() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["set(…)"])
        await script.settle("init")
        legacy.set(1, after: 1)
        migrated.set(1, after: 1)
        await script.settle("step 1: set(…)", driving: "set(…)")
        script.finish()
        #expect(script.differences.isEmpty)
        #expect(script.changes == 1)
    }

    @Test func aSideOneTurnLateFailsAtThatMoment() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot)
        await withKnownIssue {
            legacy.set(1, after: 0)
            migrated.set(1, after: 1)
            await script.settle("step 1: set(…)")
        }
        #expect(script.differences == ["step 1: set(…), before any main-queue turn: value: legacy 1, migrated 0"])
    }

    @Test func aScriptThatChangedNothingOrNeverDroveAnInputFails() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["set(…)", "toggle(…)"])
        await script.settle("init")
        await script.settle("step 1: set(…)", driving: "set(…)")
        withKnownIssue { script.finish() }
        #expect(script.differences == [
            "the input toggle(…) of the legacy ViewModel is never driven by the script",
            "the script changed no output of the legacy ViewModel: nothing was compared",
        ])
    }

    @Test func anInitOnlyScriptComparesTheStateHeldAfterInit() async {
        let legacy = Side(), migrated = Side()
        legacy.value = 3
        migrated.value = 3
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot)
        await script.settle("init")
        script.finish()
        #expect(script.differences.isEmpty, "a value held after init is compared")
        let empty = Equivalence.Script(legacy: { ["value": "nil", "log": ""] }, migrated: { ["value": "nil", "log": ""] })
        await empty.settle("init")
        withKnownIssue { empty.finish() }
        #expect(empty.differences == ["the legacy ViewModel has no input and holds no value after init: nothing was compared"])
    }

    @Test func aMissingInputFailsAndCountsAsDriven() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["toggled"])
        legacy.log.append("toggled(true)")
        withKnownIssue { script.missingInput("toggled", "an event closure nothing calls") }
        await withKnownIssue { await script.settle("step 1: toggled", driving: "toggled") }
        script.finish() // driven (by `missingInput`), and the log changed: nothing more to report
        #expect(script.differences.first == "the input toggled of the legacy ViewModel has no counterpart in the migrated one: an event closure nothing calls")
        #expect(!script.differences.contains { $0.contains("never driven") })
    }

    @Test func anUndrivableInputIsNamedWithoutFailing() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot, inputs: ["reload(…)"])
        script.notDriven("reload(…)", "async")
        legacy.set(1, after: 0)
        migrated.set(1, after: 0)
        await script.settle("init")
        script.finish()
        #expect(script.differences.isEmpty)
    }

    @Test func aKnownLagIsNamedUntilSettledThenComparedStrictly() async {
        let legacy = Side(), migrated = Side()
        let script = Equivalence.Script(legacy: legacy.snapshot, migrated: migrated.snapshot)
        legacy.set(1, after: 0)
        migrated.set(1, after: 1) // a main-queue turn later
        await script.settle("init", knownLag: "the migrated Task starts later")
        #expect(script.differences == ["init, before any main-queue turn: value: legacy 1, migrated 0"], "the named lag shows")
        #expect(legacy.value == migrated.value)
        // A difference that outlives the lag fails.
        let stuck = Equivalence.Script(legacy: legacy.snapshot, migrated: Side().snapshot)
        await withKnownIssue {
            await stuck.settle("init", knownLag: "a lag", lagTimeout: .milliseconds(20))
        }
        #expect(stuck.differences.last == "init, once settled (a lag): value: legacy 1, migrated 0")
    }
}
