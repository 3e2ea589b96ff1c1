// The README's module examples, compiled and run (ReadmeExamplesTests checks
// that every ```swift block of README.md is a fragment of this file).
import Foundation
import KeelBridge
import KeelFlow
import KeelFlowTesting
import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation
import KeelNavigationTesting
import KeelRx
import KeelTesting
import Testing

// MARK: - KeelBridge

/// A legacy RxSwift manager, unchanged (in an app it imports RxSwift).
final class VPNManager: @unchecked Sendable {
    let connectionStateSubject = BehaviorSubject<String>(value: "disconnected")
}

// README: KeelBridge
@MainActor
final class ConnectionViewModel: ObservableObject {
    @Published private(set) var state = "disconnected"
    private var cancellables = Set<AnyCancellable>()

    init(vpnManager: VPNManager) {
        vpnManager.connectionStateSubject
            .asPublisher()                        // RxSwift BehaviorSubject → Combine
            .replaceError(with: "error")
            .sink { [weak self] in self?.state = $0 }
            .store(in: &cancellables)
    }
}

// MARK: - KeelFlow

// README: KeelFlow
enum Door: FlowState {
    case closed, open
    enum Kind: CaseIterable, Sendable { case closed, open }
    var kind: Kind { self == .closed ? .closed : .open }
}

enum DoorEvent: FlowEvent, Equatable {
    case push, pull
    enum Kind: Hashable, Sendable { case push, pull }
    var kind: Kind { self == .push ? .push : .pull }
}

let door = StateMachine<Door, DoorEvent, NoReason>(initial: .closed, transitions: [
    .on(.push, in: [.closed], to: [.open]) { _ in .open },
    .on(.pull, in: [.open], to: [.closed]) { _ in .closed },
])

// MARK: - KeelNavigation

// README: KeelNavigation
enum ShopRoute: Hashable, Sendable { case catalog, product(id: Int) }

@MainActor
final class ShopCoordinator: BaseCoordinator<Void> {
    private let router: any Router<ShopRoute>
    init(router: any Router<ShopRoute>) { self.router = router; super.init() }

    override func start() { router.setRoot(.catalog) }

    /// What the catalog's ViewModel calls, through a closure, when a product is tapped.
    func showProduct(_ id: Int) {
        startChild(ScreenCoordinator(router: router, presentation: .push(.product(id: id))))
    }
}

// MARK: - KeelLaunch + KeelLaunchNavigation

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

// README: KeelLaunch
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

// MARK: - The examples run

@MainActor
@Suite("README examples", .timeLimit(.minutes(1)))
struct ReadmeExamples {
    @Test func bridgedViewModelFollowsTheLegacyManager() {
        let manager = VPNManager()
        let viewModel = ConnectionViewModel(vpnManager: manager)
        manager.connectionStateSubject.onNext("connected")
        #expect(viewModel.state == "connected")
    }

    @Test func doorFlow() async {
        // README: KeelFlowTesting
        let store = FlowTestStore(machine: door)
        store.send(.push, .open)
        store.send(.pull, .closed)
        await store.finish()
    }

    @Test func coordinatorOwnsItsScreens() {
        let router = HeadlessRouter<ShopRoute>()
        let shop = ShopCoordinator(router: router)
        shop.start()
        shop.showProduct(7)
        #expect(router.stack == [.product(id: 7)])
        #expect(router.simulateBackButton())
        #expect(shop.childCoordinators.isEmpty)   // the child ended with its screen
    }

    @Test func appStarts() async throws {
        let router = HeadlessRouter<AppRoute>()
        let (appState, launch) = startApp(router: router)   // keep both: the app owns them
        #expect(router.root == .splash)
        await waitUntil("the app is shown") { router.root == .home }
        let offered = AppRoute.availableUpdate(try AppVersion("3.1"))
        await waitUntil("the optional update is offered over it") { router.presented.map(\.route) == [offered] }
        #expect(launch.childCoordinators.count == 2)   // the app's tree and the update modal's coordinator
        appState.shutdown()
    }

}
