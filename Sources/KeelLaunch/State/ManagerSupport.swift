import Foundation
import KeelCombine

/// The optional update config offered, held until the app is ready.
final class PendingUpdate: @unchecked Sendable {
    private let lock = NSLock()
    private var version: AppVersion?

    func set(_ version: AppVersion) {
        lock.lock(); defer { lock.unlock() }
        self.version = version
    }

    func take() -> AppVersion? {
        lock.lock(); defer { lock.unlock() }
        defer { version = nil }
        return version
    }
}

/// Holds the splash progress subject on the main actor and keeps it in
/// order: progress is reported from the loader's task and hops to the main
/// actor in separate tasks, which may run out of order, so a value older
/// than the last one sent is dropped.
@MainActor
final class ProgressRelay {
    let subject = CurrentValueSubject<LoadProgress, Never>(LoadProgress(total: 0, finished: 0, pending: []))
    private var last: (attempt: Int, sequence: Int) = (0, 0)

    func send(_ progress: LoadProgress, attempt: Int, sequence: Int) {
        guard (attempt, sequence) > last else { return }
        last = (attempt, sequence)
        subject.send(progress)
    }
}

/// Numbers progress reports in the order the loader made them.
final class ProgressSequence: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}

/// A weak link to the manager that effects (running off the main actor) can hold.
@MainActor
final class ManagerLink {
    weak var manager: AppStateManager?
}

/// Lets an `AsyncStream`'s termination handler cancel its subscription.
final class SubscriptionBox: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellable: AnyCancellable?

    init(_ cancellable: AnyCancellable) {
        self.cancellable = cancellable
    }

    func cancel() {
        lock.lock()
        let current = cancellable
        cancellable = nil
        lock.unlock()
        current?.cancel()
    }
}
