/// What pass 2 found in one file: findings (suppressions already applied,
/// unused suppressions reported as `KA001`), per-rule compliance counts for
/// the units declared in this file, per-unit status for the role figures,
/// migration counts, and how many findings suppressions covered.
package struct FileReport: Sendable, Codable, Hashable {
    package var findings: [Finding]
    package var compliance: [RuleCompliance]
    package var migration: MigrationProgress
    /// The file's units with a role: checked by some rule, flagged by a finding (per-role figures).
    package var units: [UnitStatus]
    /// Number of lines in the file.
    package var lines: Int
    /// Findings an in-source `keel:disable` directive covered (not in `findings`).
    package var suppressed: Int

    package init(findings: [Finding] = [], compliance: [RuleCompliance] = [], migration: MigrationProgress = MigrationProgress(),
                 units: [UnitStatus] = [], lines: Int = 0, suppressed: Int = 0) {
        self.findings = findings
        self.suppressed = suppressed
        self.compliance = compliance
        self.migration = migration
        self.units = units
        self.lines = lines
    }
}
