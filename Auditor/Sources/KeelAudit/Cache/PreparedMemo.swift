import Foundation

/// Prepared files (parse + facts) kept in memory from one audit to the next
/// within a process, keyed like the cache (`Auditor.prepareKey`): `keel
/// trend` audits commit after commit, and consecutive commits share almost
/// every file, so a file is parsed once per content, not once per point.
/// Each audit keeps only what it used (`endAudit()`), so memory stays
/// about one tree's facts.
final class PreparedMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: [String: PreparedFile] = [:]
    private var current: [String: PreparedFile] = [:]
    /// Files stored (parsed) so far.
    private(set) var stored = 0

    init() {}

    func prepared(_ key: String) -> PreparedFile? {
        lock.lock(); defer { lock.unlock() }
        guard let hit = current[key] ?? previous[key] else { return nil }
        current[key] = hit
        return hit
    }

    func store(_ prepared: PreparedFile, for key: String) {
        lock.lock(); defer { lock.unlock() }
        current[key] = prepared
        stored += 1
    }

    /// Forgets what the audit that just ended did not use.
    func endAudit() {
        lock.lock(); defer { lock.unlock() }
        previous = current
        current = [:]
    }
}
