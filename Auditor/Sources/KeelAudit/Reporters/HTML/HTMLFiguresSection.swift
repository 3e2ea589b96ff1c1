/// The headline: clean units per role (with how each is computed), then the
/// counts that say what the list below does and does not show — findings
/// by severity, hidden by the baseline, outside the `--since` diff, covered
/// by in-source suppressions, files not audited.
enum HTMLFiguresSection {
    static func render(_ report: AuditReport) -> String {
        let figures = report.figures
        var html = HTMLText.sectionStart(id: "figures", title: "Clean units per role")
        html += "<p class=\"how\">Of the units (types) of a role that at least one enabled rule checks, those with no finding at or above "
            + "<em>warning</em>. A type counts once however many files extend it. "
            + HTMLText.link(report.metricsLink + "#clean-units-per-role-the-headline", "Definition") + "</p>"
        if figures.roles.isEmpty {
            html += "<p class=\"empty\">None: no rule checks a ViewModel, view, coordinator, manager or route enum in this tree.</p>"
        } else {
            html += "<ul class=\"cards\">"
            for role in figures.roles {
                let text = "\(role.role.plural) clean: \(Percent.ratio(role.clean, role.units))"
                html += "<li class=\"card\" data-role=\"\(role.role.rawValue)\"><h3>\(HTMLText.escape(role.role.plural))</h3>"
                html += "<p class=\"big\">\(Percent.format(role.percent))</p>"
                html += "<p>\(role.clean) of \(role.units) clean</p>"
                html += HTMLText.bar(role.percent, label: text, fillClass: "fill good") + "</li>"
            }
            html += "</ul>"
        }
        html += counts(report)
        return html + "</section>"
    }

    /// What the findings list shows and hides.
    private static func counts(_ report: AuditReport) -> String {
        let result = report.result
        var rows: [(String, String, String)] = [] // label, value, note
        let severities = report.countsBySeverity.map { "\($0.count) \($0.severity.rawValue)" }.joined(separator: ", ")
        rows.append(("Findings listed", "\(result.findings.count)", severities))
        rows.append(("Failing the run", "\(report.failingFindings)", "at or above \(report.failOn.rawValue)"))
        rows.append(("Hidden by the baseline", "\(report.hiddenByBaseline)", "still count in the figures: the code has not changed"))
        if report.outsideDiff > 0 { rows.append(("Outside the --since diff", "\(report.outsideDiff)", "still count in the figures")) }
        rows.append(("Suppressed in source", "\(result.suppressed)", "keel:disable with a reason; accepted in review, not in the figures"))
        rows.append(("Not audited", "\(report.skippedFiles.count)", report.skippedFiles.isEmpty ? "every file was read" : "listed below; in no figure"))
        rows.append(("Audited", "\(result.filesScanned) files", "\(result.linesScanned) lines"))
        var html = "<h3 class=\"sub\">What the list shows</h3><dl class=\"counts\">"
        for (label, value, note) in rows {
            html += "<div><dt>\(HTMLText.escape(label))</dt><dd><strong>\(HTMLText.escape(value))</strong>"
            html += note.isEmpty ? "" : " <span class=\"muted\">\(HTMLText.escape(note))</span>"
            html += "</dd></div>"
        }
        return html + "</dl>"
    }
}
