import KeelNavigation
import KeelNavigationTesting
import Testing

/// What UIKit makes hard and every router must get right: commands issued
/// while a transition is in progress, interactive pops, screens pushed by
/// code the router does not own, and screens that dismiss themselves. The
/// same scenarios run on the headless router, the SwiftUI router and the
/// UIKit router over `UIKitBehaviorModel` (transitions take time; presenting
/// during a presentation or dismissal is refused and logged — a correct
/// router leaves that log empty, which `mismatches()` checks).
@Suite("Router conformance: timing, gestures, foreign screens", .timeLimit(.minutes(1)))
@MainActor
struct RouterTimingConformanceTests {
    @Test(arguments: RouterKind.allCases)
    func presentingWhileADismissalIsInProgressWaitsForItsCompletion(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("update", style: .sheet(dismissible: true), onRemoved: log.handler("update"))
        driver.settle()
        // AppStateNavigator's overlay swap: dismiss, then present, in one turn.
        driver.router.dismiss("update")
        driver.router.present("maintenance", style: .fullScreenCover, onRemoved: log.handler("maintenance"))
        #expect(driver.modals == ["maintenance"])
        if let uiKit = driver.uiKit {
            // UIKit still shows the leaving sheet; the host has not presented on it.
            #expect(uiKit.transitionsInProgress == ["dismiss update"])
            #expect(uiKit.presentedControllers.map(\.name) == ["update"])
            uiKit.finishTransition()
            #expect(uiKit.transitionsInProgress == ["present maintenance"])
            #expect(uiKit.log.isEmpty)
        }
        #expect(driver.mismatches() == [])
        #expect(log.calls.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func presentingWhileAPresentationIsInProgressStacksTheModals(kind: RouterKind) {
        let driver = RouterDriver(kind)
        driver.router.setRoot("home")
        driver.router.present("first", style: .sheet(dismissible: true))
        driver.router.present("second", style: .sheet(dismissible: false))
        driver.router.push("under")
        #expect(driver.modals == ["first", "second"])
        #expect(driver.mismatches() == [])
        if let uiKit = driver.uiKit {
            #expect(uiKit.presentedControllers.map(\.name) == ["first", "second"])
            #expect(uiKit.viewControllers(inTab: 0).map(\.name) == ["home", "under"])
        }
    }

    @Test(arguments: RouterKind.allCases)
    func dismissingAModalThatIsStillBeingPresented(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("brief", style: .sheet(dismissible: true), onRemoved: log.handler("brief"))
        driver.router.dismiss("brief")
        driver.router.present("next", style: .sheet(dismissible: true))
        #expect(driver.modals == ["next"])
        #expect(driver.mismatches() == [])
        #expect(log.calls.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func anInteractivePopThatCompletesRemovesTheScreenAndOneCancelledChangesNothing(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.router.push("b", onRemoved: log.handler("b"))
        #expect(driver.beginInteractivePop())
        driver.endInteractivePop(false)
        #expect(driver.stack == ["a", "b"])
        #expect(log.calls.isEmpty)
        #expect(driver.mismatches() == [])
        #expect(driver.beginInteractivePop())
        driver.endInteractivePop(true)
        #expect(driver.stack == ["a"])
        #expect(log.calls == ["b:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func aPresentationAskedForDuringAnInteractivePopWaitsForTheGesture(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.push("a", onRemoved: log.handler("a"))
        #expect(driver.beginInteractivePop())
        driver.router.present("alert", style: .sheet(dismissible: true))
        if let uiKit = driver.uiKit {
            #expect(uiKit.presentedControllers.isEmpty, "nothing is presented while the gesture runs")
            #expect(uiKit.log.isEmpty)
        }
        driver.endInteractivePop(true)
        #expect(driver.stack.isEmpty)
        #expect(driver.modals == ["alert"])
        #expect(log.calls == ["a:user"])
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func aScreenPushedByCodeTheRouterDoesNotOwnNeverConfusesItsStack(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.systemPush("legacy")
        #expect(driver.stack == ["a"], "the tree holds what the router showed")
        #expect(driver.mismatches() == [])
        driver.router.push("b", onRemoved: log.handler("b"))
        #expect(driver.mismatches() == [])
        if let uiKit = driver.uiKit {
            #expect(uiKit.viewControllers(inTab: 0).map(\.name) == ["home", "a", "legacy", "b"])
        }
        // Pops by identity: to `a`'s controller, whatever UIKit holds above it.
        #expect(driver.router.pop())
        #expect(driver.stack == ["a"])
        #expect(driver.mismatches() == [])
        if let uiKit = driver.uiKit {
            #expect(uiKit.viewControllers(inTab: 0).map(\.name) == ["home", "a", "legacy"])
        }
        #expect(driver.userBack())
        if kind == .uiKit {
            // The user's back removed the foreign screen: `a` is still there.
            #expect(driver.stack == ["a"])
            #expect(driver.userBack())
        }
        #expect(driver.stack.isEmpty)
        #expect(log.calls == ["a:user"])
        #expect(driver.mismatches() == [])
        if kind == .swiftUI { #expect(driver.refused == [.unknownPath]) }
    }

    @Test(arguments: RouterKind.allCases)
    func aModalOfAnyStyleThatDismissesItselfLeavesTheTree(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("home")
        driver.router.present("sheet", style: .sheet(dismissible: true), onRemoved: log.handler("sheet"))
        driver.router.present("required", style: .sheet(dismissible: false), onRemoved: log.handler("required"))
        driver.router.present("cover", style: .fullScreenCover, onRemoved: log.handler("cover"))
        driver.settle()
        #expect(driver.screenDismissesItself(2))
        #expect(driver.modals == ["sheet", "required"])
        #expect(driver.screenDismissesItself(0))
        #expect(driver.modals.isEmpty)
        #expect(log.calls == ["cover:user", "required:cascade", "sheet:user"])
        #expect(driver.refused.isEmpty)
        #expect(driver.mismatches() == [])
    }

    @Test(arguments: RouterKind.allCases)
    func aRootSwapDuringTransitionsWaitsAndLeavesNothingBehind(kind: RouterKind) {
        let driver = RouterDriver(kind)
        let log = RemovalLog()
        driver.router.setRoot("main", tabs: ["t0", "t1"], onRemoved: log.handler("main"))
        driver.router.push("a", onRemoved: log.handler("a"))
        driver.router.present("m", style: .sheet(dismissible: true), onRemoved: log.handler("m"))
        driver.router.setRoot("maintenance")
        driver.router.present("notice", style: .sheet(dismissible: false))
        #expect(log.calls == ["m:cascade", "a:cascade", "main:cascade"])
        #expect(driver.mismatches() == [])
        if let uiKit = driver.uiKit {
            #expect(uiKit.viewControllers(inTab: 0).map(\.name) == ["maintenance"])
            #expect(uiKit.presentedControllers.map(\.name) == ["notice"])
        }
    }
}

/// SwiftUI's presentation bindings are bound to one modal's identity.
@Suite("SwiftUI modal identity", .timeLimit(.minutes(1)))
@MainActor
struct SwiftUIModalIdentityTests {
    @Test func aLateNilWriteNeverClosesTheModalThatReplacedIt() throws {
        let router = SwiftUIRouter<String>()
        let log = RemovalLog()
        var refusals: [NavigationRefusal<String>] = []
        let subscription = router.refusals.sink { refusals.append($0) }
        router.setRoot("home")
        router.present("update", style: .sheet(dismissible: true), onRemoved: log.handler("update"))
        let update = try #require(router.sheet(level: 0)).id    // what the level-0 binding was made for
        router.dismiss("update")
        router.present("maintenance", style: .fullScreenCover, onRemoved: log.handler("maintenance"))
        // SwiftUI finishes dismissing the update sheet and writes nil to its binding, late.
        #expect(!router.modalDismissed(id: update))
        #expect(router.tree.modals.map(\.route) == ["maintenance"])
        #expect(router.cover(level: 0)?.route == "maintenance")
        #expect(log.calls.isEmpty)
        #expect(refusals.isEmpty, "a late write is not an error")
        subscription.cancel()
    }

    @Test func dismissInsideAnUndismissibleSheetOrACoverIsAccepted() throws {
        let router = SwiftUIRouter<String>()
        let log = RemovalLog()
        router.setRoot("home")
        router.present("required", style: .sheet(dismissible: false), onRemoved: log.handler("required"))
        router.present("cover", style: .fullScreenCover, onRemoved: log.handler("cover"))
        #expect(router.isDismissDisabled(level: 0), "the swipe stays blocked")
        let cover = try #require(router.cover(level: 1)).id
        #expect(router.modalDismissed(id: cover))                  // `dismiss()` inside the cover
        let required = try #require(router.sheet(level: 0)).id
        #expect(router.modalDismissed(id: required))               // `dismiss()` inside the required sheet
        #expect(router.tree.modals.isEmpty)
        #expect(log.calls == ["cover:user", "required:user"])
    }
}

/// The UIKit host and model alone: what UIKit refuses, and what the host
/// does about it.
@Suite("UIKit behaviour model", .timeLimit(.minutes(1)))
@MainActor
struct UIKitBehaviorModelTests {
    @Test func theModelRefusesWhatUIKitRefusesAndLogsIt() {
        let model = UIKitBehaviorModel()
        model.installRoot(tabRoots: [ModelViewController(name: "home")], tabbed: false)
        let sheet = ModelViewController(name: "sheet")
        #expect(model.present(sheet, style: .sheet(dismissible: true), from: nil) {} == .started)
        #expect(model.presentedControllers.map(\.name) == ["sheet"], "presentedViewController is set at once")
        let other = ModelViewController(name: "other")
        #expect(model.present(other, style: .sheet(dismissible: true), from: sheet) {} != .started)
        #expect(model.log.last?.contains("while a presentation is in progress") == true)
        model.settle()
        #expect(model.present(other, style: .sheet(dismissible: true), from: nil) {} != .started)
        #expect(model.log.last?.contains("which is already presenting sheet") == true)
        var dismissed = false
        #expect(model.dismiss(from: sheet) { dismissed = true } == .started)
        #expect(model.presentedControllers.map(\.name) == ["sheet"], "still presented while it leaves")
        #expect(model.present(other, style: .sheet(dismissible: true), from: sheet) {} != .started)
        #expect(model.log.count == 3)
        model.finishTransition()
        #expect(dismissed)
        #expect(model.presentedControllers.isEmpty)
    }

    @Test func theSwipeIsBlockedOnUndismissibleSheetsAndCovers() {
        let model = UIKitBehaviorModel()
        model.installRoot(tabRoots: [ModelViewController(name: "home")], tabbed: false)
        let locked = ModelViewController(name: "locked")
        _ = model.present(locked, style: .sheet(dismissible: false), from: nil) {}
        model.settle()
        #expect(locked.isModalInPresentation)
        #expect(!model.userSwipesDown(level: 0))
        #expect(model.screenDismissesItself(level: 0), "its own dismiss(animated:) still works")
        model.settle()
        #expect(model.presentedControllers.isEmpty)
    }

    @Test func aPresentationUIKitRefusesLeavesTheTreeAndIsPublished() {
        let model = UIKitBehaviorModel()
        model.isWindowVisible = false
        let router = ModelUIKitRouter<String>(hierarchy: model) { ModelViewController(name: $0) }
        var refusals: [NavigationRefusal<String>] = []
        let subscription = router.refusals.sink { refusals.append($0) }
        let log = RemovalLog()
        router.setRoot("home")
        router.present("early", style: .sheet(dismissible: true), onRemoved: log.handler("early"))
        #expect(router.tree.modals.isEmpty, "the router does not believe a modal UIKit dropped is shown")
        #expect(log.calls == ["early:cascade"])
        guard case .refusedByFramework("early", let reason)? = refusals.first else {
            Issue.record("expected a framework refusal, got \(refusals)")
            return
        }
        #expect(reason.contains("not in the window hierarchy"))
        model.isWindowVisible = true
        router.present("later", style: .sheet(dismissible: true))
        model.settle()
        #expect(model.presentedControllers.map(\.name) == ["later"])
        subscription.cancel()
    }

    @Test func aPopStartedByLegacyCodeIsReportedByIdentity() {
        let model = UIKitBehaviorModel()
        let router = ModelUIKitRouter<String>(hierarchy: model) { ModelViewController(name: $0) }
        let log = RemovalLog()
        router.setRoot("home")
        router.push("a", onRemoved: log.handler("a"))
        model.systemPush(ModelViewController(name: "legacy"))
        router.push("b", onRemoved: log.handler("b"))
        model.settle()
        // Legacy code pops to the root itself (popToRootViewController).
        let home = model.viewControllers(inTab: 0)[0]
        #expect(model.pop(to: home, inTab: 0) {} == .started)
        model.settle()
        #expect(router.tree.stack.isEmpty)
        #expect(log.calls == ["b:user", "a:user"], "top-down")
        #expect(model.mismatches(with: router) == [])
    }
}
