import Foundation

/// What a one-shot `keel` process keeps, never freed, until it exits.
///
/// A cold audit holds every file's facts and index. Freeing them one small
/// allocation at a time on the way out costs a 500k-line audit about 5 % of
/// its time, and the operating system reclaims the memory at exit anyway
/// (compilers skip the same work: clang's `-disable-free`). Peak memory
/// does not grow: everything kept was alive together at the end of pass 1.
///
/// Only the `keel` executable opts in (`Auditor.keepsMemoryUntilExit`, set
/// from `AuditOptions`), for the one audit after which it exits. The engine
/// as a library, `keel trend` (many audits in one process), `keel fix` and
/// the tests free as usual.
///
/// Threading: `keep(_:)` may be called from any thread.
package enum ExitArena {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` (and so everything it references) alive until the process exits.
    static func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
