// The README's module examples, run. The examples themselves are in the
// Readme*.swift files beside this one, each with the imports its README
// block shows (ReadmeSnippetTests checks every ```swift block of README.md
// is a fragment of one of them).
import Foundation
import KeelFlowTesting
import KeelLaunch
import KeelNavigationTesting
import KeelRx
import KeelTesting
import Testing

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

    @Test func theDoorOpensAndClosesByValue() async {
        let store = FlowTestStore(machine: door)
        store.send(.open, .open)
        store.send(.lock(code: 1), rejectedWith: .noTransition(from: .open, event: .lock))
        store.send(.close, .closed)
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
