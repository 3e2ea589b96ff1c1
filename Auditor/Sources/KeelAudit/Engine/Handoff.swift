import Foundation

/// Items handed to parallel tasks one each: `take(i)` gives item `i` and
/// forgets it, so the task holding it drops the last reference (and frees
/// it, on its own thread) when done.
final class Handoff<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item?]
    let count: Int

    init(_ items: consuming [Item]) {
        self.count = items.count
        self.items = items.map { $0 }
    }

    /// Item `index`; each index must be taken exactly once.
    func take(_ index: Int) -> Item {
        lock.lock()
        defer { lock.unlock() }
        guard let item = items[index] else { preconditionFailure("Handoff: item \(index) taken twice") }
        items[index] = nil
        return item
    }
}
