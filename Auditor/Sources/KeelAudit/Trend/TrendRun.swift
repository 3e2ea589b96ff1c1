import Foundation

/// Output formats of `keel trend`.
package enum TrendFormat: String, CaseIterable, Sendable {
    case json, csv, html
}

/// Everything `keel trend` can be asked to do.
package struct TrendOptions: Sendable {
    /// A directory (or file) inside a git repository.
    package var path: String
    package var selection: TrendSelection
    /// Whose history: `HEAD` unless given.
    package var ref: String
    package var format: TrendFormat
    /// `.keel.yml` to use; default: the one `keel audit` would use today.
    package var configPath: String?
    package var useCache: Bool
    /// Default: `<path>/.keel-cache`; the trend keeps its cache in `trend/` inside it.
    package var cacheDirectory: String?
    package var docsBaseURL: String?

    package init(path: String = ".", selection: TrendSelection = .commits(10), ref: String = "HEAD", format: TrendFormat = .json,
                 configPath: String? = nil, useCache: Bool = true, cacheDirectory: String? = nil, docsBaseURL: String? = nil) {
        self.path = path
        self.selection = selection
        self.ref = ref
        self.format = format
        self.configPath = configPath
        self.useCache = useCache
        self.cacheDirectory = cacheDirectory
        self.docsBaseURL = docsBaseURL
    }
}

/// The outcome of `keel trend`: the rendered series, or a message and exit 2.
package struct TrendOutcome: Sendable {
    package var output: String
    package var diagnostics: String
    package var exitCode: Int32
    package var series: TrendSeries?
    /// Files parsed over the whole run (a file parsed once per content, see `PreparedMemo`).
    package var cacheMisses: Int
}

/// `keel trend` as a function: the figures of `keel audit` at each selected
/// commit, computed from git's objects (no checkout). Each point is a full
/// audit of the commit's tree with today's configuration (so points are
/// comparable), through the same per-file cache as `keel audit`
/// (`AuditCache`, keyed by content) and an in-memory memo of parsed files,
/// so a file is parsed once per distinct content over the whole history.
package enum TrendRun {
    package static func run(_ options: TrendOptions) async -> TrendOutcome {
        do {
            return try await execute(options)
        } catch {
            return TrendOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2, series: nil, cacheMisses: 0)
        }
    }

    private static func execute(_ options: TrendOptions) async throws -> TrendOutcome {
        switch options.selection {
        case .commits(let count) where count < 1: throw ConfigurationError(file: "--commits", key: "", message: "expected at least 1, got \(count)")
        case .weekly(let weeks) where weeks < 1: throw ConfigurationError(file: "--weekly", key: "", message: "expected at least 1, got \(weeks)")
        default: break
        }
        if let docs = options.docsBaseURL, let problem = DocsLinks.problem(with: docs) {
            throw ConfigurationError(file: "--docs-base-url", key: "", message: problem)
        }
        let root = URL(fileURLWithPath: options.path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw ConfigurationError(file: options.path, key: "", message: "no such file or directory")
        }
        let directory = isDirectory.boolValue ? root : root.deletingLastPathComponent()
        let git = Git(directory: directory)
        guard (try? git.text(["rev-parse", "--show-toplevel"])) != nil else {
            throw ConfigurationError(file: options.path, key: "", message: "not inside a git repository: keel trend reads the figures from git history")
        }
        guard let tip = try? git.text(["rev-parse", "--verify", "--quiet", options.ref + "^{commit}"]), !tip.isEmpty else {
            throw ConfigurationError(file: options.ref, key: "", message: "not a commit in this repository (--ref)")
        }
        let project = ProjectRoot.find(from: directory) ?? directory
        let layout = try layout(of: root, directory: directory, singleFile: !isDirectory.boolValue, project: project)
        let configuration = try AuditWorkspace.loadConfiguration(options.configPath, directory: directory, project: project)
        let commits = try TrendHistory.select(options.selection, ref: options.ref, git: git)
        guard !commits.isEmpty else {
            throw ConfigurationError(file: options.ref, key: "", message: "no commit to audit for \(options.selection) (no tags in its history?)")
        }

        let auditor = Auditor(configuration: configuration)
        let cacheDirectory = options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(".keel-cache")
        let cache = options.useCache ? AuditCache(directory: cacheDirectory.appendingPathComponent("trend")) : nil
        var reader = TrendReader(git: git, layout: layout, admission: PathAdmission(configuration: configuration), auditor: auditor, cache: cache)
        var points: [TrendSeries.Point] = []
        for commit in commits {
            let (result, skipped) = try await reader.audit(commit.commit)
            let figures = AuditFigures(result: result, enabledRules: configuration.enabledRuleIDs, diffMode: false)
            let totals = FindingTotals(result.findings)
            var byRule = Dictionary(uniqueKeysWithValues: configuration.enabledRuleIDs.map { ($0, 0) })
            byRule.merge(totals.byRule) { _, counted in counted }
            var bySeverity = Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, 0) })
            bySeverity.merge(totals.bySeverity) { _, counted in counted }
            points.append(TrendSeries.Point(commit: commit.commit, date: commit.date, label: commit.label, filesScanned: result.filesScanned,
                                            linesScanned: result.linesScanned, suppressed: result.suppressed, skipped: skipped,
                                            findingsByRule: byRule, figures: figures, findingsBySeverity: bySeverity,
                                            findingsByModule: totals.byModule))
        }
        reader.finish()

        let series = TrendSeries(selection: options.selection.description, ref: options.ref, path: layout.audited,
                                 rules: configuration.enabledRuleIDs.sorted(), points: points,
                                 repository: try GitRevision.repository(ref: options.ref, git: git))
        let metrics = DocsLinks.metrics(base: options.docsBaseURL ?? configuration.docsBaseURL ?? DocsLinks.defaultRulesBase)
        let output = switch options.format {
        case .json: TrendJSON.render(series, metricsLink: metrics)
        case .csv: TrendCSV.render(series)
        case .html: HTMLReporter().render(trend: series, subject: options.path, metricsLink: metrics)
        }
        return TrendOutcome(output: output, diagnostics: "", exitCode: 0, series: series, cacheMisses: reader.parsed)
    }

    /// The audited path and the project root relative to the repository's top level.
    private static func layout(of root: URL, directory: URL, singleFile: Bool, project: URL) throws -> TrendTree.Layout {
        func prefix(_ folder: URL) throws -> String {
            var text = try Git(directory: folder).text(["rev-parse", "--show-prefix"]).trimmingCharacters(in: .newlines)
            if text.hasSuffix("/") { text.removeLast() }
            return text
        }
        let folder = try prefix(directory)
        let audited = singleFile ? (folder.isEmpty ? root.lastPathComponent : folder + "/" + root.lastPathComponent) : folder
        return TrendTree.Layout(project: try prefix(project), audited: audited, singleFile: singleFile)
    }
}
