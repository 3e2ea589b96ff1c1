/// What pass 2 found in one file: findings (suppressions already applied,
/// unused suppressions reported as `KA001`), per-rule compliance counts for
/// the units declared in this file, and migration counts.
package struct FileReport: Sendable, Codable, Hashable {
    package var findings: [Finding]
    package var compliance: [RuleCompliance]
    package var migration: MigrationProgress
    /// Number of lines in the file.
    package var lines: Int

    package init(findings: [Finding] = [], compliance: [RuleCompliance] = [], migration: MigrationProgress = MigrationProgress(), lines: Int = 0) {
        self.findings = findings
        self.compliance = compliance
        self.migration = migration
        self.lines = lines
    }
}
