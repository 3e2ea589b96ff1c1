import Clocks
import Foundation
import KeelLaunch
import KeelLaunchTesting
import SportsbookApp

/// In-memory sportsbook backends on a test clock; each counts its calls.
struct FakeTheme: ThemeClient {
    let clock: TestClock<Duration>
    let ledger: CallLedger
    func fetchTheme() async throws -> String {
        try await ledger.perform(.succeed(after: .milliseconds(300)), clock: clock)
        return "dark-green"
    }
}

struct FakeConfiguration: PresentationConfigurationClient {
    let clock: TestClock<Duration>
    let ledger: CallLedger
    func loadConfiguration() async throws -> [String: String] {
        try await ledger.perform(.succeed(after: .milliseconds(500)), clock: clock)
        return ["layout": "compact"]
    }
}

struct FakeEvents: EventsConnectionClient {
    let clock: TestClock<Duration>
    let ledger: CallLedger
    var fails = false
    func connect() async throws {
        try await ledger.perform(fails ? .fail(after: .seconds(1), message: "cannot connect") : .succeed(after: .seconds(1)), clock: clock)
    }
}

struct FakeSports: SportsClient {
    let clock: TestClock<Duration>
    let ledger: CallLedger
    func activeSports() async throws -> [Sport] {
        try await ledger.perform(.succeed(after: .milliseconds(200)), clock: clock)
        return [Sport(id: "football", name: "Football"), Sport(id: "tennis", name: "Tennis")]
    }
}

/// The sportsbook's real `AppStateManager` over the fakes, with waits that
/// fail on timeout and clock advances that wait for the calls they need.
@MainActor
final class SportsbookHarness {
    let clock = TestClock<Duration>()
    let maintenance = InMemoryMaintenanceStream()
    let store = SportsStore()
    let config = CallLedger()
    let theme = CallLedger()
    let configuration = CallLedger()
    let events = CallLedger()
    let sports = CallLedger()
    let manager: AppStateManager

    init(eventsFail: Bool = false, config remote: RemoteConfig = .defaults, version: String = "3.2.0") {
        let environment = SportsbookEnvironment(
            remoteConfig: InMemoryRemoteConfig(config: remote, behavior: .succeed(after: .milliseconds(100)), clock: clock, ledger: config),
            maintenance: maintenance,
            appVersion: StaticAppVersion(version),
            theme: FakeTheme(clock: clock, ledger: theme),
            configuration: FakeConfiguration(clock: clock, ledger: configuration),
            events: FakeEvents(clock: clock, ledger: events, fails: eventsFail),
            sports: FakeSports(clock: clock, ledger: sports),
            store: store
        )
        manager = SportsbookLaunch.makeAppStateManager(environment: environment, clock: clock, now: { Date(timeIntervalSince1970: 10_000_000) })
    }

    /// Waits until `condition` holds; throws after 20 s of real time.
    func waitUntil(_ description: String, _ condition: () -> Bool) async throws {
        try await LaunchTestHarness.wait(description, condition)
    }

    /// Waits until `ready` holds (the calls the advance must wake have
    /// started), then advances the clock.
    func advance(_ duration: Duration, after description: String, _ ready: () -> Bool) async throws {
        try await waitUntil(description, ready)
        await clock.advance(by: duration)
    }

    /// Runs launch to the end of service loading (`.ready`, or an error).
    func launch() async throws {
        manager.initialize()
        try await advance(.milliseconds(100), after: "config fetch started") { config.startedCalls == 1 }
        try await waitUntil("services connecting") { manager.launchState == .servicesConnecting }
        try await advance(.seconds(1), after: "services started") {
            theme.startedCalls == 1 && configuration.startedCalls == 1 && events.startedCalls == 1
        }
        try await waitUntil("events connected, or failed") { sports.startedCalls == 1 || manager.launchState.kind == .error }
        guard manager.launchState.kind != .error else { return }
        await clock.advance(by: .milliseconds(200))
        try await waitUntil("loading done") { manager.launchState.kind != .servicesConnecting }
    }
}
