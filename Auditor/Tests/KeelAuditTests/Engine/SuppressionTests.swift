@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct SuppressionTests {
    let harness = Harness()

    static let viewModel = """
    @MainActor
    final class CounterViewModel: ObservableObject {
        @Published var a = 0
        @Published var b = 0
        @Published var c = 0
    }
    """

    @Test func withoutSuppressionsEveryPropertyIsReported() {
        #expect(harness.findings(Self.viewModel, rule: "VM003").map(\.line) == [3, 4, 5])
    }

    @Test func disableNextSuppressesOnlyTheNextLine() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            // keel:disable:next VM003 - bound to a TextField
            @Published var a = 0
            @Published var b = 0
        }
        """
        #expect(harness.findings(text, rule: "VM003").map(\.line) == [5])
        #expect(harness.findings(text, rule: "KA001").isEmpty)
    }

    @Test func disableThisSuppressesItsOwnLine() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            @Published var a = 0 // keel:disable:this VM003
            @Published var b = 0
        }
        """
        #expect(harness.findings(text, rule: "VM003").map(\.line) == [4])
        #expect(harness.findings(text, rule: "KA001").isEmpty)
    }

    @Test func regionSuppressesUntilEnable() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            // keel:disable VM003
            @Published var a = 0
            @Published var b = 0
            // keel:enable VM003
            @Published var c = 0
        }
        """
        #expect(harness.findings(text, rule: "VM003").map(\.line) == [7])
    }

    @Test func regionWithoutEnableRunsToEndOfFile() {
        let text = "// keel:disable VM003\n" + Self.viewModel
        #expect(harness.findings(text, rule: "VM003").isEmpty)
    }

    @Test func allSuppressesEveryRule() {
        let text = """
        import SwiftUI
        final class CounterViewModel: ObservableObject { // keel:disable:this all
            @Published var a = 0
        }
        """
        let report = harness.report(text)
        // VM001 and VM013 on the suppressed line are gone; the import (line 1) and line 3 are not.
        #expect(report.findings.map(\.ruleID) == ["VM004", "VM003"])
    }

    @Test func listsOfRulesAreAccepted() {
        let text = """
        // keel:disable:next VM001, VM013
        class CounterViewModel: ObservableObject {}
        """
        #expect(harness.report(text).findings.isEmpty)
    }

    @Test func unusedSuppressionsAreReported() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            // keel:disable:next VM003 VM001
            @Published var a = 0
            // keel:disable:next VM003
            @Published private(set) var b = 0
            // keel:disable:this XY999
        }
        """
        let unused = harness.findings(text, rule: "KA001")
        #expect(unused.map(\.line) == [3, 5, 7])
        #expect(unused[0].message.contains("VM001"))
        #expect(unused[2].message.contains("unknown rule XY999"))
    }

    @Test func unusedSuppressionReportingCanBeDisabled() {
        var configuration = Configuration()
        configuration.rules["KA001"] = RuleSetting(enabled: false)
        let text = "// keel:disable:next VM003\nlet x = 1\n"
        #expect(Harness(configuration).report(text).findings.isEmpty)
    }

    @Test func suppressingADisabledRuleIsNotUnused() {
        var configuration = Configuration()
        configuration.rules["VM003"] = RuleSetting(enabled: false)
        let text = "// keel:disable:next VM003\nlet x = 1\n"
        #expect(Harness(configuration).report(text).findings.isEmpty)
    }

    @Test func directivesInStringLiteralsAreIgnored() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            let note = "// keel:disable:next VM003"
            @Published var a = 0
        }
        """
        #expect(harness.findings(text, rule: "VM003").count == 1)
        #expect(harness.findings(text, rule: "KA001").isEmpty)
    }
}

@Suite("Suppressions: other spellings are accepted or reported, never ignored", .timeLimit(.minutes(3)))
struct SuppressionSpellingTests {
    let harness = Harness()

    static func viewModel(_ directive: String) -> String {
        """
        @MainActor
        final class CounterViewModel: ObservableObject {
            \(directive)
            @Published var a = 0
        }
        """
    }

    @Test(arguments: [
        "// keel:disable:next vm003",
        "// keel:disable:next Vm003 - bound to a TextField",
        "// keel:Disable:Next VM003",
        "/* keel:disable:next VM003 */",
        "/* keel:disable:next VM003*/",
        "/// keel:disable:next VM003",
        "/** keel:disable:next VM003 - reason */",
        "// keel:disable:next ALL",
    ])
    func acceptedSpellingsSuppress(_ directive: String) {
        let report = harness.report(Self.viewModel(directive))
        #expect(report.findings.isEmpty, "\(directive): \(report.findings.map(\.message))")
    }

    @Test(arguments: [
        ("// keel:disable:nxt VM003", "Unknown directive keel:disable:nxt"),
        ("// keel:disable-next VM003", "Unknown directive keel:disable-next"),
        ("// keel:disable:next", "keel:disable:next names no rule"),
        ("/* keel:disable:next */", "keel:disable:next names no rule"),
        ("// keel:disable:next - bound to a TextField", "names no rule"),
        ("// keel:enable VM003", "closes no keel:disable region"),
    ])
    func unusableDirectivesAreReported(_ directive: String, message: String) {
        let report = harness.report(Self.viewModel(directive))
        let unused = report.findings.filter { $0.ruleID == "KA001" }
        #expect(unused.count == 1)
        #expect(unused.first?.line == 3)
        #expect(unused.first?.message.contains(message) == true, "\(unused.map(\.message))")
        #expect(report.findings.contains { $0.ruleID == "VM003" }) // nothing was suppressed
    }

    @Test func proseMentioningKeelIsNotADirective() {
        let report = harness.report(Self.viewModel("// keel: the auditor; see keel:docs for the rules"))
        #expect(report.findings.map(\.ruleID) == ["VM003"])
    }

    @Test func blockCommentRegionsWork() {
        let text = """
        @MainActor
        final class CounterViewModel: ObservableObject {
            /* keel:disable VM003 */
            @Published var a = 0
            /* keel:enable VM003 */
            @Published var b = 0
        }
        """
        #expect(harness.findings(text, rule: "VM003").map(\.line) == [6])
        #expect(harness.findings(text, rule: "KA001").isEmpty)
    }
}

@Suite(.timeLimit(.minutes(3))) struct DeclarationSuppressionTests {
    @Test func suppressionAboveAttributesCoversTheDeclaration() {
        let text = """
        // keel:disable:next VM013 - base class in another module
        @MainActor
        class CounterViewModel: ObservableObject {}
        """
        let report = Harness().report(text)
        #expect(report.findings.isEmpty, "\(report.findings)")
    }
}
