import KeelNavigation
import KeelNavigationTesting
import Testing

/// A coordinator with a `String` result that owns a sheet.
@MainActor
final class SheetCoordinator: BaseCoordinator<String> {
    let router: HeadlessRouter<String>
    let name: String
    init(_ name: String, router: HeadlessRouter<String>, tracker: CoordinatorLeakTracker?) {
        self.name = name
        self.router = router
        super.init(tracker: tracker)
    }

    override func start() {
        router.present(name, style: .sheet(dismissible: true)) { [weak self] _ in self?.finish("dismissed") }
    }
}

@MainActor
final class Leaky: BaseCoordinator<Void> {
    var keepAlive: Leaky?
}

@Suite("Coordinators", .timeLimit(.minutes(1)))
@MainActor
struct CoordinatorTests {
    @Test func aFinishingChildIsRemovedAndReleased() {
        let tracker = CoordinatorLeakTracker()
        let router = HeadlessRouter<String>()
        router.setRoot("home")
        let parent = BaseCoordinator<Void>(tracker: tracker)
        weak var weakChild: SheetCoordinator?
        var outcome: CoordinatorOutcome<String>?
        do {
            let child = SheetCoordinator("sheet", router: router, tracker: tracker)
            weakChild = child
            parent.startChild(child) { outcome = $0 }
        }
        #expect(parent.childCoordinators.count == 1)
        #expect(router.simulateUserDismiss())
        #expect(outcome == .finished("dismissed"))
        #expect(parent.childCoordinators.isEmpty)
        #expect(weakChild == nil)
        #expect(tracker.leaks.isEmpty)
    }

    @Test func finishingAParentCancelsChildrenOfEveryResultTypeFirstAndOnlyOnce() {
        let tracker = CoordinatorLeakTracker()
        var order: [String] = []
        let parent = BaseCoordinator<Void>(tracker: tracker)
        let child = BaseCoordinator<Int>(tracker: tracker)
        let grandchild = BaseCoordinator<String>(tracker: tracker)
        let sibling = BaseCoordinator<Void>(tracker: tracker)
        parent.startChild(child) { order.append("child \($0)") }
        child.startChild(grandchild) { order.append("grandchild \($0)") }
        parent.startChild(sibling) { order.append("sibling \($0)") }
        parent.onFinish = { order.append("parent \($0)") }
        parent.finish(())
        parent.finish(())
        #expect(order == ["sibling cancelled", "grandchild cancelled", "child cancelled", "parent finished()"])
        #expect(child.isFinished && grandchild.isFinished && sibling.isFinished)
        #expect(child.childCoordinators.isEmpty)
        let void = String(describing: BaseCoordinator<Void>.self)
        #expect(tracker.leaks.sorted() == ["BaseCoordinator<Int>", "BaseCoordinator<String>", void, void].sorted())
    }

    @Test func cancelledChildrenAreReleased() {
        let tracker = CoordinatorLeakTracker()
        let parent = BaseCoordinator<Void>(tracker: tracker)
        weak var weakChild: BaseCoordinator<Int>?
        do {
            let child = BaseCoordinator<Int>(tracker: tracker)
            weakChild = child
            parent.startChild(child)
        }
        parent.cancel()
        #expect(weakChild == nil)
        #expect(tracker.leaks == [String(describing: BaseCoordinator<Void>.self)])
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

    @Test func aScreenCoordinatorFinishesWhenItsScreenGoesWhoeverRemovedIt() {
        let router = HeadlessRouter<String>()
        router.setRoot("home")
        let parent = BaseCoordinator<Void>()
        var outcomes: [CoordinatorOutcome<ScreenOutcome>] = []
        let pushed = ScreenCoordinator(router: router, presentation: .push("detail"))
        let modal = ScreenCoordinator(router: router, presentation: .modal("sheet", .sheet(dismissible: true)))
        parent.startChild(pushed) { outcomes.append($0) }
        parent.startChild(modal) { outcomes.append($0) }
        #expect(modal.isShowing && pushed.isShowing)
        #expect(router.simulateUserDismiss())
        #expect(router.simulateBackButton())
        #expect(outcomes == [.finished(.removedByUser), .finished(.removedByUser)])
        let other = ScreenCoordinator(router: router, presentation: .push("other"))
        parent.startChild(other) { outcomes.append($0) }
        router.setRoot("elsewhere")
        #expect(outcomes.last == .finished(.removedWithOthers))
        #expect(parent.childCoordinators.isEmpty)
    }

    @Test func closingAndCancellingAScreenCoordinatorRemovesItsScreen() {
        let router = HeadlessRouter<String>()
        router.setRoot("home")
        let parent = BaseCoordinator<Void>()
        let sheet = ScreenCoordinator(router: router, presentation: .modal("sheet", .sheet(dismissible: false)))
        let detail = ScreenCoordinator(router: router, presentation: .push("detail"))
        let root = ScreenCoordinator(router: router, presentation: .root("other"))
        parent.startChild(detail)
        parent.startChild(sheet)
        #expect(sheet.close())
        #expect(router.presented.isEmpty)
        #expect(!sheet.close())
        parent.cancel()
        #expect(router.stack.isEmpty)
        #expect(detail.isFinished)
        let holder = BaseCoordinator<Void>()
        holder.startChild(root)
        #expect(!root.close())
        #expect(router.root == "other")
    }

    @Test func aScreenCoordinatorWithNothingToShowFinishesAtOnce() {
        let router = HeadlessRouter<String>()
        let parent = BaseCoordinator<Void>()
        var outcome: CoordinatorOutcome<ScreenOutcome>?
        parent.startChild(ScreenCoordinator(router: router, presentation: .push("detail"))) { outcome = $0 }
        #expect(outcome == .finished(.removedWithOthers))
        #expect(parent.childCoordinators.isEmpty)
        #expect(router.refused == [.noRoot("detail")])
    }

    @Test func tabsAreCreatedLazilyRetainedAndEndWithTheirRoot() {
        let router = HeadlessRouter<String>()
        var created: [String] = []
        let parent = BaseCoordinator<Void>()
        let tabs = TabCoordinator(router: router, rootRoute: "main", tabs: [
            TabSpec(id: "a", route: "tabA") { created.append("a"); return BaseCoordinator<Void>() },
            TabSpec(id: "b", route: "tabB") { created.append("b"); return BaseCoordinator<Void>() },
            TabSpec(id: "c", route: "tabC") { created.append("c"); return BaseCoordinator<Void>() },
        ], initialTab: 1)
        parent.startChild(tabs)
        #expect(router.root == "main")
        #expect(router.tree.tabs.map(\.route) == ["tabA", "tabB", "tabC"])
        #expect(created == ["b"])
        #expect(tabs.selectedIndex == 1)
        let a = tabs.select(id: "a")
        #expect(tabs.select(id: "a") === a)
        #expect(tabs.select(id: "missing") == nil)
        #expect(router.simulateUserSelectTab(2))
        #expect(created == ["b", "a", "c"])
        #expect(tabs.selectedIndex == 2)
        router.setRoot("maintenance")
        #expect(tabs.isFinished)
        #expect(parent.childCoordinators.isEmpty)
        #expect(tabs.selectedIndex == 2)
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
