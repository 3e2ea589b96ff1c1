import KeelLaunch
import KeelNavigation

/// The coordinator refactor plan's AppCoordinator, generic: it follows the
/// app state and keeps one child coordinator per thing shown — no business
/// logic, only navigation decisions.
///
/// | App state | Child |
/// |---|---|
/// | initializing, splashLoading, servicesConnecting | ``SplashCoordinator`` (root) |
/// | maintenanceMode | ``MaintenanceCoordinator`` (full-screen root) |
/// | updateRequired | ``RequiredUpdateCoordinator`` (undismissible modal over the splash) |
/// | updateAvailable | ``AvailableUpdateModalCoordinator`` (dismissible modal over main) |
/// | ready | the app's main coordinator (`makeMain`), e.g. a `TabCoordinator` |
/// | error | ``LaunchErrorCoordinator`` (root with retry) |
///
/// - Every child owns its screen and ends when the screen is gone: a root
///   swap ends the previous root's coordinator *and everything it started*
///   (tabs, pushed details, their modals), so nothing outlives its screen.
/// - A user-dismissed update modal ends its coordinator and is reported to
///   the app state (`dismissAvailableUpdate()`); the same modal removed by a
///   root swap (maintenance) is not a dismissal.
/// - Changes are applied as a diff (``AppStateNavigator``): a repeated state
///   changes nothing.
///
/// `makeMain` must return a coordinator that sets the root when started
/// (`TabCoordinator` and a `.root` `ScreenCoordinator` do) and finishes when
/// its root is replaced.
/// Subclasses may override the `LaunchPresenting` methods to add behaviour
/// (call `super`). Threading: main actor.
@MainActor
open class LaunchCoordinator<Route: LaunchRoute>: BaseCoordinator<Void>, LaunchPresenting {
    /// Where the launch screens go.
    public let router: any Router<Route>
    private let appState: any AppStateDriving
    private let startMain: (LaunchCoordinator<Route>) -> Void
    private let onOpenStore: (AppVersion) -> Void
    private let tracker: CoordinatorLeakTracker?
    private var navigator: AppStateNavigator?
    /// The coordinator that owns the current root.
    public private(set) weak var rootCoordinator: (any Coordinator)?
    private var overlays: [OverlayDestination: ScreenCoordinator<Route>] = [:]

    /// A launch coordinator that shows nothing until `start()`, then follows
    /// `appState` (the splash at once).
    ///
    /// - Parameters:
    ///   - router: where the launch screens go.
    ///   - appState: the app state to follow (an `AppStateManager`).
    ///   - tracker: passed to every child this coordinator creates.
    ///   - onOpenStore: opens the App Store page for a version (the update screens' button).
    ///   - makeMain: builds the main app's coordinator when the app is ready.
    public init<MainResult>(router: any Router<Route>, appState: any AppStateDriving, tracker: CoordinatorLeakTracker? = nil,
                            onOpenStore: @escaping (AppVersion) -> Void = { _ in },
                            makeMain: @escaping () -> BaseCoordinator<MainResult>) {
        self.router = router
        self.appState = appState
        startMain = { launch in launch.startRoot(makeMain()) }
        self.onOpenStore = onOpenStore
        self.tracker = tracker
        super.init(tracker: tracker)
    }

    /// Starts following the app state (its current state is shown at once).
    open override func start() {
        let navigator = AppStateNavigator(presenter: self) { [weak self] overlay in
            if case .availableUpdate = overlay { self?.appState.dismissAvailableUpdate() }
        }
        self.navigator = navigator
        navigator.follow(appState.statePublisher)
    }

    /// The coordinator of a shown overlay, if any.
    public func overlayCoordinator(for overlay: OverlayDestination) -> ScreenCoordinator<Route>? { overlays[overlay] }

    // MARK: LaunchPresenting

    /// Starts the coordinator for `root`; setting its root ends the previous
    /// root's coordinator (and everything it started).
    open func showRoot(_ root: RootDestination) {
        switch root {
        case .splash:
            startRoot(SplashCoordinator(router: router, progress: appState.progressPublisher, tracker: tracker))
        case .maintenance(let message):
            startRoot(MaintenanceCoordinator(router: router, message: message, tracker: tracker))
        case .launchError(let error):
            startRoot(LaunchErrorCoordinator(router: router, error: error, tracker: tracker) { [weak self] in
                self?.appState.retryFromError()
            })
        case .main:
            startMain(self)
        }
    }

    private func startRoot<Result>(_ child: BaseCoordinator<Result>) {
        rootCoordinator = child
        startChild(child)
    }

    /// Starts the overlay's modal coordinator; a user dismissal calls `userDismissed`.
    open func presentOverlay(_ overlay: OverlayDestination, userDismissed: @escaping () -> Void) {
        let coordinator: ScreenCoordinator<Route>
        switch overlay {
        case .requiredUpdate(let version):
            coordinator = RequiredUpdateCoordinator(router: router, version: version, tracker: tracker, onOpenStore: onOpenStore)
        case .availableUpdate(let version):
            coordinator = AvailableUpdateModalCoordinator(router: router, version: version, tracker: tracker, onOpenStore: onOpenStore)
        }
        overlays[overlay] = coordinator
        startChild(coordinator) { [weak self, weak coordinator] outcome in
            if let self, let coordinator, self.overlays[overlay] === coordinator { self.overlays[overlay] = nil }
            if case .finished(.removedByUser) = outcome { userDismissed() }
        }
    }

    /// Closes the overlay's coordinator (its modal is dismissed).
    open func dismissOverlay(_ overlay: OverlayDestination) {
        overlays[overlay]?.close()
    }
}
