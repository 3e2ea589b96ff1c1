import KeelNavigation

/// Seed 003, "MainCoordinator (Tab Management)": tabs with lazily created
/// screen coordinators; match details pushed as children; deep links
/// applied step by step in one go.
@MainActor
public final class MainCoordinator: TabCoordinator {
    public static let nextUp = "nextUp"
    public static let inPlay = "inPlay"

    private let tracker: CoordinatorLeakTracker?

    public init(router: Router, store: SportsStore, tracker: CoordinatorLeakTracker? = nil) {
        self.tracker = tracker
        var showDetail: (String) -> Void = { _ in }
        super.init(
            router: router,
            tabs: [
                TabSpec(id: Self.nextUp) {
                    let coordinator = NextUpEventsCoordinator(router: router, store: store, tracker: tracker)
                    coordinator.onShowMatchDetail = { showDetail($0) }
                    return coordinator
                },
                TabSpec(id: Self.inPlay) {
                    let coordinator = InPlayEventsCoordinator(tracker: tracker)
                    coordinator.onShowMatchDetail = { showDetail($0) }
                    return coordinator
                },
            ],
            tracker: tracker
        )
        showDetail = { [weak self] id in self?.showMatchDetail(id) }
    }

    public func showMatchDetail(_ id: String) {
        startChild(MatchDetailCoordinator(matchID: id, router: router, tracker: tracker))
    }

    /// Applies a multi-step deep link: tab, then each screen.
    public func apply(_ route: DeepLinkRoute) {
        for step in route.steps {
            switch step {
            case .tab(let id): select(id: id)
            case .screen("match", let id?): showMatchDetail(id)
            case .screen(let name, let id): router.push(Screen(ScreenID(id.map { "\(name)/\($0)" } ?? name)), onPop: nil)
            }
        }
    }
}
