/// Rule compliance as a bar chart: one bar per rule with a figure (units
/// without a finding of the rule / units it applies to), least compliant
/// first, then every other enabled rule under the reason it has none — n/a
/// is shown as n/a, never as 100 %. Each rule links to its entry in the
/// page's rule reference.
enum HTMLComplianceSection {
    static func render(_ report: AuditReport) -> String {
        let figures = report.figures
        let counts = Dictionary(uniqueKeysWithValues: report.countsByRule.map { ($0.rule, $0.count) })
        let summaries = Dictionary(Auditor.allRules.map { ($0.id, $0.summary) }, uniquingKeysWith: { a, _ in a })
        var html = HTMLText.sectionStart(id: "compliance", title: "Rule compliance")
        html += "<p class=\"how\">Per rule: of the units the rule applies to, those without a finding of that rule; least compliant first. "
            + HTMLText.inPage("def-compliance", "Definition") + "</p>"
        let measured = figures.measuredRules.sorted { a, b in
            let x = a.percent ?? 0, y = b.percent ?? 0
            return x != y ? x < y : a.ruleID < b.ruleID
        }
        if measured.isEmpty {
            html += "<p class=\"empty\">No rule has anything to check in this tree.</p>"
        } else {
            html += "<ol class=\"chart\" aria-label=\"Compliance per rule\">"
            for rule in measured {
                guard case .measured(let compliant, let applicable) = rule.status, let percent = rule.percent else { continue }
                let ratio = Percent.ratio(compliant, applicable)
                html += "<li data-rule=\"\(HTMLText.escape(rule.ruleID))\">"
                html += "<span class=\"label\">\(HTMLText.rule(rule.ruleID))"
                html += "<small>\(HTMLText.escape(summaries[rule.ruleID] ?? ""))</small></span>"
                html += HTMLText.bar(percent, label: "\(rule.ruleID): \(ratio)", fillClass: percent >= 100 ? "fill good" : "fill")
                html += "<span class=\"value\">\(ratio)<small>\(findings(counts[rule.ruleID] ?? 0))</small></span></li>"
            }
            html += "</ol>"
        }
        let groups: [(AuditFigures.RuleFigure.Status, String)] = [
            (.nothingToCheck, "n/a — nothing to check in this tree"),
            (.needsSince, "n/a — runs only with --since"),
            (.findingsOnly, "n/a — findings without units (no compliance figure)"),
        ]
        for (status, title) in groups {
            let rules = figures.unmeasuredRules.filter { $0.status == status }
            guard !rules.isEmpty else { continue }
            html += "<h3 class=\"sub\">\(HTMLText.escape(title))</h3><ul class=\"na\">"
            for rule in rules {
                html += "<li data-rule=\"\(HTMLText.escape(rule.ruleID))\">\(HTMLText.rule(rule.ruleID))"
                html += " <span class=\"muted\">n/a · \(findings(counts[rule.ruleID] ?? 0))</span></li>"
            }
            html += "</ul>"
        }
        return html + "</section>"
    }

    private static func findings(_ count: Int) -> String { count == 1 ? "1 finding" : "\(count) findings" }
}
