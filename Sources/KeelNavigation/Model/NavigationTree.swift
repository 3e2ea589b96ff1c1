/// The navigation tree as a value: what every router shows.
///
/// - `root`: the root screen (nil before the first `setRoot`);
/// - `tabs`: the root's tabs (their root screens), empty for a root without tabs;
/// - `stacks`: one push stack per tab (one stack when there are no tabs), bottom to top;
/// - `modals`: presented modals, bottom to top, over whichever tab is selected.
public struct NavigationTree<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The root screen, if any.
    public internal(set) var root: NavigationEntry<Route>?
    /// The root's tabs (their root screens); empty for a root without tabs.
    public internal(set) var tabs: [NavigationEntry<Route>] = []
    /// The selected tab (0 for a root without tabs).
    public internal(set) var selectedTab = 0
    /// One push stack per tab, bottom to top.
    public internal(set) var stacks: [[NavigationEntry<Route>]] = [[]]
    /// Presented modals, bottom to top.
    public internal(set) var modals: [ModalEntry<Route>] = []

    /// An empty tree (no root).
    public init() {}

    /// The selected tab's push stack (above its tab root), bottom to top.
    public var stack: [NavigationEntry<Route>] { stacks[selectedTab] }

    /// The route the user sees on top: the top modal, else the top of the
    /// selected stack, else the selected tab's root, else the root.
    public var topRoute: Route? {
        modals.last?.route ?? stack.last?.route ?? (tabs.isEmpty ? root?.route : tabs[selectedTab].route)
    }

    /// How many tabs can be selected (1 for a root without tabs, 0 with no root).
    public var tabCount: Int { root == nil ? 0 : max(tabs.count, 1) }

    /// Every entry on the tree, root first (then tab roots, stacks, modals).
    public var allEntryIDs: [EntryID] {
        var ids: [EntryID] = []
        if let root { ids.append(root.id) }
        ids += tabs.map(\.id)
        for stack in stacks { ids += stack.map(\.id) }
        ids += modals.map(\.id)
        return ids
    }
}
