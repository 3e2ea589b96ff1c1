import Foundation
import KeelLaunch

/// How an in-memory provider behaves: answer after `delay` on the injected
/// clock, fail, or hang until cancelled.
public enum SimulatedBehavior: Sendable, Equatable {
    case succeed(after: Duration)
    case fail(after: Duration, message: String)
    case hang
}

struct SimulatedFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Counts calls in flight and cancellations, so tests can prove no work is
/// left running.
public final class CallLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var active = 0
    private var started = 0
    private var cancelled = 0

    public init() {}

    public var activeCalls: Int { locked { active } }
    public var startedCalls: Int { locked { started } }
    public var cancelledCalls: Int { locked { cancelled } }

    func perform(_ behavior: SimulatedBehavior, clock: any Clock<Duration>) async throws {
        locked { active += 1; started += 1 }
        defer { locked { active -= 1 } }
        do {
            switch behavior {
            case .succeed(let delay):
                try await clock.sleep(for: delay, tolerance: nil)
            case .fail(let delay, let message):
                try await clock.sleep(for: delay, tolerance: nil)
                throw SimulatedFailure(message: message)
            case .hang:
                try await clock.sleep(for: .seconds(1_000_000_000), tolerance: nil)
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
}

/// In-memory remote config.
public struct InMemoryRemoteConfig: RemoteConfigProviding {
    public var config: RemoteConfig
    public var behavior: SimulatedBehavior
    public let clock: any Clock<Duration>
    public let ledger: CallLedger

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

/// An in-memory maintenance socket: `send(_:)` pushes a status.
public final class InMemoryMaintenanceStream: MaintenanceStreamProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [AsyncStream<MaintenanceStatus>.Continuation] = []

    public init() {}

    public func updates() -> AsyncStream<MaintenanceStatus> {
        AsyncStream { continuation in
            lock.lock()
            continuations.append(continuation)
            lock.unlock()
        }
    }

    public func send(_ status: MaintenanceStatus) {
        lock.lock()
        let current = continuations
        lock.unlock()
        current.forEach { $0.yield(status) }
    }
}

/// A fixed app version.
public struct StaticAppVersion: AppVersionProviding {
    public let currentVersion: String
    public init(_ currentVersion: String) { self.currentVersion = currentVersion }
}

/// An in-memory launch service. `behaviors[n]` drives the n-th attempt
/// (the last one repeats), so a test can script "fails, then succeeds on retry".
public struct InMemoryLaunchService: LaunchService {
    public let name: String
    public let isRequired: Bool
    public let timeout: Duration
    public let behaviors: [SimulatedBehavior]
    public let clock: any Clock<Duration>
    public let ledger: CallLedger

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
