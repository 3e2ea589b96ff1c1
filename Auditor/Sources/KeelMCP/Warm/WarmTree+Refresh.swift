import Foundation
import KeelAudit

extension WarmTree {
    /// One refresh: the settings, which files, their texts and pass-1
    /// results, the module map, the index — each step reusing the last
    /// state's result when its inputs did not change.
    func refresh(_ previous: TreeState?) async throws -> (TreeState, RefreshStats) {
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
        let reusable = stats.settingsLoaded ? nil : previous

        // Which files: the last walk's, when no directory under the tree changed
        // (only their stamps are read, in one parallel pass); else discovery walks again.
        var phase = ContinuousClock.now
        let located: AuditWorkspace.Located
        let directories: DirectoryStamps
        if let reusable {
            let directoryPaths = reusable.directories.paths
            let filePaths = reusable.located.candidates.map(\.path) + reusable.located.context.map(\.path)
                + reusable.located.descriptors.map(\.path)
            let stamps = ParallelStat.stamps(directoryPaths + filePaths)
            let changed = reusable.directories.changed(directoryPaths, current: stamps[..<directoryPaths.count])
            if changed.isEmpty, let fresh = Self.restamped(reusable.located, stamps: stamps[directoryPaths.count...]) {
                located = fresh
                directories = reusable.directories
            } else {
                directories = changed.isEmpty ? reusable.directories : reusable.directories.updating(changed, scanStart: scanStart)
                located = try Self.locate(workspace, scope: scope)
                stats.walked = true
            }
        } else {
            let walkRoot = (workspace.project ?? workspace.directory).standardizedFileURL.path
            directories = DirectoryStamps.walk(walkRoot, scanStart: scanStart)
            located = try Self.locate(workspace, scope: scope)
            stats.walked = true
        }
        stats.locateMilliseconds = Self.milliseconds(ContinuousClock.now - phase)
        phase = ContinuousClock.now

        // Their texts and pass-1 results (which no setting changes: kept across a reload too).
        var reconciler = FileReconciler(auditor: auditor, scanStart: scanStart, previousUnreadable: previous?.unreadable ?? [:])
        let audited = await reconciler.reconcile(located.candidates, previous: previous?.audited ?? [], stats: &stats)
        let context = await reconciler.reconcile(located.context, previous: previous?.context ?? [], stats: &stats)
        let unreadable = reconciler.unreadable
        stats.parseMilliseconds = Self.milliseconds(ContinuousClock.now - phase)
        phase = ContinuousClock.now
        let auditedNotes = located.candidates.compactMap { unreadable[$0.path]?.note }
        let skipped = (located.skipped + auditedNotes).sorted()

        // The module map: rebuilt when the located files or a build description changed.
        let descriptors = Dictionary(located.descriptors.map { ($0.path, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        let locatedPaths = !stats.walked && reusable != nil ? reusable!.locatedPaths
            : (located.candidates + located.context).map { LocatedFile(path: $0.relative, diskPath: $0.path) }
        let modules: ModuleMap
        if let reusable, reusable.descriptors == descriptors, reusable.locatedPaths == locatedPaths {
            modules = reusable.modules
        } else {
            modules = located.moduleMap()
        }

        // The index and model: kept when every file's pass-1 index is as it
        // was, or differs only in where declarations are (see
        // `FileIndex.withoutPositions`): pass 2 never reads those positions,
        // so every finding and figure is the same; only `explain_type`'s
        // evidence lines would be stale, and it asks for an exact index
        // (`current(exactPositions:)`). Else rebuilt from the kept pass-1 results.
        let index: TypeIndex
        var positionsExact = true
        let sameAudited = reusable.map { Self.sameFiles($0.audited, audited) } ?? false
        if let reusable, reusable.modules == modules, sameAudited, Self.sameFiles(reusable.context, context) {
            switch Self.indexChange(reusable.audited, audited).combined(Self.indexChange(reusable.context, context)) {
            case .none:
                index = reusable.index
                positionsExact = reusable.positionsExact
            case .positionsOnly:
                index = reusable.index
                positionsExact = false
            case .content:
                index = Self.buildIndex(audited, context, modules: modules)
                stats.indexRebuilt = true
            }
        } else {
            index = Self.buildIndex(audited, context, modules: modules)
            stats.indexRebuilt = true
        }
        stats.indexMilliseconds = Self.milliseconds(ContinuousClock.now - phase)

        let contentChanged = previous.map { previous in
            stats.indexRebuilt || stats.settingsLoaded || !Self.sameKeys(previous.audited, audited) || previous.skipped != skipped
        } ?? true
        let generation = (previous?.generation ?? 0) + (contentChanged ? 1 : 0)
        let fresh = TreeState(workspace: workspace, auditor: auditor, settingsStamps: settings, baseline: baseline, audited: audited,
                              context: context, positions: sameAudited ? reusable?.positions : nil, unreadable: unreadable, skipped: skipped,
                              locatedPaths: locatedPaths, descriptors: descriptors, descriptorPaths: located.descriptors.map(\.path),
                              modules: modules, index: index, positionsExact: positionsExact, located: located, directories: directories,
                              generation: generation)
        return (fresh, stats)
    }
}
