import Foundation
import KeelAudit
import Testing

@Suite("Reporters", .timeLimit(.minutes(3)))
struct ReporterTests {
    static let report = AuditReport(
        result: AuditResult(
            findings: [
                Finding(ruleID: "VM001", severity: .warning, message: "ViewModel is not @MainActor", file: "My App/A.swift", line: 3, column: 7, fingerprint: "f1"),
                Finding(ruleID: "RX001", severity: .error, message: "uses, disposed(by:)\nnow: 100%", file: "B.swift", line: 9, column: 1, fingerprint: "f2"),
            ],
            compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2), RuleCompliance(ruleID: "RX001", compliant: 1, applicable: 2)],
            migration: MigrationProgress(viewModels: 2, rxFreeViewModels: 1, swiftUIViews: 3, uiKitViewControllers: 1, swiftUIScreens: 3, uiKitScreens: 1),
            roles: [RoleTally(role: .viewModel, units: 2, checked: 2, clean: 0, rxFree: 1),
                    RoleTally(role: .view, units: 4, checked: 3, clean: 3, screens: 3)],
            filesScanned: 2, linesScanned: 40
        ),
        root: "Sources", skipped: ["Latin1.swift: not UTF-8, skipped"], failOn: .error,
        enabledRules: ["RX001", "RX002", "VM001", "VM002"]
    )

    @Test func text() {
        let text = TextReporter().render(Self.report)
        #expect(text.contains("Sources/My App/A.swift\n  3:7  warning  [VM001] ViewModel is not @MainActor"))
        #expect(!text.contains("overall"))
        #expect(text.contains("ViewModels: 2 units, 0 clean (0%), 2 with findings, 0 not checked"))
        #expect(text.contains("SwiftUI views: 4 units, 3 clean (75%), 0 with findings, 1 not checked"))
        #expect(text.contains("  VM001: 1/2 (50%)"))
        #expect(text.contains("n/a, nothing to check: VM002"))
        #expect(text.contains("n/a, runs only with --since: RX002"))
        #expect(text.contains("not audited: Sources/Latin1.swift: not UTF-8"))
        #expect(text.contains("How computed: " + AuditFigures.method))
        #expect(text.contains("Rx-free ViewModels: 1/2 (50%)"))
        #expect(text.contains("SwiftUI screens vs UIKit screens: 3 vs 1 (75% SwiftUI) among 3 SwiftUI views and 1 view controllers"))
        #expect(!text.contains("\u{1B}["))
        #expect(TextReporter(colors: true).render(Self.report).contains("\u{1B}[33mwarning"))
    }

    @Test func xcode() {
        let output = XcodeReporter().render(Self.report)
        #expect(output.hasPrefix("Sources/My App/A.swift:3:7: warning: [VM001] ViewModel is not @MainActor\n"))
        #expect(output.hasSuffix("Sources/Latin1.swift: warning: [keel] not audited: not UTF-8\n"))
    }

    @Test func githubEscapesDataAndProperties() {
        let output = GitHubActionsReporter().render(Self.report)
        #expect(output.contains("::warning file=Sources/My App/A.swift,line=3,col=7,title=VM001::ViewModel is not @MainActor\n"))
        #expect(output.contains("::error file=Sources/B.swift,line=9,col=1,title=RX001::uses, disposed(by:)%0Anow: 100%25\n"))
        #expect(output.contains("::warning file=Sources/Latin1.swift,title=keel%3A not audited::Sources/Latin1.swift was not audited: not UTF-8\n"))
    }

    @Test func json() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(Self.report).utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]]
        #expect(findings?.count == 2)
        #expect(object?["overallCompliance"] == nil)
        #expect(findings?.first?["help"] as? String == DocsLinks.defaultRulesBase + "VM001.md")
        let figures = try #require(object?["figures"] as? [String: Any])
        let roles = try #require(figures["roles"] as? [[String: Any]])
        #expect(roles.first?["role"] as? String == "viewModel" && roles.first?["clean"] as? Int == 0 && roles.first?["units"] as? Int == 2)
        // keel-figures/2: every unit of a role, and how many are checked.
        #expect(figures["format"] as? String == "keel-figures/2")
        #expect(roles.last?["units"] as? Int == 4 && roles.last?["checked"] as? Int == 3 && roles.last?["unchecked"] as? Int == 1)
        #expect(roles.last?["flagged"] as? Int == 0 && roles.last?["percent"] as? Double == 75)
        let migration = try #require(figures["migration"] as? [String: Any])
        #expect(migration["swiftUIScreens"] as? Int == 3 && migration["uiKitScreens"] as? Int == 1 && migration["swiftUIViews"] as? Int == 3)
        let rules = try #require(figures["rules"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? String } == ["RX001", "RX002", "VM001", "VM002"])
        #expect(rules[1]["status"] as? String == "n/a" && rules[1]["reason"] as? String == "runs only with --since")
        #expect(rules[2]["percent"] as? Double == 50)
        #expect(figures["method"] as? String == AuditFigures.method)
        let skipped = try #require(object?["skipped"] as? [[String: Any]])
        #expect(skipped.first?["path"] as? String == "Sources/Latin1.swift" && skipped.first?["reason"] as? String == "not UTF-8")
        #expect(object?["failingFindings"] as? Int == 1)
    }

    @Test func markdown() {
        let markdown = MarkdownReporter().render(Self.report)
        #expect(markdown.contains("| [VM001](https://github.com/keel-ios/keel/blob/main/Auditor/docs/rules/VM001.md) | 1 | 1/2 (50%) |"))
        #expect(markdown.contains("ViewModels **0/2 clean** (2 with findings, 0 not checked)"))
        #expect(markdown.contains("No compliance figure (nothing to check, runs only with `--since`, or findings only): RX002, VM002"))
        #expect(markdown.contains("`Sources/Latin1.swift` (not UTF-8)"))
        #expect(markdown.contains("[Definitions](https://github.com/keel-ios/keel/blob/main/Auditor/docs/articles/Audit-Metrics.md)"))
        #expect(markdown.contains("Rx-free ViewModels: 1/2 (50%)"))
    }

    /// The SARIF 2.1.0 shape GitHub code scanning requires.
    @Test func sarifHasTheRequiredShape() throws {
        let data = Data(SARIFReporter().render(Self.report).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "keel")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(Auditor.allRules.map(\.id)))
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        #expect(rules.allSatisfy { ($0["helpUri"] as? String) == DocsLinks.defaultRulesBase + "\($0["id"] as? String ?? "").md" })
        #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["text"] is String })
        let invocation = try #require((runs[0]["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect(((notifications[0]["message"] as? [String: Any])?["text"] as? String)?.contains("Sources/Latin1.swift was not audited: not UTF-8") == true)
        let properties = try #require(runs[0]["properties"] as? [String: Any])
        let figures = try #require(properties["figures"] as? [String: Any])
        #expect((figures["roles"] as? [[String: Any]])?.count == 2)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            #expect(result["ruleId"] is String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri?.contains(" ") == false)
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int).map { $0 >= 1 } == true)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func docsBaseURLMakesEveryLinkAbsoluteUnderIt() throws {
        var report = Self.report
        report.docsBase = "https://docs.example.com/keel/rules"
        #expect(MarkdownReporter().render(report).contains("[VM001](https://docs.example.com/keel/rules/VM001.md)"))
        #expect(MarkdownReporter().render(report).contains("(https://docs.example.com/keel/articles/Audit-Metrics.md)"))
        #expect(SARIFReporter().render(report).contains("\"helpUri\" : \"https://docs.example.com/keel/rules/VM001.md\""))
    }

    @Test func everyFormatNamesASkippedFile() {
        for format in ReportFormat.allCases {
            #expect(format.reporter().render(Self.report).contains("Latin1.swift"), "\(format)")
        }
    }
}
