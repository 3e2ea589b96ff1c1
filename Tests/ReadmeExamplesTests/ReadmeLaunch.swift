// README: KeelLaunch + KeelLaunchNavigation
import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation

@MainActor
func startApp(router: any Router<AppRoute>) -> (AppStateManager, LaunchCoordinator<AppRoute>) {
    let appState = AppStateManager(remoteConfig: Config(), maintenance: NoMaintenance(),
                                   appVersion: Bundle300(), services: [Catalog()])
    let launch = LaunchCoordinator(router: router, appState: appState, onOpenStore: { _ in }) {
        ScreenCoordinator(router: router, presentation: .root(.home))
    }
    launch.start()          // the splash, at once
    appState.initialize()   // config → services in parallel → home (+ the update modal)
    return (appState, launch)
}

// The types the example assumes.

struct Config: RemoteConfigProviding {
    func fetch() async throws -> RemoteConfig { RemoteConfig(latestVersion: "3.1") }
}

struct NoMaintenance: MaintenanceStreamProviding {
    func updates() -> AsyncStream<MaintenanceStatus> { AsyncStream { _ in } }
}

struct Bundle300: AppVersionProviding { let currentVersion = "3.0" }

struct Catalog: LaunchService {
    let name = "catalog"
    let isRequired = true
    let timeout: Duration = .seconds(10)
    func load() async throws {}
}

enum AppRoute: LaunchRoute {
    case splash, maintenance(message: String), launchError(AppError)
    case requiredUpdate(AppVersion), availableUpdate(AppVersion), home
}
