import KeelNavigation
import Testing

@MainActor
final class TestCoordinator: BaseCoordinator<String> {
    let router: HeadlessRouter
    let name: String
    init(_ name: String, router: HeadlessRouter, tracker: CoordinatorLeakTracker?) {
        self.name = name
        self.router = router
        super.init(tracker: tracker)
    }

    override func start() {
        router.present(Screen(ScreenID(name)), style: .sheet(dismissible: true)) { [weak self] in self?.finish("dismissed") }
    }
}

@MainActor
final class Leaky: BaseCoordinator<Void> {
    var keepAlive: Leaky?
}

@Suite("Coordinators")
@MainActor
struct CoordinatorTests {
    @Test func aFinishingChildIsRemovedAndReleased() {
        let tracker = CoordinatorLeakTracker()
        let router = HeadlessRouter()
        let parent = BaseCoordinator<Void>(tracker: tracker)
        weak var weakChild: TestCoordinator?
        var result: String?
        do {
            let child = TestCoordinator("sheet", router: router, tracker: tracker)
            weakChild = child
            parent.startChild(child) { result = $0 }
        }
        #expect(parent.childCoordinators.count == 1)
        #expect(router.simulateUserDismiss())
        #expect(result == "dismissed")
        #expect(parent.childCoordinators.isEmpty)
        #expect(weakChild == nil)
        #expect(tracker.leaks.isEmpty)
    }

    @Test func finishingAParentFinishesItsChildrenFirstAndOnlyOnce() {
        var order: [String] = []
        let parent = BaseCoordinator<Void>()
        let child = BaseCoordinator<Void>()
        let grandchild = BaseCoordinator<Void>()
        parent.startChild(child) { _ in order.append("child") }
        child.startChild(grandchild) { _ in order.append("grandchild") }
        parent.onFinish = { _ in order.append("parent") }
        parent.finish(())
        parent.finish(())
        #expect(order == ["grandchild", "child", "parent"])
        #expect(child.isFinished && grandchild.isFinished)
    }

    @Test func theLeakTrackerReportsAFinishedCoordinatorKeptAlive() {
        let tracker = CoordinatorLeakTracker()
        let parent = BaseCoordinator<Void>(tracker: tracker)
        let leaky = Leaky(tracker: tracker)
        leaky.keepAlive = leaky
        parent.startChild(leaky)
        leaky.finish(())
        #expect(tracker.leaks == ["Leaky"])
        leaky.keepAlive = nil
    }

    @Test func backButtonFinishesAPushedChild() {
        let router = HeadlessRouter()
        let parent = BaseCoordinator<Void>()
        let child = BaseCoordinator<Void>()
        parent.startChild(child)
        router.push(Screen("detail")) { child.finish(()) }
        #expect(router.simulateBackButton())
        #expect(parent.childCoordinators.isEmpty)
    }

    @Test func nonDismissibleModalsRefuseTheSwipe() {
        let router = HeadlessRouter()
        var dismissed = false
        router.setRoot(Screen("main"))
        router.present(Screen("requiredUpdate"), style: .sheet(dismissible: false)) { dismissed = true }
        #expect(!router.simulateUserDismiss())
        #expect(!dismissed)
        #expect(router.topScreen == "requiredUpdate")
    }

    @Test func tabsAreCreatedLazilyAndRetained() {
        let router = HeadlessRouter()
        var created: [String] = []
        let tabs = TabCoordinator(router: router, tabs: [
            TabSpec(id: "a") { created.append("a"); return BaseCoordinator<Void>() },
            TabSpec(id: "b") { created.append("b"); return BaseCoordinator<Void>() },
        ])
        tabs.start()
        #expect(created == ["a"])
        let b = tabs.select(id: "b")
        tabs.select(index: 0)
        #expect(tabs.select(id: "b") === b)
        #expect(created == ["a", "b"])
        #expect(router.commands.filter { if case .selectTab = $0 { true } else { false } }.count == 4)
        #expect(tabs.select(id: "missing") == nil)
    }

    @Test func triggerRouterSetsStateBeforeRouting() {
        enum Route: Hashable { case enterCredentials, settings }
        let router = TriggerRouter<Route>()
        let state = RouteStateManager<String>()
        var seenOnRoute: String?
        router.register(.enterCredentials) { seenOnRoute = state.current }
        router.route(to: .enterCredentials, setting: "Office", on: state)
        router.route(to: .settings)
        #expect(seenOnRoute == "Office")
        #expect(router.unhandled == [.settings])
    }
}
