import KeelNavigation

/// Seed 003, "Screen-Specific Coordinators": builds its screen and exposes
/// navigation closures for the parent to wire.
@MainActor
public final class NextUpEventsCoordinator: BaseCoordinator<Void> {
    public var onShowMatchDetail: ((String) -> Void)?
    public private(set) var viewModel: NextUpEventsViewModel?
    private let router: Router
    private let store: SportsStore

    public init(router: Router, store: SportsStore, tracker: CoordinatorLeakTracker? = nil) {
        self.router = router
        self.store = store
        super.init(tracker: tracker)
    }

    public override func start() {
        let viewModel = NextUpEventsViewModel(store: store) { [weak self] id in self?.onShowMatchDetail?(id) }
        viewModel.load()
        self.viewModel = viewModel
    }
}

@MainActor
public final class InPlayEventsCoordinator: BaseCoordinator<Void> {
    public var onShowMatchDetail: ((String) -> Void)?
    public private(set) var viewModel: InPlayEventsViewModel?

    public override func start() {
        viewModel = InPlayEventsViewModel { [weak self] id in self?.onShowMatchDetail?(id) }
    }
}

/// A pushed match detail, finished (and released) when the user goes back.
@MainActor
public final class MatchDetailCoordinator: BaseCoordinator<Void> {
    public let matchID: String
    private let router: Router

    public init(matchID: String, router: Router, tracker: CoordinatorLeakTracker? = nil) {
        self.matchID = matchID
        self.router = router
        super.init(tracker: tracker)
    }

    public override func start() {
        router.push(Screen(ScreenID("match/\(matchID)"))) { [weak self] in self?.finish(()) }
    }
}
