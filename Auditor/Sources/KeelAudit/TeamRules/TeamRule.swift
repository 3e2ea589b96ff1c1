/// A rule a team adds to `keel`, written against keel's semantic model —
/// native custom rules, like SwiftLint's, on resolved types, modules and
/// roles instead of regular expressions.
///
/// A team builds its own `keel` (a small package depending on the Auditor
/// package, see `Auditor/Examples/TeamRules`) whose `main` calls
/// `KeelTeamAudit.run(arguments:rules:)`; its rules then run in the same
/// single pass as keel's own, with the same configuration, suppressions
/// (`// keel:disable:next TM001`), baseline and report formats.
///
/// Threading: `check(_:)` is called concurrently for different files, from
/// any thread; a rule must be a value without shared mutable state.
/// Errors: a rule cannot fail; it returns no finding when it cannot decide.
public protocol TeamRule: Sendable {
    /// The rule's identity and documentation.
    var metadata: TeamRuleMetadata { get }
    /// The findings in one file.
    func check(_ file: TeamRuleFile) -> [TeamRuleFinding]
}

/// What `keel rules` and the reports show of a team rule.
public struct TeamRuleMetadata: Sendable, Hashable {
    /// An id no keel rule uses (keel's own are two letters and three digits: `VM001`); `TM001` is a good start.
    public var id: String
    /// A kebab-case name (`feature-module-isolation`).
    public var name: String
    public var summary: String
    /// Why the rule exists: the team guideline it enforces.
    public var rationale: String
    public var severity: TeamRuleSeverity
    public var howToFix: String

    public init(id: String, name: String, summary: String, rationale: String, severity: TeamRuleSeverity = .warning, howToFix: String) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.howToFix = howToFix
    }
}

public enum TeamRuleSeverity: String, Sendable, Hashable {
    case note, warning, error
}

/// One violation a team rule found: where (1-based line, and column when
/// known) and what to say.
public struct TeamRuleFinding: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int = 1, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
