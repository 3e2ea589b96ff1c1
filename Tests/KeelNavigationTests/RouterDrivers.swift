import Testing
import KeelCombine
import KeelNavigation
import KeelNavigationTesting

/// The three routers, each with the user's part played the way its UI
/// framework reports it.
enum RouterKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case headless, swiftUI, uiKit
    var testDescription: String { rawValue }
}

/// One router under test: the router, the user's actions as its framework
/// reports them, and a check that its UI layer mirrors the tree.
///
/// The UIKit router runs on `UIKitBehaviorModel`: its transitions take time
/// (`settle()` ends them), and the user acts on a settled screen, as UIKit
/// ignores touches during transitions.
@MainActor
final class RouterDriver {
    let kind: RouterKind
    let router: any Router<String>
    let refusals: AnyPublisher<NavigationRefusal<String>, Never>
    let userBack: () -> Bool
    let userPop: (Int) -> Bool
    let userDismiss: (Int) -> Bool
    /// The modal at a level dismisses itself (`@Environment(\.dismiss)`, `dismiss(animated:)`).
    let screenDismissesItself: (Int) -> Bool
    let userSelectTab: (Int) -> Bool
    /// The user starts swiping back; `endInteractivePop` lifts the finger.
    let beginInteractivePop: () -> Bool
    let endInteractivePop: (_ completed: Bool) -> Void
    /// Code the router does not own pushes a screen (a `NavigationLink`, a `show(_:sender:)`).
    let systemPush: (String) -> Void
    /// Ends every transition in progress (UIKit); nothing to do for the others.
    let settle: () -> Void
    let mismatches: () -> [String]
    /// The UIKit model, for UIKit-only assertions.
    let uiKit: UIKitBehaviorModel?
    private(set) var refused: [NavigationRefusal<String>] = []
    private var subscription: AnyCancellable?

    init(_ kind: RouterKind) {
        self.kind = kind
        switch kind {
        case .headless:
            let router = HeadlessRouter<String>()
            self.router = router
            refusals = router.refusals
            userBack = { router.simulateBackButton() }
            userPop = { router.simulateUserPop(toDepth: $0) }
            userDismiss = { router.simulateUserDismiss(level: $0) }
            screenDismissesItself = { router.simulateScreenDismissesItself(level: $0) }
            userSelectTab = { router.simulateUserSelectTab($0) }
            // Headless has no gesture in progress: the pop happens when it ends.
            beginInteractivePop = { router.tree.modals.isEmpty && !router.stack.isEmpty }
            endInteractivePop = { completed in if completed { router.simulateInteractivePopCompleted() } }
            systemPush = { _ in }
            settle = {}
            mismatches = { [] }
            uiKit = nil
        case .swiftUI:
            let router = SwiftUIRouter<String>()
            self.router = router
            refusals = router.refusals
            // The user can't reach the back button under a modal; SwiftUI
            // reports a back navigation as a shorter path.
            userBack = {
                let tab = router.tree.selectedTab
                guard router.tree.modals.isEmpty, !router.path(tab: tab).isEmpty else { return false }
                return router.pathChanged(to: Array(router.path(tab: tab).dropLast()), tab: tab)
            }
            userPop = { depth in
                let tab = router.tree.selectedTab
                guard router.tree.modals.isEmpty, depth >= 0, depth < router.path(tab: tab).count else { return false }
                return router.pathChanged(to: Array(router.path(tab: tab).prefix(depth)), tab: tab)
            }
            // A swipe sets the level's binding to nil; the router's own
            // `isDismissDisabled(level:)` is the `interactiveDismissDisabled`
            // the view applies, and the level-based report enforces it too.
            userDismiss = { router.modalDismissedByUser(level: $0) }
            // `@Environment(\.dismiss)` writes nil to the binding made for that modal.
            screenDismissesItself = { level in
                guard router.tree.modals.indices.contains(level) else { return false }
                return router.modalDismissed(id: router.tree.modals[level].id)
            }
            userSelectTab = { router.tabSelectedByUser($0) }
            // NavigationStack writes the path once the gesture completes.
            beginInteractivePop = { router.tree.modals.isEmpty && !router.path(tab: router.tree.selectedTab).isEmpty }
            endInteractivePop = { completed in
                let tab = router.tree.selectedTab
                if completed { router.pathChanged(to: Array(router.path(tab: tab).dropLast()), tab: tab) }
            }
            // A NavigationLink the router did not make appends to the path: refused, republished.
            systemPush = { name in
                let tab = router.tree.selectedTab
                router.pathChanged(to: router.path(tab: tab) + [NavigationEntry(id: EntryID(-1), route: name)], tab: tab)
            }
            settle = {}
            mismatches = {
                var problems: [String] = []
                for (level, modal) in router.tree.modals.enumerated() {
                    let shown = modal.style == .fullScreenCover ? router.cover(level: level) : router.sheet(level: level)
                    if shown != modal { problems.append("binding at level \(level) shows \(String(describing: shown))") }
                    if router.isDismissDisabled(level: level) == modal.style.isUserDismissible { problems.append("dismiss-disabled wrong at \(level)") }
                }
                if router.sheet(level: router.tree.modals.count) != nil { problems.append("a binding above the top modal") }
                for tab in router.tree.stacks.indices where router.path(tab: tab) != router.tree.stacks[tab] {
                    problems.append("path of tab \(tab)")
                }
                return problems
            }
            uiKit = nil
        case .uiKit:
            let model = UIKitBehaviorModel()
            let router = ControllerRouter<String, ViewControllerHost<String, UIKitBehaviorModel>>(hierarchy: model) {
                ModelViewController(name: $0)
            }
            self.router = router
            refusals = router.refusals
            let settle = { _ = model.settle() }
            self.settle = settle
            userBack = { settle(); defer { settle() }; return model.userTapsBack() }
            userPop = { depth in settle(); defer { settle() }; return model.userPops(toDepth: depth) }
            userDismiss = { level in settle(); defer { settle() }; return model.userSwipesDown(level: level) }
            // UIKit tells no delegate about a screen's own dismiss(animated:): the
            // app (or the next command) asks the host to look again.
            screenDismissesItself = { level in
                settle()
                defer { settle(); router.host.synchronize(); settle() }
                return model.screenDismissesItself(level: level)
            }
            userSelectTab = { index in settle(); return model.userTapsTab(index) }
            beginInteractivePop = { settle(); return model.beginInteractivePop() }
            endInteractivePop = { completed in model.endInteractivePop(completed: completed); settle() }
            systemPush = { name in settle(); model.systemPush(ModelViewController(name: name)); settle() }
            mismatches = {
                settle()
                return model.mismatches(with: router)
            }
            uiKit = model
        }
        subscription = refusals.sink { [weak self] in self?.refused.append($0) }
    }

    var tree: NavigationTree<String> { router.tree }
    var stack: [String] { tree.stack.map(\.route) }
    var modals: [String] { tree.modals.map(\.route) }
}

/// Records removal-handler calls in order.
@MainActor
final class RemovalLog {
    private(set) var calls: [String] = []

    func handler(_ name: String) -> RemovalHandler {
        { [weak self] cause in self?.calls.append("\(name):\(cause == .user ? "user" : "cascade")") }
    }
}
