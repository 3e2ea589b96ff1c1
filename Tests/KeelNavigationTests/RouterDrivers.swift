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
@MainActor
final class RouterDriver {
    let kind: RouterKind
    let router: any Router<String>
    let refusals: AnyPublisher<NavigationRefusal<String>, Never>
    let userBack: () -> Bool
    let userPop: (Int) -> Bool
    let userDismiss: (Int) -> Bool
    let userSelectTab: (Int) -> Bool
    let mismatches: () -> [String]
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
            userSelectTab = { router.simulateUserSelectTab($0) }
            mismatches = { [] }
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
            // A swipe sets the level's binding to nil; interactiveDismissDisabled
            // is the router's own `isDismissDisabled(level:)`, which it enforces.
            userDismiss = { router.modalDismissedByUser(level: $0) }
            userSelectTab = { router.tabSelectedByUser($0) }
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
        case .uiKit:
            let host = SimulatedUIKitHost()
            let router = ControllerRouter(host: host)
            host.router = router
            self.router = router
            refusals = router.refusals
            userBack = { host.userTapsBack() }
            userPop = { host.userPops(toDepth: $0) }
            userDismiss = { host.userDismisses(level: $0) }
            userSelectTab = { host.userTapsTab($0) }
            mismatches = { host.mismatches(with: router.tree) }
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
