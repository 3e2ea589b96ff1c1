import KeelCombine

/// One tab: its id, its root route, and how to build its coordinator
/// (called once, lazily, on first selection).
@MainActor
public struct TabSpec<Route: Hashable & Sendable> {
    /// Identifies the tab (deep links name tabs by id).
    public let id: String
    /// The tab's root screen.
    public let route: Route
    /// Builds the tab's coordinator (called once, on first selection).
    public let make: () -> BaseCoordinator<Void>

    /// A tab.
    public init(id: String, route: Route, make: @escaping () -> BaseCoordinator<Void>) {
        self.id = id
        self.route = route
        self.make = make
    }
}

/// The coordinator refactor plan's MainCoordinator pattern: a tab root whose
/// screen coordinators are created lazily on first selection and then kept,
/// so switching back keeps each tab's state.
///
/// `start()` sets the root (`rootRoute` with one tab per spec) and selects
/// `initialTab`. The tab root is this coordinator's screen: when it is
/// replaced (a root swap) the coordinator finishes and its tab coordinators
/// — and everything they pushed — end with it. A tab the user taps (reported
/// by the router) gets its coordinator created like a programmatic
/// ``select(index:)``. ``selectedIndex`` keeps the last tab selected while
/// this root was shown, so a parent can restore it in a new tab root.
///
/// Threading: main actor.
@MainActor
open class TabCoordinator<Route: Hashable & Sendable>: BaseCoordinator<Void> {
    /// The router the tab root is on.
    public let router: any Router<Route>
    /// The tab container's route.
    public let rootRoute: Route
    /// The tabs, in order.
    public let tabs: [TabSpec<Route>]
    /// The tab selected at start.
    public let initialTab: Int
    private var created: [String: BaseCoordinator<Void>] = [:]
    private var rootEntry: EntryID?
    private var changeSubscription: AnyCancellable?
    /// The selected tab while this root is shown; the last one after.
    public private(set) var selectedIndex: Int

    /// A tab coordinator: on `start()` it shows the tab root and starts the
    /// initial tab's coordinator (the others when first selected).
    ///
    /// - Parameters:
    ///   - router: where the tab root goes.
    ///   - rootRoute: the tab container's route.
    ///   - tabs: the tabs, in order.
    ///   - initialTab: the tab selected at start (0 if out of range).
    ///   - tracker: reports this coordinator if it stays alive after ending.
    public init(router: any Router<Route>, rootRoute: Route, tabs: [TabSpec<Route>], initialTab: Int = 0,
                tracker: CoordinatorLeakTracker? = nil) {
        self.router = router
        self.rootRoute = rootRoute
        self.tabs = tabs
        self.initialTab = tabs.indices.contains(initialTab) ? initialTab : 0
        selectedIndex = self.initialTab
        super.init(tracker: tracker)
    }

    /// Sets the tab root and selects the initial tab.
    open override func start() {
        rootEntry = router.setRoot(rootRoute, tabs: tabs.map(\.route)) { [weak self] _ in self?.finish(()) }
        changeSubscription = router.changes.sink { [weak self] change in
            guard let self, case .tabSelected(let index) = change, self.router.tree.root?.id == self.rootEntry else { return }
            self.selectedIndex = index
            self.coordinator(at: index)
        }
        select(index: initialTab)
    }

    open override func willEnd(_ outcome: CoordinatorOutcome<Void>) {
        changeSubscription = nil
    }

    /// Selects a tab, creating its coordinator on first use. Returns `false`
    /// (and changes nothing) for an index with no tab.
    @discardableResult
    public func select(index: Int) -> Bool {
        guard !isFinished, tabs.indices.contains(index) else { return false }
        coordinator(at: index)
        return router.selectTab(index)
    }

    /// Selects the tab with `id`; returns its coordinator, or `nil` (nothing
    /// changes) when no tab has that id.
    @discardableResult
    public func select(id: String) -> BaseCoordinator<Void>? {
        guard let index = tabs.firstIndex(where: { $0.id == id }), select(index: index) else { return nil }
        return created[id]
    }

    /// The coordinator of a tab, if it was created.
    public func coordinator(forTab id: String) -> BaseCoordinator<Void>? { created[id] }

    /// Creates the coordinator of the tab at `index` if needed (e.g. when
    /// the user tapped it).
    @discardableResult
    public func coordinator(at index: Int) -> BaseCoordinator<Void>? {
        guard !isFinished, tabs.indices.contains(index) else { return nil }
        let spec = tabs[index]
        if let existing = created[spec.id] { return existing }
        let coordinator = spec.make()
        created[spec.id] = coordinator
        startChild(coordinator) { [weak self] _ in self?.created[spec.id] = nil }
        return coordinator
    }
}
