#if canImport(UIKit) && !os(watchOS)
import KeelNavigation
import SportsbookApp
import SwiftUI
import UIKit

/// Chooses the scene's delegate: UIKit's (``UIKitSceneDelegate``) when the
/// app was launched with `-KeelUIKitScene YES`, SwiftUI's otherwise.
final class SportsbookAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        if SceneChoice.current == .uiKit { configuration.delegateClass = UIKitSceneDelegate.self }
        return configuration
    }
}

/// The UIKit scene: a window driven by `UIKitRouter`, each route's screen a
/// `UIHostingController` of the same `SportsbookScreen` the SwiftUI scene
/// renders. The coordinators are the same objects either way.
final class UIKitSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var router: UIKitRouter<SportsbookRoute>?
    private var app: AppCoordinator?
    private let composition = SportsbookComposition()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let link = AppLink()
        let router = UIKitRouter<SportsbookRoute>(window: window) { route in
            UIHostingController(rootView: SportsbookScreen(route: route, app: link.app))
        }
        let app = composition.makeApp(router: router)
        link.app = app
        self.window = window
        self.router = router
        self.app = app
        composition.start(app)   // the router installs the splash and makes the window key
    }
}

/// Lets each screen reach the app coordinator, which is created after the
/// router its screens are built for.
@MainActor
private final class AppLink {
    weak var app: AppCoordinator?
}
#endif
