import KeelLaunch

/// The launch screens, in the app's own route type. An app's route enum
/// conforms by declaring these cases (enum cases satisfy the requirements):
///
/// ```swift
/// enum AppRoute: LaunchRoute {
///     case splash
///     case maintenance(message: String)
///     case launchError(AppError)
///     case requiredUpdate(AppVersion)
///     case availableUpdate(AppVersion)
///     case main, nextUp, inPlay
///     case match(id: String)
/// }
/// ```
public protocol LaunchRoute: Hashable, Sendable {
    /// The splash screen (a root).
    static var splash: Self { get }
    /// The maintenance screen (a full-screen root that blocks the app).
    static func maintenance(message: String) -> Self
    /// The launch-error screen with its retry (a root).
    static func launchError(_ error: AppError) -> Self
    /// The required-update screen (an undismissible modal).
    static func requiredUpdate(_ version: AppVersion) -> Self
    /// The available-update screen (a dismissible modal).
    static func availableUpdate(_ version: AppVersion) -> Self
}

/// What the launch coordinator needs from the app-state layer;
/// `AppStateManager` conforms.
@MainActor
public protocol AppStateDriving: AnyObject {
    /// The current state, then every change.
    var statePublisher: AnyPublisher<AppState, Never> { get }
    /// Service-loading progress, for the splash screen.
    var progressPublisher: AnyPublisher<LoadProgress, Never> { get }
    /// The user dismissed the optional-update modal.
    func dismissAvailableUpdate()
    /// The user asked to retry after a launch error.
    func retryFromError()
}

extension AppStateManager: AppStateDriving {}
