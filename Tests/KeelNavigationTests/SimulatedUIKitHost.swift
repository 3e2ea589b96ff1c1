import KeelNavigation

/// A view controller, as data.
@MainActor
final class FakeController {
    let route: String
    var isModalInPresentation = false
    var isFullScreen = false
    init(route: String) { self.route = route }
}

/// A UIKit window simulated as data, behaving as UIKit does where the UIKit
/// router relies on it: a navigation controller per tab, a chain of
/// presented controllers (dismissing one dismisses those above it), no
/// swipe on `isModalInPresentation` or full-screen modals, and delegate
/// callbacks for what the user did. `UIKitWindowHost` forwards the same
/// changes to real controllers; this host lets the UIKit router's logic
/// (``ControllerRouter``) run on Linux.
@MainActor
final class SimulatedUIKitHost: ControllerHost {
    typealias Route = String

    weak var router: ControllerRouter<String, SimulatedUIKitHost>?
    let registry = ControllerRegistry<FakeController>()
    private(set) var rootRoute: String?
    private(set) var tabRoutes: [String] = []
    private(set) var navigations: [[FakeController]] = []
    private(set) var selectedTab = 0
    private(set) var presented: [FakeController] = []
    private var rootController: FakeController?

    func apply(_ change: NavigationChange<String>, origin: ChangeOrigin, tree: NavigationTree<String>) {
        switch change {
        case .rootReplaced(let root, let tabs, _):
            registry.removeAll()
            presented = []
            rootRoute = root.route
            tabRoutes = tabs.map(\.route)
            selectedTab = 0
            if tabs.isEmpty {
                let controller = FakeController(route: root.route)
                registry.register(controller, for: root.id)
                navigations = [[controller]]
            } else {
                navigations = tabs.map { tab in
                    let controller = FakeController(route: tab.route)
                    registry.register(controller, for: tab.id)
                    return [controller]
                }
            }
        case .pushed(let entry, let tab):
            let controller = FakeController(route: entry.route)
            registry.register(controller, for: entry.id)
            navigations[tab].append(controller)
        case .popped(let tab, let depth, let removed):
            registry.remove(removed)
            if origin == .command { navigations[tab].removeSubrange((depth + 1)...) }
        case .presented(let entry):
            let controller = FakeController(route: entry.route)
            switch entry.style {
            case .sheet(let dismissible): controller.isModalInPresentation = !dismissible
            case .fullScreenCover: controller.isFullScreen = true
            }
            registry.register(controller, for: entry.id)
            presented.append(controller)
        case .modalsRemoved(_, let removed):
            let lowest = removed.last.flatMap { registry.controller(for: $0) }
            registry.remove(removed)
            if origin == .command, let lowest, let level = presented.firstIndex(where: { $0 === lowest }) {
                presented.removeSubrange(level...)
            }
        case .tabSelected(let index):
            if origin == .command { selectedTab = index }
        }
    }

    // MARK: The user, as UIKit reports it

    /// Back button: the navigation controller pops, then `didShow` fires.
    func userTapsBack() -> Bool {
        guard presented.isEmpty, navigations.indices.contains(selectedTab), navigations[selectedTab].count > 1 else { return false }
        navigations[selectedTab].removeLast()
        return router?.userPopped(toDepth: navigations[selectedTab].count - 1, tab: selectedTab) ?? false
    }

    /// Long press on back: pops to `depth` screens above the tab root.
    func userPops(toDepth depth: Int) -> Bool {
        guard presented.isEmpty, navigations.indices.contains(selectedTab), depth >= 0,
              depth < navigations[selectedTab].count - 1 else { return false }
        navigations[selectedTab].removeSubrange((depth + 1)...)
        return router?.userPopped(toDepth: depth, tab: selectedTab) ?? false
    }

    /// A swipe-down (or the modal's own dismissal) at `level`: UIKit refuses
    /// it for `isModalInPresentation` and full-screen modals; otherwise it
    /// dismisses that modal and those above, then calls
    /// `presentationControllerDidDismiss`.
    func userDismisses(level: Int) -> Bool {
        guard presented.indices.contains(level) else { return false }
        let controller = presented[level]
        guard !controller.isModalInPresentation, !controller.isFullScreen else { return false }
        presented.removeSubrange(level...)
        guard let id = registry.entry(of: controller) else { return false }
        return router?.userDismissedModal(id) ?? false
    }

    /// A tap on the tab bar.
    func userTapsTab(_ index: Int) -> Bool {
        guard tabRoutes.indices.contains(index) else { return false }
        selectedTab = index
        return router?.userSelectedTab(index) ?? false
    }

    /// How the simulated hierarchy differs from `tree` (empty when it mirrors it).
    func mismatches(with tree: NavigationTree<String>) -> [String] {
        var problems: [String] = []
        if rootRoute != tree.root?.route { problems.append("root \(String(describing: rootRoute)) vs \(String(describing: tree.root?.route))") }
        if tabRoutes != tree.tabs.map(\.route) { problems.append("tabs \(tabRoutes) vs \(tree.tabs.map(\.route))") }
        if tree.root != nil {
            if selectedTab != tree.selectedTab { problems.append("selected tab \(selectedTab) vs \(tree.selectedTab)") }
            let shownStacks = navigations.map { Array($0.dropFirst().map(\.route)) }
            if shownStacks != tree.stacks.map({ $0.map(\.route) }) { problems.append("stacks \(shownStacks) vs \(tree.stacks.map { $0.map(\.route) })") }
        }
        if presented.map(\.route) != tree.modals.map(\.route) { problems.append("modals \(presented.map(\.route)) vs \(tree.modals.map(\.route))") }
        let onTree = Set(tree.allEntryIDs.filter { $0 != tree.root?.id || tree.tabs.isEmpty })
        if registry.entryIDs != onTree { problems.append("registry \(registry.entryIDs.sorted()) vs tree \(onTree.sorted())") }
        return problems
    }
}
