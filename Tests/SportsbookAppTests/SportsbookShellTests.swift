import Foundation
import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation
import KeelNavigationTesting
import SportsbookApp
import Testing

/// The coordinator refactor plan's flows, through the coordinator tree, on
/// the real `AppStateManager` and a headless router.
@Suite("Sportsbook app shell driven by launch", .timeLimit(.minutes(1)))
@MainActor
struct SportsbookShellTests {
    struct Shell {
        let coordinator: AppCoordinator
        let router: HeadlessRouter<SportsbookRoute>
        let tracker: CoordinatorLeakTracker
    }

    func makeShell(_ harness: SportsbookHarness) -> Shell {
        let router = HeadlessRouter<SportsbookRoute>()
        let tracker = CoordinatorLeakTracker()
        let coordinator = AppCoordinator(router: router, appState: harness.manager, store: harness.store, clock: harness.clock, tracker: tracker)
        coordinator.start()
        return Shell(coordinator: coordinator, router: router, tracker: tracker)
    }

    func nextUp(_ shell: Shell) -> NextUpEventsCoordinator? {
        shell.coordinator.mainCoordinator?.coordinator(forTab: MainCoordinator.nextUp) as? NextUpEventsCoordinator
    }

    @Test func splashThenMainWithLazyTabs() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        #expect(shell.router.root == .splash)
        #expect(shell.coordinator.launchCoordinator?.rootCoordinator is SplashCoordinator<SportsbookRoute>)
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.root == .main }
        #expect(shell.router.tree.tabs.map(\.route) == [.nextUp, .inPlay])
        let main = shell.coordinator.mainCoordinator
        #expect(main?.coordinator(forTab: MainCoordinator.nextUp) != nil)
        #expect(main?.coordinator(forTab: MainCoordinator.inPlay) == nil)
        #expect(nextUp(shell)?.viewModel?.sports.count == 2)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func aMatchDetailOpenedFromAViewModelClosureIsReleasedOnBack() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.root == .main }
        nextUp(shell)?.viewModel?.selectMatch("m1")
        #expect(shell.router.stack == [.match(id: "m1")])
        #expect(shell.coordinator.mainCoordinator?.childCoordinators.count == 2)
        #expect(shell.router.simulateBackButton())
        #expect(shell.coordinator.mainCoordinator?.childCoordinators.count == 1)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func maintenanceEndsTheMainTreeAndReturningRebuildsItOnTheSameTabWithoutReloading() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.root == .main }
        weak let main = shell.coordinator.mainCoordinator
        main?.select(id: MainCoordinator.inPlay)
        main?.showMatchDetail("m7")
        weak let detail = main?.childCoordinators.last as? DetailCoordinator
        #expect(detail != nil)
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Upgrade"))
        try await harness.waitUntil("maintenance root") { shell.router.root == .maintenance(message: "Upgrade") }
        #expect(main == nil, "the root swap ended and released the main coordinator")
        #expect(detail == nil, "and the detail it pushed")
        #expect(shell.coordinator.launchCoordinator?.rootCoordinator is MaintenanceCoordinator<SportsbookRoute>)
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await harness.waitUntil("main again") { shell.router.root == .main }
        #expect(shell.coordinator.mainCoordinator?.selectedIndex == 1)
        #expect(shell.router.selectedTab == 1)
        #expect([harness.theme, harness.configuration, harness.events, harness.sports].allSatisfy { $0.startedCalls == 1 }, "nothing reloads")
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func maintenanceWhileServicesConnectDoesNotReloadThem() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        harness.manager.initialize()
        try await harness.advance(.milliseconds(100), after: "config fetch started") { harness.config.startedCalls == 1 }
        try await harness.waitUntil("connecting") { harness.manager.launchState == .servicesConnecting }
        harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Down"))
        try await harness.waitUntil("maintenance root") { shell.router.root == .maintenance(message: "Down") }
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await harness.waitUntil("splash") { shell.router.root == .splash }
        try await harness.advance(.seconds(1), after: "services started") {
            harness.theme.startedCalls == 1 && harness.configuration.startedCalls == 1 && harness.events.startedCalls == 1
        }
        try await harness.waitUntil("sports requested") { harness.sports.startedCalls == 1 }
        await harness.clock.advance(by: .milliseconds(200))
        try await harness.waitUntil("main") { shell.router.root == .main }
        #expect([harness.theme, harness.configuration, harness.events, harness.sports].allSatisfy { $0.startedCalls == 1 })
    }

    @Test func availableUpdateDismissedBySwipeReturnsToReadyAndReleasesItsCoordinator() async throws {
        let config = RemoteConfig(latestVersion: "3.3.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let harness = SportsbookHarness(config: config)
        let shell = makeShell(harness)
        try await harness.launch()
        try await harness.waitUntil("offered") { shell.router.presented.count == 1 }
        #expect(shell.router.root == .main)
        #expect(shell.router.presented.first?.route == .availableUpdate(try AppVersion("3.3.0")))
        weak let modal = shell.coordinator.launchCoordinator?.overlayCoordinator(for: .availableUpdate(try AppVersion("3.3.0")))
        #expect(modal is AvailableUpdateModalCoordinator<SportsbookRoute>)
        #expect(shell.router.simulateUserDismiss())
        #expect(harness.manager.state == .ready)
        #expect(modal == nil)
        #expect(shell.coordinator.mainCoordinator != nil)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func requiredUpdateCannotBeDismissed() async throws {
        let harness = SportsbookHarness(config: RemoteConfig(minimumVersion: "4.0"))
        let shell = makeShell(harness)
        harness.manager.initialize()
        try await harness.advance(.milliseconds(100), after: "config fetch started") { harness.config.startedCalls == 1 }
        try await harness.waitUntil("required") { shell.router.presented.count == 1 }
        #expect(shell.router.root == .splash)
        #expect(shell.router.presented.map(\.style) == [.sheet(dismissible: false)])
        #expect(shell.coordinator.mainCoordinator == nil)
        #expect(!shell.router.simulateUserDismiss())
        #expect(harness.manager.state == .updateRequired(version: try AppVersion("4.0")))
    }

    @Test func deepLinksWaitForReadyCrossTabsAndEveryOutcomeIsReported() async throws {
        let harness = SportsbookHarness()
        let shell = makeShell(harness)
        var outcomes: [DeepLinkOutcome] = []
        let subscription = shell.coordinator.deepLinks.outcomes.sink { outcomes.append($0) }
        let route = DeepLinkRoute([.tab("inPlay"), .screen("match", id: "77")])
        #expect(shell.coordinator.open(URL(string: "sportsbook://inPlay/match/77")!) == .route(route))
        #expect(shell.router.stack.isEmpty)
        try await harness.launch()
        try await harness.waitUntil("main") { shell.router.root == .main }
        #expect(shell.coordinator.mainCoordinator?.selectedIndex == 1)
        #expect(shell.router.stack == [.match(id: "77")])
        #expect(shell.coordinator.open(URL(string: "sportsbook://casino")!) == .unhandled(reason: "unknown tab 'casino'"))
        #expect(outcomes == [.queued(route), .applied(route), .unhandled(reason: "unknown tab 'casino'")])
        subscription.cancel()
    }

    @Test func aDeepLinkThatWaitedTooLongIsReportedExpired() async throws {
        let harness = SportsbookHarness(config: RemoteConfig(maintenance: true, maintenanceMessage: "Night works"))
        let shell = makeShell(harness)
        var outcomes: [DeepLinkOutcome] = []
        let subscription = shell.coordinator.deepLinks.outcomes.sink { outcomes.append($0) }
        let route = DeepLinkRoute([.tab("nextUp"), .screen("competition", id: "9")])
        shell.coordinator.open(URL(string: "sportsbook://nextUp/competition/9")!)
        harness.manager.initialize()
        try await harness.advance(.milliseconds(100), after: "config fetch started") { harness.config.startedCalls == 1 }
        try await harness.waitUntil("maintenance root") { shell.router.root == .maintenance(message: "Night works") }
        await harness.clock.advance(by: .seconds(40))
        harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await harness.waitUntil("connecting") { harness.manager.state == .servicesConnecting }
        try await harness.advance(.seconds(1), after: "services started") {
            harness.theme.startedCalls == 1 && harness.configuration.startedCalls == 1 && harness.events.startedCalls == 1
        }
        try await harness.waitUntil("sports requested") { harness.sports.startedCalls == 1 }
        await harness.clock.advance(by: .milliseconds(200))
        try await harness.waitUntil("main") { shell.router.root == .main }
        #expect(shell.router.stack.isEmpty, "a stale link does not move the user")
        #expect(outcomes.count == 2)
        #expect(outcomes.first == .queued(route))
        if case .expired(let expired, let waited)? = outcomes.last {
            #expect(expired == route)
            #expect(waited > .seconds(30))
        } else {
            Issue.record("expected an expiry, got \(outcomes)")
        }
        subscription.cancel()
    }
}
