/// Every listed finding in one table — rule (linked to its entry in the
/// page's rule reference), severity, location, message, the source line —
/// in report order (file, line, column). The table has a fixed layout that
/// holds on real code: long paths wrap at `/` (and anywhere if they must),
/// the location and the source line are clamped to three lines with the
/// full text in a tooltip and shown whole on focus, and the header stays
/// at the top of the window while the table scrolls. The page's script
/// adds sorting (column header buttons) and filtering (text, rule,
/// severity, folder, module; mirrored in the URL's `#…` so a filtered view
/// can be linked — a link naming a rule without findings says so); without
/// script the whole table shows.
enum HTMLFindingsTable {
    static func render(_ report: AuditReport) -> String {
        let findings = report.result.findings
        var html = HTMLText.sectionStart(id: "findings", title: "Findings (\(findings.count))")
        guard !findings.isEmpty else {
            let hidden = report.hiddenByBaseline + report.outsideDiff
            return html + "<p class=\"empty\">No findings listed\(hidden > 0 ? " (\(hidden) hidden by the baseline or outside the diff)" : "").</p></section>"
        }
        html += "<p class=\"how\">Paths are relative to \(HTMLText.escape(report.root)). Each rule links to its entry in the rule reference (why, how to fix). "
            + "Long locations and source lines are cut to three lines: hover for the whole text, or focus the cell (Tab) to open it.</p>"
        html += controls(report)
        html += "<table id=\"findings-table\" class=\"findings\">"
        html += "<caption class=\"visually-hidden\">Findings; column headers sort</caption><thead><tr>"
        for (key, label) in [("rule", "Rule"), ("severity", "Severity"), ("location", "Location"), ("message", "Message"), ("snippet", "Source")] {
            html += "<th scope=\"col\" data-key=\"\(key)\"\(key == "location" ? " aria-sort=\"ascending\"" : "")><span>\(label)</span></th>"
        }
        html += "</tr></thead><tbody>"
        for (index, finding) in findings.enumerated() {
            let path = finding.file
            html += "<tr data-i=\"\(index)\" data-rule=\"\(HTMLText.escape(finding.ruleID))\" data-severity=\"\(finding.severity.rawValue)\""
            html += " data-file=\"\(HTMLText.escape(path))\" data-module=\"\(HTMLText.escape(ReportModule.of(path)))\">"
            html += "<td>\(HTMLText.rule(finding.ruleID))</td>"
            html += "<td><span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span></td>"
            html += "<td class=\"loc\">" + HTMLText.clamped("<code>\(location(path)):\(finding.line):\(finding.column)</code>",
                                                            full: "\(path):\(finding.line):\(finding.column)") + "</td>"
            html += "<td class=\"msg\">\(HTMLText.escape(finding.message))</td>"
            let snippet = report.sourceLine(finding.file, line: finding.line) ?? ""
            html += snippet.isEmpty ? "<td></td>" : "<td>" + HTMLText.clamped("<code class=\"snippet\">\(HTMLText.escape(snippet))</code>", full: snippet) + "</td>"
            html += "</tr>"
        }
        html += "</tbody></table>"
        html += "<p id=\"findings-more\" class=\"more-rows\" hidden><button type=\"button\">Show all</button></p>"
        return html + "</section>"
    }

    /// `Folder/Sub/File.swift` with break opportunities after each `/` and the file name stressed.
    static func location(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "<span class=\"file\">\(HTMLText.escape(path))</span>" }
        let folder = String(path[...slash]), file = String(path[path.index(after: slash)...])
        return HTMLText.path(folder) + "<span class=\"file\">\(HTMLText.escape(file))</span>"
    }

    /// The filter form (hidden until the script runs): every enabled rule
    /// is a choice, with its count — 0 included, so a shared link naming a
    /// rule without findings selects it and says so.
    private static func controls(_ report: AuditReport) -> String {
        let counts = Dictionary(uniqueKeysWithValues: report.countsByRule.map { ($0.rule, $0.count) })
        let summaries = Dictionary(Auditor.allRules.map { ($0.id, $0.summary) }, uniquingKeysWith: { a, _ in a })
        let rules = Set(report.figures.rules.map(\.ruleID)).union(counts.keys).sorted()
        var html = "<form id=\"filters\" class=\"filters\" role=\"search\" aria-label=\"Filter findings\" hidden>"
        html += "<label>Search <input type=\"search\" name=\"q\" id=\"filter-q\" placeholder=\"file, message, code…\"></label>"
        html += "<label>Rule <select name=\"rule\" id=\"filter-rule\"><option value=\"\">All rules</option>"
        for rule in rules {
            html += "<option value=\"\(HTMLText.escape(rule))\" data-summary=\"\(HTMLText.escape(summaries[rule] ?? ""))\">\(HTMLText.escape(rule)) (\(counts[rule] ?? 0))</option>"
        }
        html += "</select></label><label>Severity <select name=\"severity\" id=\"filter-severity\"><option value=\"\">All</option>"
        for severity in report.countsBySeverity {
            html += "<option value=\"\(severity.severity.rawValue)\">\(severity.severity.rawValue) (\(severity.count))</option>"
        }
        html += "</select></label><label>Module <select name=\"module\" id=\"filter-module\"><option value=\"\">All modules</option>"
        let modules = Dictionary(grouping: report.result.findings, by: { ReportModule.of($0.file) }).mapValues(\.count)
        for module in modules.keys.sorted() {
            html += "<option value=\"\(HTMLText.escape(module))\">\(HTMLText.escape(module)) (\(modules[module] ?? 0))</option>"
        }
        html += "</select></label><label>Folder <input type=\"text\" name=\"folder\" id=\"filter-folder\" placeholder=\"path prefix\"></label>"
        html += "<button type=\"reset\" id=\"filter-reset\">Clear</button>"
        html += "<p id=\"filter-status\" role=\"status\" aria-live=\"polite\">\(report.result.findings.count) of \(report.result.findings.count) findings shown</p>"
        html += "<p id=\"filter-empty\" class=\"empty\" hidden></p>"
        return html + "</form>"
    }
}
