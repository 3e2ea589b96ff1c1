import Foundation

/// Everything `keel audit` can be asked to do.
package struct AuditOptions: Sendable {
    /// The directory (or single file) to audit.
    package var path: String
    /// `.keel.yml` to use; default: `<path>/.keel.yml` if present.
    package var configPath: String?
    package var format: ReportFormat
    /// Hide findings recorded in this baseline (overrides the config's `baseline`).
    package var baselinePath: String?
    /// Record the current findings as the baseline, then exit 0.
    package var writeBaselinePath: String?
    /// Report only findings on lines changed since this git ref.
    package var since: String?
    /// Override the config's `fail_on`.
    package var failOn: Severity?
    package var useCache: Bool
    /// Default: `<path>/.keel-cache`.
    package var cacheDirectory: String?
    package var colors: Bool
    /// Folder of the rule pages for absolute links; overrides the config's `docs_base_url`.
    package var docsBaseURL: String?
    /// Index the whole enclosing project (`ProjectRoot`) for cross-file
    /// facts, reporting only `path`; false = the audited tree alone.
    package var indexProject: Bool = true
    /// A `keel trend --format json` file to chart in the HTML report.
    package var trendPath: String?
    /// Leave the run's sources, facts, indexes and reports to the process's
    /// exit instead of freeing them (`ExitArena`): only for a process that
    /// exits after this audit, as the `keel` executable does.
    package var keepsMemoryUntilExit = false
    /// A team's own rules (`TeamRule`), run beside keel's.
    package var teamRules: [any TeamRule] = []
    /// A compiler index store (`-index-store-path`, or Xcode's DerivedData)
    /// whose answers replace the model's lookup where it has one.
    package var indexStorePath: String?
    /// libIndexStore to load (default: next to the toolchain's swiftc).
    package var indexStoreLibrary: String?

    package init(path: String = ".", configPath: String? = nil, format: ReportFormat = .text, baselinePath: String? = nil,
                writeBaselinePath: String? = nil, since: String? = nil, failOn: Severity? = nil, useCache: Bool = true,
                cacheDirectory: String? = nil, colors: Bool = false, docsBaseURL: String? = nil) {
        self.path = path
        self.configPath = configPath
        self.format = format
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.since = since
        self.failOn = failOn
        self.useCache = useCache
        self.cacheDirectory = cacheDirectory
        self.colors = colors
        self.docsBaseURL = docsBaseURL
    }
}

/// The outcome of `keel audit`: what to print where, and the exit code
/// (0 clean, 1 findings at or above the failing severity, 2 usage,
/// configuration or I/O error — in which case nothing was written).
package struct AuditOutcome: Sendable {
    package var output: String
    package var diagnostics: String
    package var exitCode: Int32
    /// The report, when the audit ran.
    package var report: AuditReport?
    /// Cache hits and misses (0/0 without a cache).
    package var cacheHits: Int
    package var cacheMisses: Int
    /// Source files read from disk: 0 when the cache proved, by the files'
    /// stamps alone, that nothing changed since it was written.
    package var filesRead: Int
}

/// `keel audit` as a function: configuration → discovery → (cache) → the
/// engine → baseline and diff filters → a report and an exit code. The CLI
/// only prints what this returns, so tests exercise all of it in-process.
package enum AuditRun {
    package static func run(_ options: AuditOptions) async -> AuditOutcome {
        do {
            return try await execute(options)
        } catch {
            return AuditOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2, report: nil, cacheHits: 0, cacheMisses: 0, filesRead: 0)
        }
    }

    private static func execute(_ options: AuditOptions) async throws -> AuditOutcome {
        PhaseClock.mark("start")
        defer { if PhaseClock.isEnabled { FileHandle.standardError.write(Data(PhaseClock.drain().utf8)) } }
        if options.since != nil, options.writeBaselinePath != nil {
            throw ConfigurationError(file: "--write-baseline", key: "", message: "cannot be combined with --since: a baseline records every finding of the tree, --since only those on changed lines; run --write-baseline without --since")
        }
        if let docs = options.docsBaseURL, let problem = DocsLinks.problem(with: docs) {
            throw ConfigurationError(file: "--docs-base-url", key: "", message: problem)
        }
        var trend: TrendSeries?
        if let trendPath = options.trendPath {
            guard options.format == .html else {
                throw ConfigurationError(file: "--trend", key: "", message: "only the html format charts a trend; add --format html")
            }
            trend = try TrendJSON.load(from: URL(fileURLWithPath: trendPath))
        }
        let workspace = try AuditWorkspace.open(path: options.path, configPath: options.configPath, indexProject: options.indexProject)
        let directory = workspace.directory
        var configuration = workspace.configuration
        if let failOn = options.failOn { configuration.failOn = failOn }

        var changed: ChangedLines?
        if let since = options.since { changed = try ChangedLines.since(since, root: directory) }

        var auditor = Auditor(configuration: configuration, teamRules: options.teamRules)
        auditor.keepsMemoryUntilExit = options.keepsMemoryUntilExit
        if let store = options.indexStorePath {
            // The compiler's answers depend on a build the cache cannot see: no cache then.
            let library = try IndexStoreLibrary.load(path: options.indexStoreLibrary)
            auditor.compilerIndex = try CompilerIndex.read(storePath: store, root: workspace.directory.standardizedFileURL.path, library: library)
        }
        let cache = options.useCache && options.indexStorePath == nil
            ? AuditCache(directory: options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(".keel-cache"))
            : nil
        let startedAt = cache?.beginRun() // before any file is statted
        PhaseClock.mark("configuration")
        let split = try workspace.locate()
        PhaseClock.mark("locate files")
        let located = (candidates: split.candidates, skipped: split.skipped)
        let context = split.context
        let changedFlags = located.candidates.map { changed?.touches($0.relative) ?? false }
        let stamps = cache.map { _ in
            runStamps((located.candidates + context + split.descriptors, located.skipped),
                      changedFlags: changedFlags + (context + split.descriptors).map { _ in false },
                      configuration: configuration, startedAt: startedAt)
        }

        var result: AuditResult
        let skipped: [String]
        var filesRead = 0
        if let cache, let stamps, let previous = cache.lastRun(stamps: stamps) {
            cache.recordRunHit(files: previous.result.filesScanned)
            result = previous.result
            skipped = previous.skipped
        } else {
            var discovered = SourceDiscovery.read(located.candidates, skipped: located.skipped)
            if let changed {
                discovered.files = discovered.files.map {
                    SourceInput(path: $0.path, text: $0.text, changedSinceBase: changed.touches($0.path))
                }
            }
            let contextFiles = SourceDiscovery.read(context).files
            PhaseClock.mark("read files")
            auditor.keepUntilExit((discovered, contextFiles))
            filesRead = located.candidates.count + context.count
            skipped = discovered.skipped
            let located = split
            result = await audit(discovered.files, context: contextFiles, readingModules: { located.moduleMap() }, with: auditor, cache: cache,
                                 stamps: stamps, skipped: skipped)
            cache?.save()
        }
        PhaseClock.mark("engine (rest)")

        guard result.filesScanned > 0 else { throw nothingAudited(options.path, skipped: skipped) }

        let wholeTree = result.findings // after suppressions, before --since and the baseline: what the figures count
        var outsideDiff = 0
        if let changed {
            let kept = result.findings.filter { changed.contains($0) || $0.ruleID == "RX002" }
            outsideDiff = result.findings.count - kept.count
            result.findings = kept
        }

        if let writePath = options.writeBaselinePath {
            try Baseline(findings: result.findings).write(to: URL(fileURLWithPath: writePath))
            let guide = BaselineOnboarding.guide(result: result, baselinePath: writePath, auditedPath: options.path, skipped: skipped)
            return AuditOutcome(output: "", diagnostics: guide,
                                exitCode: 0, report: nil, cacheHits: cache?.hits ?? 0, cacheMisses: cache?.misses ?? 0, filesRead: filesRead)
        }

        var hidden = 0
        var baselineChanges: FindingChanges?
        if let baselinePath = workspace.baselinePath(override: options.baselinePath) {
            let baseline = try Baseline.load(from: URL(fileURLWithPath: baselinePath))
            let kept = baseline.filter(result.findings)
            hidden = result.findings.count - kept.count
            result.findings = kept
            if options.format == .html { baselineChanges = FindingChanges(baseline: baseline, path: baselinePath, findings: wholeTree) }
        }

        var report = AuditReport(result: result, root: options.path, skipped: skipped, failOn: configuration.failOn,
                                 hiddenByBaseline: hidden, outsideDiff: outsideDiff, enabledRules: configuration.enabledRuleIDs,
                                 diffMode: changed != nil,
                                 docsBase: options.docsBaseURL ?? configuration.docsBaseURL ?? DocsLinks.defaultRulesBase)
        if options.format == .html {
            report.sourceLines = SourceLines.read(result.findings, directory: directory, singleFile: workspace.directory == workspace.root ? nil : workspace.root)
            report.trend = trend
            report.treeTotals = FindingTotals(wholeTree)
            report.baselineChanges = baselineChanges
            report.source = GitRevision.read(path: options.path)
        }
        let output = options.format.reporter(colors: options.colors).render(report)
        PhaseClock.mark("report")
        let failing = report.failingFindings
        var reason = failing == 0 ? "" : exitReason(failing, failOn: configuration.failOn, fromCommandLine: options.failOn != nil)
        if case .other? = report.trendOrigin, let trendPath = options.trendPath {
            reason = "warning: \(trendPath) was recorded in another repository (no root commit in common): its points are not this tree's history\n" + reason
        }
        return AuditOutcome(output: output, diagnostics: reason, exitCode: failing > 0 ? 1 : 0, report: report,
                            cacheHits: cache?.hits ?? 0, cacheMisses: cache?.misses ?? 0, filesRead: filesRead)
    }

    /// The one line saying why the run exits 1.
    static func exitReason(_ failing: Int, failOn: Severity, fromCommandLine: Bool) -> String {
        let setting = fromCommandLine ? "--fail-on \(failOn.rawValue)" : "fail_on: \(failOn.rawValue)"
        let noun = failing == 1 ? "finding" : "findings"
        return "exit 1: \(failing) \(noun) at or above `\(failOn.rawValue)` (\(setting))\n"
    }

    /// No file was audited: an error, never a clean 100 %.
    private static func nothingAudited(_ path: String, skipped: [String]) -> ConfigurationError {
        if skipped.isEmpty {
            return ConfigurationError(file: path, key: "", message: "nothing to audit: no Swift files found (after include/exclude and the default excludes)")
        }
        let notes = skipped.prefix(5).joined(separator: "; ") + (skipped.count > 5 ? "; …" : "")
        return ConfigurationError(file: path, key: "", message: "nothing to audit: every Swift file was skipped (\(skipped.count): \(notes))")
    }

    /// The stamp key of a located tree: configuration + every
    /// file's path, diff flag and `stat` stamp (see `AuditCache`).
    private static func runStamps(_ located: (candidates: [SourceCandidate], skipped: [String]), changedFlags: [Bool],
                                  configuration: Configuration, startedAt: FileTime?) -> AuditCache.RunStamps {
        // No engine version here: the cache checks the record's engine
        // itself (`EngineIdentity`), without deriving the version when the
        // executable is the one that recorded it.
        var digest = Digest()
        digest.add(configuration.fingerprint)
        var newest: FileTime? = FileTime(seconds: .min, nanoseconds: 0)
        for (candidate, changed) in zip(located.candidates, changedFlags) {
            digest.add(candidate.relative)
            digest.add(changed ? 1 : 0)
            if let stamp = candidate.stamp {
                stamp.add(to: &digest)
                newest = newest.map { Swift.max($0, stamp.newest) }
            } else {
                newest = nil
            }
        }
        for note in located.skipped { digest.add(note) }
        return AuditCache.RunStamps(key: digest.hex, startedAt: startedAt, newest: newest)
    }

    /// Both engine passes, through the cache when there is one: a file
    /// whose index entry and report are cached is not parsed at all. The
    /// whole result is recorded under the content key and `stamps`.
    /// `context` files (the rest of the project) feed the type index only:
    /// they are never analyzed and never reported.
    /// The module map is read from the build descriptions while the files
    /// are parsed when there is no cache; with one, first (it is part of the run's key).
    static func audit(_ files: [SourceInput], context: [SourceInput] = [], readingModules readModules: @escaping @Sendable () -> ModuleMap,
                      with auditor: Auditor, cache: AuditCache?, stamps: AuditCache.RunStamps? = nil, skipped: [String] = []) async -> AuditResult {
        guard let cache else { return await auditor.audit(files, context: context, readingModules: readModules) }
        let modules = readModules()
        let writes = auditor.recordsWrites
        let prepareKeys = await Auditor.parallelMap(files) { Auditor.prepareKey(for: $0, recordsWrites: writes) }
        let contextKeys = await Auditor.parallelMap(context) { Auditor.prepareKey(for: $0, recordsWrites: writes) }
        var digest = Digest()
        digest.add(auditor.configuration.fingerprint)
        for key in prepareKeys { digest.add(key) }
        digest.add("context")
        for key in contextKeys { digest.add(key) }
        digest.add(modules.fingerprint)
        let runKey = digest.hex
        if let result = cache.lastRun(key: runKey) {
            cache.recordRunHit(files: files.count)
            cache.saveRun(key: runKey, stamps: stamps, skipped: skipped, result: result) // refresh the stamps
            return result
        }
        let result = await auditThroughCache(files, keys: prepareKeys, context: context, contextKeys: contextKeys, modules: modules,
                                             with: auditor, cache: cache)
        cache.saveRun(key: runKey, stamps: stamps, skipped: skipped, result: result)
        return result
    }

    /// Both passes through the per-file cache (`keys`: `Auditor.prepareKey`
    /// of each file). With a `memo`, prepared files also come from and go to
    /// memory (see `PreparedMemo`), and every index entry is still recorded
    /// in the cache; without a cache, the memo alone.
    static func auditThroughCache(_ files: [SourceInput], keys prepareKeys: [String], context: [SourceInput], contextKeys: [String],
                                  modules: ModuleMap = .folders, with auditor: Auditor, cache: AuditCache?,
                                  memo: PreparedMemo? = nil) async -> AuditResult {
        cache?.loadEntries()
        var builder = TypeIndex.Builder()
        var keyCursor = 0
        let firstPass = await Auditor.parallelMap(Array(zip(files, prepareKeys)), inOrder: {
            builder.add($0.index, key: prepareKeys[keyCursor])
            keyCursor += 1
        }) { file, key -> CachedOrPrepared in
            if let prepared = memo?.prepared(key) {
                if let cache, cache.index(key) == nil { cache.store(index: prepared.index, for: key) }
                return .prepared(prepared)
            }
            if let index = cache?.index(key) { return .cached(index) }
            let prepared = auditor.prepare(file)
            cache?.store(index: prepared.index, for: key)
            memo?.store(prepared, for: key)
            return .prepared(prepared)
        }
        var contextCursor = 0
        let contextIndex = await Auditor.parallelMap(Array(zip(context, contextKeys)), inOrder: {
            builder.add($0, key: contextKeys[contextCursor])
            contextCursor += 1
        }) { file, key -> FileIndex in
            if let prepared = memo?.prepared(key) {
                if let cache, cache.index(key) == nil { cache.store(index: prepared.index, for: key) }
                return prepared.index
            }
            if let index = cache?.index(key) { return index }
            let prepared = auditor.prepare(file)
            cache?.store(index: prepared.index, for: key)
            memo?.store(prepared, for: key)
            return prepared.index
        }
        var built = builder.build(modules: modules)
        built.compilerIndex = auditor.compilerIndex
        let index = built
        auditor.keepUntilExit((firstPass, contextIndex, index))
        let reports = await Auditor.parallelMap(Array(zip(Array(zip(files, prepareKeys)), firstPass))) { input, pass -> FileReport in
            let (file, prepareKey) = input
            let key = auditor.analyzeKey(for: file, index: index)
            if let report = cache?.report(key) { return report }
            let prepared: PreparedFile
            switch pass {
            case .prepared(let kept): prepared = kept
            case .cached:
                prepared = auditor.prepare(file)
                memo?.store(prepared, for: prepareKey)
            }
            let report = auditor.analyze(prepared, index: index)
            cache?.store(report: report, for: key)
            return report
        }
        auditor.keepUntilExit(reports)
        return Auditor.combine(reports, files: files.count)
    }
}

/// Pass 1 of a cached run: an index entry from the cache, or a freshly parsed file.
enum CachedOrPrepared: Sendable {
    case cached(FileIndex)
    case prepared(PreparedFile)

    var index: FileIndex {
        switch self {
        case .cached(let index): index
        case .prepared(let prepared): prepared.index
        }
    }
}
