/// One tab: its id and how to build its coordinator (called once, lazily).
@MainActor
public struct TabSpec {
    public let id: String
    public let make: () -> BaseCoordinator<Void>
    public init(id: String, make: @escaping () -> BaseCoordinator<Void>) {
        self.id = id
        self.make = make
    }
}

/// Seed 003's MainCoordinator pattern: tabs whose screen coordinators are
/// created lazily on first selection and then retained, so switching back
/// keeps each tab's state.
@MainActor
open class TabCoordinator: BaseCoordinator<Void> {
    public let router: Router
    public let tabs: [TabSpec]
    public private(set) var selectedIndex: Int?
    private var created: [String: BaseCoordinator<Void>] = [:]

    public init(router: Router, tabs: [TabSpec], tracker: CoordinatorLeakTracker? = nil) {
        self.router = router
        self.tabs = tabs
        super.init(tracker: tracker)
    }

    open override func start() {
        if !tabs.isEmpty { select(index: 0) }
    }

    /// Selects a tab, creating its coordinator on first use.
    public func select(index: Int) {
        guard tabs.indices.contains(index) else { return }
        let spec = tabs[index]
        if created[spec.id] == nil {
            let coordinator = spec.make()
            created[spec.id] = coordinator
            startChild(coordinator)
        }
        selectedIndex = index
        router.selectTab(index)
    }

    /// Selects the tab with `id`; returns its coordinator.
    @discardableResult
    public func select(id: String) -> BaseCoordinator<Void>? {
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return nil }
        select(index: index)
        return created[id]
    }

    /// The coordinator of a tab, if it was created.
    public func coordinator(forTab id: String) -> BaseCoordinator<Void>? { created[id] }
}
