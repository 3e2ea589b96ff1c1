import Foundation

/// Runs a flow's effects and ties each to the state it was started for.
///
/// Every effect gets a token and the current *generation*; leaving a state
/// bumps the generation and cancels older effects. An event is delivered
/// only while its effect's token is still live, so neither a cancelled
/// effect nor a stale one can change the state.
@MainActor
@usableFromInline
final class EffectRunner<Event: Sendable> {
    private struct Running {
        let id: EffectID?
        let task: Task<Void, Never>
    }

    private let clock: any Clock<Duration>
    private var running: [Int: Running] = [:]
    /// The same tasks, reachable from a nonisolated `deinit`.
    nonisolated let tasks = TaskBag()
    private var nextToken = 0

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    var runningCount: Int { running.count }

    /// The current state was left: cancel everything started for it.
    @usableFromInline
    func stateLeft() {
        cancelAll()
    }

    func cancelAll() {
        let all = running
        running.removeAll()
        for (token, entry) in all {
            entry.task.cancel()
            tasks.remove(token)
        }
    }

    /// Starts `effect`. Its events go to `deliver` while it is live; an error
    /// it throws while live (other than cancellation) goes to `fail`.
    @usableFromInline
    func start(
        _ effect: Effect<Event>,
        deliver: @escaping @MainActor (Event) -> Void,
        fail: @escaping @MainActor (EffectFailure) -> Void
    ) {
        switch effect.operation {
        case .cancel(let id):
            cancel(id: id)
        case .run(let id, let source, let body):
            if let id { cancel(id: id) }
            let token = nextToken
            nextToken += 1
            let send = Send<Event>(
                deliver: { [weak self] event in
                    await MainActor.run {
                        guard let self, self.running[token] != nil, !Task.isCancelled else { return }
                        deliver(event)
                    }
                },
                clock: clock,
                sleepSinceStart: Send<Event>.anchoredSleep(on: clock)
            )
            // The task is main-actor isolated (created here); `body` runs off
            // the main actor. It cannot start before `running` records it.
            let task = Task { [weak self] in
                do {
                    try await body(send)
                } catch is CancellationError {
                    // Cancelled: the normal end of an effect whose state was left.
                } catch {
                    // Errors of an effect that was already cancelled or replaced
                    // are its cancellation showing (e.g. a cancelled request).
                    if let self, self.running[token] != nil, !Task.isCancelled {
                        fail(EffectFailure(error: error, id: id, source: source))
                    }
                }
                self?.finished(token)
            }
            running[token] = Running(id: id, task: task)
            tasks.insert(task, for: token)
        }
    }

    private func cancel(id: EffectID) {
        for (token, entry) in running where entry.id == id {
            running[token] = nil
            tasks.remove(token)
            entry.task.cancel()
        }
    }

    private func finished(_ token: Int) {
        running[token] = nil
        tasks.remove(token)
    }
}

/// Thread-safe set of tasks, so an owner's nonisolated `deinit` can cancel them.
/// (`Synchronization.Mutex` would need iOS 18; a lock keeps iOS 16.)
final class TaskBag: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]

    func insert(_ task: Task<Void, Never>, for token: Int) {
        lock.lock(); defer { lock.unlock() }
        tasks[token] = task
    }

    func remove(_ token: Int) {
        lock.lock(); defer { lock.unlock() }
        tasks[token] = nil
    }

    func cancelAll() {
        lock.lock()
        let all = tasks.values
        tasks.removeAll()
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}
