import KeelNavigation
import Testing

/// One suite, three routers: `HeadlessRouter`, the SwiftUI router's logic
/// (`SwiftUIRouter`, driven the way SwiftUI's bindings report) and the UIKit
/// router's logic (`ControllerRouter` over a simulated UIKit hierarchy that
/// must mirror the tree after every step, with no stale controllers).
@Suite("Router conformance", .timeLimit(.minutes(1)))
@MainActor
struct RouterConformanceTests {
    @Test(arguments: RouterKind.allCases)
    func pushAndPopCallNoHandlerForTheScreenTheyName(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.router.push("b", onRemoved: log.handler("b"))
        #expect(driver.stack == ["a", "b"])
        #expect(driver.tree.topRoute == "b")
        #expect(driver.router.pop())
        #expect(driver.stack == ["a"])
        #expect(driver.router.pop())
        #expect(!driver.router.pop())
        #expect(driver.refused == [.nothingToPop])
        #expect(log.calls.isEmpty)
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func userBackCallsTheHandlerOnceAndIsImpossibleUnderAModal(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.router.push("b", onRemoved: log.handler("b"))
        driver.router.present("sheet", style: .sheet(dismissible: true))
        #expect(!driver.userBack())
        #expect(driver.stack == ["a", "b"])
        driver.router.dismiss("sheet")
        #expect(driver.userBack())
        #expect(driver.stack == ["a"])
        #expect(log.calls == ["b:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func userPopToADepthRemovesEveryScreenAboveTopDown(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        for name in ["a", "b", "c"] { driver.router.push(name, onRemoved: log.handler(name)) }
        #expect(driver.userPop(1))
        #expect(driver.stack == ["a"])
        #expect(log.calls == ["c:user", "b:user"])
        #expect(driver.userPop(0))
        #expect(driver.stack.isEmpty)
        #expect(log.calls == ["c:user", "b:user", "a:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func modalsStackAndDismissingOneRemovesThoseAbove(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("m1", style: .sheet(dismissible: true), onRemoved: log.handler("m1"))
        driver.router.present("m2", style: .sheet(dismissible: false), onRemoved: log.handler("m2"))
        driver.router.present("m3", style: .fullScreenCover, onRemoved: log.handler("m3"))
        #expect(driver.modals == ["m1", "m2", "m3"])
        #expect(driver.tree.topRoute == "m3")
        #expect(driver.mismatches() == [])
        #expect(driver.router.dismiss("m2"))
        #expect(driver.modals == ["m1"])
        #expect(log.calls == ["m3:cascade"])
        #expect(!driver.router.dismiss("m2"))
        #expect(driver.refused == [.notPresented("m2")])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func userDismissalOfTheTopModal(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("m1", style: .sheet(dismissible: true), onRemoved: log.handler("m1"))
        driver.router.present("m2", style: .sheet(dismissible: true), onRemoved: log.handler("m2"))
        #expect(driver.userDismiss(1))
        #expect(driver.modals == ["m1"])
        #expect(log.calls == ["m2:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func userDismissalOfANonTopModalTakesThoseAboveWithIt(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("m1", style: .sheet(dismissible: true), onRemoved: log.handler("m1"))
        driver.router.present("m2", style: .sheet(dismissible: false), onRemoved: log.handler("m2"))
        driver.router.present("m3", style: .sheet(dismissible: true), onRemoved: log.handler("m3"))
        #expect(driver.userDismiss(0))
        #expect(driver.modals.isEmpty)
        #expect(log.calls == ["m3:cascade", "m2:cascade", "m1:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func theUserCannotDismissAnUndismissibleSheetOrACover(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("required", style: .sheet(dismissible: false), onRemoved: log.handler("required"))
        driver.router.present("cover", style: .fullScreenCover, onRemoved: log.handler("cover"))
        #expect(!driver.userDismiss(1))
        #expect(!driver.userDismiss(0))
        #expect(driver.modals == ["required", "cover"])
        #expect(log.calls.isEmpty)
        if kind != .uiKit {
            // UIKit never reports these (isModalInPresentation, .fullScreen); the others refuse them.
            #expect(driver.refused == [.notDismissible("cover"), .notDismissible("required")])
        }
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func aRootSwapRemovesEverythingAndCallsEveryHandlerOnce(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("main", tabs: ["t0", "t1"], onRemoved: log.handler("main"))
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.router.selectTab(1)
        driver.router.push("b", onRemoved: log.handler("b"))
        driver.router.present("m", style: .sheet(dismissible: true), onRemoved: log.handler("m"))
        #expect(driver.mismatches() == [])
        driver.router.setRoot("maintenance", onRemoved: log.handler("maintenance"))
        #expect(log.calls == ["m:cascade", "b:cascade", "a:cascade", "main:cascade"])
        #expect(driver.tree.root?.route == "maintenance")
        #expect(driver.tree.tabs.isEmpty && driver.stack.isEmpty && driver.modals.isEmpty)
        #expect(driver.tree.selectedTab == 0)
        #expect(driver.mismatches() == [])
        driver.router.setRoot("main")
        #expect(log.calls.last == "maintenance:cascade")
        #expect(log.calls.count == 5)
    }

    @Test(arguments: RouterKind.allCases)
    func tabsHaveTheirOwnStacks(kind: RouterKind) {
        let driver = RouterDriver(kind)
        driver.router.setRoot("main", tabs: ["t0", "t1"], onRemoved: nil)
        #expect(driver.tree.topRoute == "t0")
        driver.router.push("a")
        #expect(driver.router.selectTab(1))
        #expect(driver.stack.isEmpty)
        #expect(driver.tree.topRoute == "t1")
        driver.router.push("b")
        #expect(driver.userSelectTab(0))
        #expect(driver.stack == ["a"])
        #expect(driver.tree.stacks.map { $0.map(\.route) } == [["a"], ["b"]])
        #expect(!driver.router.selectTab(2))
        #expect(!driver.router.selectTab(-1))
        #expect(driver.tree.selectedTab == 0)
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func commandsBeforeARootAreRefusedAndChangeNothing(kind: RouterKind) {
        let driver = RouterDriver(kind)
        #expect(driver.router.push("a") == nil)
        #expect(driver.router.present("m", style: .fullScreenCover) == nil)
        #expect(!driver.router.selectTab(0))
        #expect(driver.tree == NavigationTree<String>())
        #expect(driver.refused == [.noRoot("a"), .noRoot("m"), .noSuchTab(0)])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func aHandlerThatNavigatesSeesTheNewTree(kind: RouterKind) {
        let driver = RouterDriver(kind)
        var seenRoot: String?
        driver.router.setRoot("old")
        driver.router.push("detail") { [router = driver.router] _ in
            seenRoot = router.tree.root?.route
            router.present("after", style: .sheet(dismissible: true))
        }
        driver.router.setRoot("new")
        #expect(seenRoot == "new")
        #expect(driver.modals == ["after"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func changesArePublishedInOrder(kind: RouterKind) {
        let driver = RouterDriver(kind)
        var changes: [String] = []
        let subscription = driver.router.changes.sink { change in
            switch change {
            case .rootReplaced(let root, _, _): changes.append("root \(root.route)")
            case .pushed(let entry, _): changes.append("push \(entry.route)")
            case .popped(_, let depth, _): changes.append("pop to \(depth)")
            case .presented(let modal): changes.append("present \(modal.route)")
            case .modalsRemoved(let level, _): changes.append("dismiss from \(level)")
            case .tabSelected(let index): changes.append("tab \(index)")
            }
        }
        driver.router.setRoot("home")
        driver.router.push("a")
        driver.router.present("m", style: .sheet(dismissible: true))
        _ = driver.userDismiss(0)
        _ = driver.userBack()
        #expect(changes == ["root home", "push a", "present m", "dismiss from 0", "pop to 0"])
        subscription.cancel()
    }
}
