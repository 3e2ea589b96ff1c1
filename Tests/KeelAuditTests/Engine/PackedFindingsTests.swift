import Foundation
@testable import KeelAudit
import Testing

@Suite("Whole-run cache: packed findings")
struct PackedFindingsTests {
    let findings = [
        Finding(ruleID: "VM001", severity: .warning, message: "ViewModel 'A' is not @MainActor", file: "My App/A.swift",
                line: 12, column: 3, fingerprint: "0123abcd"),
        Finding(ruleID: "RX002", severity: .note, message: "12:34 colons, \"quotes\", emoji 🚲, newline\nand \u{1F} control",
                file: "Ünïcode/B.swift", line: 1, column: 1, fingerprint: ""),
        Finding(ruleID: "VM009", severity: .error, message: "", file: "", line: 100_000, column: 999, fingerprint: "f"),
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
