import Clocks
import Foundation
import KeelLaunch

/// An `AppStateManager` over in-memory providers on a test clock, with
/// waits that never guess: it advances the clock only once every call launch
/// has started is in flight, and waits for conditions instead of yielding a
/// fixed number of times. A wait that times out **throws**
/// ``LaunchTestHarness/TimedOut``, so it fails the test under Swift Testing
/// and XCTest alike.
///
/// ```swift
/// let harness = LaunchTestHarness(services: [.init(name: "theme", behaviors: [.succeed(after: .seconds(1))])])
/// harness.manager.initialize()
/// try await harness.advance(by: .seconds(1))
/// try await harness.waitUntil("ready") { harness.manager.state == .ready }
/// ```
///
/// Threading: main actor.
@MainActor
public final class LaunchTestHarness {
    /// A wait that did not see its condition in time.
    public struct TimedOut: Error, CustomStringConvertible {
        /// What was awaited.
        public let condition: String
        public var description: String { "timed out waiting for \(condition)" }
    }

    /// One service to simulate.
    public struct Service: Sendable {
        /// Unique among the services.
        public var name: String
        /// Whether its failure stops launch.
        public var isRequired: Bool
        /// Its own deadline.
        public var timeout: Duration
        /// Each attempt's behaviour, in order (the last repeats).
        public var behaviors: [SimulatedBehavior]

        /// A service that, by default, loads at once.
        public init(name: String, isRequired: Bool = true, timeout: Duration = .seconds(10),
                    behaviors: [SimulatedBehavior] = [.succeed(after: .zero)]) {
            self.name = name
            self.isRequired = isRequired
            self.timeout = timeout
            self.behaviors = behaviors
        }
    }

    /// The clock every deadline and simulated delay runs on.
    public let clock = TestClock<Duration>()
    /// The maintenance stream: `send(_:)` switches maintenance.
    public let maintenance = InMemoryMaintenanceStream()
    /// Counts remote-config fetches.
    public let configLedger = CallLedger()
    /// Counts each service's loads, by name.
    public private(set) var ledgers: [String: CallLedger] = [:]
    /// The manager under test (not yet initialized).
    public private(set) var manager: AppStateManager!
    /// How long a wait may take, in real time, before it throws.
    public var waitTimeout: Duration = .seconds(20)

    /// A harness with a real `AppStateManager` over in-memory providers on a
    /// test clock. Main actor only.
    ///
    /// - Parameters:
    ///   - config: what remote config answers.
    ///   - configBehavior: how the config fetch behaves (100 ms by default).
    ///   - version: the running app's version.
    ///   - services: the services to load.
    ///   - configuration: the manager's deadlines and update policy.
    ///   - now: the wall-clock date the update policy sees.
    public init(
        config: RemoteConfig = .defaults,
        configBehavior: SimulatedBehavior = .succeed(after: .milliseconds(100)),
        version: String = "1.0.0",
        services: [Service],
        configuration: AppStateManager.Configuration = AppStateManager.Configuration(configTimeout: .seconds(5), overallServiceDeadline: .seconds(30)),
        now: Date = Date(timeIntervalSince1970: 1_000_000)
    ) {
        let launchServices: [any LaunchService] = services.map { spec in
            let ledger = CallLedger()
            ledgers[spec.name] = ledger
            return InMemoryLaunchService(name: spec.name, isRequired: spec.isRequired, timeout: spec.timeout,
                                         behaviors: spec.behaviors, clock: clock, ledger: ledger)
        }
        manager = AppStateManager(
            remoteConfig: InMemoryRemoteConfig(config: config, behavior: configBehavior, clock: clock, ledger: configLedger),
            maintenance: maintenance,
            appVersion: StaticAppVersion(version),
            services: launchServices,
            configuration: configuration,
            clock: clock,
            now: { now }
        )
    }

    // MARK: Reading

    /// Provider calls in flight.
    public var activeCalls: Int { ledgers.values.reduce(configLedger.activeCalls) { $0 + $1.activeCalls } }

    /// How many times `service` started loading.
    public func started(_ service: String) -> Int { ledgers[service]?.startedCalls ?? 0 }

    /// No launch work and no provider call is running.
    public var isIdle: Bool { manager.runningWorkCount == 0 && activeCalls == 0 }

    /// Every call launch has started so far is in flight or done: its
    /// deadlines and its simulated delay are anchored on the clock, so
    /// advancing the clock now cannot be too early.
    public var hasStartedItsWork: Bool {
        let work = manager.startedWork
        guard work.phasesStarted, configLedger.startedCalls >= work.configFetches else { return false }
        return work.serviceLoads.allSatisfy { name, count in started(name) >= count }
    }

    // MARK: Driving

    /// Waits until launch has started its work, advances the clock by
    /// `duration`, then waits until the work the advance woke has started
    /// whatever it starts next.
    public func advance(by duration: Duration) async throws {
        try await waitUntil("launch work started before advancing") { hasStartedItsWork }
        await clock.advance(by: duration)
        try await waitUntil("launch work started after advancing") { hasStartedItsWork }
    }

    /// Lets other tasks run until `condition` holds; throws ``TimedOut``
    /// after ``waitTimeout`` of real time.
    public func waitUntil(_ description: String, _ condition: () -> Bool) async throws {
        try await Self.wait(description, timeout: waitTimeout, condition)
    }

    /// Lets other tasks run until `condition` holds; throws ``TimedOut``
    /// after `timeout` of real time. Polls between `Task.yield()`s, then
    /// between 1 ms pauses, so a loaded machine gets time to run the work.
    public static func wait(_ description: String, timeout: Duration = .seconds(20), _ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var polls = 0
        while !condition() {
            guard clock.now < deadline else { throw TimedOut(condition: description) }
            polls += 1
            if polls < 100 {
                await Task.yield()
            } else {
                try await clock.sleep(for: .milliseconds(1))
            }
        }
    }
}
