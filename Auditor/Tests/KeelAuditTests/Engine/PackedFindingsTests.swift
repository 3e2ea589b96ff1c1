import Foundation
@testable import KeelAudit
import Testing

@Suite("Whole-run cache: packed findings", .timeLimit(.minutes(3)))
struct PackedFindingsTests {
    let findings = [
        Finding(ruleID: "VM001", severity: .warning, message: "ViewModel 'A' is not @MainActor", file: "My App/A.swift",
                line: 12, column: 3, fingerprint: "0123abcd"),
        Finding(ruleID: "RX002", severity: .note, message: "12:34 colons, \"quotes\", emoji 🚲, newline\nand \u{1F} control",
                file: "Ünïcode/B.swift", line: 1, column: 1, fingerprint: ""),
        Finding(ruleID: "VM009", severity: .error, message: "", file: "", line: 100_000, column: 999, fingerprint: "f"),
        Finding(ruleID: "ST001", severity: .warning, message: "m", file: "C.swift", line: 2, column: 5, fingerprint: "new",
                previousFingerprint: "old"),
    ]

    @Test func roundTripsEveryField() {
        #expect(PackedFindings.unpack(PackedFindings.pack(findings)) == findings)
        #expect(PackedFindings.unpack(PackedFindings.pack([])) == [])
    }

    @Test func malformedInputIsAMissNotACrash() {
        let packed = PackedFindings.pack(findings)
        #expect(PackedFindings.unpack(packed.dropLast()) == nil)            // truncated
        #expect(PackedFindings.unpack(Data("5:VM001".utf8)) == nil)          // missing fields
        #expect(PackedFindings.unpack(Data("99999999999:x".utf8)) == nil)    // absurd length
        #expect(PackedFindings.unpack(Data("x:".utf8)) == nil)               // not a length
        #expect(PackedFindings.unpack(Data("5:VM0014:nope".utf8)) == nil)    // unknown severity
        for cut in stride(from: 1, to: packed.count, by: 7) {
            #expect(PackedFindings.unpack(packed.prefix(cut)) != findings) // no crash, never the whole list
        }
    }
}

@Suite("Whole-run cache: the last-run record", .timeLimit(.minutes(3)))
struct LastRunRecordTests {
    let run = LastRun(
        engine: Auditor.engineVersion, key: "content-key",
        result: AuditResult(
            findings: [Finding(ruleID: "VM003", severity: .warning, message: "m", file: "A.swift", line: 3, column: 5, fingerprint: "fp")],
            compliance: [RuleCompliance(ruleID: "VM003", compliant: 2, applicable: 3), RuleCompliance(ruleID: "VM001", compliant: 0, applicable: 0)],
            migration: MigrationProgress(viewModels: 4, rxFreeViewModels: 3, swiftUIViews: 2, uiKitViewControllers: 1, swiftUIScreens: 1, uiKitScreens: 1),
            roles: [RoleTally(role: .viewModel, units: 4, checked: 3, clean: 1, rxFree: 3), RoleTally(role: .view, units: 2, checked: 0, clean: 0, screens: 1),
                    RoleTally(role: .router, units: 2, checked: 2, clean: 2)],
            filesScanned: 7, linesScanned: 700),
        stampKey: "stamp-key", startedAt: FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789),
        skipped: ["Latin1.swift: not UTF-8, skipped", ""])

    @Test func roundTripsEveryField() throws {
        let decoded = try #require(LastRun(packed: run.packed()))
        #expect(decoded.engine == run.engine && decoded.key == run.key && decoded.stampKey == run.stampKey)
        #expect(decoded.startedAt == run.startedAt && decoded.skipped == run.skipped)
        #expect(decoded.result.findings == run.result.findings && decoded.result.compliance == run.result.compliance)
        #expect(decoded.result.migration == run.result.migration && decoded.result.roles == run.result.roles)
        #expect(decoded.result.filesScanned == 7 && decoded.result.linesScanned == 700)
        #expect(decoded.packed() == run.packed())

        var unstamped = run
        unstamped.stampKey = nil
        unstamped.startedAt = nil
        let plain = try #require(LastRun(packed: unstamped.packed()))
        #expect(plain.stampKey == nil && plain.startedAt == nil)
    }

    @Test func anythingElseIsAMiss() {
        let packed = run.packed()
        #expect(LastRun(packed: Data()) == nil)
        #expect(LastRun(packed: packed.dropLast()) == nil)
        #expect(LastRun(packed: packed + Data("1:x".utf8)) == nil)                 // trailing bytes
        #expect(LastRun(packed: Data("bplist00".utf8) + packed) == nil)           // a foreign file
        for cut in stride(from: 0, to: packed.count, by: 5) {
            #expect(LastRun(packed: packed.prefix(cut)) == nil)
        }
    }
}
