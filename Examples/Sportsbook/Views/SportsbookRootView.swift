#if canImport(SwiftUI)
import KeelLaunchNavigation
import KeelNavigation
import SwiftUI

/// The sportsbook's root view: the SwiftUI router renders the coordinator
/// tree's screens, each through ``SportsbookScreen``. Views render
/// ViewModels and forward taps to them; navigation stays with the
/// coordinators.
public struct SportsbookRootView: View {
    @ObservedObject private var router: SwiftUIRouter<SportsbookRoute>
    private let app: AppCoordinator

    public init(router: SwiftUIRouter<SportsbookRoute>, app: AppCoordinator) {
        self.router = router
        self.app = app
    }

    public var body: some View {
        RoutedRootView(router: router) { route in SportsbookScreen(route: route, app: app) }
    }
}

/// One route's screen — a total `switch`, so every route has a screen. The
/// SwiftUI root view renders it for each route, and the UIKit scene hosts
/// it in a `UIHostingController` per route.
public struct SportsbookScreen: View {
    private let route: SportsbookRoute
    private let app: AppCoordinator?

    /// - Parameters:
    ///   - route: the screen to show.
    ///   - app: the app coordinator whose tree holds the screen's ViewModel
    ///     (`nil` only while a scene is being assembled: nothing to show yet).
    public init(route: SportsbookRoute, app: AppCoordinator?) {
        self.route = route
        self.app = app
    }

    public var body: some View {
        switch route {
        case .splash:
            if let viewModel = (app?.launchCoordinator?.rootCoordinator as? SplashCoordinator<SportsbookRoute>)?.viewModel {
                SplashView(viewModel: viewModel)
            }
        case .maintenance(let message):
            Text(message)
        case .launchError:
            Button("Retry") { (app?.launchCoordinator?.rootCoordinator as? LaunchErrorCoordinator<SportsbookRoute>)?.retry() }
        case .requiredUpdate(let version):
            Button("Update to \(version.description)") {
                app?.launchCoordinator?.overlayCoordinator(for: .requiredUpdate(version)).flatMap { $0 as? RequiredUpdateCoordinator<SportsbookRoute> }?.openStore()
            }
        case .availableUpdate(let version):
            AvailableUpdateView(coordinator: app?.launchCoordinator?.overlayCoordinator(for: .availableUpdate(version))
                as? AvailableUpdateModalCoordinator<SportsbookRoute>)
        case .main:
            EmptyView()
        case .nextUp:
            if let viewModel = (app?.mainCoordinator?.coordinator(forTab: MainCoordinator.nextUp) as? NextUpEventsCoordinator)?.viewModel {
                NextUpEventsView(viewModel: viewModel)
            }
        case .inPlay:
            if let viewModel = (app?.mainCoordinator?.coordinator(forTab: MainCoordinator.inPlay) as? InPlayEventsCoordinator)?.viewModel {
                InPlayEventsView(viewModel: viewModel)
            }
        case .match(let id):
            Text("Match \(id)")
        case .competition(let id):
            Text("Competition \(id)")
        }
    }
}

/// The splash: launch progress.
struct SplashView: View {
    @ObservedObject var viewModel: SplashViewModel

    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
            Text("Loading \(viewModel.progress.finished) of \(viewModel.progress.total)")
        }
    }
}

/// The optional update: open the store, or not now.
struct AvailableUpdateView: View {
    let coordinator: AvailableUpdateModalCoordinator<SportsbookRoute>?

    var body: some View {
        VStack(spacing: 16) {
            Button("Update") { coordinator?.openStore() }
            Button("Not now") { coordinator?.decline() }
        }
    }
}

/// The in-play tab: the live count, redrawn whenever the ViewModel
/// publishes a new one (the root view observes only the router).
struct InPlayEventsView: View {
    @ObservedObject var viewModel: InPlayEventsViewModel

    var body: some View {
        Text("\(viewModel.liveCount) live")
    }
}

/// The next-up tab: sports, and a match per row.
struct NextUpEventsView: View {
    @ObservedObject var viewModel: NextUpEventsViewModel

    var body: some View {
        List(viewModel.sports) { sport in
            Button(sport.name) { viewModel.selectMatch(sport.id) }
        }
    }
}
#endif
