import Foundation
import KeelLaunch
import KeelNavigation
import SportsbookApp

/// The app's composition root: the launch environment (demo clients here;
/// an app's real ones in production), the `AppStateManager`, and the
/// coordinator tree on whichever router the scene uses.
@MainActor
final class SportsbookComposition {
    private let store = SportsStore()
    private let manager: AppStateManager

    init() {
        manager = SportsbookLaunch.makeAppStateManager(environment: DemoEnvironment.make(store: store))
    }

    /// The app coordinator over `router`, not started yet.
    func makeApp(router: any Router<SportsbookRoute>) -> AppCoordinator {
        AppCoordinator(router: router, appState: manager, store: store, clock: ContinuousClock())
    }

    /// Shows the splash at once, then launches (config, services, main app).
    func start(_ app: AppCoordinator) {
        app.start()
        manager.initialize()
    }
}
