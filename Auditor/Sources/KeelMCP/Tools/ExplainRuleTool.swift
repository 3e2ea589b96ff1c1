import Foundation
import KeelAudit
import MCP

/// `explain_rule`: what `keel rules ID` prints, as data — the rule's
/// rationale, the guide it enforces in the guide's own words, a correct
/// and an incorrect example (the rule's own, which its tests run), and
/// how to fix a finding.
enum ExplainRuleTool {
    static let name = "explain_rule"

    static let definition = Tool(
        name: name,
        title: "Explain a Keel rule",
        description: """
        Explains one keel rule (VM001 … VM015, SU001, SU002, ST001, ST002, RX001 … RX003, CO001, CO002, RT001, NV001, \
        KA001, KA002): what it checks, why (the team guide section it enforces, with the guide's own words quoted), \
        its severity, an incorrect example (↓ marks where keel reports) and a correct one, how to fix a finding, and \
        whether `keel fix` can fix it. Use it when a finding's message is not enough, or before writing code a rule \
        covers. The same text is in the resources keel://rules/ID. Read-only.
        """,
        inputSchema: [
            "type": "object",
            "properties": [
                "rule": ["type": "string", "description": "The rule id, any case: `VM001`, `su002`."],
            ],
            "required": ["rule"],
            "additionalProperties": false,
        ],
        annotations: .init(title: "Explain a rule", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, docsBase: String) throws -> ToolOutput {
        let id = try arguments.requiredString("rule")
        guard let rule = RuleExplanation(id: id.trimmingCharacters(in: .whitespaces), docsBase: docsBase) else {
            throw ToolInputError("\(name): unknown rule id \(id); the rules are \(Auditor.allRules.map(\.id).joined(separator: ", "))")
        }
        return ToolOutput(value(rule))
    }

    static func value(_ rule: RuleExplanation) -> Value {
        let guide = GuideCitation(rationale: rule.rationale)
        return [
            "id": .string(rule.id),
            "name": .string(rule.name),
            "summary": .string(rule.summary),
            "severity": .string(rule.severity.rawValue),
            "appliesTo": .string(rule.appliesTo),
            "reportsOnlyWithSince": .bool(rule.reportsOnlyInDiffMode),
            "rationale": .string(rule.rationale),
            "guide": [
                "sections": .array(guide.sections.map(Value.string)),
                "words": .array(guide.quotes.map(Value.string)),
            ],
            "incorrectExample": rule.triggering.first.map(Value.string) ?? .null,
            "correctExample": rule.nonTriggering.first.map(Value.string) ?? .null,
            "incorrectExamples": .array(rule.triggering.map(Value.string)),
            "correctExamples": .array(rule.nonTriggering.map(Value.string)),
            "howToFix": .string(rule.howToFix),
            "fixable": .string(rule.fixable),
            "suppress": .string("// keel:disable:next \(rule.id) - <why this place is an exception>"),
            "docs": .string(rule.docsURL),
            "resource": .string(ResourceCatalog.ruleURI(rule.id)),
        ]
    }
}

/// The guide sections a rule's rationale cites (`Guide › Section ›
/// Subsection`) and the guide's words it quotes (`"…"`), read from the
/// rationale itself: the rules cite the seed documents this way.
struct GuideCitation: Equatable {
    var sections: [String]
    var quotes: [String]

    init(rationale: String) {
        var quotes: [String] = []
        var citation = ""
        var inQuote = false
        var depth = 0
        var current = ""
        var ended = false
        for character in rationale {
            if character == "\"" {
                if inQuote { quotes.append(current); current = "" }
                inQuote.toggle()
            } else if inQuote {
                current.append(character)
            } else if !ended {
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
                if character == ":", depth == 0 {
                    ended = true
                } else if depth == 0, character != ")" {
                    citation.append(character)
                }
            }
        }
        // "A › B and C › D, and the X" → the cited sections.
        let parts = citation.replacingOccurrences(of: ", and ", with: "\u{1e}").replacingOccurrences(of: " and ", with: "\u{1e}")
            .replacingOccurrences(of: "; ", with: "\u{1e}")
            .split(separator: "\u{1e}").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,.")) }
        sections = parts.filter { $0.contains("›") || $0.localizedCaseInsensitiveContains("checklist") }
        self.quotes = quotes.filter { !$0.isEmpty }
    }
}
