import Foundation
import KeelLaunch
import KeelNavigation
import KeelNavigationTesting
import SportsbookApp
import Testing

/// The sportsbook's flows through its coordinator tree on the UIKit router
/// over `UIKitBehaviorModel` — what the app's UIKit scene runs: transitions
/// take time, the user acts through UIKit's gestures, and after each step
/// the window shows exactly the tree with nothing refused.
@Suite("Sportsbook app shell on the UIKit behaviour model", .timeLimit(.minutes(1)))
@MainActor
struct SportsbookOnUIKitTests {
    struct Shell {
        let coordinator: AppCoordinator
        let model: UIKitBehaviorModel
        let router: ModelUIKitRouter<SportsbookRoute>
        let tracker: CoordinatorLeakTracker

        /// Ends every transition, then lists how the window differs from the tree.
        @MainActor func settledMismatches() -> [String] {
            model.settle()
            return model.mismatches(with: router)
        }
    }

    func makeShell(_ harness: SportsbookHarness) -> Shell {
        let model = UIKitBehaviorModel()
        let router = ModelUIKitRouter<SportsbookRoute>(hierarchy: model) { ModelViewController(name: "\($0)") }
        let tracker = CoordinatorLeakTracker()
        let coordinator = AppCoordinator(router: router, appState: harness.manager, store: harness.store, clock: harness.clock, tracker: tracker)
        coordinator.start()
        return Shell(coordinator: coordinator, model: model, router: router, tracker: tracker)
    }

    @Test func launchShowsTheTabsAndAMatchDetailIsReleasedWhenTheUserGoesBack() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        #expect(shell.settledMismatches() == [])
        #expect(shell.model.viewControllers(inTab: 0).map(\.name) == ["splash"])
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.tree.root?.route == .main }
        #expect(shell.settledMismatches() == [])
        #expect(shell.model.isTabbed)
        let nextUp = shell.coordinator.mainCoordinator?.coordinator(forTab: MainCoordinator.nextUp) as? NextUpEventsCoordinator
        nextUp?.viewModel?.selectMatch("m1")
        #expect(shell.settledMismatches() == [])
        #expect(shell.model.viewControllers(inTab: 0).map(\.name) == ["nextUp", "match(id: \"m1\")"])
        #expect(shell.coordinator.mainCoordinator?.childCoordinators.count == 2)
        #expect(shell.model.beginInteractivePop())
        shell.model.endInteractivePop(completed: true)
        #expect(shell.settledMismatches() == [])
        #expect(shell.coordinator.mainCoordinator?.childCoordinators.count == 1)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func maintenanceArrivingWhileTheUpdateModalIsStillBeingPresentedLeavesNothingBehind() async throws {
        let config = RemoteConfig(latestVersion: "3.3.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = SportsbookHarness(config: config)
        let shell = makeShell(harness)
        try await harness.launch()
        try await harness.waitUntil("offered") { shell.router.tree.modals.count == 1 }
        // No settle: the update modal's presentation is still in progress.
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Upgrade"))
        try await harness.waitUntil("maintenance root") { shell.router.tree.root?.route == .maintenance(message: "Upgrade") }
        #expect(shell.settledMismatches() == [])
        #expect(shell.model.presentedControllers.isEmpty)
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await harness.waitUntil("main again") { shell.router.tree.root?.route == .main }
        #expect(shell.settledMismatches() == [])
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func theAvailableUpdateSwipedDownReturnsToReadyAndReleasesItsCoordinator() async throws {
        let config = RemoteConfig(latestVersion: "3.3.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = SportsbookHarness(config: config)
        let shell = makeShell(harness)
        try await harness.launch()
        try await harness.waitUntil("offered") { shell.router.tree.modals.count == 1 }
        #expect(shell.settledMismatches() == [])
        weak let modal = shell.coordinator.launchCoordinator?.overlayCoordinator(for: .availableUpdate(try AppVersion("3.3.0")))
        #expect(modal != nil)
        #expect(shell.model.userSwipesDown(level: 0))
        #expect(shell.settledMismatches() == [])
        #expect(harness.manager.state == .ready)
        #expect(modal == nil)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func theRequiredUpdateCannotBeSwipedAway() async throws {
        let harness = SportsbookHarness(config: RemoteConfig(minimumVersion: "4.0"))
        let shell = makeShell(harness)
        harness.manager.initialize()
        try await harness.advance(.milliseconds(100), after: "config fetch started") { harness.config.startedCalls == 1 }
        try await harness.waitUntil("required") { shell.router.tree.modals.count == 1 }
        #expect(shell.settledMismatches() == [])
        #expect(!shell.model.userSwipesDown(level: 0))
        #expect(shell.settledMismatches() == [])
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("4.0")))
    }

    @Test func aDeepLinkWaitingForLaunchCrossesTabsOnScreen() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        shell.coordinator.open(URL(string: "sportsbook://inPlay/match/77")!)
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.tree.root?.route == .main }
        #expect(shell.settledMismatches() == [])
        #expect(shell.model.selectedTab == 1)
        #expect(shell.model.viewControllers(inTab: 1).map(\.name) == ["inPlay", "match(id: \"77\")"])
        #expect(shell.model.userTapsTab(0))
        #expect(shell.settledMismatches() == [])
        #expect(shell.coordinator.mainCoordinator?.selectedIndex == 0)
    }
}
