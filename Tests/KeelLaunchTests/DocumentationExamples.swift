import Foundation
import KeelLaunch
import KeelLaunchTesting
import Testing

// The examples of KeelLaunch.docc, KeelLaunchTesting.docc and
// docs/articles/App-Launch.md, compiled and run. Each `// docs:` block is
// copied verbatim into its page; `DocumentationSnippetTests` checks that every
// Swift block of those pages appears here, so a page cannot drift from code
// that compiles.

// docs: KeelLaunch landing page
/// Theme: optional — the app has a built-in theme.
struct ThemeService: LaunchService {
    let name = "theme"
    let isRequired = false
    let timeout: Duration = .seconds(5)
    func load() async throws { /* fetch and store the theme */ }
}

/// Sports data: required.
struct SportsService: LaunchService {
    let name = "sports"
    let isRequired = true
    let timeout: Duration = .seconds(15)
    func load() async throws { /* connect, then fetch the sports */ }
}

struct FirebaseConfig: RemoteConfigProviding {
    func fetch() async throws -> RemoteConfig {
        RemoteConfig(minimumVersion: "2.0", latestVersion: "2.4")
    }
}

struct SettingsSocket: MaintenanceStreamProviding {
    func updates() -> AsyncStream<MaintenanceStatus> { AsyncStream { _ in } }
}

struct BundleVersion: AppVersionProviding {
    let currentVersion = "2.1.0"
}

@MainActor
func makeAppStateManager() -> AppStateManager {
    AppStateManager(
        remoteConfig: FirebaseConfig(),
        maintenance: SettingsSocket(),
        appVersion: BundleVersion(),
        services: [ThemeService(), SportsService()],
        configuration: .init(configTimeout: .seconds(5), overallServiceDeadline: .seconds(20))
    )
}
// end docs

// docs: KeelLaunchTesting landing page
@MainActor
func maintenanceNeverReloadsWhatLoaded() async throws {
    let harness = LaunchTestHarness(services: [
        .init(name: "sports", behaviors: [.succeed(after: .seconds(1))]),
    ])
    harness.manager.initialize()
    try await harness.advance(by: .milliseconds(100))              // remote config answers
    try await harness.waitUntil("loading") { harness.manager.state == .servicesConnecting }
    harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Back soon"))
    try await harness.waitUntil("maintenance") { harness.manager.isInMaintenance }
    try await harness.advance(by: .seconds(1))                     // the load in flight finishes
    harness.maintenance.send(MaintenanceStatus(isActive: false))
    try await harness.waitUntil("ready") { harness.manager.state == .ready }
    precondition(harness.started("sports") == 1)
}
// end docs

@Suite("Documentation examples (KeelLaunch, KeelLaunchTesting)", .timeLimit(.minutes(1)))
@MainActor
struct LaunchDocumentationExamples {
    @Test func theLandingPageExampleLaunchesToAnOfferedUpdate() async throws {
        let manager = makeAppStateManager()
        // docs: App-Launch article
        var reports: [LoadReport] = []
        let states = manager.statePublisher.sink { state in print("launch:", state) }
        let loads = manager.loadReports.sink { reports.append($0) }
        manager.initialize()
        // … later: reports.last?.failedOptionalServices says which optional service failed, and why.
        // end docs
        try await LaunchTestHarness.wait("update offered") { manager.state.kind == .updateAvailable }
        #expect(manager.state == .updateAvailable(version: try AppVersion("2.4")))
        #expect(reports.last?.failedOptionalServices == [:])
        manager.dismissAvailableUpdate()
        #expect(manager.state == .ready)
        states.cancel()
        loads.cancel()
    }

    @Test func theTestingExampleRuns() async throws {
        try await maintenanceNeverReloadsWhatLoaded()
    }
}
