import Dispatch
import Foundation
import IssueReporting

extension Equivalence {
    /// Lets every block already on the main queue run: one turn of the main queue — the clock of
    /// an equivalence script (deterministic, no sleeps). Returns on the main actor once the block
    /// it queued behind them has run. Cancellation does not end the wait early: the turn is taken.
    @MainActor
    public static func mainQueueTurn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Drives the comparison of a legacy ViewModel with its migration: after each step of a
    /// script, ``settle(_:driving:knownLag:fileID:filePath:line:column:)`` compares the two
    /// sides' snapshots before the main queue turns, then after each of its next turns (the
    /// asynchronous hops), and reports every moment they differ — `"step 3: sync(…), after
    /// main-queue turn 1: isSyncing: legacy true, migrated false"`.
    ///
    /// - Threading: main actor only; the snapshots are read there.
    /// - Failures are reported with IssueReporting's `reportIssue`, at the line that called the
    ///   method: a Swift Testing test and an XCTest test both fail, and the script goes on, so one
    ///   run lists every moment that differs. Nothing is thrown.
    /// - Cancellation: a cancelled test still takes each turn (a turn is one queued block).
    /// - ``finish(fileID:filePath:line:column:)`` fails a script that compared nothing (the legacy
    ///   outputs never changed) and one that never drove an input it declared.
    @MainActor
    public final class Script {
        /// The outputs of one side: name → ``Equivalence/describe(_:)`` text.
        public typealias Snapshot = @MainActor () -> [String: String]

        private let legacy: Snapshot
        private let migrated: Snapshot
        private let turns: Int
        private let debounce: Duration?
        private let inputs: [String]
        private var driven: Set<String> = []
        private var previous: [String: String]
        private var settled = 0

        /// How many times a settled moment's legacy snapshot differed from the one before: the
        /// script's outputs that were really compared.
        public private(set) var changes = 0
        /// Every difference reported, as the failure message reads.
        public private(set) var differences: [String] = []

        /// A script comparing `legacy` with `migrated`, reading both at once.
        ///
        /// - Parameters:
        ///   - legacy: the legacy side's snapshot; also the reference for ``changes``.
        ///   - migrated: the migrated side's snapshot.
        ///   - inputs: every input of the legacy screen, by the name the steps drive it with;
        ///     ``finish(fileID:filePath:line:column:)`` fails for each one no step drove.
        ///   - turns: main-queue turns each step settles for (at least 1).
        ///   - debounce: the ViewModel's longest debounce interval on the main queue: after the
        ///     turns each step waits past it in real time (both sides' timers run on the main
        ///     queue), compares, then turns the queue twice more. `nil`: no real-time wait.
        public init(legacy: @escaping Snapshot, migrated: @escaping Snapshot, inputs: [String] = [], turns: Int = 3, debounce: Duration? = nil) {
            self.legacy = legacy
            self.migrated = migrated
            self.inputs = inputs
            self.turns = max(1, turns)
            self.debounce = debounce
            previous = Equivalence.normalized(legacy())
        }

        /// Compares the two sides now; reports a difference as `"<moment>: <difference>"`.
        /// Returns whether they agreed.
        @discardableResult
        public func compare(
            _ moment: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) -> Bool {
            let expected = Equivalence.normalized(legacy())
            let actual = Equivalence.normalized(migrated())
            if expected != previous {
                changes += 1
                previous = expected
            }
            guard actual != expected else { return true }
            let message = "\(moment): \(Equivalence.difference(expected, actual))"
            differences.append(message)
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
            return false
        }

        /// Compares after a step: before the main queue turns, then after each of its turns (and
        /// past the debounce interval, if any). `driving` names the declared input the step used.
        ///
        /// `knownLag` names a difference the two sides are expected to show until they settle —
        /// work the legacy ViewModel starts off the main actor that the migrated one, on the main
        /// actor as the guides require for published state, starts a main-queue turn later. Then
        /// each moment before the last turn is compared as an expected, intermittent issue with
        /// that reason (Swift Testing's `withKnownIssue`, XCTest's `XCTExpectFailure`): it shows in
        /// the test's results, named, without failing it. After the turns the script waits — at
        /// most `lagTimeout`, turning the main queue — until both agree, then compares strictly:
        /// a difference that outlives the lag fails.
        public func settle(
            _ step: String, driving input: String? = nil, knownLag: String? = nil, lagTimeout: Duration = .seconds(5),
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) async {
            if let input { driven.insert(input) }
            settled += 1
            func check(_ moment: String) {
                if let knownLag {
                    withExpectedIssue(knownLag, isIntermittent: true, fileID: fileID, filePath: filePath, line: line, column: column) {
                        compare(moment, fileID: fileID, filePath: filePath, line: line, column: column)
                    }
                } else {
                    compare(moment, fileID: fileID, filePath: filePath, line: line, column: column)
                }
            }
            check("\(step), before any main-queue turn")
            for turn in 1...turns {
                await Equivalence.mainQueueTurn()
                check("\(step), after main-queue turn \(turn)")
            }
            if let knownLag {
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: lagTimeout)
                while Equivalence.normalized(legacy()) != Equivalence.normalized(migrated()), clock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(1))
                    await Equivalence.mainQueueTurn()
                }
                compare("\(step), once settled (\(knownLag))", fileID: fileID, filePath: filePath, line: line, column: column)
            }
            if let debounce {
                try? await Task.sleep(for: debounce + .milliseconds(100))
                compare("\(step), after its debounce interval", fileID: fileID, filePath: filePath, line: line, column: column)
                for turn in 1...2 {
                    await Equivalence.mainQueueTurn()
                    compare("\(step), after the debounce, main-queue turn \(turn)", fileID: fileID, filePath: filePath, line: line, column: column)
                }
            }
        }

        /// Fails the test for an input of the legacy screen the migrated ViewModel has no
        /// counterpart for (the step drives the legacy side alone): `reason` says what became
        /// of it. Counts as driven.
        public func missingInput(
            _ input: String, _ reason: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            driven.insert(input)
            let message = "the input \(input) of the legacy ViewModel has no counterpart in the migrated one: \(reason)"
            differences.append(message)
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// Names an input of the legacy screen the script cannot drive (an `async` method, a
        /// parameter type keel has no sample value of): recorded as an expected issue with the
        /// reason — shown in the test's results, not failing it — and counted as accounted for.
        public func notDriven(
            _ input: String, _ reason: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            driven.insert(input)
            let message = "the input \(input) is not driven by the script: \(reason)"
            withExpectedIssue(message, fileID: fileID, filePath: filePath, line: line, column: column) {
                reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }

        /// Ends the script: fails if a declared input was never driven, and if nothing was
        /// compared — no step changed a legacy output (with steps), or (a script of `init`
        /// alone) the legacy ViewModel holds no value and logged nothing after init.
        public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            for input in inputs where !driven.contains(input) {
                let message = "the input \(input) of the legacy ViewModel is never driven by the script"
                differences.append(message)
                reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
            }
            if settled <= 1 {
                let initial = previous.filter { $0.key == "log" ? !$0.value.isEmpty : $0.value != "nil" }
                if changes == 0, initial.isEmpty {
                    let message = "the legacy ViewModel has no input and holds no value after init: nothing was compared"
                    differences.append(message)
                    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
                }
            } else if changes == 0 {
                let message = "the script changed no output of the legacy ViewModel: nothing was compared"
                differences.append(message)
                reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
}
