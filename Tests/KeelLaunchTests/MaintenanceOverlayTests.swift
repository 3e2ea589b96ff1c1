import Foundation
import KeelLaunch
import KeelLaunchTesting
import Testing

/// Maintenance overlays the app state: it never cancels, restarts or
/// reloads launch work (see `AppStateManager`).
@Suite("Maintenance as an overlay (test clock)", .timeLimit(.minutes(1)))
@MainActor
struct MaintenanceOverlayTests {
    static let standard = LaunchFaultMatrixTests.standard

    func on(_ harness: LaunchTestHarness, _ message: String = "Down") async throws {
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: message))
        try await harness.waitUntil("maintenance \(message)") { harness.manager.state == .maintenanceMode(message: message) }
    }

    func off(_ harness: LaunchTestHarness) async throws {
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await harness.waitUntil("maintenance off") { !harness.manager.isInMaintenance }
    }

    @Test func maintenanceDuringLoadingNeitherCancelsNorReloads() async throws {
        let harness = LaunchTestHarness(services: Self.standard)
        try await harness.startLoading()
        try await on(harness)
        #expect(harness.manager.launchState == .servicesConnecting)
        #expect(harness.activeCalls == 3, "loads in flight go on")
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("loaded underneath") { harness.manager.launchState == .ready }
        #expect(harness.manager.state == .maintenanceMode(message: "Down"))
        try await off(harness)
        #expect(harness.manager.state == .ready)
        for name in ["theme", "configuration", "events"] { #expect(harness.started(name) == 1, "\(name) loaded once") }
        #expect(harness.ledgers.values.allSatisfy { $0.cancelledCalls == 0 })
        try await harness.waitUntil("idle") { harness.isIdle }
    }

    @Test func maintenanceEndingMidLoadResumesTheSameLoad() async throws {
        let harness = LaunchTestHarness(services: Self.standard)
        try await harness.startLoading()
        try await on(harness)
        try await off(harness)
        #expect(harness.manager.state == .servicesConnecting)
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(harness.started("configuration") == 1)
    }

    @Test func configResolvedDuringMaintenanceWaitsToLoadServices() async throws {
        let harness = LaunchTestHarness(services: Self.standard)
        harness.manager.initialize()
        try await on(harness, "Early")
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("config fetched") { harness.configLedger.startedCalls == 1 && harness.configLedger.activeCalls == 0 }
        #expect(harness.manager.launchState == .splashLoading)
        #expect(harness.started("theme") == 0, "no new phase starts during maintenance")
        try await off(harness)
        try await harness.waitUntil("services connecting") { harness.manager.state == .servicesConnecting }
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(harness.configLedger.startedCalls == 1, "config is not fetched again")
    }

    @Test func maintenanceFromConfigBlocksUntilTheStreamSaysOff() async throws {
        let harness = LaunchTestHarness(config: RemoteConfig(maintenance: true, maintenanceMessage: "Back soon"), services: Self.standard)
        harness.manager.initialize()
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("maintenance") { harness.manager.state == .maintenanceMode(message: "Back soon") }
        #expect(harness.started("theme") == 0)
        try await off(harness)
        try await harness.waitUntil("services connecting") { harness.manager.state == .servicesConnecting }
        #expect(harness.configLedger.startedCalls == 1)
    }

    @Test func theStreamOutranksAStaleConfigFlag() async throws {
        let harness = LaunchTestHarness(config: RemoteConfig(maintenance: true, maintenanceMessage: "Stale"), services: Self.standard)
        harness.manager.initialize()
        try await harness.waitUntil("config started") { harness.hasStartedItsWork }
        try await on(harness)
        try await off(harness)
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("services connecting") { harness.manager.state == .servicesConnecting }
        #expect(!harness.manager.isInMaintenance)
    }

    @Test func aFailureDuringMaintenanceIsRetriedWhenItEndsLoadingOnlyWhatFailed() async throws {
        let harness = LaunchTestHarness(services: [
            Service(name: "theme", behaviors: [.fail(after: .milliseconds(500), message: "503"), .succeed(after: .milliseconds(10))]),
            Service(name: "configuration", behaviors: [.succeed(after: .zero)]),
        ])
        var rejections: [LaunchRejection] = []
        let subscription = harness.manager.rejections.sink { rejections.append($0) }
        try await harness.startLoading()
        try await on(harness)
        try await harness.advance(by: .milliseconds(500))
        try await harness.waitUntil("failed underneath") { harness.manager.launchState.kind == .error }
        #expect(harness.manager.state == .maintenanceMode(message: "Down"))
        harness.manager.retryFromError()
        #expect(rejections == [LaunchRejection(event: .retry, state: .error, reason: .maintenanceActive)])
        try await off(harness)
        #expect(harness.manager.state == .servicesConnecting, "maintenance ending retries")
        try await harness.advance(by: .milliseconds(10))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        #expect(harness.started("theme") == 2)
        #expect(harness.started("configuration") == 1)
        subscription.cancel()
    }

    @Test func maintenanceAfterReadyReturnsToReadyWithoutReloading() async throws {
        let harness = LaunchTestHarness(services: Self.standard)
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.state == .ready }
        var states: [AppState] = []
        let subscription = harness.manager.statePublisher.sink { states.append($0) }
        try await on(harness)
        try await on(harness, "Still down")
        try await off(harness)
        #expect(states == [.ready, .maintenanceMode(message: "Down"), .maintenanceMode(message: "Still down"), .ready])
        #expect(harness.started("theme") == 1)
        subscription.cancel()
    }

    @Test func anOfferedUpdateComesBackAfterMaintenance() async throws {
        let config = RemoteConfig(latestVersion: "1.5", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = LaunchTestHarness(config: config, version: "1.0", services: Self.standard)
        try await harness.startLoading()
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("offered") { harness.manager.state.kind == .updateAvailable }
        try await on(harness)
        try await off(harness)
        #expect(harness.manager.state == .updateAvailable(version: try AppVersion("1.5")))
        #expect(harness.started("theme") == 1)
    }
}
