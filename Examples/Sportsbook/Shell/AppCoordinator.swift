import Foundation
import KeelCombine
import KeelLaunch
import KeelNavigation
import KeelLaunchNavigation

/// Seed 003, "AppCoordinator (Root Navigation Logic)": reacts to the
/// AppStateManager's states — splash, full-screen maintenance root,
/// undismissible required-update modal, dismissible available-update modal,
/// main app — with no business logic. Deep links wait until the app is ready.
///
/// The main coordinator survives maintenance (the root is swapped, not the
/// app), so returning from maintenance restores the app as it was.
@MainActor
public final class AppCoordinator: BaseCoordinator<Void>, LaunchPresenting {
    private let router: Router
    private let appState: AppStateManager
    private let store: SportsStore
    private let tracker: CoordinatorLeakTracker?
    private var navigator: AppStateNavigator?
    public private(set) var mainCoordinator: MainCoordinator?
    public let deepLinks: DeepLinkQueue
    private let parser: DeepLinkParser

    public init(router: Router, appState: AppStateManager, store: SportsStore, clock: any Clock<Duration>,
                tracker: CoordinatorLeakTracker? = nil) {
        self.router = router
        self.appState = appState
        self.store = store
        self.tracker = tracker
        parser = DeepLinkParser(scheme: "sportsbook", tabs: [MainCoordinator.nextUp, MainCoordinator.inPlay], screens: ["match": true, "competition": true])
        var apply: (DeepLinkRoute) -> Void = { _ in }
        deepLinks = DeepLinkQueue(clock: clock, expiry: .seconds(30)) { apply($0) }
        super.init(tracker: tracker)
        apply = { [weak self] route in self?.mainCoordinator?.apply(route) }
    }

    public override func start() {
        let navigator = AppStateNavigator(presenter: self) { [weak self] overlay in
            if case .availableUpdate = overlay { self?.appState.dismissAvailableUpdate() }
        }
        self.navigator = navigator
        navigator.follow(appState.statePublisher)
    }

    /// Handles an incoming URL: parsed, then applied now or when ready.
    @discardableResult
    public func open(_ url: URL) -> DeepLinkResult {
        let result = parser.parse(url)
        if case .route(let route) = result { deepLinks.receive(route) }
        return result
    }

    // MARK: LaunchPresenting

    public func showRoot(_ root: RootDestination) {
        switch root {
        case .splash: router.setRoot(Screen("splash"))
        case .maintenance: router.setRoot(Screen("maintenance"))
        case .launchError: router.setRoot(Screen("launchError"))
        case .main:
            router.setRoot(Screen("main"))
            if mainCoordinator == nil {
                let main = MainCoordinator(router: router, store: store, tracker: tracker)
                mainCoordinator = main
                startChild(main)
            }
        }
        deepLinks.setReady(root == .main)
    }

    public func presentOverlay(_ overlay: OverlayDestination, userDismissed: @escaping () -> Void) {
        router.present(Screen(Self.screenID(for: overlay)), style: overlay.style, onDismiss: userDismissed)
    }

    public func dismissOverlay(_ overlay: OverlayDestination) {
        router.dismiss(Self.screenID(for: overlay))
    }

    static func screenID(for overlay: OverlayDestination) -> ScreenID {
        switch overlay {
        case .requiredUpdate: "requiredUpdate"
        case .availableUpdate: "availableUpdate"
        }
    }
}
