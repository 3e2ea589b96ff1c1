import KeelNavigation

// The user and the system: what happens on screen without the router.
extension UIKitBehaviorModel {
    /// The user taps back on the selected tab (ignored under a modal, during
    /// a transition, or on a tab root): an animated pop, then `didShow`.
    @discardableResult
    public func userTapsBack() -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab),
              navigationStacks[tab].count > 1 else { return false }
        navigationStacks[tab].removeLast()
        navigationTransition("back", completion: {})
        return true
    }

    /// The user long-presses back and picks the screen `depth` above the tab
    /// root (0: the root).
    @discardableResult
    public func userPops(toDepth depth: Int) -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab), depth >= 0,
              depth < navigationStacks[tab].count - 1 else {
            return false
        }
        navigationStacks[tab].removeSubrange((depth + 1)...)
        navigationTransition("pop to depth \(depth)", completion: {})
        return true
    }

    /// The user starts swiping back: the navigation controller already shows
    /// the screen below (`viewControllers` has changed) while the gesture runs.
    @discardableResult
    public func beginInteractivePop() -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab),
              navigationStacks[tab].count > 1 else { return false }
        interactivePop = (tab, navigationStacks[tab].removeLast())
        return true
    }

    /// The user lifts the finger: `completed` pops (then `didShow`), otherwise
    /// the stack is restored and nothing is reported.
    public func endInteractivePop(completed: Bool) {
        guard let (tab, popped) = interactivePop else { return }
        interactivePop = nil
        if completed {
            completedTransitions += 1
            observer?.hierarchyDidChangeOnScreen()
        } else {
            navigationStacks[tab].append(popped)
        }
        wakeIdleWaiters()
    }

    /// The user swipes down the modal at `level` (0: the bottom one): refused
    /// for `isModalInPresentation` and full-screen modals; otherwise the
    /// modals from `level` up are dismissed, then
    /// `presentationControllerDidDismiss` is reported.
    @discardableResult
    public func userSwipesDown(level: Int) -> Bool {
        guard canInteract, presentedControllers.indices.contains(level) else { return false }
        let controller = presentedControllers[level]
        guard !controller.isModalInPresentation, !controller.isFullScreen else { return false }
        pending.append(Pending(description: "swipe down \(controller)") { [weak self] in
            self?.removePresented(from: controller)
            self?.observer?.hierarchyDidChangeOnScreen()
        })
        return true
    }

    /// The screen at modal `level` calls `dismiss(animated:)` on itself — for
    /// any style. UIKit reports this to no delegate.
    @discardableResult
    public func screenDismissesItself(level: Int) -> Bool {
        guard canInteract, presentedControllers.indices.contains(level) else { return false }
        let controller = presentedControllers[level]
        pending.append(Pending(description: "self-dismiss \(controller)") { [weak self] in
            self?.removePresented(from: controller)
        })
        return true
    }

    /// Code the router does not own pushes `controller` on `tab` (a
    /// `show(_:sender:)` from a legacy screen, a split view collapsing):
    /// the stack now differs from what the router asked.
    @discardableResult
    public func systemPush(_ controller: ModelViewController, inTab tab: Int? = nil) -> Bool {
        let tab = tab ?? selectedTab
        guard canInteract, navigationStacks.indices.contains(tab) else { return false }
        navigationStacks[tab].append(controller)
        navigationTransition("system push \(controller)", completion: {})
        return true
    }

    /// Code the router does not own presents `controller` on top (an alert
    /// from a legacy screen).
    @discardableResult
    public func systemPresent(_ controller: ModelViewController) -> Bool {
        guard present(controller, style: .fullScreenCover, from: presentedControllers.last, completion: {}) == .started else {
            return false
        }
        return true
    }

    /// The user taps tab `index`.
    @discardableResult
    public func userTapsTab(_ index: Int) -> Bool {
        guard canInteract, presentedControllers.isEmpty, isTabbed, navigationStacks.indices.contains(index) else { return false }
        selectedTab = index
        observer?.hierarchyDidSelectTab(index)
        return true
    }
}
