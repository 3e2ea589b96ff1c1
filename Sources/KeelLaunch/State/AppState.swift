import KeelFlow

/// Why launch stopped (seed 003's `AppError`, carrying what the user and the
/// logs need rather than opaque `Error`s, so states stay `Equatable`).
public enum AppError: Error, Sendable, Hashable {
    case serviceFailed(name: String, reason: String)
    case serviceTimedOut(name: String)
    case launchTimedOut
}

/// The app's launch state (seed 003, "App States Definition"), with the
/// versions and messages the screens show.
public enum AppState: FlowState {
    case initializing
    case splashLoading
    /// Full-screen root; blocks the app.
    case maintenanceMode(message: String)
    /// Undismissible modal; blocks the app.
    case updateRequired(version: AppVersion)
    /// Dismissible modal over the main app.
    case updateAvailable(version: AppVersion)
    case servicesConnecting
    case ready
    case error(AppError)

    public enum Kind: CaseIterable, Sendable {
        case initializing, splashLoading, maintenanceMode, updateRequired, updateAvailable, servicesConnecting, ready, error
    }

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

/// What drives launch: the manager's own steps, config, services, the
/// maintenance socket and the user.
public enum AppEvent: FlowEvent, Equatable {
    case start
    case configResolved(UpdateDecision)
    case servicesLoaded
    case servicesFailed(AppError)
    case maintenanceOn(message: String)
    case maintenanceOff
    case offerUpdate(AppVersion)
    case dismissUpdate
    case retry

    public enum Kind: Hashable, Sendable {
        case start, configResolved, servicesLoaded, servicesFailed, maintenanceOn, maintenanceOff, offerUpdate, dismissUpdate, retry
    }

    public var kind: Kind {
        switch self {
        case .start: .start
        case .configResolved: .configResolved
        case .servicesLoaded: .servicesLoaded
        case .servicesFailed: .servicesFailed
        case .maintenanceOn: .maintenanceOn
        case .maintenanceOff: .maintenanceOff
        case .offerUpdate: .offerUpdate
        case .dismissUpdate: .dismissUpdate
        case .retry: .retry
        }
    }
}
