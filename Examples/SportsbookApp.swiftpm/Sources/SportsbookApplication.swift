#if canImport(SwiftUI)
import KeelNavigation
import SportsbookApp
import SwiftUI

/// The sportsbook app. By default its window renders the coordinator tree
/// through the SwiftUI router; launched with `-KeelUIKitScene YES`, the
/// scene is UIKit's and the same coordinators drive `UIKitRouter`
/// (``UIKitSceneDelegate``).
@main
struct SportsbookApplication: App {
    @UIApplicationDelegateAdaptor(SportsbookAppDelegate.self) private var delegate
    @StateObject private var session = SwiftUISession()

    var body: some Scene {
        WindowGroup {
            if SceneChoice.current == .swiftUI {
                SportsbookRootView(router: session.router, app: session.app)
            }
        }
    }
}

/// The SwiftUI scene's coordinator tree, created once with the app.
@MainActor
final class SwiftUISession: ObservableObject {
    let router = SwiftUIRouter<SportsbookRoute>()
    let app: AppCoordinator
    private let composition = SportsbookComposition()

    init() {
        app = composition.makeApp(router: router)
        if SceneChoice.current == .swiftUI { composition.start(app) }
    }
}
#endif
