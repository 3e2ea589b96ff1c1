import Foundation
@testable import KeelAudit
import Testing

@Suite("HTML report", .timeLimit(.minutes(1)))
struct HTMLReporterTests {
    static let enabled = ["KA001", "RX001", "RX002", "VM001", "VM002", "VM003"]

    static func report(findings: [Finding], root: String = "Sources", sourceLines: [String: String] = [:]) -> AuditReport {
        var report = AuditReport(
            result: AuditResult(
                findings: findings,
                compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2), RuleCompliance(ruleID: "RX001", compliant: 1, applicable: 2),
                             RuleCompliance(ruleID: "VM003", compliant: 2, applicable: 2)],
                migration: MigrationProgress(viewModels: 2, rxFreeViewModels: 1, swiftUIViews: 3, uiKitViewControllers: 1),
                roles: [RoleTally(role: .viewModel, units: 2, clean: 0), RoleTally(role: .view, units: 3, clean: 3)],
                filesScanned: 2, linesScanned: 40, suppressed: 4
            ),
            root: root, skipped: ["Latin1.swift: not UTF-8, skipped"], failOn: .error, hiddenByBaseline: 7,
            enabledRules: enabled
        )
        report.sourceLines = sourceLines
        return report
    }

    static let findings = [
        Finding(ruleID: "RX001", severity: .error, message: "uses disposed(by:)", file: "B.swift", line: 9, column: 1, fingerprint: "f2"),
        Finding(ruleID: "VM001", severity: .warning, message: "ViewModel is not @MainActor", file: "Feature/A.swift", line: 3, column: 7, fingerprint: "f1"),
        Finding(ruleID: "VM001", severity: .warning, message: "Second one", file: "Feature/Deep/C.swift", line: 12, column: 2, fingerprint: "f3"),
    ]

    @Test func presentsEveryFigureRuleAndFinding() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings, sourceLines: [AuditReport.sourceLineKey("B.swift", line: 9): "bag.disposed(by: bag)"]))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        // Headline, with how it is computed.
        #expect(html.contains("<h3>ViewModels</h3><p class=\"big\">0%</p><p>0 of 2 clean</p>"))
        #expect(html.contains("aria-label=\"SwiftUI views clean: 3/3 (100%)\""))
        #expect(html.contains(HTMLText.escape(AuditFigures.method)))
        #expect(html.contains("href=\"https://github.com/keel-ios/keel/blob/main/Auditor/docs/articles/Audit-Metrics.md\""))
        // Every enabled rule, measured ones with their ratio, the rest as n/a with the reason.
        for rule in Self.enabled { #expect(html.contains("<li data-rule=\"\(rule)\">"), "\(rule)") }
        #expect(html.contains("aria-label=\"VM001: 1/2 (50%)\""))
        #expect(html.contains("n/a — runs only with --since</h3><ul class=\"na\"><li data-rule=\"RX002\">"))
        #expect(html.contains("n/a — nothing to check in this tree</h3><ul class=\"na\"><li data-rule=\"VM002\">"))
        #expect(html.contains("n/a — findings without units (no compliance figure)</h3><ul class=\"na\"><li data-rule=\"KA001\">"))
        #expect(!html.contains("VM002: ") && !html.contains("RX002: "))
        // Migration.
        #expect(html.contains("<strong>1/2 (50%)</strong>"))
        #expect(html.contains("<strong>3 vs 1</strong> <span class=\"muted\">(75% SwiftUI)</span>"))
        // Counts the list does not show.
        #expect(html.contains("<dt>Hidden by the baseline</dt><dd><strong>7</strong>"))
        #expect(html.contains("<dt>Suppressed in source</dt><dd><strong>4</strong>"))
        #expect(html.contains("<li><code>Sources/Latin1.swift</code> — not UTF-8</li>"))
        // Every finding: one row each, linked to its rule page, with its location and source line.
        #expect(html.components(separatedBy: "<tr data-i=").count - 1 == Self.findings.count)
        for finding in Self.findings {
            #expect(html.contains("<a href=\"\(DocsLinks.rule(finding.ruleID))\">\(finding.ruleID)</a>"))
            #expect(html.contains(":\(finding.line):\(finding.column)</code>"))
            #expect(html.contains(HTMLText.escape(finding.message)))
        }
        #expect(html.contains("Feature/<wbr>Deep/<wbr>C.swift:12:2"))
        #expect(html.contains("<code class=\"snippet\">bag.disposed(by: bag)</code>"))
        // The heat map: folders under the root, most findings first, each filtering the table.
        #expect(html.contains("data-folder=\"Feature/.\">Feature <small>(files directly in it)</small></a></th><td class=\"total\">1</td>"))
        #expect(html.contains("data-folder=\"Feature/Deep\">Feature/<wbr>Deep</a></th><td class=\"total\">1</td>"))
        #expect(html.contains("data-folder=\".\">(top level)</a>"))
        #expect(html.contains("<option value=\"VM001\">VM001 (2)</option>"))
    }

    @Test func noNetworkAndNothingExternal() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings))
        #expect(!html.contains("<link") && !html.contains("src=") && !html.contains("@import") && !html.contains("url("))
        #expect(html.components(separatedBy: "<script").count == 2) // the one inline script
        #expect(html.contains("prefers-color-scheme:dark"))
    }

    @Test func escapesEverythingFromTheAuditedTree() {
        let hostile = "<script>alert(1)</script>"
        let findings = [
            Finding(ruleID: "VM001", severity: .error, message: "m \(hostile) & \"q\" 'a'", file: "\"><img src=x onerror=alert(2)>/x.swift",
                    line: 1, column: 1, fingerprint: "f"),
        ]
        let html = HTMLReporter().render(Self.report(findings: findings, root: "<b>root</b>",
                                                     sourceLines: [AuditReport.sourceLineKey(findings[0].file, line: 1): "</code>\(hostile)"]))
        #expect(!html.contains(hostile))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>root"))
        #expect(html.contains("m &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39;"))
        #expect(html.contains("data-file=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;/x.swift\""))
        #expect(html.contains("<code class=\"snippet\">&lt;/code&gt;&lt;script&gt;"))
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    @Test func onlyHTTPLinks() {
        var report = Self.report(findings: Self.findings)
        report.docsBase = "javascript:alert(1)//"
        let html = HTMLReporter().render(report)
        #expect(!html.contains("javascript:"))
    }

    @Test func deterministic() {
        let a = HTMLReporter().render(Self.report(findings: Self.findings))
        let b = HTMLReporter().render(Self.report(findings: Self.findings))
        #expect(a == b)
        #expect(!a.contains(String(Calendar(identifier: .gregorian).component(.year, from: Date()))))
    }

    @Test func emptyReportSaysSo() {
        let html = HTMLReporter().render(Self.report(findings: []))
        #expect(html.contains("<p class=\"empty\">No findings listed (7 hidden by the baseline or outside the diff).</p>"))
        #expect(!html.contains("id=\"findings-table\""))
    }

    @Test func folderDepthKeepsTheHeatMapReadable() {
        #expect(HTMLFolderHeatMap.folder("A/B/C/D.swift", depth: 2) == "A/B")
        #expect(HTMLFolderHeatMap.folder("D.swift", depth: 2) == "")
        let many = (0..<40).map { "Mod\($0)/Sub/File.swift" }
        #expect(HTMLFolderHeatMap.depth(for: many) == 1)
        let two = ["App/Feature/A/x.swift", "App/Feature/B/y.swift"]
        #expect(Set(two.map { HTMLFolderHeatMap.folder($0, depth: HTMLFolderHeatMap.depth(for: two)) }) == ["App/Feature/A", "App/Feature/B"])
    }
}
