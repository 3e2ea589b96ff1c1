import Foundation
import KeelLaunch
import KeelNavigation
import SportsbookApp
import Testing

@Suite("Sportsbook app shell driven by launch")
@MainActor
struct SportsbookShellTests {
    func makeShell(_ harness: SportsbookHarness) -> (AppCoordinator, HeadlessRouter, CoordinatorLeakTracker) {
        let router = HeadlessRouter()
        let tracker = CoordinatorLeakTracker()
        let coordinator = AppCoordinator(router: router, appState: harness.manager, store: harness.store, clock: harness.clock, tracker: tracker)
        coordinator.start()
        return (coordinator, router, tracker)
    }

    @Test func splashThenMainWithLazyTabs() async {
        let harness = SportsbookHarness()
        let (coordinator, router, _) = makeShell(harness)
        #expect(router.root == "splash")
        await harness.launch()
        await harness.settle { router.root == "main" }
        #expect(router.root == "main")
        let main = coordinator.mainCoordinator
        #expect(main?.coordinator(forTab: MainCoordinator.nextUp) != nil)
        #expect(main?.coordinator(forTab: MainCoordinator.inPlay) == nil)
        let nextUp = main?.coordinator(forTab: MainCoordinator.nextUp) as? NextUpEventsCoordinator
        #expect(nextUp?.viewModel?.sports.count == 2)
    }

    @Test func aMatchDetailOpenedFromAViewModelClosureIsReleasedOnBack() async {
        let harness = SportsbookHarness()
        let (coordinator, router, tracker) = makeShell(harness)
        await harness.launch()
        await harness.settle { router.root == "main" }
        let nextUp = coordinator.mainCoordinator?.coordinator(forTab: MainCoordinator.nextUp) as? NextUpEventsCoordinator
        nextUp?.viewModel?.selectMatch("m1")
        #expect(router.stack == ["match/m1"])
        #expect(coordinator.mainCoordinator?.childCoordinators.count == 2)
        router.simulateBackButton()
        #expect(coordinator.mainCoordinator?.childCoordinators.count == 1)
        #expect(tracker.leaks.isEmpty)
    }

    @Test func maintenanceSwapsTheRootAndReturningRestoresTheSameApp() async {
        let harness = SportsbookHarness()
        let (coordinator, router, _) = makeShell(harness)
        await harness.launch()
        await harness.settle { router.root == "main" }
        let main = coordinator.mainCoordinator
        main?.select(id: MainCoordinator.inPlay)
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Upgrade"))
        await harness.settle { router.root == "maintenance" }
        #expect(router.root == "maintenance")
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        await harness.settle { router.root == "main" }
        #expect(coordinator.mainCoordinator === main)
        #expect(main?.selectedIndex == 1)
    }

    @Test func availableUpdateDismissedBySwipeReturnsToReady() async {
        let config = RemoteConfig(latestVersion: "3.3.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = SportsbookHarness(config: config)
        let (coordinator, router, _) = makeShell(harness)
        await harness.launch()
        await harness.settle { router.presented.count == 1 }
        #expect(router.root == "main")
        #expect(router.presented.first?.style == .sheet(dismissible: true))
        router.simulateUserDismiss()
        await harness.settle { harness.manager.state == .ready }
        #expect(harness.manager.state == .ready)
        #expect(coordinator.mainCoordinator != nil)
    }

    @Test func requiredUpdateCannotBeDismissed() async throws {
        let harness = SportsbookHarness(config: RemoteConfig(minimumVersion: "4.0"))
        let (coordinator, router, _) = makeShell(harness)
        harness.manager.initialize()
        await harness.advance(.milliseconds(100))
        await harness.settle { router.presented.count == 1 }
        #expect(router.root == "splash")
        #expect(router.presented.map(\.style) == [.sheet(dismissible: false)])
        #expect(coordinator.mainCoordinator == nil)
        #expect(!router.simulateUserDismiss())
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("4.0")))
    }

    @Test func deepLinksWaitForReadyAndCrossTabs() async {
        let harness = SportsbookHarness()
        let (coordinator, router, _) = makeShell(harness)
        let result = coordinator.open(URL(string: "sportsbook://inPlay/match/77")!)
        #expect(result == .route(DeepLinkRoute([.tab("inPlay"), .screen("match", id: "77")])))
        #expect(router.stack.isEmpty)
        await harness.launch()
        await harness.settle { router.root == "main" }
        await harness.settle { !router.stack.isEmpty }
        #expect(coordinator.mainCoordinator?.selectedIndex == 1)
        #expect(router.stack == ["match/77"])
        #expect(coordinator.open(URL(string: "sportsbook://casino")!) == .unhandled(reason: "unknown tab 'casino'"))
    }
}
