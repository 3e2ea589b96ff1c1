import KeelCombine

/// The decisions every router shares: it applies commands and reported user
/// actions to a ``NavigationTree``, decides which screens left and why, and
/// calls their removal handlers — once each, after the tree has changed.
///
/// `HeadlessRouter`, ``SwiftUIRouter`` and ``ControllerRouter`` (the UIKit
/// router's logic) each own one, so they cannot disagree about the tree.
/// A UI layer observes `didChange` to mirror changes whose origin is
/// ``ChangeOrigin/command``.
///
/// Threading: main actor. Reentrancy: a removal handler may issue new
/// commands; they apply after the tree has settled, in order.
@MainActor
package final class NavigationCore<Route: Hashable & Sendable> {
    package private(set) var tree = NavigationTree<Route>()
    /// Called after each change (before removal handlers run).
    package var didChange: ((NavigationChange<Route>, ChangeOrigin) -> Void)?
    private var handlers: [EntryID: RemovalHandler] = [:]
    private var nextID = 0
    private let refusalSubject = PassthroughSubject<NavigationRefusal<Route>, Never>()
    private let changeSubject = PassthroughSubject<NavigationChange<Route>, Never>()

    package init() {}

    /// Refused commands and user actions, as they happen.
    package var refusals: AnyPublisher<NavigationRefusal<Route>, Never> { refusalSubject.eraseToAnyPublisher() }

    /// Every change, after the tree changed and before removal handlers run.
    package var changes: AnyPublisher<NavigationChange<Route>, Never> { changeSubject.eraseToAnyPublisher() }

    /// Entries whose removal handler has not fired yet (for leak checks: it
    /// never holds an entry that left the tree).
    package var handlerCount: Int { handlers.count }

    // MARK: Commands

    @discardableResult
    package func setRoot(_ route: Route, tabs: [Route], onRemoved: RemovalHandler?) -> EntryID {
        let removed = everyEntryTopDown()
        let root = makeEntry(route, handler: onRemoved)
        let tabEntries = tabs.map { makeEntry($0, handler: nil) }
        tree.root = root
        tree.tabs = tabEntries
        tree.selectedTab = 0
        tree.stacks = Array(repeating: [], count: max(tabEntries.count, 1))
        tree.modals = []
        finish(.rootReplaced(root: root, tabs: tabEntries, removed: removed), origin: .command,
               removed: removed.map { ($0, .cascade) })
        return root.id
    }

    @discardableResult
    package func push(_ route: Route, onRemoved: RemovalHandler?) -> EntryID? {
        guard tree.root != nil else {
            refuse(.noRoot(route))
            return nil
        }
        let entry = makeEntry(route, handler: onRemoved)
        tree.stacks[tree.selectedTab].append(entry)
        finish(.pushed(entry, tab: tree.selectedTab), origin: .command, removed: [])
        return entry.id
    }

    @discardableResult
    package func pop() -> Bool {
        let tab = tree.selectedTab
        guard let top = tree.stacks[tab].last else { return refuse(.nothingToPop) }
        tree.stacks[tab].removeLast()
        handlers[top.id] = nil
        finish(.popped(tab: tab, toDepth: tree.stacks[tab].count, removed: [top.id]), origin: .command, removed: [])
        return true
    }

    @discardableResult
    package func present(_ route: Route, style: ModalStyle, onRemoved: RemovalHandler?) -> EntryID? {
        guard tree.root != nil else {
            refuse(.noRoot(route))
            return nil
        }
        let entry = ModalEntry(id: nextEntryID(), route: route, style: style)
        if let onRemoved { handlers[entry.id] = onRemoved }
        tree.modals.append(entry)
        finish(.presented(entry), origin: .command, removed: [])
        return entry.id
    }

    @discardableResult
    package func dismiss(_ route: Route) -> Bool {
        guard let level = tree.modals.lastIndex(where: { $0.route == route }) else { return refuse(.notPresented(route)) }
        let target = tree.modals[level].id
        let removed = removeModals(from: level)
        handlers[target] = nil
        finish(.modalsRemoved(fromLevel: level, removed: removed), origin: .command,
               removed: removed.filter { $0 != target }.map { ($0, .cascade) })
        return true
    }

    @discardableResult
    package func selectTab(_ index: Int, origin: ChangeOrigin = .command) -> Bool {
        guard index >= 0, index < tree.tabCount else { return refuse(.noSuchTab(index)) }
        guard index != tree.selectedTab else { return true }
        tree.selectedTab = index
        finish(.tabSelected(index), origin: origin, removed: [])
        return true
    }

    // MARK: User actions

    /// The user went back to `depth` screens on `tab`'s stack (0: the tab
    /// root). Every screen above gets ``RemovalCause/user``.
    @discardableResult
    package func userPopped(toDepth depth: Int, tab: Int? = nil) -> Bool {
        let tab = tab ?? tree.selectedTab
        guard tree.stacks.indices.contains(tab) else { return refuse(.noSuchTab(tab)) }
        let stack = tree.stacks[tab]
        guard depth >= 0, depth < stack.count else { return refuse(.nothingToPop) }
        let removed = stack[depth...].reversed().map(\.id)
        tree.stacks[tab].removeSubrange(depth...)
        finish(.popped(tab: tab, toDepth: depth, removed: removed), origin: .user,
               removed: removed.map { ($0, .user) })
        return true
    }

    /// The user swiped the modal at `level` away (bottom modal: 0). Refused
    /// for a modal that is not user-dismissible. The modal gets
    /// ``RemovalCause/user``; modals above it ``RemovalCause/cascade``.
    @discardableResult
    package func userDismissed(level: Int) -> Bool {
        guard tree.modals.indices.contains(level) else { return refuse(.noSuchModal(level: level)) }
        let target = tree.modals[level]
        guard target.style.isUserDismissible else { return refuse(.notDismissible(target.route)) }
        let removed = removeModals(from: level)
        finish(.modalsRemoved(fromLevel: level, removed: removed), origin: .user,
               removed: removed.map { ($0, $0 == target.id ? .user : .cascade) })
        return true
    }

    /// The modal `id` left the screen without the router asking and without
    /// a swipe the router could refuse — its own view dismissed itself
    /// (`@Environment(\.dismiss)`, a controller's `dismiss(animated:)`), for
    /// any style. It gets `cause`; modals above it ``RemovalCause/cascade``.
    /// A modal no longer on the tree is no change (`false`, no refusal).
    @discardableResult
    package func modalLeftScreen(_ id: EntryID, cause: RemovalCause) -> Bool {
        guard let level = tree.modals.firstIndex(where: { $0.id == id }) else { return false }
        let removed = removeModals(from: level)
        finish(.modalsRemoved(fromLevel: level, removed: removed), origin: .user,
               removed: removed.map { ($0, $0 == id ? cause : .cascade) })
        return true
    }

    /// A pushed screen `id` on `tab` left the screen without the router
    /// asking (the navigation controller no longer holds it): it and every
    /// screen above it get ``RemovalCause/user``. Not on the stack: no change.
    @discardableResult
    package func pushedLeftScreen(_ id: EntryID, tab: Int) -> Bool {
        guard tree.stacks.indices.contains(tab),
              let depth = tree.stacks[tab].firstIndex(where: { $0.id == id }) else { return false }
        return userPopped(toDepth: depth, tab: tab)
    }

    /// Reports a refusal found by a router before reaching the core.
    @discardableResult
    package func refuse(_ refusal: NavigationRefusal<Route>) -> Bool {
        refusalSubject.send(refusal)
        return false
    }

    // MARK: Internals

    private func nextEntryID() -> EntryID {
        nextID += 1
        return EntryID(nextID)
    }

    private func makeEntry(_ route: Route, handler: RemovalHandler?) -> NavigationEntry<Route> {
        let entry = NavigationEntry(id: nextEntryID(), route: route)
        if let handler { handlers[entry.id] = handler }
        return entry
    }

    /// Removes the modals from `level` up; returns their ids top-down.
    private func removeModals(from level: Int) -> [EntryID] {
        let removed = tree.modals[level...].reversed().map(\.id)
        tree.modals.removeSubrange(level...)
        return removed
    }

    /// Every entry, top-down: modals, then each stack (selected tab first),
    /// then tab roots, then the root.
    private func everyEntryTopDown() -> [EntryID] {
        var ids = tree.modals.reversed().map(\.id)
        let order = [tree.selectedTab] + tree.stacks.indices.filter { $0 != tree.selectedTab }
        for tab in order where tree.stacks.indices.contains(tab) { ids += tree.stacks[tab].reversed().map(\.id) }
        ids += tree.tabs.reversed().map(\.id)
        if let root = tree.root { ids.append(root.id) }
        return ids
    }

    private func finish(_ change: NavigationChange<Route>, origin: ChangeOrigin, removed: [(EntryID, RemovalCause)]) {
        let calls = removed.compactMap { id, cause in handlers.removeValue(forKey: id).map { ($0, cause) } }
        didChange?(change, origin)
        changeSubject.send(change)
        for (handler, cause) in calls { handler(cause) }
    }
}
