import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation
import KeelNavigationTesting
import Testing

/// `AppStateNavigator` over the UIKit router on `UIKitBehaviorModel`: an
/// overlay swap dismisses and presents in the same turn, and UIKit refuses a
/// presentation while a dismissal is in progress — the host must sequence
/// them on the dismissal's completion.
@Suite("App state → navigation on the UIKit behaviour model", .timeLimit(.minutes(1)))
@MainActor
struct AppStateNavigationOnUIKitTests {
    @MainActor
    final class UIKitPresenter: LaunchPresenting {
        let model = UIKitBehaviorModel()
        lazy var router = ModelUIKitRouter<String>(hierarchy: model) { ModelViewController(name: $0) }

        func showRoot(_ root: RootDestination) { router.setRoot("\(root)") }
        func presentOverlay(_ overlay: OverlayDestination, userDismissed: @escaping () -> Void) {
            router.present("\(overlay)", style: overlay.style) { cause in if cause == .user { userDismissed() } }
        }
        func dismissOverlay(_ overlay: OverlayDestination) { router.dismiss("\(overlay)") }
    }

    let v2 = try! AppVersion("2.0")
    let v3 = try! AppVersion("3.0")

    @Test func anAvailableUpdateReplacedByARequiredOneIsDismissedThenTheRequiredOnePresented() {
        let presenter = UIKitPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        navigator.apply(.ready)
        navigator.apply(.updateAvailable(version: v2))
        presenter.model.settle()
        navigator.apply(.updateRequired(version: v3))
        #expect(presenter.router.tree.modals.map(\.route) == ["\(OverlayDestination.requiredUpdate(v3))"])
        // On screen: the available update is leaving; nothing was presented on it.
        #expect(presenter.model.transitionsInProgress == ["dismiss \(OverlayDestination.availableUpdate(v2))"])
        presenter.model.settle()
        #expect(presenter.model.presentedControllers.map(\.name) == ["\(OverlayDestination.requiredUpdate(v3))"])
        #expect(presenter.model.presentedControllers.first?.isModalInPresentation == true)
        #expect(presenter.model.log.isEmpty, "UIKit refused nothing")
        #expect(presenter.model.mismatches(with: presenter.router) == [])
    }

    @Test func statesArrivingFasterThanTransitionsEndLeaveTheScreenOnTheLastOne() {
        let presenter = UIKitPresenter()
        let navigator = AppStateNavigator(presenter: presenter)
        let states: [AppState] = [.splashLoading, .updateRequired(version: v2), .maintenanceMode(message: "Back soon"),
                                  .servicesConnecting, .ready, .updateAvailable(version: v3), .updateRequired(version: v3), .ready]
        for state in states {
            navigator.apply(state)
            presenter.model.finishTransition()   // at most one transition ends between two states
        }
        presenter.model.settle()
        #expect(presenter.router.tree.root?.route == "main")
        #expect(presenter.model.mismatches(with: presenter.router) == [])
    }

    @Test func theUserSwipingTheAvailableUpdateAwayIsReported() {
        let presenter = UIKitPresenter()
        var dismissed: [OverlayDestination] = []
        let navigator = AppStateNavigator(presenter: presenter) { dismissed.append($0) }
        navigator.apply(.ready)
        navigator.apply(.updateAvailable(version: v2))
        presenter.model.settle()
        #expect(presenter.model.userSwipesDown(level: 0))
        presenter.model.settle()
        #expect(dismissed == [.availableUpdate(v2)])
        #expect(presenter.router.tree.modals.isEmpty)
        #expect(presenter.model.mismatches(with: presenter.router) == [])
    }
}
