import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation

/// Every screen of the sportsbook, as a value: the launch screens the kit's
/// coordinators show, the tab root and its tabs, and the details pushed on
/// a tab. The UI layer turns each into a view or view controller with a
/// total `switch` — there is no "unknown screen".
// keel:disable RT001 - these routes are the app state the Coordinator Refactor Plan models with
// payloads (`maintenanceMode(message:)`, `updateRequired(version:)`); the kit's routers switch over
// them exhaustively. The Windscribe guide's state-manager pattern is for RouteIDs that only name a
// screen, which is what the tab cases are.
public enum SportsbookRoute: LaunchRoute {
    case splash
    case maintenance(message: String)
    case launchError(AppError)
    case requiredUpdate(AppVersion)
    case availableUpdate(AppVersion)
    /// The tab root.
    case main
    case nextUp
    case inPlay
    case match(id: String)
    case competition(id: String)
}
