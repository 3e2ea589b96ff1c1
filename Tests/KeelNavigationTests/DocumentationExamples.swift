import Foundation
import KeelLaunch
import KeelLaunchNavigation
import KeelLaunchTesting
import KeelNavigation
import KeelNavigationTesting
import Testing

// The examples of KeelNavigation.docc, KeelNavigationTesting.docc,
// KeelLaunchNavigation.docc and docs/articles/Coordinators-and-Routing.md,
// compiled and run. Each `// docs:` block is copied verbatim into its page;
// `DocumentationSnippetTests` checks that every Swift block of those pages
// appears here.

// docs: KeelNavigation landing page
/// Every screen of the app, as a value.
enum ShopRoute: Hashable, Sendable {
    case catalog
    case product(id: Int)
    case basket
}

/// Owns one pushed product screen; ends when the screen is gone.
@MainActor
final class ProductCoordinator: ScreenCoordinator<ShopRoute> {
    init(router: any Router<ShopRoute>, id: Int) {
        super.init(router: router, presentation: .push(.product(id: id)))
    }
}

/// Owns the root and starts a child per product shown.
@MainActor
final class ShopCoordinator: BaseCoordinator<Void> {
    private let router: any Router<ShopRoute>

    init(router: any Router<ShopRoute>) {
        self.router = router
        super.init()
    }

    override func start() {
        router.setRoot(.catalog)
    }

    /// What the catalog's ViewModel calls (through a closure) when a product is tapped.
    func showProduct(_ id: Int) {
        startChild(ProductCoordinator(router: router, id: id))
    }

    /// The basket is a dismissible sheet; a swipe-down ends its coordinator.
    func showBasket() {
        startChild(ScreenCoordinator(router: router, presentation: .modal(.basket, .sheet(dismissible: true))))
    }
}
// end docs

// docs: KeelNavigationTesting landing page
@MainActor
func backReleasesTheProductCoordinator() {
    let router = HeadlessRouter<ShopRoute>()
    let shop = ShopCoordinator(router: router)
    shop.start()
    shop.showProduct(7)
    precondition(router.stack == [.product(id: 7)])
    precondition(shop.childCoordinators.count == 1)
    router.simulateBackButton()                  // the user taps back
    precondition(router.stack.isEmpty)
    precondition(shop.childCoordinators.isEmpty) // finished and released
    precondition(router.commands == [.setRoot(.catalog, tabs: []), .push(.product(id: 7))])
}
// end docs

// docs: KeelLaunchNavigation landing page
/// The app's routes: the launch screens (as `LaunchRoute` requires) and its own.
enum AppRoute: LaunchRoute {
    case splash
    case maintenance(message: String)
    case launchError(AppError)
    case requiredUpdate(AppVersion)
    case availableUpdate(AppVersion)
    case home
}

struct RemoteConfigService: RemoteConfigProviding {
    func fetch() async throws -> RemoteConfig { RemoteConfig(latestVersion: "3.1") }
}

struct MaintenanceSocket: MaintenanceStreamProviding {
    func updates() -> AsyncStream<MaintenanceStatus> { AsyncStream { _ in } }
}

struct BuildVersion: AppVersionProviding {
    let currentVersion = "3.0"   // in an app: the bundle's CFBundleShortVersionString
}

struct CatalogService: LaunchService {
    let name = "catalog"
    let isRequired = true
    let timeout: Duration = .seconds(10)
    func load() async throws { /* fetch and store the catalog */ }
}

@MainActor
func startApp(router: any Router<AppRoute>) -> (AppStateManager, LaunchCoordinator<AppRoute>) {
    let appState = AppStateManager(
        remoteConfig: RemoteConfigService(),
        maintenance: MaintenanceSocket(),
        appVersion: BuildVersion(),
        services: [CatalogService()]
    )
    let launch = LaunchCoordinator(router: router, appState: appState, onOpenStore: { version in
        print("open the App Store page of", version)
    }) {
        ScreenCoordinator(router: router, presentation: .root(.home))
    }
    launch.start()           // shows the splash at once
    appState.initialize()    // splash → home, then the update modal over it
    return (appState, launch)
}
// end docs

@Suite("Documentation examples (KeelNavigation, KeelNavigationTesting, KeelLaunchNavigation)", .timeLimit(.minutes(1)))
@MainActor
struct NavigationDocumentationExamples {
    @Test func theNavigationExampleReleasesWhatTheUserRemoved() {
        // docs: Coordinators-and-Routing article
        let router = SwiftUIRouter<ShopRoute>()
        let shop = ShopCoordinator(router: router)
        shop.start()
        shop.showProduct(42)                         // pushed: the NavigationStack path is [product 42]
        shop.showBasket()                            // presented as a sheet
        router.modalDismissedByUser(level: 0)        // SwiftUI: the user swiped the sheet down
        router.pathChanged(to: [], tab: 0)           // SwiftUI: the user went back
        // both child coordinators have finished and been released
        // end docs
        #expect(shop.childCoordinators.isEmpty)
        #expect(router.tree.stack.isEmpty && router.tree.modals.isEmpty)
    }

    @Test func theTestingExampleRuns() {
        backReleasesTheProductCoordinator()
    }

    @Test func theLaunchExampleReachesHomeWithTheUpdateOffered() async throws {
        let router = HeadlessRouter<AppRoute>()
        let (appState, launch) = startApp(router: router)
        try await LaunchTestHarness.wait("update offered") { router.presented.count == 1 }
        #expect(router.root == .home)
        #expect(router.presented.first?.route == .availableUpdate(try AppVersion("3.1")))
        #expect(router.simulateUserDismiss())
        #expect(appState.state == .ready)
        #expect(launch.childCoordinators.count == 1)
    }
}
