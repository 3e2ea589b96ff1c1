import Foundation
import KeelLaunch

/// How an in-memory provider behaves: answer after `delay` on the injected
/// clock, fail, or hang until cancelled.
public enum SimulatedBehavior: Sendable, Equatable {
    /// Returns after `delay`.
    case succeed(after: Duration)
    /// Throws an error whose description is `message` after `delay`.
    case fail(after: Duration, message: String)
    /// Never returns; ends only when cancelled.
    case hang
}

struct SimulatedFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Runs simulated calls and counts them — started, in flight, cancelled —
/// so tests can prove no work is left running, and know a call has started
/// before they advance a test clock.
///
/// Delays count from the moment a call starts (the clock's instant is read
/// before `startedCalls` is incremented), so a test that waits for
/// `startedCalls` and then advances the clock can never be "too early".
/// Thread-safe.
public final class CallLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var active = 0
    private var started = 0
    private var cancelled = 0

    /// A ledger with no calls.
    public init() {}

    /// Calls started and not yet ended.
    public var activeCalls: Int { locked { active } }
    /// Calls ever started.
    public var startedCalls: Int { locked { started } }
    /// Calls that ended by cancellation.
    public var cancelledCalls: Int { locked { cancelled } }

    /// Performs one simulated call on `clock`: sleeps, then returns or
    /// throws as `behavior` says. Throws `CancellationError` when cancelled.
    public func perform(_ behavior: SimulatedBehavior, clock: any Clock<Duration>) async throws {
        let sleep = Self.anchoredSleep(clock)
        locked { active += 1; started += 1 }
        defer { locked { active -= 1 } }
        do {
            switch behavior {
            case .succeed(let delay):
                try await sleep(delay)
            case .fail(let delay, let message):
                try await sleep(delay)
                throw SimulatedFailure(message: message)
            case .hang:
                try await sleep(.seconds(1_000_000_000))
            }
        } catch is CancellationError {
            locked { cancelled += 1 }
            throw CancellationError()
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    /// A sleeper counting from now; returns at once when its deadline has
    /// passed (a test clock would otherwise wait for its next advance).
    private static func anchoredSleep<C: Clock>(_ clock: C) -> @Sendable (Duration) async throws -> Void where C.Duration == Duration {
        let start = clock.now
        return { duration in
            try Task.checkCancellation()
            let deadline = start.advanced(by: duration)
            guard deadline > clock.now else { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }
}

/// In-memory remote config: answers `config` as `behavior` says.
public struct InMemoryRemoteConfig: RemoteConfigProviding {
    /// What `fetch()` returns.
    public var config: RemoteConfig
    /// How `fetch()` behaves.
    public var behavior: SimulatedBehavior
    /// The clock delays run on.
    public let clock: any Clock<Duration>
    /// Counts the fetches.
    public let ledger: CallLedger

    /// Answers `config` as `behavior` says, on `clock`; `ledger` counts the fetches.
    public init(config: RemoteConfig = .defaults, behavior: SimulatedBehavior = .succeed(after: .zero),
                clock: any Clock<Duration>, ledger: CallLedger = CallLedger()) {
        self.config = config
        self.behavior = behavior
        self.clock = clock
        self.ledger = ledger
    }

    public func fetch() async throws -> RemoteConfig {
        try await ledger.perform(behavior, clock: clock)
        return config
    }
}

/// An in-memory maintenance socket: `send(_:)` pushes a status to every
/// subscriber (statuses sent before a subscription are not replayed).
/// Thread-safe.
public final class InMemoryMaintenanceStream: MaintenanceStreamProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [AsyncStream<MaintenanceStatus>.Continuation] = []

    /// A stream with no subscribers.
    public init() {}

    public func updates() -> AsyncStream<MaintenanceStatus> {
        AsyncStream { continuation in
            lock.lock()
            continuations.append(continuation)
            lock.unlock()
        }
    }

    /// Pushes `status` to every subscriber.
    public func send(_ status: MaintenanceStatus) {
        lock.lock()
        let current = continuations
        lock.unlock()
        current.forEach { $0.yield(status) }
    }
}

/// A fixed app version.
public struct StaticAppVersion: AppVersionProviding {
    /// The version string.
    public let currentVersion: String
    /// The running version is `currentVersion`.
    public init(_ currentVersion: String) { self.currentVersion = currentVersion }
}

/// An in-memory launch service. `behaviors[n]` drives the n-th attempt
/// (the last one repeats), so a test can script "fails, then succeeds on retry".
public struct InMemoryLaunchService: LaunchService {
    public let name: String
    public let isRequired: Bool
    public let timeout: Duration
    /// The behaviour of each attempt, in order (the last repeats).
    public let behaviors: [SimulatedBehavior]
    /// The clock delays run on.
    public let clock: any Clock<Duration>
    /// Counts the attempts.
    public let ledger: CallLedger

    /// A service whose n-th load behaves as `behaviors[n]` (the last repeats), on `clock`; `ledger` counts the loads.
    public init(name: String, isRequired: Bool = true, timeout: Duration = .seconds(10),
                behaviors: [SimulatedBehavior] = [.succeed(after: .zero)], clock: any Clock<Duration>, ledger: CallLedger = CallLedger()) {
        self.name = name
        self.isRequired = isRequired
        self.timeout = timeout
        self.behaviors = behaviors.isEmpty ? [.succeed(after: .zero)] : behaviors
        self.clock = clock
        self.ledger = ledger
    }

    public func load() async throws {
        let attempt = min(ledger.startedCalls, behaviors.count - 1)
        try await ledger.perform(behaviors[attempt], clock: clock)
    }
}
