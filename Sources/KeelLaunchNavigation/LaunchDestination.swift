import KeelLaunch
import KeelNavigation

/// Where the app's root is (seed 003, "AppCoordinator — State Handling").
public enum RootDestination: Hashable, Sendable {
    case splash
    /// Full-screen root that blocks the app.
    case maintenance(message: String)
    case main
    case launchError(AppError)
}

/// What is shown over the root.
public enum OverlayDestination: Hashable, Sendable {
    /// Undismissible modal over whatever is shown.
    case requiredUpdate(AppVersion)
    /// Dismissible modal over the main app.
    case availableUpdate(AppVersion)

    public var style: ModalStyle {
        switch self {
        case .requiredUpdate: .sheet(dismissible: false)
        case .availableUpdate: .sheet(dismissible: true)
        }
    }
}

/// The full picture for one app state: a root and the overlays above it.
public struct NavigationPlan: Hashable, Sendable {
    public var root: RootDestination
    public var overlays: [OverlayDestination]
    public init(root: RootDestination, overlays: [OverlayDestination] = []) {
        self.root = root
        self.overlays = overlays
    }
}

extension NavigationPlan {
    /// Seed 003's mapping, declaratively:
    /// - splash while initializing, loading config or connecting services;
    /// - maintenance replaces the root ("Proper Blocking");
    /// - a required update is an undismissible modal over whatever is shown;
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
            NavigationPlan(root: current?.root ?? .splash, overlays: [.requiredUpdate(version)])
        case .updateAvailable(let version):
            NavigationPlan(root: .main, overlays: [.availableUpdate(version)])
        case .ready:
            NavigationPlan(root: .main)
        case .error(let error):
            NavigationPlan(root: .launchError(error))
        }
    }
}
