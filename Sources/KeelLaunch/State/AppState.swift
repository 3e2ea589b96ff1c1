import KeelFlow

/// Why launch stopped — the coordinator refactor plan's `AppError`, carrying
/// what the user and the logs need rather than opaque `Error`s, so states
/// stay `Equatable`.
public enum AppError: Error, Sendable, Hashable {
    /// A required service's `load()` threw; `reason` is the error's description.
    case serviceFailed(name: String, reason: String)
    /// A required service missed its own timeout.
    case serviceTimedOut(name: String)
    /// Service loading missed the overall deadline.
    case launchTimedOut
}

/// The app's launch state (the coordinator refactor plan's "App States
/// Definition"), with the versions and messages the screens show.
///
/// `.maintenanceMode` is an **overlay**: `AppStateManager.state` is
/// `.maintenanceMode` while maintenance is on, whatever launch is doing
/// underneath (`AppStateManager.launchState`), and returns to that state
/// when maintenance ends.
public enum AppState: FlowState {
    /// Before `initialize()`.
    case initializing
    /// Remote config is being fetched and checked.
    case splashLoading
    /// Full-screen root; blocks the app.
    case maintenanceMode(message: String)
    /// Undismissible modal; blocks the app.
    case updateRequired(version: AppVersion)
    /// Dismissible modal over the main app.
    case updateAvailable(version: AppVersion)
    /// Services are loading in parallel.
    case servicesConnecting
    /// The main app is ready.
    case ready
    /// Launch stopped; `retryFromError()` retries.
    case error(AppError)

    /// The state's case without its payload (what transitions are declared over).
    public enum Kind: CaseIterable, Sendable {
        /// The kinds, one per `AppState` case.
        case initializing, splashLoading, maintenanceMode, updateRequired, updateAvailable, servicesConnecting, ready, error
    }

    /// The state's kind.
    public var kind: Kind {
        switch self {
        case .initializing: .initializing
        case .splashLoading: .splashLoading
        case .maintenanceMode: .maintenanceMode
        case .updateRequired: .updateRequired
        case .updateAvailable: .updateAvailable
        case .servicesConnecting: .servicesConnecting
        case .ready: .ready
        case .error: .error
        }
    }
}

/// What drives launch: the manager's own steps, config, services and the user.
/// (Maintenance is not an event of the launch machine: it overlays it.)
public enum AppEvent: FlowEvent, Equatable {
    /// `initialize()`.
    case start
    /// Remote config was resolved (or fell back to defaults) into an update decision.
    case configResolved(UpdateDecision)
    /// Every required service loaded.
    case servicesLoaded
    /// A required service failed or timed out, or the overall deadline passed.
    case servicesFailed(AppError)
    /// An optional update is offered over `.ready`.
    case offerUpdate(AppVersion)
    /// The user dismissed the optional update.
    case dismissUpdate
    /// The user asked to retry after an error.
    case retry

    /// The event's case without its payload.
    public enum Kind: Hashable, Sendable {
        /// The kinds, one per `AppEvent` case.
        case start, configResolved, servicesLoaded, servicesFailed, offerUpdate, dismissUpdate, retry
    }

    /// The event's kind.
    public var kind: Kind {
        switch self {
        case .start: .start
        case .configResolved: .configResolved
        case .servicesLoaded: .servicesLoaded
        case .servicesFailed: .servicesFailed
        case .offerUpdate: .offerUpdate
        case .dismissUpdate: .dismissUpdate
        case .retry: .retry
        }
    }
}
