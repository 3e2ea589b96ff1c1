import KeelLaunch
import KeelNavigation

/// Where the app's root is (the coordinator refactor plan's AppCoordinator
/// state handling).
public enum RootDestination: Hashable, Sendable {
    /// The splash, while launch works.
    case splash
    /// Full-screen root that blocks the app.
    case maintenance(message: String)
    /// The main app.
    case main
    /// Launch stopped; the screen offers a retry.
    case launchError(AppError)
}

/// What is shown over the root.
public enum OverlayDestination: Hashable, Sendable {
    /// Undismissible modal over whatever is shown.
    case requiredUpdate(AppVersion)
    /// Dismissible modal over the main app.
    case availableUpdate(AppVersion)

    /// How the overlay is presented.
    public var style: ModalStyle {
        switch self {
        case .requiredUpdate: .sheet(dismissible: false)
        case .availableUpdate: .sheet(dismissible: true)
        }
    }
}

/// The full picture for one app state: a root and the overlays above it.
public struct NavigationPlan: Hashable, Sendable {
    /// The root screen.
    public var root: RootDestination
    /// Bottom to top.
    public var overlays: [OverlayDestination]

    /// A plan with `root` and `overlays` above it.
    public init(root: RootDestination, overlays: [OverlayDestination] = []) {
        self.root = root
        self.overlays = overlays
    }
}

extension NavigationPlan {
    /// The coordinator refactor plan's state handling, declaratively:
    /// - the splash while initializing, loading config or connecting services;
    /// - maintenance replaces the root ("Proper Blocking");
    /// - a required update is an undismissible modal over what is shown —
    ///   the splash or the main app; never over maintenance or an error
    ///   (the state after maintenance is the launch state underneath, so the
    ///   modal then goes over the splash);
    /// - an available update is a dismissible modal over the main app
    ///   ("Non-Intrusive Updates");
    /// - ready shows the main app; an error shows the error root with retry.
    public static func forState(_ state: AppState, showing current: NavigationPlan?) -> NavigationPlan {
        switch state {
        case .initializing, .splashLoading, .servicesConnecting:
            NavigationPlan(root: .splash)
        case .maintenanceMode(let message):
            NavigationPlan(root: .maintenance(message: message))
        case .updateRequired(let version):
            NavigationPlan(root: current?.root == .main ? .main : .splash, overlays: [.requiredUpdate(version)])
        case .updateAvailable(let version):
            NavigationPlan(root: .main, overlays: [.availableUpdate(version)])
        case .ready:
            NavigationPlan(root: .main)
        case .error(let error):
            NavigationPlan(root: .launchError(error))
        }
    }
}
