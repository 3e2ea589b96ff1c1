import Clocks
import Foundation
import KeelTesting
import KeelLaunch
import KeelLaunchTesting
import SportsbookApp

/// In-memory sportsbook backends on a test clock.
struct FakeTheme: ThemeClient {
    let clock: TestClock<Duration>
    func fetchTheme() async throws -> String {
        try await clock.sleep(for: .milliseconds(300))
        return "dark-green"
    }
}

struct FakeConfiguration: PresentationConfigurationClient {
    let clock: TestClock<Duration>
    func loadConfiguration() async throws -> [String: String] {
        try await clock.sleep(for: .milliseconds(500))
        return ["layout": "compact"]
    }
}

struct FakeEvents: EventsConnectionClient {
    let clock: TestClock<Duration>
    var fails = false
    func connect() async throws {
        try await clock.sleep(for: .seconds(1))
        if fails { throw URLError(.cannotConnectToHost) }
    }
}

struct FakeSports: SportsClient {
    let clock: TestClock<Duration>
    func activeSports() async throws -> [Sport] {
        try await clock.sleep(for: .milliseconds(200))
        return [Sport(id: "football", name: "Football"), Sport(id: "tennis", name: "Tennis")]
    }
}

@MainActor
final class SportsbookHarness {
    let clock = TestClock<Duration>()
    let maintenance = InMemoryMaintenanceStream()
    let store = SportsStore()
    let manager: AppStateManager

    init(eventsFail: Bool = false, config: RemoteConfig = .defaults, version: String = "3.2.0") {
        let environment = SportsbookEnvironment(
            remoteConfig: InMemoryRemoteConfig(config: config, behavior: .succeed(after: .milliseconds(100)), clock: clock),
            maintenance: maintenance,
            appVersion: StaticAppVersion(version),
            theme: FakeTheme(clock: clock),
            configuration: FakeConfiguration(clock: clock),
            events: FakeEvents(clock: clock, fails: eventsFail),
            sports: FakeSports(clock: clock),
            store: store
        )
        manager = SportsbookLaunch.makeAppStateManager(environment: environment, clock: clock, now: { Date(timeIntervalSince1970: 10_000_000) })
    }

    /// Waits until `condition` holds; fails the test on timeout (see `waitUntil`).
    func settle(until condition: () -> Bool) async {
        await waitUntil { condition() }
    }

    /// Lets running work reach its next sleep, advances, lets woken work run
    /// — with a fixed number of yields, as before KeelTesting dropped its
    /// blind `settleAndAdvance` (kept here, in the harness, until the
    /// sportsbook harness waits on conditions).
    func advance(_ duration: Duration) async {
        for _ in 0..<2_000 { await Task.yield() }
        await clock.advance(by: duration)
        for _ in 0..<2_000 { await Task.yield() }
    }

    /// Runs launch to the end of service loading.
    func launch() async {
        manager.initialize()
        await advance(.milliseconds(100))
        await advance(.seconds(1))
        await advance(.milliseconds(200))
    }
}
