import Clocks
import Foundation
import KeelTesting
import KeelLaunch
import KeelLaunchTesting

/// Builds an AppStateManager over in-memory providers on a test clock.
@MainActor
final class LaunchHarness {
    let clock = TestClock<Duration>()
    let configLedger = CallLedger()
    let maintenance = InMemoryMaintenanceStream()
    var ledgers: [String: CallLedger] = [:]
    private(set) var manager: AppStateManager!

    init(
        config: RemoteConfig = .defaults,
        configBehavior: SimulatedBehavior = .succeed(after: .milliseconds(100)),
        version: String = "1.0.0",
        services: [(name: String, required: Bool, timeout: Duration, behaviors: [SimulatedBehavior])],
        configuration: AppStateManager.Configuration = AppStateManager.Configuration(configTimeout: .seconds(5), overallServiceDeadline: .seconds(30)),
        now: Date = Date(timeIntervalSince1970: 1_000_000)
    ) {
        let launchServices: [any LaunchService] = services.map { spec in
            let ledger = CallLedger()
            ledgers[spec.name] = ledger
            return InMemoryLaunchService(name: spec.name, isRequired: spec.required, timeout: spec.timeout,
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

    /// Lets already-runnable work make progress: a fixed number of yields,
    /// as before KeelTesting dropped its blind `yieldUntil(limit:)` (kept
    /// here, in the harness, until the launch harness waits on conditions).
    func settle() async {
        for _ in 0..<2_000 { await Task.yield() }
    }

    /// Waits until `condition` holds; fails the test on timeout (see `waitUntil`).
    func settle(until condition: () -> Bool) async {
        await waitUntil { condition() }
    }

    /// Lets running work reach its next sleep, advances, lets woken work run.
    func advance(_ duration: Duration) async {
        await settle()
        await clock.advance(by: duration)
        await settle()
    }

    var activeCalls: Int { ledgers.values.reduce(configLedger.activeCalls) { $0 + $1.activeCalls } }
    func started(_ name: String) -> Int { ledgers[name]?.startedCalls ?? 0 }

    /// No launch work and no provider call is left running.
    var idle: Bool { manager.runningWorkCount == 0 && activeCalls == 0 }
}

let quick: [SimulatedBehavior] = [.succeed(after: .milliseconds(200))]
