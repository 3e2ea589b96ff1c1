/// What the reporters render: the audit result after baseline and diff
/// filtering, plus the run's context and its figures (`AuditFigures`).
package struct AuditReport: Sendable {
    package var result: AuditResult
    /// The audited root, as given on the command line.
    package var root: String
    /// Discovery's notes on what it skipped (`"path: reason, skipped"`).
    package var skipped: [String]
    package var failOn: Severity
    /// Findings hidden because the baseline covers them.
    package var hiddenByBaseline: Int
    /// Findings hidden because they are not on lines changed since `--since`.
    package var outsideDiff: Int
    /// The run's figures, computed once.
    package var figures: AuditFigures
    /// Folder of the rule pages, for absolute links (`DocsLinks`).
    package var docsBase: String
    /// The source line of findings, by `file` + line (`sourceLineKey`), for
    /// reports that show code (HTML); empty unless the run read them.
    package var sourceLines: [String: String] = [:]
    /// A history of the figures to chart beside them (HTML, `--trend FILE`).
    package var trend: TrendSeries?
    /// The whole tree's findings counted (after suppressions, before the
    /// baseline and `--since`): what a trend point records, to compare with.
    package var treeTotals: FindingTotals
    /// New and fixed findings against the baseline, when the run used one.
    package var baselineChanges: FindingChanges?
    /// The commit, branch and date audited (HTML); nil when the run did not read them.
    package var source: AuditedSource?

    /// - Parameters:
    ///   - enabledRules: ids of the rules the run had enabled (nil: every rule).
    ///   - diffMode: whether the run used `--since`.
    package init(result: AuditResult, root: String, skipped: [String] = [], failOn: Severity = .error,
                 hiddenByBaseline: Int = 0, outsideDiff: Int = 0, enabledRules: [String]? = nil, diffMode: Bool = false,
                 docsBase: String = DocsLinks.defaultRulesBase) {
        self.result = result
        self.root = root
        self.skipped = skipped
        self.failOn = failOn
        self.hiddenByBaseline = hiddenByBaseline
        self.outsideDiff = outsideDiff
        self.figures = AuditFigures(result: result, enabledRules: enabledRules ?? Auditor.allRules.map(\.id), diffMode: diffMode)
        self.docsBase = docsBase
        self.treeTotals = FindingTotals(result.findings)
    }

    /// Whether the rule pages have a real home: a docs base URL the team
    /// configured (`docs_base_url`, `--docs-base-url`), not the default.
    package var hasDocsSite: Bool { DocsLinks.normalized(docsBase) != DocsLinks.normalized(DocsLinks.defaultRulesBase) }

    /// The trend point "what changed" compares with: the newest point that
    /// is not the audited commit itself (a weekly trend usually ends at it)
    /// and, when the audited commit's date is known, not later than it.
    /// None for a trend file of another repository.
    package var previousPoint: TrendSeries.Point? {
        guard let points = trend?.points, !points.isEmpty else { return nil }
        if case .other? = trendOrigin { return nil }
        let audited = source?.revision
        let auditedTime = audited.flatMap { ISODate.seconds($0.date) }
        return points.last { point in
            guard point.commit != audited?.commit else { return false }
            guard let auditedTime, let time = point.time else { return true }
            return time <= auditedTime
        }
    }

    /// What changed: against the baseline when the run used one, else against the previous trend point.
    package var changes: FindingChanges? {
        if let baselineChanges { return baselineChanges }
        return previousPoint.map { FindingChanges(point: $0, now: treeTotals) }
    }

    /// Whether the trend file belongs to the audited repository.
    package var trendOrigin: TrendOrigin? {
        guard let trend else { return nil }
        guard let recorded = trend.repository else { return .unrecorded(format: trend.format) }
        guard let revision = source?.revision, !revision.repository.rootCommits.isEmpty else { return .unknown }
        return revision.repository.sharesHistory(with: recorded) ? .same : .other(file: recorded, here: revision.repository)
    }

    /// Findings at or above the failing severity.
    package var failingFindings: Int { result.findings.filter { $0.severity >= failOn }.count }

    /// Findings per rule id, sorted by id.
    package var countsByRule: [(rule: String, count: Int)] {
        Dictionary(grouping: result.findings, by: \.ruleID).map { ($0.key, $0.value.count) }.sorted { $0.rule < $1.rule }
    }

    /// Findings per severity, most severe first.
    package var countsBySeverity: [(severity: Severity, count: Int)] {
        Severity.allCases.reversed().map { severity in (severity, result.findings.filter { $0.severity == severity }.count) }
    }

    /// What discovery skipped, with paths as reports print them.
    package var skippedFiles: [SkippedFile] {
        skipped.map { note in
            var file = SkippedFile(note: note)
            file.path = displayPath(file.path)
            return file
        }
    }

    /// The file path as reporters print it: under the audited root.
    package func displayPath(_ file: String) -> String {
        root == "." || root.isEmpty ? file : (root.hasSuffix("/") ? root + file : root + "/" + file)
    }

    /// The trimmed source line a finding points at, when the run read it.
    package func sourceLine(_ file: String, line: Int) -> String? { sourceLines[Self.sourceLineKey(file, line: line)] }

    /// Key of `sourceLines`.
    package static func sourceLineKey(_ file: String, line: Int) -> String { "\(file)\u{1F}\(line)" }

    /// Absolute link to rule `id`'s page.
    package func ruleLink(_ id: String) -> String { DocsLinks.rule(id, base: docsBase) }

    /// Absolute link to the page defining the figures.
    package var metricsLink: String { DocsLinks.metrics(base: docsBase) }
}

/// Whether a trend file was recorded in the audited repository.
package enum TrendOrigin: Sendable, Hashable {
    /// The file's root commits and the audited tree's share one.
    case same
    /// Another repository: its points are not this code's history.
    case other(file: TrendSeries.Repository, here: TrendSeries.Repository)
    /// The file does not record its repository (written by an older keel).
    case unrecorded(format: String)
    /// The audited tree is not a git work tree: nothing to compare with.
    case unknown
}

/// Renders a report in one output format. Output is deterministic.
package protocol Reporter: Sendable {
    func render(_ report: AuditReport) -> String
}

/// The output formats `keel audit --format` accepts.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, markdown, html

    package func reporter(colors: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(colors: colors)
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubActionsReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }
}
