import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation
import KeelNavigationTesting
import Testing

@MainActor
final class RecordingPresenter: LaunchPresenting {
    let router = HeadlessRouter<String>()

    func showRoot(_ root: RootDestination) { router.setRoot("\(root)") }
    func presentOverlay(_ overlay: OverlayDestination, userDismissed: @escaping () -> Void) {
        router.present("\(overlay)", style: overlay.style) { cause in if cause == .user { userDismissed() } }
    }
    func dismissOverlay(_ overlay: OverlayDestination) { router.dismiss("\(overlay)") }
}

@Suite("App state → navigation (state handling, proper blocking, non-intrusive updates)", .timeLimit(.minutes(1)))
@MainActor
struct AppStateNavigationTests {
    let v2 = try! AppVersion("2.0")

    @Test func loadingStatesShowTheSplash() {
        for state in [AppState.initializing, .splashLoading, .servicesConnecting] {
            #expect(NavigationPlan.forState(state, showing: nil) == NavigationPlan(root: .splash))
        }
    }

    @Test func maintenanceReplacesTheRootAndBlocks() {
        let presenter = RecordingPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.ready)
        navigator.apply(.maintenanceMode(message: "Back soon"))
        #expect(presenter.router.root == "\(RootDestination.maintenance(message: "Back soon"))")
        #expect(presenter.router.presented.isEmpty)
        navigator.apply(.ready)
        #expect(presenter.router.root == "main")
    }

    @Test func requiredUpdateIsAnUndismissibleModalOverWhateverIsShown() {
        let presenter = RecordingPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.splashLoading)
        navigator.apply(.updateRequired(version: v2))
        #expect(presenter.router.root == "splash")
        #expect(presenter.router.presented.map(\.style) == [.sheet(dismissible: false)])
        #expect(!presenter.router.simulateUserDismiss())
    }

    @Test func availableUpdateIsADismissibleModalOverTheMainApp() {
        let presenter = RecordingPresenter()
        var dismissed: [OverlayDestination] = []
        let navigator = AppStateNavigator(presenter: presenter) { dismissed.append($0) }
        navigator.apply(.ready)
        navigator.apply(.updateAvailable(version: v2))
        #expect(presenter.router.root == "main")
        #expect(presenter.router.commands.filter { if case .setRoot = $0 { true } else { false } }.count == 1)
        #expect(presenter.router.presented.map(\.style) == [.sheet(dismissible: true)])
        #expect(presenter.router.simulateUserDismiss())
        #expect(dismissed == [.availableUpdate(v2)])
        // The manager then goes back to .ready: nothing more to do.
        let before = presenter.router.commands
        navigator.apply(.ready)
        #expect(presenter.router.commands == before)
    }

    @Test func dismissingTheUpdateProgrammaticallyRemovesTheModalOnly() {
        let presenter = RecordingPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.ready)
        navigator.apply(.updateAvailable(version: v2))
        navigator.apply(.ready)
        #expect(presenter.router.commands.last == .dismiss("\(OverlayDestination.availableUpdate(v2))"))
        #expect(presenter.router.root == "main")
    }

    @Test func aRepeatedReadyChangesNothing() {
        let presenter = RecordingPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.ready)
        let commands = presenter.router.commands
        navigator.apply(.ready)
        navigator.apply(.ready)
        #expect(presenter.router.commands == commands)
    }

    @Test func aRequiredUpdateAfterMaintenanceGoesOverTheSplashNotTheMaintenanceScreen() {
        let presenter = RecordingPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.splashLoading)
        navigator.apply(.maintenanceMode(message: "Down"))
        navigator.apply(.updateRequired(version: v2))
        #expect(presenter.router.root == "splash")
        #expect(presenter.router.presented.map(\.style) == [.sheet(dismissible: false)])
        navigator.apply(.ready)
        navigator.apply(.updateRequired(version: v2))
        #expect(presenter.router.root == "main")
    }

    @Test func errorsShowTheErrorRoot() {
        let plan = NavigationPlan.forState(.error(.launchTimedOut), showing: nil)
        #expect(plan == NavigationPlan(root: .launchError(.launchTimedOut)))
    }
}
