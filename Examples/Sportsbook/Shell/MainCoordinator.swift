import KeelNavigation

/// The coordinator refactor plan's MainCoordinator (tab management): the tab
/// root with lazily created screen coordinators; match and competition
/// details pushed as children that end when the user goes back (or when the
/// tab root is replaced); deep links applied step by step in one go.
@MainActor
public final class MainCoordinator: TabCoordinator<SportsbookRoute> {
    public static let nextUp = "nextUp"
    public static let inPlay = "inPlay"

    private let tracker: CoordinatorLeakTracker?
    private let onUnhandled: (String) -> Void
    private let onShown: () -> Void

    /// - Parameters:
    ///   - initialTab: the tab to show first (the one the user had, after a root swap).
    ///   - onUnhandled: reports a deep-link step this app has no screen for.
    ///   - onShown: called once the tab root is shown.
    public init(router: any Router<SportsbookRoute>, store: SportsStore, initialTab: Int = 0, tracker: CoordinatorLeakTracker? = nil,
                onUnhandled: @escaping (String) -> Void = { _ in }, onShown: @escaping () -> Void = {}) {
        self.tracker = tracker
        self.onUnhandled = onUnhandled
        self.onShown = onShown
        let details = DetailTarget()
        super.init(
            router: router,
            rootRoute: .main,
            tabs: [
                TabSpec(id: Self.nextUp, route: .nextUp) {
                    let coordinator = NextUpEventsCoordinator(store: store, tracker: tracker)
                    coordinator.onShowMatchDetail = { details.main?.showMatchDetail($0) }
                    return coordinator
                },
                TabSpec(id: Self.inPlay, route: .inPlay) {
                    let coordinator = InPlayEventsCoordinator(tracker: tracker)
                    coordinator.onShowMatchDetail = { details.main?.showMatchDetail($0) }
                    return coordinator
                },
            ],
            initialTab: initialTab,
            tracker: tracker
        )
        details.main = self
    }

    public override func start() {
        super.start()
        onShown()
    }

    /// Pushes a match detail on the selected tab.
    public func showMatchDetail(_ id: String) {
        startChild(DetailCoordinator(router: router, route: .match(id: id), tracker: tracker))
    }

    /// Pushes a competition on the selected tab.
    public func showCompetition(_ id: String) {
        startChild(DetailCoordinator(router: router, route: .competition(id: id), tracker: tracker))
    }

    /// Applies a multi-step deep link: tab, then each screen. A step with no
    /// screen here is reported through `onUnhandled` and stops the route.
    public func apply(_ route: DeepLinkRoute) {
        for step in route.steps {
            switch step {
            case .tab(let id):
                guard select(id: id) != nil else { return onUnhandled("no tab '\(id)'") }
            case .screen("match", let id?):
                showMatchDetail(id)
            case .screen("competition", let id?):
                showCompetition(id)
            case .screen(let name, let id):
                return onUnhandled("no screen for '\(name)'\(id.map { " (\($0))" } ?? "")")
            }
        }
    }
}

/// Lets the tab factories, built before `self`, reach the main coordinator.
@MainActor
private final class DetailTarget {
    weak var main: MainCoordinator?
}
