/// What pass 2 found in one file: findings (suppressions already applied,
/// unused suppressions reported as `KA001`), per-rule compliance counts for
/// the units declared in this file, and migration counts.
public struct FileReport: Sendable, Codable, Hashable {
    public var findings: [Finding]
    public var compliance: [RuleCompliance]
    public var migration: MigrationProgress
    /// Number of lines in the file.
    public var lines: Int

    public init(findings: [Finding] = [], compliance: [RuleCompliance] = [], migration: MigrationProgress = MigrationProgress(), lines: Int = 0) {
        self.findings = findings
        self.compliance = compliance
        self.migration = migration
        self.lines = lines
    }
}
