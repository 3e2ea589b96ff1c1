import Foundation

/// Holds launch at a phase boundary while maintenance is on: work in flight
/// goes on, but the next phase (loading services after config) starts only
/// when the gate is open. Waiting honours task cancellation.
final class MaintenanceGate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = true
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    func open() {
        lock.lock()
        isOpen = true
        let resumed = waiters.values
        waiters.removeAll()
        lock.unlock()
        resumed.forEach { $0.resume() }
    }

    func close() {
        lock.lock(); defer { lock.unlock() }
        isOpen = false
    }

    /// Returns when the gate is open, or when the calling task is cancelled.
    func waitUntilOpen() async {
        let id = makeWaiterID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if !park(continuation, id: id) { continuation.resume() }
            }
        } onCancel: {
            unpark(id)?.resume()
        }
    }

    private func makeWaiterID() -> Int {
        lock.lock(); defer { lock.unlock() }
        nextWaiter += 1
        return nextWaiter
    }

    /// Keeps `continuation` until the gate opens; `false` if it is open (or
    /// the task is cancelled) and the caller should go on.
    private func park(_ continuation: CheckedContinuation<Void, Never>, id: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard !isOpen, !Task.isCancelled else { return false }
        waiters[id] = continuation
        return true
    }

    private func unpark(_ id: Int) -> CheckedContinuation<Void, Never>? {
        lock.lock(); defer { lock.unlock() }
        return waiters.removeValue(forKey: id)
    }
}
