/// Every listed finding in one table — rule (linked to its page), severity,
/// location, message, the source line — in report order (file, line,
/// column). The page's script adds sorting (column header buttons) and
/// filtering (text, rule, severity, folder; mirrored in the URL's `#…`
/// so a filtered view can be linked); without script the whole table shows.
enum HTMLFindingsTable {
    static func render(_ report: AuditReport) -> String {
        let findings = report.result.findings
        var html = HTMLText.sectionStart(id: "findings", title: "Findings (\(findings.count))")
        guard !findings.isEmpty else {
            let hidden = report.hiddenByBaseline + report.outsideDiff
            return html + "<p class=\"empty\">No findings listed\(hidden > 0 ? " (\(hidden) hidden by the baseline or outside the diff)" : "").</p></section>"
        }
        html += "<p class=\"how\">Paths are relative to \(HTMLText.escape(report.root)). Each rule links to its page (why, how to fix).</p>"
        html += controls(report)
        html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings table\"><table id=\"findings-table\" class=\"findings\">"
        html += "<caption class=\"visually-hidden\">Findings; column headers sort</caption><thead><tr>"
        for (key, label) in [("rule", "Rule"), ("severity", "Severity"), ("location", "Location"), ("message", "Message"), ("snippet", "Source")] {
            html += "<th scope=\"col\" data-key=\"\(key)\"\(key == "location" ? " aria-sort=\"ascending\"" : "")><span>\(label)</span></th>"
        }
        html += "</tr></thead><tbody>"
        for (index, finding) in findings.enumerated() {
            let path = finding.file
            html += "<tr data-i=\"\(index)\" data-rule=\"\(HTMLText.escape(finding.ruleID))\" data-severity=\"\(finding.severity.rawValue)\""
            html += " data-file=\"\(HTMLText.escape(path))\">"
            html += "<td>\(HTMLText.link(report.ruleLink(finding.ruleID), finding.ruleID))</td>"
            html += "<td><span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span></td>"
            html += "<td class=\"loc\"><code>\(HTMLText.path(path)):\(finding.line):\(finding.column)</code></td>"
            html += "<td>\(HTMLText.escape(finding.message))</td>"
            let snippet = report.sourceLine(finding.file, line: finding.line) ?? ""
            html += snippet.isEmpty ? "<td></td>" : "<td><code class=\"snippet\">\(HTMLText.escape(snippet))</code></td>"
            html += "</tr>"
        }
        return html + "</tbody></table></div></section>"
    }

    /// The filter form (hidden until the script runs).
    private static func controls(_ report: AuditReport) -> String {
        let rules = report.countsByRule
        var html = "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>"
        html += "<label>Search <input type=\"search\" name=\"q\" id=\"filter-q\" placeholder=\"file, message, code…\"></label>"
        html += "<label>Rule <select name=\"rule\" id=\"filter-rule\"><option value=\"\">All rules</option>"
        for rule in rules { html += "<option value=\"\(HTMLText.escape(rule.rule))\">\(HTMLText.escape(rule.rule)) (\(rule.count))</option>" }
        html += "</select></label><label>Severity <select name=\"severity\" id=\"filter-severity\"><option value=\"\">All</option>"
        for severity in report.countsBySeverity where severity.count > 0 {
            html += "<option value=\"\(severity.severity.rawValue)\">\(severity.severity.rawValue) (\(severity.count))</option>"
        }
        html += "</select></label><label>Folder <input type=\"text\" name=\"folder\" id=\"filter-folder\" placeholder=\"path prefix\"></label>"
        html += "<button type=\"reset\" id=\"filter-reset\">Clear</button>"
        html += "<p id=\"filter-status\" role=\"status\" aria-live=\"polite\">\(report.result.findings.count) of \(report.result.findings.count) findings shown</p>"
        return html + "</form>"
    }
}
