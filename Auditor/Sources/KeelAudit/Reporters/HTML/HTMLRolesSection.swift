/// Units per role, one card each: every unit the role resolver gives the
/// role, split into clean, with findings and not checked (no enabled rule
/// applies) — the same count of the role as everywhere else on the page —
/// then what the findings list shows and hides: findings by severity,
/// hidden by the baseline, outside the `--since` diff, covered by in-source
/// suppressions, files not audited.
enum HTMLRolesSection {
    static func render(_ report: AuditReport) -> String {
        let figures = report.figures
        var html = HTMLText.sectionStart(id: "roles", title: "Units per role")
        html += "<p class=\"how\">Every type the role resolver gives a role, each <em>clean</em> (some enabled rule checks it and it has no "
            + "finding at or above <em>warning</em>), <em>with findings</em>, or <em>not checked</em> (no enabled rule applies to it: nothing looked). "
            + "The share clean is over all units. A type counts once however many files extend it. "
            + HTMLText.inPage("def-units", "Definition") + "</p>"
        if figures.roles.isEmpty {
            html += "<p class=\"empty\">None: no ViewModel, view, view controller, coordinator, manager or router in this tree.</p>"
        } else {
            html += "<ul class=\"cards\">"
            for role in figures.roles {
                html += "<li class=\"card\" data-role=\"\(role.role.rawValue)\"><h3>\(HTMLText.escape(role.role.plural))</h3>"
                html += "<p class=\"big\"><span class=\"num\" data-role-units=\"\(role.role.rawValue)\" data-value=\"\(role.units)\">\(role.units)</span> "
                html += "<small>units</small></p>"
                html += bar(role)
                html += "<dl><dt><span class=\"key good\"></span>Clean</dt><dd>\(role.clean) (\(Percent.format(role.percent)))</dd>"
                html += "<dt><span class=\"key bad\"></span>With findings</dt><dd>\(role.flagged)</dd>"
                html += "<dt><span class=\"key none\"></span>Not checked</dt><dd>\(role.unchecked)</dd></dl></li>"
            }
            html += "</ul>"
        }
        html += counts(report)
        return html + "</section>"
    }

    /// A role's units as one stacked bar: clean, with findings, not checked.
    static func bar(_ role: AuditFigures.RoleFigure) -> String {
        HTMLText.stackedBar([(role.clean, "fill good"), (role.flagged, "fill bad")], total: role.units,
                            label: "\(role.role.plural): \(role.units) units, \(role.clean) clean, \(role.flagged) with findings, \(role.unchecked) not checked")
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
