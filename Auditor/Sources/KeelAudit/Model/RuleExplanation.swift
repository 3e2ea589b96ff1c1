/// Everything `keel rules <ID>` says about one rule: summary, why (the
/// guide section it enforces), severity, what it applies to, examples, how
/// to fix, and the absolute link to its page.
package struct RuleExplanation: Sendable, Hashable {
    package var id: String
    package var name: String
    package var summary: String
    /// Why the rule exists, citing the guide section.
    package var rationale: String
    package var severity: Severity
    package var appliesTo: String
    package var reportsOnlyInDiffMode: Bool
    /// Whether and when `keel fix` fixes a finding ("sometimes — `keel fix` adds …").
    package var fixable: String
    package var howToFix: String
    /// Code that triggers the rule; `↓` marks where keel reports.
    package var triggering: [String]
    package var nonTriggering: [String]
    package var docsURL: String

    /// The rule with id `id` (any case), or nil when there is none.
    package init?(id: String, docsBase: String = DocsLinks.defaultRulesBase) {
        let wanted = id.uppercased()
        guard let rule = Auditor.allRules.first(where: { $0.id == wanted }) else { return nil }
        self.id = rule.id
        name = rule.name
        summary = rule.summary
        rationale = rule.rationale
        severity = rule.defaultSeverity
        appliesTo = Auditor.appliesTo(rule.id) ?? "any code"
        reportsOnlyInDiffMode = Auditor.reportsOnlyInDiffMode(rule.id)
        fixable = rule.fixable
        howToFix = Auditor.howToFix(rule.id) ?? ""
        triggering = rule.triggeringExamples
        nonTriggering = rule.nonTriggeringExamples
        docsURL = DocsLinks.rule(rule.id, base: docsBase)
    }

    /// The explanation as terminal text.
    package func rendered() -> String {
        var lines = ["\(id) \(name) — \(summary)", ""]
        lines.append("Severity:   \(severity.rawValue) by default (change it under `rules: { \(id): { severity: … } }` in .keel.yml)")
        lines.append("Applies to: \(appliesTo)")
        if reportsOnlyInDiffMode { lines.append("Runs:       only with --since REF, on files changed since REF") }
        lines.append("Fixable:    \(fixable)")
        lines.append("")
        lines.append("Why")
        lines.append(indent(rationale))
        lines.append("")
        lines.append("How to fix")
        lines.append(indent(howToFix))
        if !triggering.isEmpty {
            lines.append("")
            lines.append("Reported (↓ marks where)")
            for example in triggering { lines.append(indent(example, by: "    ")); lines.append("") }
            lines.removeLast()
        }
        if !nonTriggering.isEmpty {
            lines.append("")
            lines.append("Not reported")
            for example in nonTriggering { lines.append(indent(example, by: "    ")); lines.append("") }
            lines.removeLast()
        }
        lines.append("")
        lines.append("Suppress one finding with a reason: // keel:disable:next \(id) - why")
        lines.append("Docs: \(docsURL)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func indent(_ text: String, by prefix: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
    }
}
