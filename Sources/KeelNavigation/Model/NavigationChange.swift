/// One structural change of a navigation tree, as a UI layer must mirror it.
/// `removed` lists the entries that left the tree, top-down.
public enum NavigationChange<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Everything was replaced by a new root (and its tab roots).
    case rootReplaced(root: NavigationEntry<Route>, tabs: [NavigationEntry<Route>], removed: [EntryID])
    /// A screen was pushed on a tab's stack.
    case pushed(NavigationEntry<Route>, tab: Int)
    /// A tab's stack was cut to `depth` screens (0: back to the tab root).
    case popped(tab: Int, toDepth: Int, removed: [EntryID])
    /// A modal was presented on top.
    case presented(ModalEntry<Route>)
    /// The modals from `level` up were removed (`level` 0 is the bottom modal).
    case modalsRemoved(fromLevel: Int, removed: [EntryID])
    /// Another tab was selected.
    case tabSelected(Int)
}

/// Who made a change: the app (a router command) or the user (reported by
/// the UI framework, or simulated by a headless router). A UI layer mirrors
/// the app's changes; the user's have already happened on screen.
public enum ChangeOrigin: Hashable, Sendable {
    /// A router command: the UI layer must carry it out.
    case command
    /// The user did it: it has already happened on screen.
    case user
}
