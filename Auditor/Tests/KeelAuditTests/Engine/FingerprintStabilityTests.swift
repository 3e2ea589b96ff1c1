import Foundation
@testable import KeelAudit
import Testing

/// A finding keeps its fingerprint when `keel fix` edits its declaration for
/// another rule (VM003's `private(set)`, VM013's `final`, VM001's
/// `@MainActor`, SU002's `@StateObject`): otherwise a baseline shows it again
/// as new and a re-audit after the fix counts a new finding.
@Suite("Fingerprints survive keel fix's edits", .timeLimit(.minutes(3)))
struct FingerprintStabilityTests {
    @Test func theWordsKeelFixWritesAreLeftOut() {
        #expect(FingerprintText.stable("@Published private(set) var lock: LockViewModel") == "@Published var lock: LockViewModel")
        #expect(FingerprintText.stable("@MainActor final class A: ObservableObject") == "class A: ObservableObject")
        #expect(FingerprintText.stable("@StateObject var model = Model()") == "@ObservedObject var model = Model()")
        let untouched = "@Published var items: [Item] = []"
        #expect(FingerprintText.stable(untouched) == untouched)
        // Whole words only: names that contain them are kept.
        #expect(FingerprintText.stable("let finalScore = privateSet") == "let finalScore = privateSet")
        #expect(FingerprintText.stable("@MainActorIsolated var x") == "@MainActorIsolated var x")
    }

    static let nested = """
    import Combine

    final class LockViewModel: ObservableObject {
        @Published private(set) var locked = false
        func lock() { locked = true }
    }
    """

    static func parent(_ property: String, _ declaration: String = "class") -> String {
        """
        import Combine
        import SwiftUI

        \(declaration) SettingsViewModel: ObservableObject {
            \(property)
            func reset() { lock = LockViewModel() }
        }

        struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            var body: some View { Text("") }
        }
        """
    }

    func findings(_ parent: String, baseline: Baseline? = nil) async throws -> [Finding] {
        let tree = try TempTree(["LockViewModel.swift": Self.nested, "SettingsViewModel.swift": parent])
        var options = AuditOptions(path: tree.root.path, useCache: false)
        if let baseline {
            try baseline.write(to: tree.url("baseline.json"))
            options.baselinePath = tree.url("baseline.json").path
        }
        let outcome = await AuditRun.run(options)
        return try #require(outcome.report).result.findings.filter { $0.file == "SettingsViewModel.swift" }
    }

    @Test func aFixedDeclarationKeepsItsOtherFindings() async throws {
        let before = try await findings(Self.parent("@Published var lock = LockViewModel()"))
        let after = try await findings(Self.parent("@Published private(set) var lock = LockViewModel()", "@MainActor final class"))
        let nestedBefore = try #require(before.first { $0.ruleID == "ST001" })
        let nestedAfter = try #require(after.first { $0.ruleID == "ST001" })
        #expect(nestedAfter.fingerprint == nestedBefore.fingerprint)
        #expect(nestedBefore.previousFingerprint == nil)
        // The fixed findings themselves are gone; nothing is new.
        #expect(!after.contains { $0.ruleID == "VM003" || $0.ruleID == "VM013" })
        #expect(Set(after.map(\.fingerprint)).isSubset(of: Set(before.map(\.fingerprint))))
    }

    @Test func aBaselineOfThePreviousFingerprintsStillHidesTheFinding() async throws {
        let fixed = Self.parent("@Published private(set) var lock = LockViewModel()", "final class")
        let all = try await findings(fixed)
        let nested = try #require(all.first { $0.ruleID == "ST001" })
        let previous = try #require(nested.previousFingerprint)
        #expect(previous != nested.fingerprint)
        // A baseline recorded by keel 0.2.0 (which fingerprinted the words in).
        var old = Baseline(findings: [])
        old.entries = [Baseline.Entry(ruleID: "ST001", file: "SettingsViewModel.swift", fingerprint: previous)]
        let shown = try await findings(fixed, baseline: old)
        #expect(!shown.contains { $0.ruleID == "ST001" })
        #expect(shown.count == all.count - 1)
    }
}
