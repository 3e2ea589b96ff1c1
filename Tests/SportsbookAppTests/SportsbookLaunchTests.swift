import KeelLaunch
import SportsbookApp
import Testing

@Suite("Sportsbook launch (parallel loading strategy)", .timeLimit(.minutes(1)))
@MainActor
struct SportsbookLaunchTests {
    @Test func loadsThemeConfigurationAndSportsInParallelThenIsReady() async throws {
        let harness = SportsbookHarness()
        try await harness.launch()
        #expect(harness.manager.state == .ready)
        #expect(harness.store.activeSports.map(\.name) == ["Football", "Tennis"])
        #expect(harness.store.themeName == "dark-green")
        #expect(harness.store.presentationConfiguration == ["layout": "compact"])
        try await harness.waitUntil("idle") { harness.manager.runningWorkCount == 0 }
    }

    @Test func eventsConnectionFailingIsARecoverableError() async throws {
        let harness = SportsbookHarness(eventsFail: true)
        try await harness.launch()
        try await harness.waitUntil("error") { harness.manager.state.kind == .error }
        guard case .error(.serviceFailed(let name, let reason)) = harness.manager.state else {
            Issue.record("expected a sportsData failure, got \(harness.manager.state)")
            return
        }
        #expect(name == "sportsData")
        #expect(reason == "cannot connect")
    }
}
