import Foundation
import KeelLaunch
import KeelLaunchNavigation
import KeelLaunchTesting
import KeelNavigation
import KeelNavigationTesting
import Testing

enum TestRoute: LaunchRoute {
    case splash
    case maintenance(message: String)
    case launchError(AppError)
    case requiredUpdate(AppVersion)
    case availableUpdate(AppVersion)
    case main, home
    case detail(Int)
}

/// A main coordinator that owns the `.main` root and pushes details.
@MainActor
final class TestMainCoordinator: ScreenCoordinator<TestRoute> {
    init(router: any Router<TestRoute>, tracker: CoordinatorLeakTracker?) {
        super.init(router: router, presentation: .root(.main, tabs: [.home]), tracker: tracker)
    }

    func showDetail(_ id: Int) {
        startChild(ScreenCoordinator(router: router, presentation: .push(.detail(id))))
    }
}

@Suite("Launch coordinator tree", .timeLimit(.minutes(1)))
@MainActor
struct LaunchCoordinatorTests {
    static let services = [LaunchTestHarness.Service(name: "data", behaviors: [.succeed(after: .seconds(1))])]

    /// The kit's launch coordinator on a headless router, over a launch harness.
    @MainActor
    final class Shell {
        let harness: LaunchTestHarness
        let router = HeadlessRouter<TestRoute>()
        let tracker = CoordinatorLeakTracker()
        let coordinator: LaunchCoordinator<TestRoute>
        let box = MainBox()

        init(harness: LaunchTestHarness) {
            self.harness = harness
            let router = self.router
            let tracker = self.tracker
            let box = self.box
            coordinator = LaunchCoordinator(router: router, appState: harness.manager, tracker: tracker,
                                            onOpenStore: { box.opened.append($0) }) {
                let main = TestMainCoordinator(router: router, tracker: tracker)
                box.mains.append(WeakRef(main))
                return main
            }
            coordinator.start()
        }

        var aliveMains: [TestMainCoordinator] { box.mains.compactMap(\.value) }
    }

    /// What the shell's closures record.
    @MainActor
    final class MainBox {
        var mains: [WeakRef<TestMainCoordinator>] = []
        var opened: [AppVersion] = []
    }

    final class WeakRef<T: AnyObject> {
        weak var value: T?
        init(_ value: T) { self.value = value }
    }

    func launch(_ harness: LaunchTestHarness) async throws {
        harness.manager.initialize()
        try await harness.advance(by: .milliseconds(100))
        try await harness.waitUntil("loading") { harness.manager.launchState == .servicesConnecting }
        try await harness.advance(by: .seconds(1))
        try await harness.waitUntil("ready") { harness.manager.launchState.kind != .servicesConnecting }
    }

    @Test func theSplashCoordinatorGivesWayToMainAndIsReleased() async throws {
        let shell = Shell(harness: LaunchTestHarness(services: Self.services))
        #expect(shell.router.root == .splash)
        weak let splash = shell.coordinator.rootCoordinator as? SplashCoordinator<TestRoute>
        #expect(splash?.viewModel != nil)
        try await launch(shell.harness)
        #expect(shell.router.root == .main)
        #expect(splash == nil)
        #expect(shell.aliveMains.count == 1)
        #expect(shell.coordinator.childCoordinators.count == 1)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func maintenanceEndsTheMainTreeAndReturningBuildsItAgainWithoutReloading() async throws {
        let shell = Shell(harness: LaunchTestHarness(services: Self.services))
        try await launch(shell.harness)
        shell.aliveMains.first?.showDetail(1)
        shell.aliveMains.first?.showDetail(2)
        #expect(shell.router.stack == [.detail(1), .detail(2)])
        shell.harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Down"))
        try await shell.harness.waitUntil("maintenance root") { shell.router.root == .maintenance(message: "Down") }
        #expect(shell.aliveMains.isEmpty, "a root swap ends the main coordinator and its details")
        #expect(shell.coordinator.childCoordinators.count == 1)
        #expect(shell.coordinator.rootCoordinator is MaintenanceCoordinator<TestRoute>)
        shell.harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await shell.harness.waitUntil("main again") { shell.router.root == .main }
        #expect(shell.aliveMains.count == 1)
        #expect(shell.harness.started("data") == 1)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test(arguments: [false, true])
    func aUserDismissedUpdateModalFinishesItsCoordinatorAndTellsTheAppState(byButton: Bool) async throws {
        let config = RemoteConfig(latestVersion: "2.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let shell = Shell(harness: LaunchTestHarness(config: config, services: Self.services))
        try await launch(shell.harness)
        try await shell.harness.waitUntil("offered") { shell.router.presented.count == 1 }
        let version = try AppVersion("2.0")
        weak let modal = shell.coordinator.overlayCoordinator(for: .availableUpdate(version)) as? AvailableUpdateModalCoordinator<TestRoute>
        modal?.openStore()
        #expect(shell.box.opened == [version])
        if byButton {
            #expect(modal?.decline() == true)
        } else {
            #expect(shell.router.simulateUserDismiss())
        }
        #expect(modal == nil)
        #expect(shell.harness.manager.state == .ready)
        #expect(shell.router.presented.isEmpty)
        #expect(shell.router.root == .main)
        #expect(shell.tracker.leaks.isEmpty)
    }

    @Test func anUpdateModalRemovedByMaintenanceIsNotADismissal() async throws {
        let config = RemoteConfig(latestVersion: "2.0", latestReleasedAt: Date(timeIntervalSince1970: 0))
        let shell = Shell(harness: LaunchTestHarness(config: config, services: Self.services))
        try await launch(shell.harness)
        try await shell.harness.waitUntil("offered") { shell.router.presented.count == 1 }
        shell.harness.maintenance.send(MaintenanceStatus(isActive: true, message: "Down"))
        try await shell.harness.waitUntil("maintenance root") { shell.router.root == .maintenance(message: "Down") }
        #expect(shell.router.presented.isEmpty)
        #expect(shell.harness.manager.launchState == .updateAvailable(version: try AppVersion("2.0")))
        shell.harness.maintenance.send(MaintenanceStatus(isActive: false))
        try await shell.harness.waitUntil("offered again") { shell.router.presented.count == 1 }
        #expect(shell.router.root == .main)
        #expect(shell.coordinator.childCoordinators.count == 2)
    }

    @Test func aRequiredUpdateCannotBeDismissed() async throws {
        let shell = Shell(harness: LaunchTestHarness(config: RemoteConfig(minimumVersion: "3.0"), services: Self.services))
        shell.harness.manager.initialize()
        try await shell.harness.advance(by: .milliseconds(100))
        try await shell.harness.waitUntil("required") { shell.router.presented.count == 1 }
        #expect(shell.router.root == .splash)
        #expect(!shell.router.simulateUserDismiss())
        let required = shell.coordinator.overlayCoordinator(for: .requiredUpdate(try AppVersion("3.0"))) as? RequiredUpdateCoordinator<TestRoute>
        required?.openStore()
        #expect(shell.box.opened == [try AppVersion("3.0")])
        #expect(shell.aliveMains.isEmpty)
    }

    @Test func aLaunchErrorRootRetriesThroughItsCoordinator() async throws {
        let services = [LaunchTestHarness.Service(name: "data", behaviors: [.fail(after: .seconds(1), message: "offline"), .succeed(after: .seconds(1))])]
        let shell = Shell(harness: LaunchTestHarness(services: services))
        try await launch(shell.harness)
        #expect(shell.router.root == .launchError(.serviceFailed(name: "data", reason: "offline")))
        (shell.coordinator.rootCoordinator as? LaunchErrorCoordinator<TestRoute>)?.retry()
        try await shell.harness.waitUntil("splash") { shell.router.root == .splash }
        try await shell.harness.advance(by: .seconds(1))
        try await shell.harness.waitUntil("main") { shell.router.root == .main }
        #expect(shell.harness.started("data") == 2)
        #expect(shell.tracker.leaks.isEmpty)
    }
}
