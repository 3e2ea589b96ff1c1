import Foundation

/// A value computed on first use and kept, safe to share across threads
/// (for immutable values such as `TypeIndex`: what only some callers need).
final class Memo<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    /// The stored value, or `compute()`'s result, stored (computed once).
    func value(_ compute: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let value = compute()
        stored = value
        return value
    }
}
