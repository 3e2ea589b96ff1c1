/// The audit as one self-contained HTML page (`keel audit --format html`):
/// inline CSS, JavaScript and SVG, no network request, readable from
/// `file://` and as a CI artifact — the page a team lead opens every week.
///
/// The first screen answers where the migration is, what changed since the
/// baseline or the previous trend point, and what to fix first, with the
/// commit, branch and date audited in the header (`HTMLOverview`). Below:
/// units per role, hotspots and the per-module breakdown, migration
/// progress, rule compliance, the trend (with `--trend`), findings by
/// folder, the findings table, the rule reference and the definitions —
/// all of it `AuditFigures` and the findings, nothing else; every count of
/// a role comes from the run's one tally (`RoleTally`).
///
/// Deterministic: the same report renders the same bytes (no clock, stable
/// orders; dates come from commits). Every string from the audited tree is
/// escaped (`HTMLText`).
package struct HTMLReporter: Reporter {
    package init() {}

    package func render(_ report: AuditReport) -> String {
        let hasTrend = report.trend.map { !$0.points.isEmpty } ?? false
        var sections = [
            HTMLOverview.render(report),
            HTMLRolesSection.render(report),
            HTMLHotspotsSection.render(report),
            HTMLMigrationSection.render(report.figures.migration),
            HTMLComplianceSection.render(report),
        ]
        if let trend = report.trend, hasTrend { sections.append(HTMLTrendSection.render(trend, origin: report.trendOrigin)) }
        sections.append(HTMLFolderHeatMap.render(report))
        sections.append(HTMLFindingsTable.render(report))
        if !report.skippedFiles.isEmpty { sections.append(Self.skipped(report)) }
        sections.append(HTMLRuleReference.render(report))
        sections.append(HTMLDefinitions.render(report))
        let findings = report.result.findings.count
        let errors = report.countsBySeverity.first { $0.severity == .error }?.count ?? 0
        let meta = HTMLPage.source(report.source)
            + " \u{B7} <strong>\(findings)</strong> finding\(findings == 1 ? "" : "s") listed (\(errors) error\(errors == 1 ? "" : "s"))"
            + " in \(report.result.filesScanned) file\(report.result.filesScanned == 1 ? "" : "s") (\(report.result.linesScanned) lines)"
        var banners: [String] = []
        if case .other(let file, let here)? = report.trendOrigin {
            banners.append("<p class=\"callout\" id=\"trend-origin\" role=\"alert\"><strong>The trend file belongs to another repository:</strong> "
                + "its root commit (\(HTMLText.escape(file.rootCommits.map { String($0.prefix(10)) }.joined(separator: ", ")))) is not this tree's "
                + "(\(HTMLText.escape(here.rootCommits.map { String($0.prefix(10)) }.joined(separator: ", ")))). Its points are not this code's history; "
                + "\"what changed\" does not use them.</p>")
        }
        return HTMLPage.render(
            title: "keel audit — \(report.root)",
            heading: "keel audit",
            subject: report.root,
            meta: meta,
            banners: banners,
            navigation: Self.navigation(report, hasTrend: hasTrend),
            sections: sections,
            footer: HTMLPage.methodFooter()
        )
    }

    private static func navigation(_ report: AuditReport, hasTrend: Bool) -> [(id: String, label: String)] {
        var links = [("overview", "At a glance"), ("roles", "Roles"), ("hotspots", "Hotspots"), ("migration", "Migration"), ("compliance", "Rule compliance")]
        if hasTrend { links.append(("trend", "Trend")) }
        links += [("folders", "By folder"), ("findings", "Findings")]
        if !report.skippedFiles.isEmpty { links.append(("skipped", "Not audited")) }
        links += [("rules", "Rules"), ("definitions", "Definitions")]
        return links
    }

    private static func skipped(_ report: AuditReport) -> String {
        var html = HTMLText.sectionStart(id: "skipped", title: "Not audited (\(report.skippedFiles.count))")
        html += "<p class=\"muted\">These files are not in any figure: discovery could not read them.</p><ul class=\"skipped\">"
        for file in report.skippedFiles {
            html += "<li><code>\(HTMLText.escape(file.path))</code> — \(HTMLText.escape(file.reason))</li>"
        }
        return html + "</ul></section>"
    }
}

extension HTMLReporter {
    /// `keel trend --format html`: the trend charts and table on a page of their own;
    /// `subject` names what was audited (the path as given).
    package func render(trend: TrendSeries, subject: String, metricsLink: String) -> String {
        let last = trend.points.last
        var meta = "\(trend.points.count) point\(trend.points.count == 1 ? "" : "s")"
        if let last {
            meta += ", latest <code>\(HTMLText.escape(last.shortCommit))</code> committed <strong>\(HTMLText.escape(last.day))</strong>: "
                + "\(last.findings) finding\(last.findings == 1 ? "" : "s") in \(last.filesScanned) files"
        }
        return HTMLPage.render(
            title: "keel trend — \(subject)",
            heading: "keel trend",
            subject: subject,
            meta: meta,
            navigation: [("trend", "Trend"), ("definitions", "Definitions")],
            sections: [
                trend.points.isEmpty ? "<section id=\"trend\"><h2>Trend</h2><p class=\"empty\">No points.</p></section>" : HTMLTrendSection.render(trend, origin: nil),
                HTMLDefinitions.render(AuditReport(result: AuditResult(findings: [], compliance: [], migration: MigrationProgress(), filesScanned: 0, linesScanned: 0),
                                                   root: subject, docsBase: Self.docsBase(fromMetrics: metricsLink))),
            ],
            footer: HTMLPage.methodFooter()
        )
    }

    /// The rule pages' folder of a metrics link (`…/articles/Audit-Metrics.md` → `…/rules/`).
    private static func docsBase(fromMetrics link: String) -> String {
        guard let range = link.range(of: "articles/Audit-Metrics.md", options: .backwards) else { return DocsLinks.defaultRulesBase }
        return String(link[..<range.lowerBound]) + "rules/"
    }
}
