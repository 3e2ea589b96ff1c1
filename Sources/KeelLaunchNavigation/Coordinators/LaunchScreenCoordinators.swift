import KeelLaunch
import KeelNavigation

/// Shows the splash screen as the root (the coordinator refactor plan's
/// SplashCoordinator: UI only, no business logic — launch work is the
/// `AppStateManager`'s). Its ``viewModel`` publishes load progress for the
/// screen. Finishes when another root replaces the splash.
@MainActor
public final class SplashCoordinator<Route: LaunchRoute>: ScreenCoordinator<Route> {
    /// The splash screen's ViewModel (created on `start()`).
    public private(set) var viewModel: SplashViewModel?
    private let progress: AnyPublisher<LoadProgress, Never>

    /// A splash coordinator: shows the splash root on `start()` and follows `progress`.
    ///
    /// - Parameters:
    ///   - router: where the splash root goes.
    ///   - progress: load progress (`AppStateManager.progressPublisher`), delivered on the main actor.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    public init(router: any Router<Route>, progress: AnyPublisher<LoadProgress, Never>, tracker: CoordinatorLeakTracker? = nil) {
        self.progress = progress
        super.init(router: router, presentation: .root(.splash), tracker: tracker)
    }

    public override func start() {
        viewModel = SplashViewModel(progress: progress)
        super.start()
    }
}

/// The splash screen's state: how far service loading is.
///
/// Threading: main actor; `progress` must deliver on the main actor (the
/// `AppStateManager`'s does).
@MainActor
public final class SplashViewModel: ObservableObject {
    /// The latest load progress.
    @Published public private(set) var progress = LoadProgress(total: 0, finished: 0, pending: [])
    private var subscription: AnyCancellable?

    /// Follows `progress` until released.
    public init(progress: AnyPublisher<LoadProgress, Never>) {
        subscription = progress.sink { [weak self] in self?.progress = $0 }
    }
}

/// Shows the maintenance screen as a full-screen root that blocks the app
/// (the coordinator refactor plan's MaintenanceCoordinator). It ends —
/// finishes and is released — when maintenance ends and another root
/// replaces it.
@MainActor
public final class MaintenanceCoordinator<Route: LaunchRoute>: ScreenCoordinator<Route> {
    /// The message from remote config or the maintenance socket.
    public let message: String

    /// A maintenance coordinator: shows the maintenance root with `message` on `start()`.
    ///
    /// - Parameters:
    ///   - router: where the maintenance root goes.
    ///   - message: what the screen says.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    public init(router: any Router<Route>, message: String, tracker: CoordinatorLeakTracker? = nil) {
        self.message = message
        super.init(router: router, presentation: .root(.maintenance(message: message)), tracker: tracker)
    }
}

/// Shows the launch error as the root, with a retry.
@MainActor
public final class LaunchErrorCoordinator<Route: LaunchRoute>: ScreenCoordinator<Route> {
    /// Why launch stopped.
    public let error: AppError
    private let onRetry: () -> Void

    /// A launch-error coordinator: shows the error root on `start()`; its retry
    /// button calls `onRetry`.
    ///
    /// - Parameters:
    ///   - router: where the error root goes.
    ///   - error: why launch stopped.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    ///   - onRetry: asks the app state to retry (the screen's retry button).
    public init(router: any Router<Route>, error: AppError, tracker: CoordinatorLeakTracker? = nil, onRetry: @escaping () -> Void) {
        self.error = error
        self.onRetry = onRetry
        super.init(router: router, presentation: .root(.launchError(error)), tracker: tracker)
    }

    /// The user tapped retry.
    public func retry() { onRetry() }
}

/// Presents the required update as an undismissible modal over whatever is
/// shown (the coordinator refactor plan's RequiredUpdateCoordinator): the
/// user cannot dismiss it or proceed; ``openStore()`` hands off to the App
/// Store. It ends when a root swap removes it or the app state no longer
/// requires the update.
@MainActor
public final class RequiredUpdateCoordinator<Route: LaunchRoute>: ScreenCoordinator<Route> {
    /// The version the app must be updated to.
    public let version: AppVersion
    private let onOpenStore: (AppVersion) -> Void

    /// A required-update coordinator: presents the undismissible update modal for
    /// `version` on `start()`.
    ///
    /// - Parameters:
    ///   - router: where the modal goes.
    ///   - version: the version offered.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    ///   - onOpenStore: opens the App Store page for `version`.
    public init(router: any Router<Route>, version: AppVersion, tracker: CoordinatorLeakTracker? = nil,
                onOpenStore: @escaping (AppVersion) -> Void) {
        self.version = version
        self.onOpenStore = onOpenStore
        super.init(router: router, presentation: .modal(.requiredUpdate(version), .sheet(dismissible: false)), tracker: tracker)
    }

    /// The user tapped "Update": open the App Store page.
    public func openStore() { onOpenStore(version) }
}

/// Presents an available update as a dismissible modal over the main app
/// (the coordinator refactor plan's AvailableUpdateModalCoordinator). The
/// user may swipe it away or tap "Not now" (``decline()``): either finishes
/// it with `.removedByUser`, which its parent reports to the
/// app state (`dismissAvailableUpdate()`). A root swap that removes it
/// (maintenance) finishes it with `.removedWithOthers` and
/// is not a dismissal.
@MainActor
public final class AvailableUpdateModalCoordinator<Route: LaunchRoute>: ScreenCoordinator<Route> {
    /// The version offered.
    public let version: AppVersion
    private let onOpenStore: (AppVersion) -> Void

    /// An available-update coordinator: presents the dismissible update modal for
    /// `version` on `start()`.
    ///
    /// - Parameters:
    ///   - router: where the modal goes.
    ///   - version: the version offered.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    ///   - onOpenStore: opens the App Store page for `version`.
    public init(router: any Router<Route>, version: AppVersion, tracker: CoordinatorLeakTracker? = nil,
                onOpenStore: @escaping (AppVersion) -> Void) {
        self.version = version
        self.onOpenStore = onOpenStore
        super.init(router: router, presentation: .modal(.availableUpdate(version), .sheet(dismissible: true)), tracker: tracker)
    }

    /// The user tapped "Update": open the App Store page (the modal stays
    /// until the app state changes or the user dismisses it).
    public func openStore() { onOpenStore(version) }

    /// The user tapped "Not now": dismisses the modal as a user dismissal.
    @discardableResult
    public func decline() -> Bool { close(as: .removedByUser) }
}
