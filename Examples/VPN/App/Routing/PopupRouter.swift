import Swinject
import VPNLegacy

/// A screen built for a route: its ViewModel, ready for a view.
struct RoutedScreen {
    let route: RouteID
    let viewModel: AnyObject
}

/// Shows screens. The app's implementation wraps the SwiftUI view in a
/// hosting controller and presents it modally; tests record what was shown.
@MainActor
protocol ScreenPresenting: AnyObject {
    func presentModally(_ screen: RoutedScreen)
}

/// The router after the Windscribe SwiftUI migration guide's migration: it only *triggers* — it builds
/// the screen for a parameterless route from the container and presents it.
/// It never passes values; callers set state on a state manager first.
@MainActor
final class PopupRouter {
    private let resolver: Resolver
    private let presenter: ScreenPresenting

    init(resolver: Resolver, presenter: ScreenPresenting) {
        self.resolver = resolver
        self.presenter = presenter
    }

    func routeTo(_ route: RouteID) {
        let viewModel: AnyObject = switch route {
        case .locationPermission: resolver.required((any LocationPermissionInfoViewModel).self)
        case .pushNotifications: resolver.required((any PushNotificationViewModel).self)
        case .enterCredentials: resolver.required((any EnterCredentialsViewModel).self)
        case .serverList: resolver.required(ServerListViewModel.self)
        case .settings: resolver.required(SettingsViewModel.self)
        }
        presenter.presentModally(RoutedScreen(route: route, viewModel: viewModel))
    }
}
