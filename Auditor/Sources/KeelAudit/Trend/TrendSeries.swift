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
        /// Findings per severity (`Severity.rawValue`); nil in a `keel-trend/1` file, which did not record them.
        package var findingsBySeverity: [String: Int]?
        /// Findings per module (`ReportModule`); nil in a `keel-trend/1` file.
        package var findingsByModule: [String: Int]?
        /// Whether the role figures count every unit of a role (`keel-figures/2`);
        /// false for points of a `keel-trend/1` file, whose `units` were checked units only.
        package var countsEveryUnit: Bool

        package init(commit: String, date: String, label: String = "", filesScanned: Int, linesScanned: Int, suppressed: Int,
                     skipped: [SkippedFile] = [], findingsByRule: [String: Int], figures: AuditFigures,
                     findingsBySeverity: [String: Int]? = nil, findingsByModule: [String: Int]? = nil, countsEveryUnit: Bool = true) {
            self.findingsBySeverity = findingsBySeverity
            self.findingsByModule = findingsByModule
            self.countsEveryUnit = countsEveryUnit
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

        /// Seconds since the epoch of `date` (nil when it is not ISO 8601).
        package var time: Int? { ISODate.seconds(date) }

        /// Findings with severity `error` (nil when the point did not record severities).
        package var errors: Int? { findingsBySeverity.map { $0[Severity.error.rawValue] ?? 0 } }
    }

    /// The repository a series was read from: its root commits (the
    /// commits without parents, sorted) — the same in every clone and fork,
    /// different in any other repository.
    package struct Repository: Sendable, Hashable {
        package var rootCommits: [String]
        package init(rootCommits: [String]) { self.rootCommits = rootCommits.sorted() }

        /// Whether two identities name the same history (a shared root commit).
        package func sharesHistory(with other: Repository) -> Bool {
            !Set(rootCommits).isDisjoint(with: other.rootCommits)
        }
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
    /// Where the series was read from; nil in a `keel-trend/1` file, which did not record it.
    package var repository: Repository?
    /// The file format the series was read from or will be written as (`TrendJSON.format`).
    package var format: String

    package init(selection: String, ref: String, path: String, rules: [String], points: [Point], repository: Repository? = nil,
                 format: String = TrendJSON.format) {
        self.repository = repository
        self.format = format
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
