/// The same figures over git history (`keel trend`): one point per selected
/// commit, oldest first, each with the figures a `keel audit` of that
/// commit's tree prints (`AuditFigures`) and its findings per rule.
package struct TrendSeries: Sendable, Hashable {
    /// One audited commit.
    package struct Point: Sendable, Hashable {
        /// Full commit hash.
        package var commit: String
        /// Committer date, strict ISO 8601 with the committer's offset (`git log --format=%cI`).
        package var date: String
        /// Tag names pointing at the commit (`--tags`), comma-separated; empty otherwise.
        package var label: String
        package var filesScanned: Int
        package var linesScanned: Int
        /// Findings in-source suppressions covered.
        package var suppressed: Int
        /// Audited files the commit has but that could not be read (not UTF-8): in no figure of the point.
        package var skipped: [SkippedFile]
        /// Findings per enabled rule (zeros included), after suppressions; no baseline applies.
        package var findingsByRule: [String: Int]
        package var figures: AuditFigures

        package init(commit: String, date: String, label: String = "", filesScanned: Int, linesScanned: Int, suppressed: Int,
                     skipped: [SkippedFile] = [], findingsByRule: [String: Int], figures: AuditFigures) {
            self.commit = commit
            self.date = date
            self.label = label
            self.filesScanned = filesScanned
            self.linesScanned = linesScanned
            self.suppressed = suppressed
            self.skipped = skipped
            self.findingsByRule = findingsByRule
            self.figures = figures
        }

        /// Total findings of the point.
        package var findings: Int { findingsByRule.values.reduce(0, +) }

        /// The first 10 hex digits of the commit.
        package var shortCommit: String { String(commit.prefix(10)) }

        /// The calendar day of `date` (`2025-03-14`).
        package var day: String { String(date.prefix(10)) }
    }

    /// How the points were chosen: `commits 10`, `tags`, `weekly 52`.
    package var selection: String
    /// The ref the history was read from (`HEAD` by default).
    package var ref: String
    /// The audited path, relative to the repository's top level ("" for all of it).
    package var path: String
    /// The enabled rules, sorted (the columns of every point).
    package var rules: [String]
    package var points: [Point]

    package init(selection: String, ref: String, path: String, rules: [String], points: [Point]) {
        self.selection = selection
        self.ref = ref
        self.path = path
        self.rules = rules
        self.points = points
    }
}

extension AuditFigures {
    /// Figures as recorded (a trend file read back).
    package init(roles: [RoleFigure], rules: [RuleFigure], migration: MigrationProgress) {
        self.roles = roles
        self.rules = rules
        self.migration = migration
    }
}
