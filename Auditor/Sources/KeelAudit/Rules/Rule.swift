/// A finding before suppressions, severity and line numbers are applied.
struct RawFinding: Sendable {
    var ruleID: String
    /// UTF-8 offset of the offending node (where the `↓` marker goes).
    var offset: Int
    var message: String
    /// Normalized source of the offending node (fingerprint input).
    var snippet: String
    /// The primary unit (type declaration) the finding counts against for compliance.
    var unit: Int?
    /// Start of the enclosing declaration when the finding sits on a
    /// declaration's name: a suppression for that line also applies, so
    /// `// keel:disable:next VM001` above `@MainActor`-less attributes works.
    var anchor: Int? = nil
}

/// One architecture rule. Rules read `FileFacts` through a `RuleContext`;
/// they never walk the syntax tree, and their work is linear in the facts.
protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// How to fix a finding (rule docs page).
    var howToFix: String { get }
    /// Findings in one file.
    func check(_ context: RuleContext) -> [RawFinding]
    /// Primary units the rule applies to (compliance denominator). Empty when
    /// the rule has no unit notion in this file.
    func applicableUnits(_ context: RuleContext) -> [Int]
}

extension Rule {
    var id: String { description.id }

    func finding(_ context: RuleContext, at offset: Int, _ message: String, snippet: String, unit: Int?) -> RawFinding {
        RawFinding(ruleID: id, offset: offset, message: message, snippet: snippet, unit: unit)
    }

    /// A finding on a type declaration's name, suppressible from the declaration's first line too.
    func declarationFinding(_ context: RuleContext, unit: Int, _ message: String) -> RawFinding {
        let u = context.facts.units[unit]
        return RawFinding(ruleID: id, offset: u.nameOffset, message: message, snippet: u.snippet, unit: unit, anchor: u.start)
    }
}
