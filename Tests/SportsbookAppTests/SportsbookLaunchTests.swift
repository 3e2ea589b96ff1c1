import KeelLaunch
import SportsbookApp
import Testing

@Suite("Sportsbook launch (seed 003)")
@MainActor
struct SportsbookLaunchTests {
    @Test func loadsThemeConfigurationAndSportsInParallelThenIsReady() async {
        let harness = SportsbookHarness()
        await harness.launch()
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(harness.store.activeSports.map(\.name) == ["Football", "Tennis"])
        #expect(harness.store.themeName == "dark-green")
        #expect(harness.store.presentationConfiguration == ["layout": "compact"])
        #expect(harness.manager.runningWorkCount == 0)
    }

    @Test func eventsConnectionFailingIsARecoverableError() async {
        let harness = SportsbookHarness(eventsFail: true)
        await harness.launch()
        await harness.settle { harness.manager.state.kind == .error }
        guard case .error(.serviceFailed(let name, _)) = harness.manager.state else {
            Issue.record("expected a sportsData failure, got \(harness.manager.state)")
            return
        }
        #expect(name == "sportsData")
    }
}
