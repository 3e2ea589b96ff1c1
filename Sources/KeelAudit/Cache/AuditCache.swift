import Foundation

/// The incremental cache: pass-1 results (`PreparedFile`, keyed by engine
/// version + file path + content) and pass-2 results (`FileReport`, keyed by
/// that + configuration + the tree's type index). One JSON file in the cache
/// directory; entries not used by a run are dropped when it saves, so the
/// cache never grows past the tree. A missing, corrupt or foreign cache file
/// is ignored (a cold run), never an error.
final class AuditCache: @unchecked Sendable {
    private struct Storage: Codable {
        var engine: String
        var prepared: [String: PreparedFile]
        var reports: [String: FileReport]
    }

    private let url: URL
    private let lock = NSLock()
    private var loaded: Storage
    private var used = Storage(engine: Auditor.engineVersion, prepared: [:], reports: [:])
    private(set) var hits = 0
    private(set) var misses = 0

    init(directory: URL) {
        url = directory.appendingPathComponent("audit-cache.json")
        if let data = try? Data(contentsOf: url),
           let storage = try? JSONDecoder().decode(Storage.self, from: data),
           storage.engine == Auditor.engineVersion {
            loaded = storage
        } else {
            loaded = Storage(engine: Auditor.engineVersion, prepared: [:], reports: [:])
        }
    }

    func prepared(_ key: String, orCompute compute: () -> PreparedFile) -> PreparedFile {
        if let hit = lookup({ $0.loaded.prepared[key] }) {
            record { $0.used.prepared[key] = hit; $0.hits += 1 }
            return hit
        }
        let value = compute()
        record { $0.used.prepared[key] = value; $0.misses += 1 }
        return value
    }

    func report(_ key: String, orCompute compute: () -> FileReport) -> FileReport {
        if let hit = lookup({ $0.loaded.reports[key] }) {
            record { $0.used.reports[key] = hit; $0.hits += 1 }
            return hit
        }
        let value = compute()
        record { $0.used.reports[key] = value; $0.misses += 1 }
        return value
    }

    /// Writes what this run used. Failures (read-only checkout) are ignored.
    func save() {
        lock.lock()
        let storage = used
        lock.unlock()
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(storage) {
            try? data.write(to: url, options: .atomic)
        }
    }

    private func lookup<T>(_ body: (AuditCache) -> T?) -> T? {
        lock.lock(); defer { lock.unlock() }
        return body(self)
    }

    private func record(_ body: (AuditCache) -> Void) {
        lock.lock(); defer { lock.unlock() }
        body(self)
    }
}
