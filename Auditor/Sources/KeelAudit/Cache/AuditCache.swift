import Foundation

/// The incremental cache: each file's pass-1 index entry (`FileIndex`, keyed
/// by engine version + file path + content) and its pass-2 result
/// (`FileReport`, keyed by that + configuration + the tree's type index).
/// A warm run with nothing changed parses nothing: it rebuilds the type index
/// from cached entries and reads every report back. Parsed trees and facts
/// are not cached (they are large; a changed file is simply parsed again).
/// One file in the cache directory; entries not used by a run are dropped
/// when it saves, so the cache never grows past the tree. A missing, corrupt
/// or foreign cache file is ignored (a cold run), never an error.
///
/// Above both sits the whole previous result, found two ways: by the tree's
/// stamps (`stat` of every file, like git's index: no file is read at all)
/// or, failing that, by every file's content key. A stamp is trusted only
/// if the file was last touched before the run that recorded it began, by
/// the file system's own clock (`FileTime.now(touching:)`), so a same-size
/// rewrite within one clock tick of that run can never be mistaken for
/// "unchanged" — such files are read and hashed, as git does for "racily
/// clean" entries.
final class AuditCache: @unchecked Sendable {
    private struct Storage: Codable {
        var engine: String
        var indexes: [String: FileIndex]
        var reports: [String: FileReport]
    }

    /// What the stamp fast path needs of this run.
    struct RunStamps {
        /// Digest of configuration + every located file's path, stamp and diff flag.
        var key: String
        /// When the run began, by the file system's clock (nil: unknown).
        var startedAt: FileTime?
        /// The newest `mtime`/`ctime` among the files (nil if one had no stamp).
        var newest: FileTime?
    }

    private let url: URL
    private let runURL: URL
    private let clockURL: URL
    private let lock = NSLock()
    private var entriesLoaded = false
    private var loaded: Storage
    /// Its engine is set when saved: deriving the version is left to runs that need it.
    private var used = Storage(engine: "", indexes: [:], reports: [:])
    /// `loadRun()`'s result once read (`.some(nil)`: there was none).
    private var previousRun: LastRun??
    private(set) var hits = 0
    private(set) var misses = 0

    /// The engine whose entries this cache reads and writes: entries any
    /// other engine recorded are ignored (a cold run).
    let engine: String

    /// `engine`: the identity of the engine using the cache — this build's
    /// (`Auditor.engineVersion`) unless a test says otherwise.
    init(directory: URL, engine: String = Auditor.engineVersion) {
        self.engine = engine
        url = directory.appendingPathComponent("audit-cache.plist")
        runURL = directory.appendingPathComponent("audit-last-run.bin")
        clockURL = directory.appendingPathComponent("audit-clock")
        loaded = Storage(engine: "", indexes: [:], reports: [:])
    }

    /// The file system's "now" at the start of a run (touches a file in the
    /// cache directory); call before locating the files. Nil if the cache
    /// directory cannot be written, which only disables the stamp fast path.
    func beginRun() -> FileTime? {
        try? FileManager.default.createDirectory(at: clockURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        return FileTime.now(touching: clockURL.path)
    }

    /// The whole previous result and its skip notes, when the tree's stamps
    /// are exactly those a previous run recorded and every file was last
    /// touched before that run began: nothing needs reading.
    func lastRun(stamps: RunStamps) -> (result: AuditResult, skipped: [String])? {
        guard let newest = stamps.newest, let run = loadRun(), run.stampKey == stamps.key,
              let startedAt = run.startedAt, newest < startedAt else { return nil }
        return (run.result, run.skipped)
    }

    /// The whole previous result, when the run key (every file's content
    /// key + configuration + engine) is unchanged: nothing to parse or decode
    /// per file.
    func lastRun(key: String) -> AuditResult? {
        guard let run = loadRun(), run.key == key else { return nil }
        return run.result
    }

    /// The previous run's record, read and decoded once per run (both
    /// lookups above consult it on a slow run).
    private func loadRun() -> LastRun? {
        lock.lock(); defer { lock.unlock() }
        if let previousRun { return previousRun }
        guard let data = try? Data(contentsOf: runURL), let run = LastRun(packed: data), run.engine == engine else {
            previousRun = .some(nil)
            return nil
        }
        previousRun = run
        return run
    }

    /// Counts a whole-run hit as one hit per file (index + report).
    func recordRunHit(files: Int) {
        lock.lock(); defer { lock.unlock() }
        hits += 2 * files
    }

    /// Loads the per-file entries (lazily: an unchanged tree never needs them).
    func loadEntries() {
        lock.lock(); defer { lock.unlock() }
        guard !entriesLoaded else { return }
        entriesLoaded = true
        if let data = try? Data(contentsOf: url),
           let storage = try? PropertyListDecoder().decode(Storage.self, from: data),
           storage.engine == engine {
            loaded = storage
        }
    }

    /// Records the whole result under the run key and, when the run's start
    /// time is known, its stamps.
    func saveRun(key: String, stamps: RunStamps?, skipped: [String], result: AuditResult) {
        try? FileManager.default.createDirectory(at: runURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = LastRun(engine: engine, key: key, result: result,
                          stampKey: stamps?.startedAt == nil ? nil : stamps?.key, startedAt: stamps?.startedAt, skipped: skipped)
        try? run.packed().write(to: runURL, options: .atomic)
    }

    /// A cached index entry, if any (recorded as used).
    func index(_ key: String) -> FileIndex? { take(\.indexes, key) }

    func store(index: FileIndex, for key: String) { put(index, in: \.indexes, for: key) }

    /// A cached report, if any (recorded as used).
    func report(_ key: String) -> FileReport? { take(\.reports, key) }

    func store(report: FileReport, for key: String) { put(report, in: \.reports, for: key) }

    /// A loaded entry, carried over into what this run saves (a hit).
    private func take<Entry>(_ entries: WritableKeyPath<Storage, [String: Entry]>, _ key: String) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        guard let hit = loaded[keyPath: entries][key] else { return nil }
        used[keyPath: entries][key] = hit
        hits += 1
        return hit
    }

    /// A freshly computed entry (a miss).
    private func put<Entry>(_ entry: Entry, in entries: WritableKeyPath<Storage, [String: Entry]>, for key: String) {
        lock.lock(); defer { lock.unlock() }
        used[keyPath: entries][key] = entry
        misses += 1
    }

    /// Writes what this run used, if anything changed. Failures (read-only
    /// checkout) are ignored.
    func save() {
        lock.lock()
        var storage = used
        storage.engine = engine
        let unchanged = misses == 0 && storage.indexes.count == loaded.indexes.count && storage.reports.count == loaded.reports.count
        lock.unlock()
        if unchanged { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? PropertyListEncoder.binary.encode(storage) {
            try? data.write(to: url, options: .atomic)
        }
    }
}

extension PropertyListEncoder {
    /// Binary plists decode several times faster than JSON for this shape.
    static var binary: PropertyListEncoder {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return encoder
    }
}
