import KeelNavigation

extension UIKitBehaviorModel {
    /// How this window differs from `router`'s tree once no transition is in
    /// progress — empty when it shows exactly the tree: the same root and
    /// tabs, each stack and the presented chain holding the tree's entries'
    /// controllers in order (by identity; controllers the router did not make
    /// are ignored), the modal settings each style needs, no controller kept
    /// for an entry that left, nothing logged, nothing left to do.
    /// Call ``settle(maxTransitions:)`` first.
    public func mismatches<Route: Hashable & Sendable>(
        with router: ControllerRouter<Route, ViewControllerHost<Route, UIKitBehaviorModel>>
    ) -> [String] {
        let model = self
        let host = router.host
        let tree = router.tree
        var problems: [String] = []
        if !model.log.isEmpty { problems.append("UIKit logged: \(model.log)") }
        if model.isTransitioning { problems.append("transitions never ended: \(model.transitionsInProgress)") }
        if !host.isSettled { problems.append("the host has work left") }
        guard let root = tree.root else {
            if !model.navigationStacks.isEmpty { problems.append("a root on screen without one on the tree") }
            return problems
        }
        let tabRoots = tree.tabs.isEmpty ? [root] : tree.tabs
        if model.isTabbed == tree.tabs.isEmpty { problems.append("tab bar: \(model.isTabbed) vs tabs \(tree.tabs.count)") }
        if model.navigationStacks.count != tabRoots.count {
            problems.append("\(model.navigationStacks.count) navigation controllers for \(tabRoots.count) tabs")
            return problems
        }
        if tree.tabs.count > 1, model.selectedTab != tree.selectedTab {
            problems.append("selected tab \(model.selectedTab) vs \(tree.selectedTab)")
        }
        for (tab, tabRoot) in tabRoots.enumerated() {
            let shown = model.navigationStacks[tab].compactMap { host.entry(of: $0) }
            let wanted = [tabRoot.id] + tree.stacks[tab].map(\.id)
            if shown != wanted { problems.append("tab \(tab) shows \(shown) vs \(wanted)") }
        }
        let presented = model.presentedControllers.compactMap { host.entry(of: $0) }
        if presented != tree.modals.map(\.id) { problems.append("modals \(presented) vs \(tree.modals.map(\.id))") }
        for (modal, controller) in zip(tree.modals, model.presentedControllers) where host.entry(of: controller) == modal.id {
            if controller.isModalInPresentation != (modal.style == .sheet(dismissible: false)) { problems.append("isModalInPresentation of \(controller)") }
            if controller.isFullScreen != (modal.style == .fullScreenCover) { problems.append("full screen of \(controller)") }
        }
        let onTree = Set(tree.allEntryIDs.filter { $0 != root.id || tree.tabs.isEmpty })
        if host.entryIDs != onTree { problems.append("controllers for \(host.entryIDs.sorted()) vs tree \(onTree.sorted())") }
        return problems
    }
}
