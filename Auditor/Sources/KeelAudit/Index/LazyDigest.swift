import Foundation

/// A digest computed the first time it is read, then kept: a value type
/// holding it stays cheap to build when nobody asks.
///
/// Threading: safe to read from any thread; concurrent first reads compute
/// it once (under a lock), later reads take the lock only to fetch it.
final class LazyDigest: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: String?
    private let compute: @Sendable () -> String

    init(_ compute: @escaping @Sendable () -> String) {
        self.compute = compute
    }

    var value: String {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let result = compute()
        computed = result
        return result
    }
}
