import Foundation
import KeelAudit
@testable import KeelFix
import Testing

/// Edits, their application, overlap resolution and the diff format.
@Suite("keel fix edits", .timeLimit(.minutes(3)))
struct EditTests {
    @Test func overlapRules() {
        let replace = TextEdit(start: 10, end: 20, replacement: "x")
        #expect(replace.overlaps(TextEdit(start: 15, end: 25, replacement: "")))
        #expect(!replace.overlaps(TextEdit(start: 20, end: 25, replacement: "")))
        #expect(replace.overlaps(.insert("a", at: 12)))
        #expect(!replace.overlaps(.insert("a", at: 10)))
        #expect(!replace.overlaps(.insert("a", at: 20)))
        #expect(!TextEdit.insert("a", at: 5).overlaps(.insert("b", at: 5)))
    }

    @Test func insertionsAtOnePointApplyInFixerOrderAndOffsetsFollow() {
        let text = "class A {}"
        let application = EditApplication([(.insert("final ", at: 0), 2), (.insert("@MainActor\n", at: 0), 1),
                                           (TextEdit(start: 6, end: 7, replacement: "Abc"), 0)])
        #expect(application.apply(to: Array(text.utf8)) == "@MainActor\nfinal class Abc {}")
        #expect(application.map(8) == 8 + 11 + 6 + 2)
        #expect(application.map(6) == nil)
        #expect(application.map(0) == 17)
    }

    /// VM001 and VM013 on one class insert at the same point; both land, in order.
    @Test func twoFixesOnOneDeclaration() {
        let text = "import Combine\n\nclass FeedViewModel: ObservableObject {\n    @Published private(set) var rows = 0\n}\n"
        let findings = [
            Finding(ruleID: "VM013", severity: .note, message: "", file: "F.swift", line: 3, column: 7, fingerprint: "a"),
            Finding(ruleID: "VM001", severity: .error, message: "", file: "F.swift", line: 3, column: 7, fingerprint: "b"),
        ]
        let result = FileFixer.fix(path: "F.swift", text: text, findings: findings, index: .empty, mainActorProblems: [:])
        #expect(result.text == "import Combine\n\n@MainActor\nfinal class FeedViewModel: ObservableObject {\n    @Published private(set) var rows = 0\n}\n")
        #expect(result.outcomes.allSatisfy { $0.isFixed })
    }

    /// Two SU001 findings in one run of statements produce one edit.
    @Test func identicalEditsFromTwoFindingsAreOne() {
        let text = """
            struct V: View {
                @ObservedObject var vm: VM
                var body: some View {
                    Text("").onChange(of: 1) { value in
                        vm.a = value
                        vm.b = value
                    }
                }
            }

            """
        let findings = [
            Finding(ruleID: "SU001", severity: .warning, message: "", file: "V.swift", line: 5, column: 13, fingerprint: "a"),
            Finding(ruleID: "SU001", severity: .warning, message: "", file: "V.swift", line: 6, column: 13, fingerprint: "b"),
        ]
        let result = FileFixer.fix(path: "V.swift", text: text, findings: findings, index: .empty)
        #expect(result.outcomes.count == 2 && result.outcomes.allSatisfy { $0.isFixed })
        #expect(result.text.components(separatedBy: "DispatchQueue.main.async").count == 2)
    }

    /// Overlapping edits: the first is applied; the other finding is asked
    /// again on the new text in the next round, and lands there.
    @Test func anOverlappingFixIsRetriedOnTheNewText() {
        struct Upper: Fixer {
            let ruleID: String
            let word: String
            func fix(_ request: FixRequest) -> FixDecision {
                let text = request.source.text
                guard let range = text.range(of: word, options: .caseInsensitive) else { return .notFixed("\(word) is gone") }
                let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                return .edits([TextEdit(start: start, end: start + word.utf8.count, replacement: word.uppercased())])
            }
        }
        let text = "// alpha beta\nlet x = 1\n"
        let findings = [
            Finding(ruleID: "VM013", severity: .note, message: "", file: "F.swift", line: 1, column: 4, fingerprint: "a"),
            Finding(ruleID: "VM001", severity: .error, message: "", file: "F.swift", line: 1, column: 10, fingerprint: "b"),
        ]
        let fixers: [String: any Fixer] = ["VM013": Upper(ruleID: "VM013", word: "alpha"), "VM001": Upper(ruleID: "VM001", word: "a beta")]
        let result = FileFixer.fix(path: "F.swift", text: text, findings: findings, index: .empty, fixers: fixers)
        #expect(result.text == "// ALPHA BETA\nlet x = 1\n")
        #expect(result.outcomes.count == 2 && result.outcomes.allSatisfy { $0.isFixed })
    }

    @Test func aRewriteThatWouldNotParseIsDropped() {
        struct Breaker: Fixer {
            let ruleID = "VM013"
            func fix(_ request: FixRequest) -> FixDecision { .edits([.insert("{", at: request.offset)]) }
        }
        let text = "class FeedViewModel: ObservableObject {}\n"
        let finding = Finding(ruleID: "VM013", severity: .note, message: "", file: "F.swift", line: 1, column: 7, fingerprint: "a")
        let result = FileFixer.fix(path: "F.swift", text: text, findings: [finding], index: .empty, fixers: ["VM013": Breaker()])
        #expect(!result.changed)
        #expect(result.text == text)
        #expect(result.outcomes.map(\.notFixedReason) == ["the rewritten file would not parse; the file is left unchanged"])
    }

    @Test func diffOfAnEndWithoutNewline() {
        let diff = UnifiedDiff.render(path: "a.swift", old: "a\nb\nc", new: "a\nB\nc")
        #expect(diff == "--- a/a.swift\n+++ b/a.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n")
        #expect(UnifiedDiff.render(path: "a.swift", old: "same\n", new: "same\n").isEmpty)
    }

    @Test func distantChangesMakeTwoHunks() throws {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 18\n", with: "")
        let diff = UnifiedDiff.render(path: "x", old: old, new: new)
        #expect(diff.components(separatedBy: "\n@@ ").count == 3)
        #expect(diff.contains("@@ -1,5 +1,5 @@"))
        #expect(diff.contains("@@ -15,6 +15,5 @@"))
        #expect(try applyUnifiedDiff(diff, to: old) == new)
    }
}
