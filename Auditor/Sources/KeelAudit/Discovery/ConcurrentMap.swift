import Foundation

/// `items.map(transform)` spread over the cores with
/// `DispatchQueue.concurrentPerform` — for blocking work such as system calls
/// and file reads — with results in input order.
func concurrentMap<Item: Sendable, Output: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Output) -> [Output] {
    let slots = Slots<Output>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots.set(index, transform(items[index]))
    }
    return slots.values
}

/// One slot per item; each index is written by exactly one iteration.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock(); defer { lock.unlock() }
        storage[index] = value
    }

    /// Every slot, once all are written.
    var values: [Value] {
        lock.lock(); defer { lock.unlock() }
        return storage.map { $0! }
    }
}
