import Foundation
import KeelAudit

/// The server's warm state: the tree `keel audit ROOT` would audit, kept
/// between requests and brought up to date at the start of each one.
///
/// A refresh re-walks the tree (directory listings and `stat`, no file is
/// read) and compares every file's stamp with the one it was read under —
/// the same test as the audit cache's: device, inode, size, `mtime`,
/// `ctime`. Only files whose stamp changed, new files and racily-clean
/// files are read; only those whose text changed are parsed. The index and
/// the semantic model are rebuilt from the files' kept pass-1 results only
/// when some file's `FileIndex` changed (an edit inside a method body that
/// moves no declaration leaves it equal), a file came or went, the module
/// map or the configuration changed. The configuration and the baseline
/// are reloaded when their files' stamps change.
///
/// Threading: call from any task; refreshes run one at a time
/// (`SerialGate`) and publish an immutable `TreeState`. Cancellation: a
/// refresh runs to its end (its state is consistent or not published).
/// Errors: `ToolFailure` when the configuration, the baseline or the root
/// cannot be read; the previous state is kept and the next request tries
/// again.
final class WarmTree: Sendable {
    let scope: RootScope
    /// `--config`, when the server was started with one.
    let configPath: String?
    private let gate = SerialGate()
    private let state = Locked<TreeState?>(nil)

    init(scope: RootScope, configPath: String?) {
        self.scope = scope
        self.configPath = configPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The tree as it is on disk now, and what it took to get there.
    func current() async throws -> (state: TreeState, stats: RefreshStats) {
        try await gate.run { [self] in
            let start = ContinuousClock.now
            var (fresh, stats) = try await refresh(state.value)
            state.value = fresh
            stats.milliseconds = Self.milliseconds(ContinuousClock.now - start)
            return (fresh, stats)
        }
    }

    /// The last state published, without looking at the disk.
    var last: TreeState? { state.value }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    // MARK: Refresh

    private func refresh(_ previous: TreeState?) async throws -> (TreeState, RefreshStats) {
        var stats = RefreshStats()
        let scanStart = FileClock.now()

        // The configuration and the baseline: reloaded when their stamps change.
        let workspace: AuditWorkspace
        let auditor: Auditor
        let baseline: Baseline?
        let settings: [String: FileStamp?]
        if let previous, Self.stamps(Array(previous.settingsStamps.keys)) == previous.settingsStamps {
            workspace = previous.workspace
            auditor = previous.auditor
            baseline = previous.baseline
            settings = previous.settingsStamps
        } else {
            let loaded = try loadSettings()
            workspace = loaded.workspace
            baseline = loaded.baseline
            settings = loaded.stamps
            auditor = Auditor(configuration: workspace.configuration)
            stats.settingsLoaded = true
        }

        let located: AuditWorkspace.Located
        do {
            located = try workspace.locate()
        } catch {
            throw ToolFailure("cannot list \(scope.path): " + Self.errorLine(error))
        }

        let previousFiles = Dictionary(((previous?.audited ?? []) + (previous?.context ?? [])).map { ($0.path, $0) },
                                       uniquingKeysWith: { first, _ in first })
        var unreadable: [String: UnreadableFile] = [:]
        let audited = await reconcile(located.candidates, previous: previousFiles, previousUnreadable: previous?.unreadable ?? [:],
                                      unreadable: &unreadable, auditor: auditor, scanStart: scanStart, stats: &stats)
        let context = await reconcile(located.context, previous: previousFiles, previousUnreadable: previous?.unreadable ?? [:],
                                      unreadable: &unreadable, auditor: auditor, scanStart: scanStart, stats: &stats)
        let auditedNotes = located.candidates.compactMap { unreadable[$0.path]?.note }
        let skipped = (located.skipped + auditedNotes).sorted()

        // The module map: rebuilt when the located files or a build description changed.
        let descriptors = Dictionary(located.descriptors.map { ($0.path, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        let locatedPaths = (located.candidates + located.context).map { LocatedFile(path: $0.relative, diskPath: $0.path) }
        let modules: ModuleMap
        if let previous, !stats.settingsLoaded, previous.descriptors == descriptors, previous.locatedPaths == locatedPaths {
            modules = previous.modules
        } else {
            modules = located.moduleMap()
        }

        // The index and model: rebuilt when some file's pass-1 index, the file list or the modules changed.
        let unchanged = previous.map { previous in
            !stats.settingsLoaded && previous.modules == modules
                && Self.sameIndexes(previous.audited, audited) && Self.sameIndexes(previous.context, context)
        } ?? false
        let index: TypeIndex
        if unchanged, let previous {
            index = previous.index
        } else {
            var builder = TypeIndex.Builder()
            for file in audited { builder.add(file.prepared.index, key: file.key) }
            for file in context { builder.add(file.prepared.index, key: file.key) }
            index = builder.build(modules: modules)
            stats.indexRebuilt = true
        }

        let contentChanged = previous.map { previous in
            stats.indexRebuilt || stats.settingsLoaded || !Self.sameKeys(previous.audited, audited) || previous.skipped != skipped
        } ?? true
        let generation = (previous?.generation ?? 0) + (contentChanged ? 1 : 0)
        let fresh = TreeState(workspace: workspace, auditor: auditor, settingsStamps: settings, baseline: baseline, audited: audited,
                              context: context, unreadable: unreadable, skipped: skipped, locatedPaths: locatedPaths, descriptors: descriptors,
                              descriptorPaths: located.descriptors.map(\.path), modules: modules, index: index, generation: generation)
        return (fresh, stats)
    }

    /// Opens the workspace as `keel audit ROOT` does, and loads the baseline
    /// its configuration names; the stamps are taken before the files are
    /// read, so an edit during the load is seen by the next refresh.
    private func loadSettings() throws -> (workspace: AuditWorkspace, baseline: Baseline?, stamps: [String: FileStamp?]) {
        do {
            let probe = try AuditWorkspace.open(path: scope.path, configPath: configPath, indexProject: true)
            let stamps = Self.stamps(settingsPaths(probe))
            let workspace = try AuditWorkspace.open(path: scope.path, configPath: configPath, indexProject: true)
            let baseline = try workspace.baselinePath(override: nil).map { try Baseline.load(from: URL(fileURLWithPath: $0)) }
            return (workspace, baseline, stamps)
        } catch {
            throw ToolFailure(Self.errorLine(error) + " (keel mcp answers again once it is fixed)")
        }
    }

    /// Files whose change means the settings must be loaded again: the
    /// configuration files `keel audit` would look at, and the baseline.
    private func settingsPaths(_ workspace: AuditWorkspace) -> [String] {
        var paths: [String] = []
        if let configPath {
            paths.append(configPath)
        } else {
            paths.append(workspace.directory.appendingPathComponent(ConfigurationLoader.defaultFileName).path)
            if let project = workspace.project { paths.append(project.appendingPathComponent(ConfigurationLoader.defaultFileName).path) }
        }
        if let baseline = workspace.baselinePath(override: nil) { paths.append(baseline) }
        return paths
    }

    private static func stamps(_ paths: [String]) -> [String: FileStamp?] {
        Dictionary(paths.map { ($0, FileClock.stamp($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The located `candidates` as tracked files: kept when their stamp is
    /// the one they were read under (and they were not racy), else read;
    /// parsed again only when their text changed. Files that cannot be
    /// read go to `unreadable` (with discovery's note).
    private func reconcile(_ candidates: [SourceCandidate], previous: [String: TrackedFile], previousUnreadable: [String: UnreadableFile],
                           unreadable: inout [String: UnreadableFile], auditor: Auditor, scanStart: FileClock.Reading,
                           stats: inout RefreshStats) async -> [TrackedFile] {
        var result: [TrackedFile?] = Array(repeating: nil, count: candidates.count)
        var toRead: [Int] = []
        for (i, candidate) in candidates.enumerated() {
            if let stamp = candidate.stamp, let old = previous[candidate.relative], old.diskPath == candidate.path,
               old.stamp == stamp, !old.racy {
                result[i] = old
            } else if let stamp = candidate.stamp, let old = previousUnreadable[candidate.path], old.stamp == stamp {
                unreadable[candidate.path] = old
            } else {
                toRead.append(i)
            }
        }
        guard !toRead.isEmpty else { return result.compactMap { $0 } }

        let read = SourceDiscovery.read(toRead.map { candidates[$0] })
        stats.filesRead += toRead.count
        let texts = Dictionary(read.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var toParse: [(slot: Int, input: SourceInput)] = []
        for i in toRead {
            let candidate = candidates[i]
            guard let text = texts[candidate.relative] else {
                let note = read.skipped.first { $0.hasPrefix(candidate.relative + ": ") } ?? "\(candidate.relative): unreadable, skipped"
                unreadable[candidate.path] = UnreadableFile(stamp: candidate.stamp, note: note)
                continue
            }
            let racy = candidate.stamp.map { scanStart.isNotAfter($0.newest) } ?? true
            if let old = previous[candidate.relative], old.text == text {
                var kept = old
                kept.stamp = candidate.stamp
                kept.diskPath = candidate.path
                kept.racy = racy
                result[i] = kept
            } else {
                toParse.append((i, SourceInput(path: candidate.relative, text: text)))
                result[i] = TrackedFile(path: candidate.relative, diskPath: candidate.path, stamp: candidate.stamp, text: text, key: "",
                                        prepared: Self.placeholder, racy: racy)
            }
        }
        let parsed = await Auditor.parallelMap(toParse.map(\.input)) { input in
            (auditor.prepare(input), Auditor.prepareKey(for: input))
        }
        stats.filesParsed += parsed.count
        for ((slot, _), (prepared, key)) in zip(toParse, parsed) {
            result[slot]?.prepared = prepared
            result[slot]?.key = key
        }
        return result.compactMap { $0 }
    }

    /// Stands in for a file's pass-1 result until its parse finishes (never published).
    private static let placeholder = Auditor().prepare(SourceInput(path: "", text: ""))

    /// Whether two file lists give the same index: the same paths in the
    /// same order, each with an equal `FileIndex`.
    private static func sameIndexes(_ a: [TrackedFile], _ b: [TrackedFile]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.path == y.path else { return false }
            if x.key != y.key, x.prepared.index != y.prepared.index { return false }
        }
        return true
    }

    /// Whether two file lists hold the same texts at the same paths.
    private static func sameKeys(_ a: [TrackedFile], _ b: [TrackedFile]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.path == $1.path && $0.key == $1.key }
    }

    static func errorLine(_ error: any Error) -> String {
        var line = commandErrorLine(error)
        if line.hasPrefix("error: ") { line.removeFirst("error: ".count) }
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A value behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
