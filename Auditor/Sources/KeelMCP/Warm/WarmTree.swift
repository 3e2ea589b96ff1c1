import Foundation
import KeelAudit

/// The server's warm state: the tree `keel audit ROOT` would audit, kept
/// between requests and brought up to date at the start of each one.
///
/// A refresh (`refresh(_:)`) `stat`s every directory under the tree and
/// every file the last walk located, in one parallel pass; when no
/// directory changed, no file was added, removed or renamed, and nothing is
/// listed (`DirectoryStamps`); else discovery walks the tree again, as
/// `keel audit` does. Each file's stamp is compared with the one it was
/// read under — the audit cache's test: device, inode, size, `mtime`,
/// `ctime`. Only files whose stamp changed, new files and racily-clean
/// files are read; only those whose text changed are parsed
/// (`FileReconciler`). The index and the semantic model are rebuilt from
/// the files' kept pass-1 results only when some file's `FileIndex`
/// changed other than in positions (an edit inside a method body leaves it
/// equal, or equal but for lines), a file came or went, the module map or
/// the configuration changed. The configuration and the baseline are
/// reloaded when their files' stamps change.
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
    /// `exactPositions`: the index must also place every declaration where
    /// it is now (`explain_type` shows lines); by default an index whose
    /// only difference is declarations that moved is kept, since no
    /// finding or figure reads their positions.
    func current(exactPositions: Bool = false) async throws -> (state: TreeState, stats: RefreshStats) {
        try await gate.run { [self] in
            let start = ContinuousClock.now
            var (fresh, stats) = try await refresh(state.value)
            if exactPositions, !fresh.positionsExact {
                let phase = ContinuousClock.now
                fresh = fresh.with(index: Self.buildIndex(fresh.audited, fresh.context, modules: fresh.modules))
                stats.indexRebuilt = true
                stats.indexMilliseconds += Self.milliseconds(ContinuousClock.now - phase)
            }
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

    /// Opens the workspace as `keel audit ROOT` does, and loads the baseline
    /// its configuration names; the stamps are taken before the files are
    /// read, so an edit during the load is seen by the next refresh.
    func loadSettings() throws -> (workspace: AuditWorkspace, baseline: Baseline?, stamps: [String: FileStamp?]) {
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

    static func stamps(_ paths: [String]) -> [String: FileStamp?] {
        Dictionary(paths.map { ($0, FileClock.stamp($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether two file lists name the same files in the same order.
    static func sameFiles(_ a: [TrackedFile], _ b: [TrackedFile]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.path == $1.path }
    }

    /// How the pass-1 indexes of two lists of the same files differ.
    static func indexChange(_ a: [TrackedFile], _ b: [TrackedFile]) -> IndexChange {
        var change = IndexChange.none
        for (x, y) in zip(a, b) where x.key != y.key && x.prepared.index != y.prepared.index {
            guard x.prepared.index.withoutPositions == y.prepared.index.withoutPositions else { return .content }
            change = .positionsOnly
        }
        return change
    }

    static func buildIndex(_ audited: [TrackedFile], _ context: [TrackedFile], modules: ModuleMap) -> TypeIndex {
        var builder = TypeIndex.Builder()
        for file in audited { builder.add(file.prepared.index, key: file.key) }
        for file in context { builder.add(file.prepared.index, key: file.key) }
        return builder.build(modules: modules)
    }

    /// Discovery's walk, as `keel audit` runs it.
    static func locate(_ workspace: AuditWorkspace, scope: RootScope) throws -> AuditWorkspace.Located {
        do {
            return try workspace.locate()
        } catch {
            throw ToolFailure("cannot list \(scope.path): " + errorLine(error))
        }
    }

    /// The last walk's files with the stamps just read (candidates, context,
    /// descriptors, in order); nil when one of them could not be statted
    /// (then the tree is walked again).
    static func restamped(_ located: AuditWorkspace.Located, stamps: ArraySlice<FileStamp?>) -> AuditWorkspace.Located? {
        var fresh = located
        guard !stamps.contains(where: { $0 == nil }) else { return nil }
        var i = stamps.startIndex
        for j in fresh.candidates.indices { fresh.candidates[j].stamp = stamps[i]; i += 1 }
        for j in fresh.context.indices { fresh.context[j].stamp = stamps[i]; i += 1 }
        for j in fresh.descriptors.indices { fresh.descriptors[j].stamp = stamps[i]; i += 1 }
        return fresh
    }

    /// How a refresh's files' pass-1 indexes differ from the last ones.
    enum IndexChange {
        case none, positionsOnly, content

        func combined(_ other: IndexChange) -> IndexChange {
            switch (self, other) {
            case (.content, _), (_, .content): .content
            case (.positionsOnly, _), (_, .positionsOnly): .positionsOnly
            default: .none
            }
        }
    }

    /// Whether two file lists hold the same texts at the same paths.
    static func sameKeys(_ a: [TrackedFile], _ b: [TrackedFile]) -> Bool {
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
