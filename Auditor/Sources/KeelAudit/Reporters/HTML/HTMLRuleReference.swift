/// The rule documentation inside the page, so every rule link works
/// offline (from `file://`, a CI artifact, a mail attachment): each enabled
/// rule — and any rule with findings — with its summary, why it exists
/// (the guide section it enforces), what it checks, how to fix a finding,
/// whether `keel fix` can, and one example that triggers it. When the team
/// hosts the rule pages (`docs_base_url`, `--docs-base-url`), each entry
/// also links to its page there; the default is no external link, never a
/// placeholder URL.
enum HTMLRuleReference {
    static func render(_ report: AuditReport) -> String {
        let counts = Dictionary(uniqueKeysWithValues: report.countsByRule.map { ($0.rule, $0.count) })
        let ids = Set(report.figures.rules.map(\.ruleID)).union(counts.keys)
        let rules = Auditor.allRules.filter { ids.contains($0.id) }
        var html = HTMLText.sectionStart(id: "rules", title: "Rule reference")
        html += "<div class=\"rules-ref\">"
        html += "<p class=\"how\">Every rule of this report: what it asks, why, and how to fix a finding. Selecting a rule's finding count filters the table.</p>"
        for rule in rules {
            let count = counts[rule.id] ?? 0
            html += "<article id=\"\(HTMLText.ruleAnchor(rule.id))\" tabindex=\"-1\" aria-labelledby=\"\(HTMLText.ruleAnchor(rule.id))-h\">"
            html += "<h3 id=\"\(HTMLText.ruleAnchor(rule.id))-h\">\(HTMLText.escape(rule.id)) <span class=\"muted\">\(HTMLText.escape(rule.name))</span></h3>"
            html += "<p><strong>\(HTMLText.escape(rule.summary))</strong> "
            html += "<span class=\"muted\">Default severity \(rule.defaultSeverity.rawValue) \u{B7} </span>"
            html += count == 0 ? "<span class=\"muted\">no findings listed</span>"
                : HTMLText.filterLink([("rule", rule.id)], HTMLText.count(count, "finding"))
            html += "</p>"
            html += "<p><em>Why:</em> \(HTMLText.escape(rule.rationale))</p>"
            if let applies = Auditor.appliesTo(rule.id) { html += "<p><em>Checks:</em> \(HTMLText.escape(applies))</p>" }
            if let fix = Auditor.howToFix(rule.id), !fix.isEmpty { html += "<p><em>How to fix:</em> \(HTMLText.escape(fix))</p>" }
            if let fixable = Auditor.fixability(rule.id), !fixable.isEmpty { html += "<p><em>keel fix:</em> \(HTMLText.escape(fixable))</p>" }
            if let example = rule.triggeringExamples.first {
                html += "<details><summary>Example that triggers it</summary><pre><code>"
                html += HTMLText.escape(example.replacingOccurrences(of: "\u{2193}", with: "")) + "</code></pre></details>"
            }
            if report.hasDocsSite { html += "<p>" + HTMLText.link(report.ruleLink(rule.id), "Rule page") + "</p>" }
            html += "</article>"
        }
        return html + "</div></section>"
    }
}
