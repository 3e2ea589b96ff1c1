/// Static facts about a rule: what the docs page, the reporters (SARIF rule
/// metadata) and `keel rules` print.
package struct RuleDescription: Sendable, Hashable {
    /// Stable identifier, e.g. `VM001`.
    package var id: String
    /// Short kebab-case name, e.g. `viewmodel-main-actor`.
    package var name: String
    /// One-line summary.
    package var summary: String
    /// Why the rule exists, citing the guide section it enforces
    /// (e.g. "SwiftUI MVVM Team Guidelines › ViewModel Checklist").
    package var rationale: String
    package var defaultSeverity: Severity
    /// Whether and when `keel fix` fixes a finding ("sometimes — `keel fix` adds …", "no — …").
    package var fixable: String
    /// Code that must trigger the rule. `↓` marks where a finding is expected.
    package var triggeringExamples: [String]
    /// Code that must not trigger the rule.
    package var nonTriggeringExamples: [String]

    package init(id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity, fixable: String = "",
                triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.fixable = fixable
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
