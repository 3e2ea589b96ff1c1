import KeelNavigation
import PropertyBased
import Testing

/// Random navigation-op sequences against a coordinator tree on the
/// headless router: invariants hold and nothing finished stays alive.
@Suite("Navigation properties")
@MainActor
struct NavigationPropertyTests {
    enum Op: CaseIterable { case presentChild, pushChild, userDismiss, back, finishTop, selectTab }

    @Test func treeInvariantsHoldAndFinishedCoordinatorsAreReleased() async {
        await propertyCheck(count: 1_000, input: Gen.int(in: 0...(Op.allCases.count - 1)).array(of: 1...60)) { ops in
            let tracker = CoordinatorLeakTracker()
            let router = HeadlessRouter()
            router.setRoot(Screen("root"))
            let root = BaseCoordinator<Void>(tracker: tracker)
            var weakFinished: [() -> AnyObject?] = []
            var counter = 0
            for index in ops {
                counter += 1
                switch Op.allCases[index] {
                case .presentChild:
                    let child = BaseCoordinator<Void>(tracker: tracker)
                    let id = ScreenID("modal\(counter)")
                    root.startChild(child)
                    router.present(Screen(id), style: .sheet(dismissible: counter % 3 != 0)) { [weak child] in child?.finish(()) }
                    weakFinished.append { [weak child] in child }
                case .pushChild:
                    guard router.presented.isEmpty else { continue }
                    let child = BaseCoordinator<Void>(tracker: tracker)
                    root.startChild(child)
                    router.push(Screen(ScreenID("push\(counter)"))) { [weak child] in child?.finish(()) }
                    weakFinished.append { [weak child] in child }
                case .userDismiss:
                    router.simulateUserDismiss()
                case .back:
                    router.simulateBackButton()
                case .finishTop:
                    (root.childCoordinators.last as? BaseCoordinator<Void>)?.finish(())
                case .selectTab:
                    router.selectTab(counter % 3)
                }
                // Invariants: no finished child is still held by its parent.
                #expect(root.childCoordinators.allSatisfy { ($0 as? BaseCoordinator<Void>)?.isFinished == false })
                #expect(router.topScreen != nil)
            }
            #expect(tracker.leaks.isEmpty)
            root.finish(())
            #expect(root.childCoordinators.isEmpty)
            // Every child coordinator ever started is gone (only the root, held here, remains).
            #expect(weakFinished.allSatisfy { $0() == nil })
        }
    }
}
