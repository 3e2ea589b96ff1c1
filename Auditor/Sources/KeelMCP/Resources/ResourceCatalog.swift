import KeelAudit
import MCP

/// The server's resources: the rule catalogue (an index and one page per
/// rule, the text `keel rules ID` prints) and the guides' checklists, so
/// an agent can read them before it writes code. All Markdown, all static
/// (they depend on the keel build, not on the tree).
enum ResourceCatalog {
    static let rulesIndexURI = "keel://rules"
    static let checklistsIndexURI = "keel://checklists"

    static func ruleURI(_ id: String) -> String { "keel://rules/\(id)" }
    static func checklistURI(_ slug: String) -> String { "keel://checklists/\(slug)" }

    static func list() -> [Resource] {
        var resources = [
            Resource(name: "rules", uri: rulesIndexURI, title: "Keel rule catalogue",
                     description: "Every rule keel audit checks: id, severity, one-line summary, the page of each.", mimeType: "text/markdown"),
            Resource(name: "checklists", uri: checklistsIndexURI, title: "The guides' checklists",
                     description: "The team guides' ViewModel, View and migration checklists (quoted), with what keel checks of each item.",
                     mimeType: "text/markdown"),
        ]
        for checklist in Checklist.all {
            resources.append(Resource(name: "checklist-\(checklist.slug)", uri: checklistURI(checklist.slug), title: checklist.title,
                                      description: "\(checklist.source), quoted, with what keel checks; read it \(checklist.use).",
                                      mimeType: "text/markdown"))
        }
        for rule in Auditor.allRules {
            resources.append(Resource(name: "rule-\(rule.id)", uri: ruleURI(rule.id), title: "\(rule.id) \(rule.name)",
                                      description: rule.summary, mimeType: "text/markdown"))
        }
        return resources
    }

    static let templates = [
        Resource.Template(uriTemplate: "keel://rules/{id}", name: "rule", title: "A keel rule",
                          description: "One rule's page: why, the guide's words, examples, how to fix (id: VM001, SU002, …).",
                          mimeType: "text/markdown"),
        Resource.Template(uriTemplate: "keel://checklists/{name}", name: "checklist", title: "A guide checklist",
                          description: "One of the guides' checklists: " + Checklist.all.map(\.slug).joined(separator: ", ") + ".",
                          mimeType: "text/markdown"),
    ]

    /// The text of `uri`; `ToolInputError` for an unknown one.
    static func read(_ uri: String, docsBase: String) throws -> String {
        if uri == rulesIndexURI { return rulesIndex(docsBase: docsBase) }
        if uri == checklistsIndexURI { return checklistsIndex() }
        if uri.hasPrefix(ruleURI("")), let rule = RuleExplanation(id: String(uri.dropFirst(ruleURI("").count)), docsBase: docsBase),
           uri == ruleURI(rule.id) {
            return rulePage(rule)
        }
        if uri.hasPrefix(checklistURI("")), let checklist = Checklist.all.first(where: { uri == checklistURI($0.slug) }) {
            return checklist.markdown
        }
        throw ToolInputError("unknown resource \(uri); resources/list lists them (keel://rules, keel://rules/VM001, keel://checklists, keel://checklists/viewmodel, …)")
    }

    static func rulesIndex(docsBase: String) -> String {
        var lines = ["# Keel rules", "", "Every rule `keel audit` checks, from the team guides. Read a rule's page at keel://rules/ID (or call `explain_rule`).", ""]
        lines.append("| Rule | Severity | Name | Summary |")
        lines.append("|---|---|---|---|")
        for rule in Auditor.allRules {
            lines.append("| [\(rule.id)](\(ruleURI(rule.id))) | \(rule.defaultSeverity.rawValue) | \(rule.name) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        lines.append("")
        lines.append("Docs: \(DocsLinks.normalized(docsBase))")
        return lines.joined(separator: "\n") + "\n"
    }

    static func checklistsIndex() -> String {
        var lines = ["# The guides' checklists", "", "Quoted from Keel's specification, each with what keel checks of every item.", ""]
        for checklist in Checklist.all {
            lines.append("- [\(checklist.title)](\(checklistURI(checklist.slug))) — \(checklist.source); read it \(checklist.use).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule's page: `keel rules ID` as Markdown.
    static func rulePage(_ rule: RuleExplanation) -> String {
        let guide = GuideCitation(rationale: rule.rationale)
        var lines = ["# \(rule.id) \(rule.name)", "", rule.summary, ""]
        lines.append("- Severity: \(rule.severity.rawValue) by default")
        lines.append("- Applies to: \(rule.appliesTo)")
        if rule.reportsOnlyInDiffMode { lines.append("- Runs: only with `--since REF`, on files changed since REF") }
        lines.append("- Fixable: \(rule.fixable)")
        lines.append("")
        lines.append("## Why")
        lines.append("")
        lines.append(rule.rationale)
        if !guide.quotes.isEmpty {
            lines.append("")
            lines.append("The guide's words:")
            lines.append("")
            for quote in guide.quotes { lines.append("> \(quote)") ; lines.append("") }
            lines.removeLast()
        }
        lines.append("")
        lines.append("## How to fix")
        lines.append("")
        lines.append(rule.howToFix)
        if !rule.triggering.isEmpty {
            lines.append("")
            lines.append("## Incorrect (↓ marks where keel reports)")
            for example in rule.triggering { lines += ["", "```swift", example, "```"] }
        }
        if !rule.nonTriggering.isEmpty {
            lines.append("")
            lines.append("## Correct")
            for example in rule.nonTriggering { lines += ["", "```swift", example, "```"] }
        }
        lines.append("")
        lines.append("Suppress one finding with a reason: `// keel:disable:next \(rule.id) - why`. Docs: \(rule.docsURL)")
        return lines.joined(separator: "\n") + "\n"
    }
}
