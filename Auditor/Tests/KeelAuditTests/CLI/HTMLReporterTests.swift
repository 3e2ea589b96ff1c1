import Foundation
@testable import KeelAudit
import Testing

@Suite("HTML report", .timeLimit(.minutes(3)))
struct HTMLReporterTests {
    static let enabled = ["KA001", "RX001", "RX002", "VM001", "VM002", "VM003", "VM010"]

    static let roles = [
        RoleTally(role: .viewModel, units: 5, checked: 4, clean: 1, rxFree: 2),
        RoleTally(role: .view, units: 6, checked: 2, clean: 2, screens: 2),
        RoleTally(role: .viewController, units: 3, checked: 0, clean: 0, screens: 2),
        RoleTally(role: .manager, units: 45, checked: 1, clean: 1),
    ]

    static func report(findings: [Finding], root: String = "Sources", sourceLines: [String: String] = [:]) -> AuditReport {
        var report = AuditReport(
            result: AuditResult(
                findings: findings,
                compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2), RuleCompliance(ruleID: "RX001", compliant: 1, applicable: 2),
                             RuleCompliance(ruleID: "VM003", compliant: 2, applicable: 2)],
                migration: MigrationProgress(roles: roles),
                roles: roles,
                filesScanned: 2, linesScanned: 40, suppressed: 4
            ),
            root: root, skipped: ["Latin1.swift: not UTF-8, skipped"], failOn: .error, hiddenByBaseline: 7,
            enabledRules: enabled
        )
        report.sourceLines = sourceLines
        report.source = .git(AuditedRevision(commit: "0123456789abcdef0123456789abcdef01234567", branch: "main", date: "2025-03-14T10:00:00+01:00",
                                             uncommitted: false, repository: .init(rootCommits: ["root1"])))
        return report
    }

    static let findings = [
        Finding(ruleID: "RX001", severity: .error, message: "uses disposed(by:)", file: "B.swift", line: 9, column: 1, fingerprint: "f2"),
        Finding(ruleID: "VM001", severity: .warning, message: "ViewModel is not @MainActor", file: "Feature/A.swift", line: 3, column: 7, fingerprint: "f1"),
        Finding(ruleID: "VM001", severity: .warning, message: "Second one", file: "Feature/Deep/C.swift", line: 12, column: 2, fingerprint: "f3"),
    ]

    /// Every occurrence of `attribute="…"` values in `html`.
    static func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: "\(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theFirstScreenAnswersTheThreeQuestions() throws {
        let html = HTMLReporter().render(Self.report(findings: Self.findings))
        // What was audited: commit, branch and the commit's date, from git.
        #expect(html.contains("commit <code title=\"0123456789abcdef0123456789abcdef01234567\">0123456789</code> on <strong>main</strong>"))
        #expect(html.contains("committed <strong>2025-03-14</strong>"))
        // The three answers come first, before any other section.
        let overview = try #require(html.range(of: "<section id=\"overview\""))
        let roles = try #require(html.range(of: "<section id=\"roles\""))
        #expect(overview.lowerBound < roles.lowerBound)
        let first = String(html[overview.lowerBound..<roles.lowerBound])
        #expect(first.contains("id=\"answer-migration\"") && first.contains("id=\"answer-changes\"") && first.contains("id=\"answer-fix\""))
        // Where the migration is, with totals.
        #expect(first.contains("Rx-free ViewModels: <strong class=\"num\">2</strong> of"))
        #expect(first.contains("SwiftUI screens: <strong class=\"num\">2</strong> of <strong class=\"num\">4</strong> screens"))
        // What to fix first: the error's file outranks two warnings' files, with why.
        let fix = try #require(first.range(of: "id=\"answer-fix\""))
        let fixPanel = String(first[fix.lowerBound...])
        #expect(fixPanel.contains("data-filter=\"folder=B.swift\"><span class=\"file\">B.swift</span>"))
        #expect(fixPanel.contains("<strong class=\"num\">10</strong> · 1 error · RX001 ×1"))
        // With nothing to compare with, it says how to get the comparison.
        #expect(first.contains("Nothing to compare with: give <code>--baseline FILE</code>"))
    }

    @Test func everyCountOfARoleIsTheSameNumber() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings))
        var byRole: [String: Set<String>] = [:]
        for chunk in html.components(separatedBy: "data-role-units=\"").dropFirst() {
            let role = String(chunk.prefix { $0 != "\"" })
            let value = Self.values(of: "data-value", in: String(chunk.prefix(80))).first ?? "?"
            byRole[role, default: []].insert(value)
        }
        #expect(byRole["viewModel"] == ["5"])
        #expect(byRole["view"] == ["6"])
        #expect(byRole["viewController"] == ["3"])
        #expect(byRole["manager"] == ["45"])
        // The manager card says how many no rule checked, instead of "1 of 1 (100 %)".
        #expect(html.contains("1 clean (2.2%) · 0 with findings · 44 not checked"))
        // Its bar is 1 part clean in 45: the rest of the track is units nobody checked.
        #expect(html.contains("aria-label=\"Managers: 45 units, 1 clean, 0 with findings, 44 not checked\"><rect class=\"track\" width=\"100\" height=\"8\"/>"
            + "<rect class=\"fill good\" x=\"0\" width=\"2.2\" height=\"8\"/></svg>"))
        #expect(!html.contains("Route enums"))
    }

    @Test func baselineChangesAreExactByRuleAndModule() throws {
        var report = Self.report(findings: Self.findings)
        let baseline = Baseline(findings: [
            Self.findings[1],
            Finding(ruleID: "VM003", severity: .warning, message: "gone", file: "Feature/Old.swift", line: 1, column: 1, fingerprint: "old"),
        ])
        report.baselineChanges = FindingChanges(baseline: baseline, path: "ci/keel-baseline.json", findings: Self.findings)
        let html = HTMLReporter().render(report)
        #expect(html.contains("What changed since the baseline"))
        #expect(html.contains("<span class=\"up\">+2</span> new · <span class=\"down\">−1</span> fixed"))
        #expect(html.contains("2 in <code>keel-baseline.json</code> → 3 now · 1 new error"))
        #expect(html.contains("data-filter=\"rule=VM003\">VM003</a></span><span class=\"num\"><span class=\"up\">+0</span> <span class=\"down\">−1</span>"))
        #expect(html.contains("data-filter=\"module=Feature\">Feature</a>"))
    }

    @Test func trendChangesAreNetAndScopeChangesAreSaid() throws {
        var report = Self.report(findings: Self.findings)
        let before = AuditFigures(roles: [.init(role: .viewModel, units: 5, checked: 1, clean: 1)], rules: [], migration: MigrationProgress(viewModels: 5, rxFreeViewModels: 1))
        report.trend = TrendSeries(selection: "weekly 4", ref: "HEAD", path: "", rules: ["RX001", "VM001"], points: [
            .init(commit: "aaaa", date: "2025-03-07T10:00:00Z", filesScanned: 2, linesScanned: 30, suppressed: 0,
                  findingsByRule: ["RX001": 0, "VM001": 1], figures: before, findingsBySeverity: ["error": 0, "warning": 1, "note": 0],
                  findingsByModule: ["Feature": 1]),
            // Committed after the audited commit (2025-03-14): never "the previous point".
            .init(commit: "later", date: "2025-03-20T10:00:00Z", filesScanned: 2, linesScanned: 30, suppressed: 0,
                  findingsByRule: ["RX001": 5, "VM001": 5], figures: before),
        ], repository: .init(rootCommits: ["root1"]))
        #expect(report.previousPoint?.commit == "aaaa")
        let html = HTMLReporter().render(report)
        #expect(html.contains("What changed since 2025-03-07"))
        #expect(html.contains("<span class=\"big num\">3</span> findings <span class=\"up\">+2</span>"))
        #expect(html.contains("<strong class=\"num\">1</strong> errors <span class=\"up\">+1</span>"))
        #expect(html.contains("data-filter=\"rule=RX001\">RX001</a></span><span class=\"num\">0 → 1 <span class=\"up\">+1</span>"))
        // 3 ViewModels entered the checked set: the figure moved partly because of it, and the page says so.
        #expect(html.contains("id=\"scope-note\""))
        #expect(html.contains("ViewModels: 3 units entered the checked set (1 → 4 of 5)"))
        #expect(html.contains("<span class=\"scope\">scope: +3 checked</span>"))
        #expect(html.contains("was 1 of 5 on 2025-03-07"))
        #expect(!html.contains("id=\"trend-origin\""))
    }

    @Test func aTrendFileOfAnotherRepositoryIsFlagged() {
        var report = Self.report(findings: Self.findings)
        report.trend = TrendSeries(selection: "commits 1", ref: "HEAD", path: "", rules: [], points: [
            .init(commit: "bbbb", date: "2025-03-07T10:00:00Z", filesScanned: 1, linesScanned: 1, suppressed: 0, findingsByRule: [:],
                  figures: AuditFigures(roles: [], rules: [], migration: MigrationProgress())),
        ], repository: .init(rootCommits: ["elsewhere"]))
        #expect(report.trendOrigin == .other(file: .init(rootCommits: ["elsewhere"]), here: .init(rootCommits: ["root1"])))
        let html = HTMLReporter().render(report)
        #expect(html.contains("<p class=\"callout\" id=\"trend-origin\" role=\"alert\"><strong>The trend file belongs to another repository:</strong>"))
        // Its points are not compared with: "what changed" says there is nothing to compare with.
        #expect(report.previousPoint == nil && report.changes == nil)
        #expect(html.contains("Nothing to compare with"))
        report.trend?.repository = nil
        report.trend?.format = "keel-trend/1"
        #expect(report.trendOrigin == .unrecorded(format: "keel-trend/1"))
        #expect(HTMLReporter().render(report).contains("was written by an older keel: it does not record its repository"))
    }

    @Test func presentsEveryFigureRuleAndFinding() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings, sourceLines: [AuditReport.sourceLineKey("B.swift", line: 9): "bag.disposed(by: bag)"]))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        // Units per role: all units, clean, with findings, not checked.
        #expect(html.contains("<dt><span class=\"key good\"></span>Clean</dt><dd>1 (20%)</dd><dt><span class=\"key bad\"></span>With findings</dt><dd>3</dd>"))
        #expect(html.contains("<dt><span class=\"key none\"></span>Not checked</dt><dd>44</dd>"))
        #expect(html.contains(HTMLText.escape(AuditFigures.method)))
        // Every enabled rule, measured ones with their ratio (least compliant first), the rest as n/a with the reason.
        for rule in Self.enabled { #expect(html.contains("<li data-rule=\"\(rule)\">"), "\(rule)") }
        #expect(html.contains("aria-label=\"VM001: 1/2 (50%)\""))
        let vm001 = html.range(of: "<li data-rule=\"VM001\">")!.lowerBound, vm003 = html.range(of: "<li data-rule=\"VM003\">")!.lowerBound
        #expect(vm001 < vm003)
        #expect(html.contains("n/a — runs only with --since</h3><ul class=\"na\"><li data-rule=\"RX002\">"))
        #expect(html.contains("n/a — findings without units (no compliance figure)</h3><ul class=\"na\"><li data-rule=\"KA001\">"))
        // Migration: screens, with the views and controllers they are among.
        #expect(html.contains("<strong>2 vs 2</strong> <span class=\"muted\">(50% SwiftUI)</span>"))
        #expect(html.contains("(2 screens) and <span class=\"num\" data-role-units=\"viewController\" data-value=\"3\">3</span> view controllers (2 screens)"))
        // Counts the list does not show.
        #expect(html.contains("<dt>Hidden by the baseline</dt><dd><strong>7</strong>"))
        #expect(html.contains("<dt>Suppressed in source</dt><dd><strong>4</strong>"))
        #expect(html.contains("<li><code>Sources/Latin1.swift</code> — not UTF-8</li>"))
        // Every finding: one row each, linked to its rule's entry in the page, with its location and source line.
        #expect(html.components(separatedBy: "<tr data-i=").count - 1 == Self.findings.count)
        for finding in Self.findings {
            #expect(html.contains("<td><a href=\"#rule-\(finding.ruleID)\" class=\"rule\">\(finding.ruleID)</a></td>"))
            #expect(html.contains(":\(finding.line):\(finding.column)</code>"))
            #expect(html.contains(HTMLText.escape(finding.message)))
        }
        #expect(html.contains("Feature/<wbr>Deep/<wbr><span class=\"file\">C.swift</span>:12:2"))
        #expect(html.contains("title=\"bag.disposed(by: bag)\"><code class=\"snippet\">bag.disposed(by: bag)</code>"))
        // The heat map: folders under the root, most findings first, each filtering the table.
        #expect(html.contains("data-filter=\"folder=Feature/.\">Feature <small>(files directly in it)</small></a></th><td class=\"total\">1</td>"))
        #expect(html.contains("data-filter=\"folder=.\">(top level)</a>"))
        #expect(html.contains("id=\"heat-cue\""))
        // Hotspots, and every module.
        #expect(html.contains("<table class=\"data hot-folder\">") && html.contains("<table class=\"data modules\">"))
        // A hotspot folder counts the files directly in it, and its link filters to exactly those.
        #expect(html.contains("data-filter=\"folder=Feature/Deep/.\">Feature/<wbr>Deep</a>"))
        // The filter offers every enabled rule, with zero counts too (a link to VM010 selects it).
        #expect(html.contains("<option value=\"VM001\" data-summary=\"ViewModels must be @MainActor.\">VM001 (2)</option>"))
        #expect(html.contains("<option value=\"VM010\" data-summary="))
        #expect(html.contains(">VM010 (0)</option>"))
    }

    @Test func ruleLinksStayInThePageUnlessADocsSiteIsConfigured() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("keel-ios"))
        for rule in Self.enabled {
            #expect(html.contains("<article id=\"rule-\(rule)\""), "\(rule) has its entry in the page")
        }
        for anchor in Self.values(of: "href", in: html) where anchor.hasPrefix("#rule-") || anchor.hasPrefix("#def-") {
            #expect(html.contains("id=\"\(anchor.dropFirst())\""), "\(anchor) has a target")
        }
        #expect(html.contains("<em>How to fix:</em>"))
        var hosted = Self.report(findings: Self.findings)
        hosted.docsBase = "https://docs.example.com/keel/rules/"
        let linked = HTMLReporter().render(hosted)
        #expect(linked.contains("<a href=\"https://docs.example.com/keel/rules/VM001.md\">Rule page</a>"))
        #expect(linked.contains("<a href=\"https://docs.example.com/keel/articles/Audit-Metrics.md\">"))
    }

    @Test func theTableSurvivesLongPathsAndCode() {
        let longPath = String(repeating: "VeryLongFeatureFolderName/", count: 8) + "AnExtremelyLongFileNameThatNeverEnds.swift"
        let longCode = "let value = " + String(repeating: "someObject.someProperty.", count: 30) + "end"
        let findings = [Finding(ruleID: "VM001", severity: .warning, message: "`\(longCode)` is long", file: longPath, line: 1, column: 1, fingerprint: "x")]
        let html = HTMLReporter().render(Self.report(findings: findings, sourceLines: [AuditReport.sourceLineKey(longPath, line: 1): longCode]))
        // Fixed layout, no sideways scroll box around the table (so its header can stick to the window).
        #expect(html.contains("<table id=\"findings-table\" class=\"findings\">"))
        #expect(!html.contains("<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings table\">"))
        #expect(HTMLStyle.css.contains("table.findings{table-layout:fixed}"))
        #expect(HTMLStyle.css.contains("table.findings thead{position:sticky;top:0"))
        // Location and source clamped, with the whole text on hover (title) and focus (tabindex).
        #expect(html.contains("<div class=\"clamp\" tabindex=\"0\" title=\"\(longPath):1:1\">"))
        #expect(html.contains("<div class=\"clamp\" tabindex=\"0\" title=\"\(longCode)\">"))
        #expect(HTMLStyle.css.contains(".clamp:focus{-webkit-line-clamp:unset"))
        #expect(HTMLStyle.css.contains("table.findings td{overflow-wrap:anywhere"))
        // Long lists a page at a time, once the script runs (without it every row shows).
        #expect(html.contains("<p id=\"findings-more\" class=\"more-rows\" hidden><button type=\"button\">Show all</button></p>"))
        #expect(HTMLScript.js.contains("var pageSize = 250"))
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
        var report = Self.report(findings: findings, root: "<b>root</b>",
                                 sourceLines: [AuditReport.sourceLineKey(findings[0].file, line: 1): "</code>\(hostile)"])
        report.source = .git(AuditedRevision(commit: "<i>c</i>", branch: "<b>feature</b>", date: "<s>2025</s>", uncommitted: true,
                                             repository: .init(rootCommits: [])))
        let html = HTMLReporter().render(report)
        #expect(!html.contains(hostile))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>root") && !html.contains("<b>feature") && !html.contains("<i>c"))
        #expect(html.contains("m &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39;"))
        #expect(html.contains("data-file=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;/x.swift\""))
        #expect(html.contains("<code class=\"snippet\">&lt;/code&gt;&lt;script&gt;"))
        #expect(html.contains("with uncommitted changes"))
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

    @Test func notAGitTreeSaysSo() {
        var report = Self.report(findings: [])
        report.source = .notGit("not a git tree")
        let html = HTMLReporter().render(report)
        #expect(html.contains("<p class=\"meta\" id=\"audited\">not a git tree (no commit or date to show)"))
    }

    @Test func emptyReportSaysSo() {
        let html = HTMLReporter().render(Self.report(findings: []))
        #expect(html.contains("<p class=\"empty\">No findings listed (7 hidden by the baseline or outside the diff).</p>"))
        #expect(!html.contains("id=\"findings-table\""))
        #expect(html.contains("No findings listed: nothing to fix."))
    }

    @Test func folderDepthKeepsTheHeatMapReadable() {
        #expect(HTMLFolderHeatMap.folder("A/B/C/D.swift", depth: 2) == "A/B")
        #expect(HTMLFolderHeatMap.folder("D.swift", depth: 2) == "")
        let many = (0..<40).map { "Mod\($0)/Sub/File.swift" }
        #expect(HTMLFolderHeatMap.depth(for: many) == 1)
        let two = ["App/Feature/A/x.swift", "App/Feature/B/y.swift"]
        #expect(Set(two.map { HTMLFolderHeatMap.folder($0, depth: HTMLFolderHeatMap.depth(for: two)) }) == ["App/Feature/A", "App/Feature/B"])
    }

    @Test func theHeatMapCaptionIsRightInBothSchemes() {
        let html = HTMLReporter().render(Self.report(findings: Self.findings))
        #expect(html.contains("(<span class=\"light-only\">darker</span><span class=\"dark-only\">brighter</span>), the more findings"))
        #expect(!html.contains("darker cells hold more"))
        #expect(HTMLStyle.css.contains("@media (prefers-color-scheme:dark){.dark-only{display:inline}.light-only{display:none}}"))
        // The dark palette's steps get brighter towards "more": the legend's order holds in both.
        let darkSteps = (1...5).compactMap { HTMLPalette.value("h\($0)", dark: true) }.map(HTMLContrast.luminance)
        #expect(darkSteps == darkSteps.sorted())
        let lightSteps = (1...5).compactMap { HTMLPalette.value("h\($0)", dark: false) }.map(HTMLContrast.luminance)
        #expect(lightSteps == lightSteps.sorted(by: >))
    }
}
