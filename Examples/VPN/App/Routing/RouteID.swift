/// The Windscribe SwiftUI migration guide, "State Manager Pattern": routes carry no parameters. What a
/// screen needs lives in a state manager the screen's ViewModel observes.
enum RouteID: Equatable, CaseIterable {
    case locationPermission
    case pushNotifications
    case enterCredentials
    case serverList
    case settings
}
