import Foundation
import KeelLaunch
import KeelLaunchNavigation
import KeelNavigation

/// The coordinator refactor plan's AppCoordinator for the sportsbook: the
/// kit's ``LaunchCoordinator`` (splash, maintenance, required and available
/// update, launch error) with the sportsbook's main coordinator, plus deep
/// links, which wait until the main app is shown. No business logic.
///
/// - The main coordinator owns the tab root. A root swap (maintenance, an
///   error) ends it and everything it started; when the app is ready again a
///   new one is built — with the tab the user had selected — from the data
///   launch already loaded (nothing reloads).
/// - Every deep-link outcome (applied, queued, expired, unhandled) goes to
///   `deepLinks.outcomes`.
@MainActor
public final class AppCoordinator: BaseCoordinator<Void> {
    private let router: any Router<SportsbookRoute>
    private let appState: any AppStateDriving
    private let store: SportsStore
    private let tracker: CoordinatorLeakTracker?
    private let onOpenStore: (AppVersion) -> Void
    private let parser: DeepLinkParser
    /// Deep links waiting for (or applied to) the main app.
    public let deepLinks: DeepLinkQueue
    /// The main coordinator while the main app is shown.
    public private(set) weak var mainCoordinator: MainCoordinator?
    /// The launch coordinator (started with this one).
    public private(set) weak var launchCoordinator: LaunchCoordinator<SportsbookRoute>?
    private var selectedTab = 0

    public init(router: any Router<SportsbookRoute>, appState: any AppStateDriving, store: SportsStore, clock: any Clock<Duration>,
                tracker: CoordinatorLeakTracker? = nil, onOpenStore: @escaping (AppVersion) -> Void = { _ in }) {
        self.router = router
        self.appState = appState
        self.store = store
        self.tracker = tracker
        self.onOpenStore = onOpenStore
        parser = DeepLinkParser(scheme: "sportsbook", tabs: [MainCoordinator.nextUp, MainCoordinator.inPlay],
                                screens: ["match": true, "competition": true])
        let link = DeepLinkTarget()
        deepLinks = DeepLinkQueue(clock: clock, expiry: .seconds(30)) { link.main?.apply($0) }
        super.init(tracker: tracker)
        link.owner = self
    }

    /// Starts following the app state.
    public override func start() {
        let launch = LaunchCoordinator(router: router, appState: appState, tracker: tracker, onOpenStore: onOpenStore) { [weak self] in
            self?.makeMain() ?? BaseCoordinator<Void>()
        }
        launchCoordinator = launch
        startChild(launch)
    }

    /// Handles an incoming URL: parsed, then applied now or when the main app
    /// is shown; an unhandled one is reported on `deepLinks.outcomes`.
    @discardableResult
    public func open(_ url: URL) -> DeepLinkResult {
        let result = parser.parse(url)
        deepLinks.receive(result)
        return result
    }

    private func makeMain() -> BaseCoordinator<Void> {
        let main = MainCoordinator(router: router, store: store, initialTab: selectedTab, tracker: tracker,
                                   onUnhandled: { [weak self] reason in self?.deepLinks.reportUnhandled(reason: reason) },
                                   onShown: { [weak self] in self?.deepLinks.setReady(true) })
        main.onFinish = { [weak self, weak main] _ in
            if let main { self?.selectedTab = main.selectedIndex }
            self?.deepLinks.setReady(false)
        }
        mainCoordinator = main
        return main
    }
}

/// Lets the deep-link queue, created before `self`, reach the main coordinator.
@MainActor
private final class DeepLinkTarget {
    weak var owner: AppCoordinator?
    var main: MainCoordinator? { owner?.mainCoordinator }
}
