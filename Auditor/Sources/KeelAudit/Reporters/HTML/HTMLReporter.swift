/// The audit as one self-contained HTML page (`keel audit --format html`):
/// inline CSS, JavaScript and SVG, no network request, readable from
/// `file://` and as a CI artifact. It presents `AuditFigures` and nothing
/// else — headline, rule compliance, migration progress — plus the findings
/// by folder (a heat map), a sortable, filterable findings table, what the
/// baseline, `--since` and suppressions hid, skipped files, and a trend
/// chart when the report carries a `TrendSeries`.
///
/// Deterministic: the same report renders the same bytes (no clock, stable
/// orders). Every string from the audited tree is escaped (`HTMLText`).
package struct HTMLReporter: Reporter {
    package init() {}

    package func render(_ report: AuditReport) -> String {
        let findings = report.result.findings.count
        var sections = [
            HTMLFiguresSection.render(report),
            HTMLComplianceSection.render(report),
            HTMLMigrationSection.render(report.figures.migration),
        ]
        if let trend = report.trend, !trend.points.isEmpty { sections.append(HTMLTrendSection.render(trend)) }
        sections.append(HTMLFolderHeatMap.render(report))
        sections.append(HTMLFindingsTable.render(report))
        if !report.skippedFiles.isEmpty { sections.append(Self.skipped(report)) }
        let summary = "\(findings) finding\(findings == 1 ? "" : "s") in \(report.result.filesScanned) file\(report.result.filesScanned == 1 ? "" : "s")"
            + " (\(report.result.linesScanned) lines)"
        return HTMLPage.render(
            title: "keel audit — \(report.root)",
            heading: "keel audit",
            subject: report.root,
            summary: summary,
            navigation: Self.navigation(report),
            sections: sections,
            footer: HTMLPage.methodFooter(metricsLink: report.metricsLink)
        )
    }

    private static func navigation(_ report: AuditReport) -> [(id: String, label: String)] {
        var links = [("figures", "Figures"), ("compliance", "Rule compliance"), ("migration", "Migration")]
        if let trend = report.trend, !trend.points.isEmpty { links.append(("trend", "Trend")) }
        links += [("folders", "By folder"), ("findings", "Findings")]
        if !report.skippedFiles.isEmpty { links.append(("skipped", "Not audited")) }
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
        let summary = "\(trend.points.count) point\(trend.points.count == 1 ? "" : "s")"
            + (last.map { ", latest \($0.day): \($0.findings) finding\($0.findings == 1 ? "" : "s") in \($0.filesScanned) files" } ?? "")
        return HTMLPage.render(
            title: "keel trend — \(subject)",
            heading: "keel trend",
            subject: subject,
            summary: summary,
            navigation: [("trend", "Trend")],
            sections: [trend.points.isEmpty ? "<section id=\"trend\"><h2>Trend</h2><p class=\"empty\">No points.</p></section>" : HTMLTrendSection.render(trend)],
            footer: HTMLPage.methodFooter(metricsLink: metricsLink)
        )
    }
}
