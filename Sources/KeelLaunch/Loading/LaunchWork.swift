import Foundation

/// What launch has started and loaded so far, shared between the manager
/// (main actor) and its effects: a retry (or the return from maintenance)
/// loads only the services that have not loaded yet, and a test harness can
/// see which calls have started before it advances a test clock.
final class LaunchWork: @unchecked Sendable {
    /// One load attempt: the services it loads and how to report it as a
    /// whole launch (including what earlier attempts loaded).
    struct Attempt: Sendable {
        let number: Int
        let services: [any LaunchService]
        let reused: Set<String>
        let totalCount: Int

        /// Progress of this attempt, counting reused services as finished.
        func progress(_ partial: LoadProgress) -> LoadProgress {
            LoadProgress(total: totalCount, finished: partial.finished + reused.count, pending: partial.pending)
        }

        /// The attempt's report, with the reused services as `.loaded`.
        func complete(_ report: LoadReport) -> LoadReport {
            var full = report
            for name in reused { full.outcomes[name] = .loaded }
            full.attempt = number
            full.reused = reused
            return full
        }
    }

    private let services: [any LaunchService]
    private let requiredNames: Set<String>
    private let lock = NSLock()
    private var loaded: Set<String> = []
    private var attempts = 0
    private var configFetches = 0
    private var serviceLoads: [String: Int] = [:]

    init(services: [any LaunchService]) {
        self.services = services
        requiredNames = Set(services.filter(\.isRequired).map(\.name))
    }

    /// A config fetch starts (its deadline is already anchored).
    func configStarted() {
        lock.lock(); defer { lock.unlock() }
        configFetches += 1
    }

    /// A load attempt starts (its deadlines are already anchored): the
    /// services not loaded yet.
    func beginAttempt() -> Attempt {
        lock.lock(); defer { lock.unlock() }
        attempts += 1
        let pending = services.filter { !loaded.contains($0.name) }
        for service in pending { serviceLoads[service.name, default: 0] += 1 }
        return Attempt(number: attempts, services: pending, reused: loaded, totalCount: services.count)
    }

    /// Records which services an attempt loaded.
    func record(_ report: LoadReport) {
        lock.lock(); defer { lock.unlock() }
        for (name, outcome) in report.outcomes where outcome == .loaded { loaded.insert(name) }
    }

    func counts() -> (attempts: Int, configFetches: Int, serviceLoads: [String: Int]) {
        lock.lock(); defer { lock.unlock() }
        return (attempts, configFetches, serviceLoads)
    }
}
