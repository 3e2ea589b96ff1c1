import Foundation
import KeelAudit
import Testing

@Suite("Reporters")
struct ReporterTests {
    static let report = AuditReport(
        result: AuditResult(
            findings: [
                Finding(ruleID: "VM001", severity: .warning, message: "ViewModel is not @MainActor", file: "My App/A.swift", line: 3, column: 7, fingerprint: "f1"),
                Finding(ruleID: "RX001", severity: .error, message: "uses, disposed(by:)\nnow: 100%", file: "B.swift", line: 9, column: 1, fingerprint: "f2"),
            ],
            compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2), RuleCompliance(ruleID: "RX001", compliant: 1, applicable: 2)],
            migration: MigrationProgress(viewModels: 2, rxFreeViewModels: 1, swiftUIViews: 3, uiKitViewControllers: 1),
            filesScanned: 2, linesScanned: 40
        ),
        root: "Sources", failOn: .error
    )

    @Test func text() {
        let text = TextReporter().render(Self.report)
        #expect(text.contains("Sources/My App/A.swift\n  3:7  warning  [VM001] ViewModel is not @MainActor"))
        #expect(text.contains("Pattern compliance: 50% overall"))
        #expect(text.contains("Rx-free ViewModels: 1/2 (50%)"))
        #expect(text.contains("3 vs 1 (75% SwiftUI)"))
        #expect(!text.contains("\u{1B}["))
        #expect(TextReporter(colors: true).render(Self.report).contains("\u{1B}[33mwarning"))
    }

    @Test func xcode() {
        #expect(XcodeReporter().render(Self.report).hasPrefix("Sources/My App/A.swift:3:7: warning: [VM001] ViewModel is not @MainActor\n"))
    }

    @Test func githubEscapesDataAndProperties() {
        let output = GitHubActionsReporter().render(Self.report)
        #expect(output.contains("::warning file=Sources/My App/A.swift,line=3,col=7,title=VM001::ViewModel is not @MainActor\n"))
        #expect(output.contains("::error file=Sources/B.swift,line=9,col=1,title=RX001::uses, disposed(by:)%0Anow: 100%25\n"))
    }

    @Test func json() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(Self.report).utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]]
        #expect(findings?.count == 2)
        #expect(object?["overallCompliance"] as? Double == 50)
    }

    @Test func markdown() {
        let markdown = MarkdownReporter().render(Self.report)
        #expect(markdown.contains("| [VM001](docs/rules/VM001.md) | 1 | 1/2 (50%) |"))
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
}
