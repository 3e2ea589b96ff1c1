import Foundation
import KeelFlowTesting
import KeelNavigationTesting
import KeelRx
import MyFeature
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct MyFeatureTests {
    @Test func theViewModelFollowsTheLegacyManager() {
        let session = SessionManager()
        let viewModel = AccountViewModel(session: session)
        #expect(viewModel.greeting == "Signed out")
        session.userName.onNext("Ada")
        #expect(viewModel.greeting == "Hello, Ada")
    }

    @Test func checkoutBindsItsPayloads() async {
        let store = FlowTestStore(machine: checkout)
        store.send(.pay(amount: 0), rejectedWith: .guardRejected(.nothingToPay, from: .browsing, event: .pay))
        store.send(.pay(amount: 30), .paying(amount: 30))
        store.send(.approved(receipt: "R-1"), .paid(receipt: "R-1"))
        await store.finish()
    }

    @Test func aChildCoordinatorEndsWithItsScreen() {
        let router = HeadlessRouter<ShopRoute>()
        let shop = ShopCoordinator(router: router)
        shop.start()
        shop.showProduct(7)
        shop.showCheckout()
        #expect(router.stack == [.product(id: 7)])
        #expect(router.simulateUserDismiss())
        #expect(router.simulateBackButton())
        #expect(shop.childCoordinators.isEmpty)
    }

    @Test func theCoordinatorRunsOnTheUIKitBehaviourModel() {
        let model = UIKitBehaviorModel()
        let router = ModelUIKitRouter<ShopRoute>(hierarchy: model) { ModelViewController(name: "\($0)") }
        let shop = ShopCoordinator(router: router)
        shop.start()
        shop.showProduct(7)
        shop.showCheckout()
        model.settle()
        #expect(model.mismatches(with: router) == [])
        #expect(model.userSwipesDown(level: 0))
        model.settle()
        #expect(shop.childCoordinators.count == 1)
    }

    /// Run only by scripts/check-consumer-package.sh, which expects this test
    /// to FAIL: a store released without `finish()` fails its test.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KEEL_EXPECT_UNFINISHED_STORE_FAILURE"] != nil))
    func anUnfinishedStoreFails() {
        let store = FlowTestStore(machine: checkout)
        store.send(.pay(amount: 30), .paying(amount: 30))
    }
}
