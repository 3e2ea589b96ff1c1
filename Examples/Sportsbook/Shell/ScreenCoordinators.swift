import KeelNavigation

/// The coordinator refactor plan's screen coordinator for the next-up tab:
/// builds its screen's ViewModel and hands it a navigation closure
/// (closures instead of delegates) that the parent wires. Owns the tab's
/// root screen, so it ends with the tab root.
@MainActor
public final class NextUpEventsCoordinator: BaseCoordinator<Void> {
    /// Set by the parent: show a match's detail.
    public var onShowMatchDetail: ((String) -> Void)?
    /// The screen's ViewModel (created on `start()`).
    public private(set) var viewModel: NextUpEventsViewModel?
    private let store: SportsStore

    public init(store: SportsStore, tracker: CoordinatorLeakTracker? = nil) {
        self.store = store
        super.init(tracker: tracker)
    }

    public override func start() {
        let viewModel = NextUpEventsViewModel(store: store) { [weak self] id in self?.onShowMatchDetail?(id) }
        viewModel.load()
        self.viewModel = viewModel
    }
}

/// The in-play tab's screen coordinator.
@MainActor
public final class InPlayEventsCoordinator: BaseCoordinator<Void> {
    /// Set by the parent: show a match's detail.
    public var onShowMatchDetail: ((String) -> Void)?
    /// The screen's ViewModel (created on `start()`).
    public private(set) var viewModel: InPlayEventsViewModel?

    public override func start() {
        viewModel = InPlayEventsViewModel { [weak self] id in self?.onShowMatchDetail?(id) }
    }
}

/// A pushed detail (a match, a competition): ends — and is released — when
/// the user goes back, or when the tab root it was pushed on is replaced.
@MainActor
public final class DetailCoordinator: ScreenCoordinator<SportsbookRoute> {
    public init(router: any Router<SportsbookRoute>, route: SportsbookRoute, tracker: CoordinatorLeakTracker? = nil) {
        super.init(router: router, presentation: .push(route), tracker: tracker)
    }
}
