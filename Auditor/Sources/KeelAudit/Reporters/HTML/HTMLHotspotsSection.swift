/// What to fix first, in full: the files, folders and modules with the
/// highest score (`Hotspot`: error 10, warning 3, note 1), each with why it
/// ranks there and a link that filters the findings table to it; then the
/// per-module breakdown — every module's findings by severity, its top
/// rules, and what changed in it when there is something to compare with.
enum HTMLHotspotsSection {
    static let limit = 10

    static func render(_ report: AuditReport) -> String {
        let findings = report.result.findings
        var html = HTMLText.sectionStart(id: "hotspots", title: "Hotspots: what to fix first")
        guard !findings.isEmpty else { return html + "<p class=\"empty\">No findings listed.</p></section>" }
        html += "<p class=\"how\">Places ranked by the findings listed in them: score = 10 \u{D7} errors + 3 \u{D7} warnings + 1 \u{D7} notes; "
            + "ties go to more distinct rules. Select a place to filter the findings table. " + HTMLText.inPage("def-hotspots", "Definition") + "</p>"
        for (kind, title, filter) in [(Hotspot.Kind.file, "Files", "folder"), (.folder, "Folders", "folder"), (.module, "Modules", "module")] {
            let spots = Hotspot.rank(findings, by: kind, limit: limit)
            html += "<h3 class=\"sub\">\(title)</h3><div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(title) ranked\">"
            html += "<table class=\"data hot-\(kind.rawValue)\"><thead><tr><th scope=\"col\">\(title.dropLast())</th><th scope=\"col\" class=\"n\">Score</th>"
            html += "<th scope=\"col\" class=\"n\">Errors</th><th scope=\"col\" class=\"n\">Warnings</th><th scope=\"col\" class=\"n\">Notes</th><th scope=\"col\">Rules</th></tr></thead><tbody>"
            for spot in spots {
                // A folder's score counts the files directly in it: its link filters to those (`Folder/.`).
                let value = kind == .folder ? (spot.key.isEmpty ? "." : spot.key + "/.") : spot.key
                let label = kind == .folder && spot.key.isEmpty ? "(top level)" : HTMLText.path(spot.key)
                html += "<tr><th scope=\"row\">" + HTMLText.filterLink([(filter, value)], label) + "</th>"
                html += "<td class=\"n\">\(spot.score)</td><td class=\"n\">\(spot.errors)</td><td class=\"n\">\(spot.warnings)</td><td class=\"n\">\(spot.notes)</td>"
                html += "<td>" + spot.rules.prefix(6).map { "\(HTMLText.rule($0.rule)) \u{D7}\($0.count)" }.joined(separator: ", ")
                html += spot.rules.count > 6 ? ", +\(spot.rules.count - 6) more" : ""
                html += "</td></tr>"
            }
            html += "</tbody></table></div>"
        }
        return html + modules(report) + "</section>"
    }

    /// Every module: findings listed by severity, the whole tree's count, top rules, and the change when known.
    private static func modules(_ report: AuditReport) -> String {
        let findings = report.result.findings
        let listed = Dictionary(grouping: findings, by: { ReportModule.of($0.file) })
        let tree = report.treeTotals.byModule
        let changes = report.changes
        let changeByModule = Dictionary((changes?.byModule ?? []).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let modules = Set(listed.keys).union(tree.keys).union(changeByModule.keys).sorted { a, b in
            let x = tree[a] ?? 0, y = tree[b] ?? 0
            return x != y ? x > y : a < b
        }
        var html = "<h3 class=\"sub\" id=\"modules\">Per module</h3>"
        html += "<p class=\"how\">A module is a Swift package target (the folder after <code>Sources/</code>) or the top-level folder under the audited path. "
            + HTMLText.inPage("def-modules", "Definition") + "</p>"
        html += "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Findings per module\"><table class=\"data modules\"><thead><tr>"
        html += "<th scope=\"col\">Module</th><th scope=\"col\" class=\"n\">Listed</th><th scope=\"col\" class=\"n\">Errors</th>"
        html += "<th scope=\"col\" class=\"n\">Warnings</th><th scope=\"col\" class=\"n\">Notes</th><th scope=\"col\" class=\"n\">Whole tree</th>"
        if let changes { html += "<th scope=\"col\" class=\"n\">\(changes.exact ? "New / fixed" : "Change")</th>" }
        html += "<th scope=\"col\">Top rules</th></tr></thead><tbody>"
        for module in modules {
            let rows = listed[module] ?? []
            let bySeverity = Dictionary(grouping: rows, by: \.severity).mapValues(\.count)
            let rules = Dictionary(grouping: rows, by: \.ruleID).map { ($0.key, $0.value.count) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
            html += "<tr><th scope=\"row\">" + (rows.isEmpty ? HTMLText.escape(module) : HTMLText.filterLink([("module", module)], HTMLText.escape(module))) + "</th>"
            html += "<td class=\"n\">\(rows.count)</td><td class=\"n\">\(bySeverity[.error] ?? 0)</td><td class=\"n\">\(bySeverity[.warning] ?? 0)</td>"
            html += "<td class=\"n\">\(bySeverity[.note] ?? 0)</td><td class=\"n\">\(tree[module] ?? 0)</td>"
            if let changes {
                let row = changeByModule[module]
                if changes.exact {
                    html += "<td class=\"n\"><span class=\"up\">+\(row?.new ?? 0)</span> / <span class=\"down\">\u{2212}\(row?.fixed ?? 0)</span></td>"
                } else {
                    let net = row?.net ?? 0
                    html += "<td class=\"n\"><span class=\"\(net > 0 ? "up" : "down")\">\(changes.byModule.isEmpty ? "n/a" : HTMLText.signed(net))</span></td>"
                }
            }
            html += "<td>" + rules.prefix(3).map { "\(HTMLText.rule($0.0)) \u{D7}\($0.1)" }.joined(separator: ", ") + "</td></tr>"
        }
        return html + "</tbody></table></div>"
    }
}
