import Testing
@testable import KeelAudit

/// The false-positive and false-negative classes measured on apps nobody had
/// tuned the rules on (issue 27), each as a from-scratch fixture: the rules
/// read what the code means — scopes, modules, imports, behaviour — not names.
@Suite("Classes that did not generalize", .timeLimit(.minutes(2)))
struct GeneralizationClassesTests: FindingPlaces {
    func audit(_ files: [String: String], modules: [String: String] = [:], configuration: Configuration = .default) async -> AuditResult {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        let map = ModuleMap(modules.mapValues { ModuleAssignment(name: $0, source: .package) })
        return await Auditor(configuration: configuration).audit(inputs, modules: map)
    }

    // MARK: False positives

    /// Swift Observation's `@Observable` is not RxSwift's `Observable`.
    @Test func observationMacroIsNotRxSwift() async {
        let result = await audit([
            "MoviesViewModel.swift": "import Observation\n@MainActor @Observable\nfinal class MoviesViewModel {\n    private(set) var movies: [String] = []\n}\n",
            "MoviesView.swift": "import SwiftUI\nstruct MoviesView: View {\n    @State private var model = MoviesViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "RX001").isEmpty)
        #expect(result.migration.viewModels == 1 && result.migration.rxFreeViewModels == 1)
    }

    /// A nested `typealias Option = Bool` is not the `ObservableObject` called `Option` elsewhere.
    @Test func nestedAliasIsNotAHomonymousClass() async {
        let result = await audit([
            "Option.swift": "import Combine\nfinal class Option: ObservableObject {}\n",
            "FilterViewModel.swift": "import Combine\n@MainActor final class FilterViewModel: ObservableObject {\n    typealias Option = Bool\n    @Published private(set) var option: Option = false\n}\n",
        ])
        #expect(found(result, "ST001").isEmpty)
    }

    /// `FeedCell.ViewModel` (an immutable value holder) is not the observed `SettingsScreen.ViewModel`.
    @Test func nestedViewModelsAreDifferentTypes() async {
        let result = await audit([
            "FeedCell.swift": "import UIKit\nfinal class FeedCell: UITableViewCell {\n    final class ViewModel {\n        let title: String\n        init(title: String) { self.title = title }\n    }\n}\n",
            "SettingsScreen.swift": """
            import SwiftUI
            struct SettingsScreen: View {
                @StateObject var viewModel: ViewModel
                var body: some View { Text("") }
                final class ViewModel: ObservableObject {
                    @Published private(set) var isOn = false
                }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["SettingsScreen.swift:5"])
    }

    /// Same-named classes in two SwiftPM modules under one folder are two types.
    @Test func homonymsInTwoModulesAreApart() async {
        let result = await audit([
            "Sources/Login/LoginViewModel.swift": "@MainActor final class LoginViewModel {\n    private(set) var email = \"\"\n}\n",
            "Sources/Login/LoginView.swift": "import SwiftUI\nstruct LoginView: View {\n    let viewModel: LoginViewModel\n    var body: some View { Text(\"\") }\n}\n",
            "Sources/Analytics/LoginViewModel.swift": "final class LoginViewModel {\n    func track() {}\n}\n",
        ], modules: [
            "Sources/Login/LoginViewModel.swift": "Login", "Sources/Login/LoginView.swift": "Login", "Sources/Analytics/LoginViewModel.swift": "Analytics",
        ])
        #expect(found(result, "VM002") == ["Sources/Login/LoginViewModel.swift:1"])
    }

    /// A UIKit ViewModel (`@Published`, not `ObservableObject`) held in `@Published` is no nested ObservableObject.
    @Test func publishedHoldersAreNotObservableObjects() async {
        let result = await audit([
            "ListViewModel.swift": "import Combine\nfinal class ListViewModel {\n    @Published private(set) var rows: [String] = []\n}\n",
            "ScreenModel.swift": "import Combine\n@MainActor final class ScreenModel: ObservableObject {\n    @Published private(set) var list = ListViewModel()\n}\n",
        ])
        #expect(found(result, "ST001").isEmpty)
    }

    /// Names alone give no role: a background `…RefreshCoordinator` is no
    /// coordinator and calling it is not navigating; a service-layer
    /// `…ViewModel` nothing observes is no ViewModel; an `import SwiftUI` is
    /// no sign SwiftUI observes a class.
    @Test func rolesComeFromBehaviourNotSuffixes() async {
        let result = await audit([
            "FeedRefreshCoordinator.swift": "import UIKit\nfinal class FeedRefreshCoordinator {\n    private var timer: Timer?\n    func start() { Task { await refresh() } }\n    func refresh() async {}\n}\n",
            "FeedViewModel.swift": """
            import Combine
            @MainActor final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                private let refresher: FeedRefreshCoordinator
                init(refresher: FeedRefreshCoordinator) { self.refresher = refresher }
                func appear() { refresher.start() }
            }
            """,
            "PricingViewModel.swift": "import Foundation\nclass PricingViewModel {\n    func price(for amount: Int) -> String { \"\\(amount)\" }\n}\n",
            "ReceiptModel.swift": "import SwiftUI\nfinal class ReceiptViewModel {\n    @Published var total = 0\n}\n",
        ])
        #expect(found(result, "CO001").isEmpty)
        #expect(found(result, "VM010").isEmpty)
        #expect(result.findings.filter { $0.file == "PricingViewModel.swift" }.isEmpty)
        #expect(found(result, "VM001").filter { $0.hasPrefix("ReceiptModel") }.isEmpty)
        #expect(found(result, "VM003").filter { $0.hasPrefix("ReceiptModel") }.isEmpty)
    }

    /// Outputs the ViewModel's nested helper writes are outputs; a one-shot
    /// `Publishers.MergeMany(…).collect()` is not a long-lived subscription.
    @Test func nestedWritersAndOneShotMerges() async {
        let result = await audit([
            "SearchViewModel.swift": """
            import Combine
            @MainActor final class SearchViewModel: ObservableObject {
                @Published private(set) var count = 0
                let results = CurrentValueSubject<[String], Never>([])
                private var cancellables = Set<AnyCancellable>()
                init(requests: [AnyPublisher<String, Never>]) {
                    results.sink { self.count = $0.count }.store(in: &cancellables)
                    Publishers.MergeMany(requests).collect().sink { self.results.value = $0 }.store(in: &cancellables)
                }
                struct Updater {
                    func apply(_ model: SearchViewModel, _ items: [String]) { model.results.value = items }
                }
            }
            """,
        ])
        #expect(found(result, "VM008").isEmpty)
        // The `$0.count` sink on a long-lived subject does capture self strongly: that one stays.
        #expect(found(result, "VM015") == ["SearchViewModel.swift:7"])
    }

    /// One finding per violation, the other places as related locations.
    @Test func oneFindingPerViolation() async {
        let result = await audit([
            "TableViewModel.swift": """
            import UIKit
            final class TableViewModel: NSObject, UITableViewDataSource {
                @Published private(set) var rows: [String] = []
                weak var router: AppRouter?
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func open() { router?.routeTo(.detail) }
                func close() { router?.dismiss() }
            }
            final class TableViewController: UIViewController { let viewModel = TableViewModel() }
            """,
        ])
        // One VM006 per view type (its mentions in every `tableView(_:…)` signature related) …
        let vm006 = result.findings.filter { $0.ruleID == "VM006" }
        #expect(vm006.map(\.line) == [5, 6])
        #expect(vm006.first?.message.contains("UITableView (2 places)") == true)
        #expect(vm006.first?.related.count == 1)
        // … one VM010 per navigation place: each call a closure replaces, the navigator's
        // declaration a related place of its first call.
        let vm010 = result.findings.filter { $0.ruleID == "VM010" }
        #expect(vm010.map(\.line) == [7, 8])
        #expect(vm010.first?.related.map(\.line) == [4])
    }

    // MARK: False negatives

    /// SwiftUI-observed objects named `…Presenter`, `…Settings` are ViewModels
    /// (they have actions; a box of values with none is not — `valueBoxesAreNotViewModels`).
    @Test func viewModelsByWhatViewsHold() async {
        let result = await audit([
            "ProfilePresenter.swift": "import Combine\nfinal class ProfilePresenter: ObservableObject {\n    @Published private(set) var name = \"\"\n    func load() { name = \"Ada\" }\n}\n",
            "AppSettings.swift": "import Combine\nfinal class AppSettings: ObservableObject {\n    @Published var theme = 0\n    func reset() { theme = 0 }\n}\n",
            "ProfileView.swift": "import SwiftUI\nstruct ProfileView: View {\n    @StateObject var presenter = ProfilePresenter()\n    @EnvironmentObject var settings: AppSettings\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "VM001").sorted() == ["AppSettings.swift:2", "ProfilePresenter.swift:2"])
        #expect(found(result, "VM003") == ["AppSettings.swift:3"])
    }

    /// Global dependencies: lower-case globals, statics of a factory, static
    /// service calls, container look-ups through property wrappers.
    @Test func globalDependenciesBeyondShared() async {
        let result = await audit([
            "Globals.swift": "let analytics = Analytics()\nfinal class Analytics { func track(_ event: String) {} }\nfinal class PaymentService {\n    static let maxAmount = 5_000\n    static func charge() {}\n}\n",
            "CheckoutViewModel.swift": """
            import Combine
            @MainActor final class CheckoutViewModel: ObservableObject {
                @Published private(set) var done = false
                @Injected var api: APIClient
                init(api: PaymentService) {}
                func pay() {
                    analytics.track("pay")
                    guard PaymentService.maxAmount > 0 else { return }
                    PaymentService.charge()
                }
            }
            """,
            "CheckoutView.swift": "import SwiftUI\nstruct CheckoutView: View {\n    @StateObject var viewModel = CheckoutViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        let messages = result.findings.filter { $0.ruleID == "VM011" }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("@Injected") })
        #expect(messages.contains { $0.contains("the global analytics") })
        #expect(messages.contains { $0.contains("PaymentService.charge") })
    }

    /// Route enums reached through `typealias Route = …` are route enums.
    @Test func routeEnumsThroughAliases() async {
        let result = await audit([
            "Route.swift": "enum AppDestination {\n    case detail(id: Int)\n}\n",
            "Navigator.swift": "protocol Navigator {\n    typealias Target = AppDestination\n    func navigate(to target: Target)\n}\n",
            // A coordinator's method that takes a place to go, whatever its verb.
            "Deeplink.swift": "enum Route {\n    case home\n    case event(id: String)\n}\n",
            "AppCoordinator.swift": "import UIKit\nfinal class AppCoordinator {\n    let navigationController: UINavigationController\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    func openRoute(_ route: Route) {}\n    func start() { navigationController.pushViewController(UIViewController(), animated: false) }\n}\n",
        ])
        #expect(found(result, "RT001") == ["Deeplink.swift:3", "Route.swift:2"])
    }

    /// A ViewModel that builds another instance of its own type for the next screen.
    @Test func viewModelCreatingItsOwnType() async {
        let result = await audit([
            "FolderViewModel.swift": """
            import Combine
            @MainActor final class FolderViewModel: ObservableObject {
                @Published private(set) var name = ""
                func child(named name: String) -> FolderViewModel { FolderViewModel() }
                static func root() -> FolderViewModel { FolderViewModel() }
            }
            """,
            "FolderView.swift": "import SwiftUI\nstruct FolderView: View {\n    @StateObject var viewModel = FolderViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "VM007") == ["FolderViewModel.swift:4"])
    }

    /// A ViewModel that streams its screen's actions (`PassthroughSubject<HomeScreenAction, Never>`)
    /// holds no navigation state: "Screen" inside an action enum's name does not make it a router.
    /// A class holding `var path: [AppRoute]` and navigating is one.
    @Test func actionStreamsAreNotNavigationState() async {
        let result = await audit([
            "HomeScreenViewModel.swift": """
            import SwiftUI
            import Combine
            enum HomeScreenViewModelAction { case presentSettings }
            @MainActor final class HomeScreenViewModel: ObservableObject {
                @Published private(set) var title = ""
                private var actionsSubject: PassthroughSubject<HomeScreenViewModelAction, Never> = .init()
                func presentSettings() { actionsSubject.send(.presentSettings) }
            }
            """,
            "HomeScreen.swift": "import SwiftUI\nstruct HomeScreen: View {\n    @ObservedObject var viewModel: HomeScreenViewModel\n    var body: some View { Text(\"\") }\n}\n",
            "AppRouter.swift": """
            import Observation
            enum AppRoute: Hashable { case detail(id: Int) }
            @MainActor @Observable final class AppRouter {
                var path: [AppRoute] = []
                func navigate(to route: AppRoute) { path.append(route) }
            }
            """,
        ])
        #expect(found(result, "VM004") == ["HomeScreenViewModel.swift:1"])
        #expect(found(result, "RT001") == ["AppRouter.swift:2"])
    }

    /// A ViewModel protocol that requires a router is a ViewModel that
    /// navigates (VM010), not a coordinator protocol.
    @Test func viewModelProtocolsRequiringARouter() async {
        let result = await audit([
            "SettingsRouter.swift": """
            import SwiftUI
            enum SettingsRoute: Hashable { case network }
            final class SettingsRouter: ObservableObject {
                @Published var activeRoute: SettingsRoute?
                func navigate(to route: SettingsRoute) { activeRoute = route }
            }
            """,
            "SettingsViewModel.swift": """
            import Combine
            protocol SettingsViewModel: ObservableObject {
                var router: SettingsRouter { get }
            }
            @MainActor final class SettingsViewModelImpl: SettingsViewModel {
                let router: SettingsRouter
                @Published private(set) var title = ""
                init(router: SettingsRouter) { self.router = router }
                func networkTapped() {
                    router.navigate(to: .network)
                }
            }
            """,
            "SettingsView.swift": "import SwiftUI\nstruct SettingsView: View {\n    @StateObject var viewModel: SettingsViewModelImpl\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "VM010") == ["SettingsViewModel.swift:10"])
        #expect(result.findings.first { $0.ruleID == "VM010" }?.related.count == 1)
        #expect(found(result, "CO001").isEmpty && found(result, "CO002").isEmpty)
    }

    /// A subject declared by type and built in an initializer that takes none is the
    /// ViewModel's own; a view that reaches it through a local cast still sends into it.
    @Test func subjectsBuiltInInitAndSentThroughLocalCasts() async {
        let result = await audit([
            "ComposeViewModel.swift": """
            import Combine
            @MainActor final class ComposeViewModel: ObservableObject {
                let textChanged: PassthroughSubject<String, Never>
                let retryTapped: PassthroughSubject<Void, Never>
                @Published private(set) var draft = ""
                private var cancellables = Set<AnyCancellable>()
                init() {
                    textChanged = PassthroughSubject()
                    retryTapped = PassthroughSubject()
                    textChanged.sink { [weak self] in self?.draft = $0 }.store(in: &cancellables)
                }
            }
            """,
            "FeedViewModel.swift": """
            import Combine
            @MainActor final class FeedViewModel: ObservableObject {
                let refresh: PassthroughSubject<Void, Never>
                init(refresh: PassthroughSubject<Void, Never>) { self.refresh = refresh }
            }
            """,
            "ComposeViewController.swift": """
            import UIKit
            final class ComposeViewController: UIViewController {
                var model: AnyObject?
                func textDidChange(_ text: String) {
                    let viewModel = model as! ComposeViewModel
                    viewModel.textChanged.send(text)
                    (model as? ComposeViewModel)?.retryTapped.send(())
                }
                func retry() {
                    guard let viewModel = model as? ComposeViewModel else { return }
                    viewModel.retryTapped.send(())
                }
            }
            """,
        ])
        #expect(found(result, "VM008") == ["ComposeViewModel.swift:3", "ComposeViewModel.swift:4"])
    }

    /// A name inside a type means its inherited member before any global, and
    /// a global of a module the file cannot see is not what the name means.
    @Test func inheritedMembersAndInvisibleGlobalsAreNotGlobals() async {
        let result = await audit([
            "Scripts/Runner.swift": "let logger = ScriptLogger()\nfinal class ScriptLogger { func log(_ s: String) {} }\n",
            "App/BaseViewModel.swift": "import Combine\nclass BaseViewModel: ObservableObject {\n    let logger = AppLogger()\n}\nfinal class AppLogger { func info(_ s: String) {} }\n",
            "App/LoginViewModel.swift": """
            import Combine
            @MainActor final class LoginViewModel: BaseViewModel {
                @Published private(set) var name = ""
                func submit() { logger.info("submit") }
            }
            """,
            "App/Tracking.swift": "let tracker = Tracker()\nfinal class Tracker { func track(_ s: String) {} }\n",
            "App/CartViewModel.swift": """
            import Combine
            @MainActor final class CartViewModel: ObservableObject {
                @Published private(set) var count = 0
                func add() { logger.log("add"); tracker.track("add") }
            }
            """,
            "App/CartView.swift": "import SwiftUI\nstruct CartView: View {\n    @StateObject var model = CartViewModel()\n    var body: some View { Text(\"\") }\n}\n",
            "App/LoginView.swift": "import SwiftUI\nstruct LoginView: View {\n    @StateObject var model = LoginViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ], modules: ["Scripts/Runner.swift": "Runner", "App/BaseViewModel.swift": "App", "App/LoginViewModel.swift": "App",
                     "App/Tracking.swift": "App", "App/CartViewModel.swift": "App", "App/CartView.swift": "App", "App/LoginView.swift": "App"])
        let vm011 = result.findings.filter { $0.ruleID == "VM011" }
        #expect(vm011.map { "\($0.file):\($0.line)" } == ["App/CartViewModel.swift:4"])
        #expect(vm011.first?.message.contains("tracker") == true && vm011.first?.message.contains("logger") == false)
    }

    /// What views observe is not always a ViewModel: app-wide stores read
    /// from the environment by many views and owned by none, SwiftData
    /// entities, and serialized models are state, not presentation logic.
    @Test func sharedStoresAndDataModelsAreNotViewModels() async {
        var files: [String: String] = [
            "Theme.swift": "import SwiftUI\n@Observable final class Theme {\n    var tint: Color = .blue\n    var fontScale = 1.0\n}\n",
            "Draft.swift": "import SwiftData\n@Model final class Draft {\n    var text = \"\"\n    init() {}\n}\n",
            "Profile.swift": "import Combine\nfinal class Profile: ObservableObject, Codable {\n    @Published var name = \"\"\n}\n",
            "Note.swift": "import CoreData\nimport Observation\n@Observable final class Note: NSManagedObject {\n    @NSManaged var body: String\n    var isExpanded = false\n}\n",
            "ComposeViewModel.swift": "import Observation\n@Observable final class ComposeViewModel {\n    var text = \"\"\n}\n",
        ]
        for name in ["Home", "Settings", "Timeline"] {
            files["\(name)View.swift"] = "import SwiftUI\nstruct \(name)View: View {\n    @Environment(Theme.self) private var theme\n    var body: some View { Text(\"\") }\n}\n"
        }
        files["ComposeView.swift"] = """
            import SwiftUI
            struct ComposeView: View {
                @Environment(Theme.self) private var theme
                @State private var model = ComposeViewModel()
                @Bindable var draft: Draft
                @ObservedObject var profile: Profile
                var note: Note
                var body: some View { Text(model.text) }
            }
            """
        let result = await audit(files)
        let flagged = Set(result.findings.map(\.file))
        #expect(!flagged.contains("Theme.swift") && !flagged.contains("Draft.swift") && !flagged.contains("Profile.swift")
                && !flagged.contains("Note.swift"), "\(result.findings)")
        #expect(found(result, "VM003") == ["ComposeViewModel.swift:3"])

        // One the app's ViewModel base class makes a ViewModel stays one, however many views read it.
        files["Theme.swift"] = "import SwiftUI\nclass ViewModel: ObservableObject {}\nfinal class Theme: ViewModel {\n    @Published var fontScale = 1.0\n}\n"
        for name in ["Home", "Settings", "Timeline", "Compose"] {
            files["\(name)View.swift"] = files["\(name)View.swift"]?.replacingOccurrences(of: "@Environment(Theme.self) private var theme", with: "@EnvironmentObject private var theme: Theme")
        }
        let named = await audit(files)
        #expect(found(named, "VM003").contains("Theme.swift:4"))
    }

    /// A view's own fetch request is the view's to change; Core Data's store
    /// coordinator is not a navigator.
    @Test func fetchRequestsAndStoreCoordinators() async {
        let result = await audit([
            "LibraryView.swift": """
            import SwiftUI
            import CoreData
            struct LibraryView: View {
                @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>
                @State private var search = ""
                var body: some View {
                    List(books) { Text($0.title) }
                        .onChange(of: search) { _, text in books.nsPredicate = NSPredicate(format: "title CONTAINS %@", text) }
                }
            }
            """,
            "TabsViewModel.swift": """
            import Combine
            import CoreData
            @MainActor final class TabsViewModel: ObservableObject {
                @Published private(set) var count = 0
                private let container: NSPersistentContainer
                init(container: NSPersistentContainer) { self.container = container }
                func tab(for uri: URL) -> NSManagedObjectID? { container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri) }
            }
            """,
            "TabsView.swift": "import SwiftUI\nstruct TabsView: View {\n    @StateObject var model: TabsViewModel\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "SU001").isEmpty)
        #expect(found(result, "VM010").isEmpty)
    }

    /// A toast presenter that adopts the app's coordinator protocol (to be
    /// started and stopped like one) is not a navigator: submitting a toast
    /// is not navigating. A real coordinator adopting it still is.
    @Test func coordinatorProtocolAdoptersThatDoNotNavigate() async {
        let result = await audit([
            "CoordinatorProtocol.swift": "protocol CoordinatorProtocol {\n    func start()\n    func stop()\n}\n",
            "IndicatorController.swift": """
            import Combine
            protocol IndicatorControllerProtocol: CoordinatorProtocol {
                func submitIndicator(_ text: String)
            }
            final class IndicatorController: ObservableObject, IndicatorControllerProtocol {
                @Published private(set) var queue: [String] = []
                func start() {}
                func stop() {}
                func submitIndicator(_ text: String) { queue.append(text) }
            }
            """,
            "SettingsFlowCoordinator.swift": """
            import UIKit
            final class SettingsFlowCoordinator: CoordinatorProtocol {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {}
                func stop() {}
                func showAbout() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "SettingsViewModel.swift": """
            import Combine
            @MainActor final class SettingsViewModel: ObservableObject {
                @Published private(set) var title = ""
                private let indicators: IndicatorControllerProtocol
                private let flow: SettingsFlowCoordinator
                init(indicators: IndicatorControllerProtocol, flow: SettingsFlowCoordinator) { self.indicators = indicators; self.flow = flow }
                func save() { indicators.submitIndicator("Saved") }
                func about() { flow.showAbout() }
            }
            """,
            "SettingsView.swift": "import SwiftUI\nstruct SettingsView: View {\n    @StateObject var model: SettingsViewModel\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "VM010") == ["SettingsViewModel.swift:8"])
    }

    /// A service several types of the app's logic are given (an API client, a
    /// relay connection) is a dependency, not a ViewModel, however many views
    /// also hold it — `@Environment(T.self)` or a container look-up
    /// (`@Dependency`) included. The screen's own model still is one.
    @Test func sharedServicesViewsHoldAreNotViewModels() async {
        let result = await audit([
            "RelayService.swift": """
            import Observation
            @Observable class RelayService {
                private(set) var connected = false
                func connect() { connected = true }
            }
            """,
            "PagedSource.swift": "final class PagedSource {\n    private let relay: RelayService\n    init(relay: RelayService) { self.relay = relay }\n}\n",
            "Subscription.swift": "final class Subscription {\n    let relay: RelayService\n    init(relay: RelayService) { self.relay = relay }\n}\n",
            "FeedController.swift": """
            import Observation
            @Observable class FeedController {
                private(set) var rows: [String] = []
                func refresh() { rows = [] }
            }
            """,
            "FeedView.swift": """
            import SwiftUI
            struct FeedView: View {
                @Environment(RelayService.self) private var relay
                @Dependency(\\.relay) private var other: RelayService
                @State private var controller = FeedController()
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "VM001") == ["FeedController.swift:2"])
        #expect(found(result, "VM013") == ["FeedController.swift:2"])
    }

    /// An observable class with no method — filter values, a box a parent
    /// fills in — is state a view binds to, not a ViewModel with public
    /// mutable state; a ViewModel has actions. One whose work runs from its
    /// subscriptions (a debouncer) is one.
    @Test func valueBoxesAreNotViewModels() async {
        let result = await audit([
            "SearchFilters.swift": "import Observation\n@Observable class SearchFilters {\n    var sort = 0\n    var instance = \"\"\n}\n",
            "SearchModel.swift": "import Observation\n@MainActor @Observable final class SearchModel {\n    var query = \"\"\n    func search() {}\n}\n",
            "Debouncer.swift": """
            import Combine
            import Observation
            @Observable class Debouncer {
                var text = ""
                private var cancellables = Set<AnyCancellable>()
            }
            """,
            "SearchView.swift": """
            import SwiftUI
            struct SearchView: View {
                @State private var filters = SearchFilters()
                @State private var model = SearchModel()
                @State private var debouncer = Debouncer()
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "VM003").sorted() == ["Debouncer.swift:4", "SearchModel.swift:3"])
        #expect(found(result, "VM013") == ["Debouncer.swift:3"])
    }

    /// Route enums under any name: where a coordinator's navigation method
    /// declared in an extension goes (`present(scene:transition:)`, not the
    /// transition), the enums conforming to a route protocol a method takes
    /// (`transition(to: TargetScene)`), and the pages an observable
    /// navigation-state class pushes — which is itself no ViewModel.
    @Test func routeEnumsUnderOtherNames() async {
        let result = await audit([
            "SceneCoordinator.swift": """
            import UIKit
            final class SceneCoordinator {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                enum Transition { case show; case modal(animated: Bool) }
                enum Scene {
                    case welcome
                    case profile(id: String)
                }
            }
            extension SceneCoordinator {
                func present(scene: Scene, transition: Transition) { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "Flow.swift": """
            protocol TargetScene {}
            enum Place: TargetScene {
                case home
                case photo(id: String)
            }
            final class FlowCoordinator {
                func transition(to scene: TargetScene) {}
            }
            """,
            "NavigationLayer.swift": """
            import Observation
            enum NavigationPage { case feed; case post(id: Int) }
            @Observable class NavigationLayer {
                var path: [NavigationPage] = []
                var isFullScreen = false
                func push(_ page: NavigationPage) { path.append(page) }
                func pop() { _ = path.popLast() }
            }
            """,
            "RootView.swift": "import SwiftUI\nstruct RootView: View {\n    @State private var layer = NavigationLayer()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "RT001").sorted() == ["Flow.swift:4", "NavigationLayer.swift:2", "SceneCoordinator.swift:8"])
        #expect(found(result, "VM003").isEmpty)
    }

    /// Global stores behind a static API: a type that keeps its one instance
    /// in a static property and is called through static functions
    /// (`Settings.get(\\.sort)`), and a type subscript (`Defaults[.accent]`).
    /// A static constant and a static helper with no hidden instance are not dependencies.
    @Test func globalStoresBehindStaticAPIs() async {
        let result = await audit([
            "Settings.swift": """
            final class Settings {
                private var values: [String: Int] = [:]
                private static let main = Settings()
                private static let instance: Settings = .init()
                static func get(_ key: String) -> Int { instance.values[key] ?? 0 }
            }
            """,
            "Defaults.swift": "enum Defaults {\n    static subscript(key: String) -> Int { 0 }\n}\n",
            "Port.swift": "enum Port {\n    static let max = 65535\n    static func clamp(_ value: Int) -> Int { min(value, max) }\n}\n",
            "SortViewModel.swift": """
            import Combine
            @MainActor final class SortViewModel: ObservableObject {
                @Published private(set) var sort = 0
                @Published private(set) var accent = 0
                func load() {
                    sort = Settings.get("sort")
                    accent = Defaults["accent"]
                    sort = Port.clamp(Port.max)
                }
            }
            """,
            "SortView.swift": "import SwiftUI\nstruct SortView: View {\n    @StateObject var model = SortViewModel()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "VM011") == ["SortViewModel.swift:6", "SortViewModel.swift:7"])
    }

    /// The app's and scenes' delegates are the composition root — where shared
    /// objects are made and handed to the first screen — not coordinators,
    /// though they hold a window; and a service that keeps its own shared
    /// instance is the app's backend views read, not a ViewModel.
    @Test func compositionRootsAndSingletonServices() async {
        let result = await audit([
            "SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene) {
                    window?.rootViewController = UIViewController(nibName: nil, bundle: nil)
                    window?.makeKeyAndVisible()
                    _ = ImageCache.shared
                }
            }
            """,
            "ImageCache.swift": "final class ImageCache {\n    static let shared = ImageCache()\n}\n",
            "CodeService.swift": """
            import Combine
            class CodeService: ObservableObject {
                static let shared = CodeService()
                @Published var codes: [String] = []
                func refresh() { codes = [] }
            }
            """,
            "CodesView.swift": "import SwiftUI\nstruct CodesView: View {\n    @EnvironmentObject var service: CodeService\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(found(result, "CO002").isEmpty)
        #expect(found(result, "VM001").isEmpty)
        #expect(found(result, "VM013").isEmpty)
    }

    /// Where a coordinator's navigation method goes is a route whatever its
    /// name — unless the enum is a list's data (a table's rows in a diffable
    /// data source), which a coordinator may switch on without it being a place to go.
    @Test func listDataIsNotARoute() async {
        let result = await audit([
            "FlowCoordinator.swift": """
            import UIKit
            enum Step { case start; case detail(id: Int) }
            enum Row: Hashable { case profile(name: String); case version }
            final class FlowCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func show(_ step: Step) { navigationController.pushViewController(UIViewController(), animated: true) }
                func showNext(row: Row) { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "StepViewModel.swift": "final class StepViewModel {\n    var onStep: ((Step) -> Void)?\n}\n",
            "RowsViewController.swift": """
            import UIKit
            final class RowsViewController: UIViewController {
                private var dataSource: UITableViewDiffableDataSource<Int, Row>?
            }
            """,
        ])
        #expect(found(result, "RT001") == ["FlowCoordinator.swift:2"])
    }

    /// A domain model that conforms to `ObservableObject` but publishes
    /// nothing, kept by a UIKit view, is not a ViewModel a controller binds
    /// to (no VM001 on it); reading a list a coordinator type keeps statically is not navigating.
    @Test func observableDomainModelsAndStaticCoordinatorData() async {
        let result = await audit([
            "TokenHolder.swift": "import Combine\nclass TokenHolder: ObservableObject, Hashable {\n    let id: Int\n    init(id: Int) { self.id = id }\n    static func == (a: TokenHolder, b: TokenHolder) -> Bool { a.id == b.id }\n    func hash(into h: inout Hasher) { h.combine(id) }\n}\n",
            "TokenView.swift": "import UIKit\nfinal class TokenView: UIView {\n    var holder: TokenHolder?\n}\n",
            "ServersCoordinator.swift": """
            import UIKit
            final class ServersCoordinator {
                static let serversOrdered = ["main", "test"]
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showServers() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "SessionViewModel.swift": """
            import Combine
            final class SessionViewModel {
                @Published private(set) var servers: [String] = []
                func load() { servers = ServersCoordinator.serversOrdered.filter { !$0.isEmpty } }
            }
            """,
            "SessionViewController.swift": "import UIKit\nfinal class SessionViewController: UIViewController {\n    let viewModel = SessionViewModel()\n}\n",
        ])
        // The UIKit ViewModel's `@Published` state is read by its controller: VM001 since round 14
        // (Judging-Conventions.md); the observable `TokenHolder` is no ViewModel.
        #expect(found(result, "VM001") == ["SessionViewModel.swift:2"])
        #expect(found(result, "VM013").isEmpty)
        #expect(found(result, "VM010").isEmpty)
    }

    /// A coordinator reached through a protocol that a coordinator protocol
    /// refines (`protocol TabCoordinator: InvitationHandling`): calling it is
    /// navigating, whatever the method is called.
    @Test func navigatorProtocolsAdoptedThroughRefiningProtocols() async {
        let result = await audit([
            "InvitationHandling.swift": "protocol InvitationHandling: AnyObject {\n    func invitationDeclined()\n}\n",
            "TabCoordinator.swift": """
            import UIKit
            protocol TabCoordinator: AnyObject, InvitationHandling {
                var navigationController: UINavigationController { get }
            }
            final class AppTabCoordinator: TabCoordinator {
                let navigationController = UINavigationController()
                func showRuns() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            extension AppTabCoordinator {
                func invitationDeclined() { navigationController.popViewController(animated: true) }
            }
            """,
            "InvitationViewModel.swift": """
            import RxSwift
            final class InvitationViewModel {
                private weak var coordinator: InvitationHandling?
                init(coordinator: InvitationHandling?) { self.coordinator = coordinator }
                func decline() {
                    coordinator?.invitationDeclined()
                }
            }
            protocol PickerDelegate: AnyObject {
                func didPick(_ id: Int)
            }
            extension AppTabCoordinator: PickerDelegate {
                func didPick(_ id: Int) { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            final class PickerViewModel {
                weak var delegate: PickerDelegate?
                func pick(_ id: Int) {
                    delegate?.didPick(id)
                }
            }
            """,
            "PickerViewController.swift": "import UIKit\nfinal class PickerViewController: UIViewController {\n    var viewModel: PickerViewModel?\n}\n",
            "InvitationViewController.swift": "import UIKit\nfinal class InvitationViewController: UIViewController {\n    var viewModel: InvitationViewModel?\n}\n",
        ])
        #expect(found(result, "VM010") == ["InvitationViewModel.swift:6", "InvitationViewModel.swift:18"])
    }

    /// A stored subscription keeps every closure of its chain: `self` captured
    /// strongly in a `.map` before a `[weak self]` sink is still a cycle; a
    /// one-shot chain is not.
    @Test func strongSelfInAStoredChainsOperator() async {
        let result = await audit([
            "AmountViewModel.swift": """
            import Combine
            @MainActor final class AmountViewModel: ObservableObject {
                @Published private(set) var text = ""
                @Published var amount = 0.0
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $amount
                        .map { self.format($0) }
                        .sink { [weak self] in self?.text = $0 }
                        .store(in: &cancellables)
                    Just(1.0)
                        .map { self.format($0) }
                        .sink { [weak self] in self?.text = $0 }
                        .store(in: &cancellables)
                }
                func format(_ value: Double) -> String { "\\(value)" }
            }
            """,
            "AmountView.swift": "import SwiftUI\nstruct AmountView: View {\n    @StateObject private var model = AmountViewModel()\n    var body: some View { Text(model.text) }\n}\n",
        ])
        #expect(found(result, "VM015") == ["AmountViewModel.swift:8"])
    }

    /// A composition root views read as an environment object: it publishes
    /// nothing and builds the app's services and repositories, handing them
    /// their dependencies — not a ViewModel, so building repositories is not
    /// VM007. A ViewModel with published state that builds as much stays one.
    @Test func compositionRootsViewsRead() async {
        let services = (1...4).map { "final class Service\($0) {\n    init(client: Client) {}\n}\n" }.joined()
        let result = await audit([
            "Services.swift": "final class Client {\n    init(token: String) {}\n}\n" + services,
            "ListRepository.swift": "import Combine\nfinal class ListRepository: ObservableObject {\n    @Published private(set) var items: [String] = []\n    init(service: Service1) {}\n}\n",
            "AppObjects.swift": """
            import Combine
            final class AppObjects: ObservableObject {
                private(set) var list: ListRepository!
                let client = Client(token: "")
                init() { rebuild() }
                private func rebuild() {
                    objectWillChange.send()
                    let first = Service1(client: client)
                    _ = Service2(client: client)
                    _ = Service3(client: client)
                    list = ListRepository(service: first)
                }
            }
            """,
            "HomeViewModel.swift": """
            import Combine
            @MainActor final class HomeViewModel: ObservableObject {
                @Published private(set) var title = ""
                private(set) var detail: DetailViewModel?
                init(client: Client) {
                    _ = Service1(client: client)
                    _ = Service2(client: client)
                    _ = Service3(client: client)
                    detail = DetailViewModel(service: Service1(client: client))
                }
            }
            final class DetailViewModel: ObservableObject {
                @Published private(set) var text = ""
                init(service: Service1) {}
            }
            """,
            "Loaders.swift": """
            import Observation
            @Observable class BaseLoader {
                var items: [String] = []
            }
            final class MixedLoader: BaseLoader {
                let child: DetailViewModel
                init(client: Client) {
                    _ = Service2(client: client)
                    _ = Service3(client: client)
                    _ = Service4(client: client)
                    child = DetailViewModel(service: Service1(client: client))
                }
                func reload() { items = [] }
            }
            """,
            "Views.swift": """
            import SwiftUI
            struct RootView: View {
                @EnvironmentObject var objects: AppObjects
                @StateObject var home = HomeViewModel(client: Client(token: ""))
                @State var loader = MixedLoader(client: Client(token: ""))
                var body: some View { ListView(repository: objects.list) }
            }
            struct ListView: View {
                @ObservedObject var repository: ListRepository
                var body: some View { Text("") }
            }
            struct DetailView: View {
                @ObservedObject var model: DetailViewModel
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "VM007") == ["HomeViewModel.swift:9", "Loaders.swift:11"])
    }

    /// `@Published` collections of observable objects nest them as much as a
    /// single one does; collections of values do not.
    @Test func publishedCollectionsOfObservableObjects() async {
        let result = await audit([
            "Compose.swift": """
            import SwiftUI
            final class AttachmentModel: ObservableObject {
                @Published var progress = 0.0
            }
            struct Attachment: Hashable { let id: Int }
            @MainActor final class ComposeViewModel: ObservableObject {
                @Published private(set) var attachments: [AttachmentModel] = []
                @Published private(set) var byKind: [String: [AttachmentModel]] = [:]
                @Published private(set) var plain: [Attachment] = []
            }
            struct ComposeView: View {
                @StateObject private var model = ComposeViewModel()
                var body: some View { Text("") }
            }
            """,
        ])
        #expect(found(result, "ST001") == ["Compose.swift:7", "Compose.swift:8"])
    }

    /// RxSwift chains stay long-lived through `withUnretained(self)` (the
    /// closure still captures `self` strongly) and from a source named as an
    /// observation (`observing(roomID:)`); `take(1)` completes.
    @Test func rxChainsThroughWithUnretained() async {
        let result = await audit([
            "RoomViewModel.swift": """
            import RxSwift
            final class RoomViewModel {
                struct Input { let viewDidAppear: Observable<Void> }
                let users = PublishSubject<[String]>()
                private let disposeBag = DisposeBag()
                private let useCase: RoomUseCase
                init(useCase: RoomUseCase) { self.useCase = useCase }
                func transform(input: Input) {
                    input.viewDidAppear
                        .withUnretained(self)
                        .subscribe(onNext: { _ in self.refresh() })
                        .disposed(by: disposeBag)
                    useCase.observing(roomID: "1")
                        .subscribe(onNext: { self.users.onNext($0) })
                        .disposed(by: disposeBag)
                    input.viewDidAppear
                        .take(1)
                        .subscribe(onNext: { self.refresh() })
                        .disposed(by: disposeBag)
                }
                func refresh() {}
            }
            protocol RoomUseCase { func observing(roomID: String) -> Observable<[String]> }
            """,
            "RoomViewController.swift": "import UIKit\nfinal class RoomViewController: UIViewController {\n    var viewModel: RoomViewModel?\n}\n",
        ])
        #expect(found(result, "VM015") == ["RoomViewModel.swift:11", "RoomViewModel.swift:14"])
    }

    /// UI work through a navigator's objects (an indicator on its navigation
    /// controller's view, the navigation bar's visibility) is no navigation
    /// call; the navigator held is still reported where it is held. `self`
    /// optional in an inner closure (`guard let self`) is an outer weak capture.
    @Test func screenWorkThroughANavigatorAndOuterWeakCaptures() async {
        let result = await audit([
            "HomeCoordinator.swift": """
            import UIKit
            final class HomeCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showRoom() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "HomeViewModel.swift": """
            import RxSwift
            final class HomeViewModel {
                private weak var coordinator: HomeCoordinator?
                let rooms = PublishSubject<[String]>()
                private let disposeBag = DisposeBag()
                init(coordinator: HomeCoordinator?) { self.coordinator = coordinator }
                func appear(_ trigger: Observable<Void>) {
                    coordinator?.navigationController.setNavigationBarHidden(true, animated: false)
                    _ = Observable<Void>.create { [weak self] observer in
                        trigger.subscribe(onNext: { _ in
                            guard let self = self else { return }
                            self.rooms.onNext([])
                        }).disposed(by: self?.disposeBag ?? DisposeBag())
                        return Disposables.create()
                    }
                }
            }
            """,
            "HomeViewController.swift": "import UIKit\nfinal class HomeViewController: UIViewController {\n    var viewModel: HomeViewModel?\n}\n",
        ])
        #expect(found(result, "VM010") == ["HomeViewModel.swift:3"])
        #expect(found(result, "VM006") == ["HomeViewModel.swift:8"])
        #expect(found(result, "VM015").isEmpty)
    }

    /// Whether a receiver navigates is decided per call, not per receiver: a
    /// screen-presenting delegate's `searchUpdated()` is no navigation, its
    /// `showSearch()` is, in whichever order they come.
    @Test func navigationDecidedPerCallOnOneReceiver() async {
        let result = await audit([
            "Search.swift": """
            import UIKit
            protocol SearchDelegate: AnyObject {
                func searchUpdated(_ text: String)
                func showSearch()
            }
            final class SearchViewModel {
                weak var delegate: SearchDelegate?
                func toggle(_ on: Bool) {
                    delegate?.searchUpdated("")
                    delegate?.showSearch()
                }
            }
            final class MainViewController: UIViewController, SearchDelegate {
                var viewModel: SearchViewModel?
                func searchUpdated(_ text: String) {}
                func showSearch() { present(UIViewController(), animated: true) }
            }
            """,
        ])
        #expect(found(result, "VM010") == ["Search.swift:10"])
    }

    /// A property wrapper the tree declares that looks a dependency up in a
    /// container (its code calls `resolve(…)`) is a container look-up, on a
    /// stored property or on a local in a coordinator's method; a wrapper that
    /// resolves nothing (`@Clamped`) is not.
    @Test func containerWrappersTheTreeDeclares() async {
        let result = await audit([
            "AppContainer.swift": """
            final class Container {
                func resolve<T>(_ type: T.Type) -> T? { nil }
            }
            enum AppContainer {
                static let container = Container()
                @propertyWrapper struct Resolve<T> {
                    let wrappedValue: T
                    init(_ type: T.Type) { wrappedValue = AppContainer.container.resolve(type)! }
                }
            }
            @propertyWrapper struct Clamped {
                var wrappedValue: Int
                init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
            }
            """,
            "HomeCoordinator.swift": """
            import UIKit
            protocol HomeUseCase {}
            final class HomeViewController: UIViewController {
                init(useCase: HomeUseCase) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class HomeCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showHome() {
                    @AppContainer.Resolve(HomeUseCase.self)
                    var useCase: HomeUseCase
                    @Clamped var count = 3
                    navigationController.pushViewController(HomeViewController(useCase: useCase), animated: true)
                }
            }
            """,
        ])
        #expect(found(result, "CO002") == ["HomeCoordinator.swift:11"])
    }

    /// A stream's lifetime is what the called method returns, not what it is
    /// called: the declared result (`Single` completes) and, where the body is
    /// in the tree, its source — a relay reached through a repository, an
    /// interval, an `Observable.create` that never completes are long-lived;
    /// one that completes is not — followed through a protocol to its one
    /// implementation. A controller that holds its ViewModel weakly still binds
    /// to it; `Observable.of(a, b).merge()` lives as long as the streams merged.
    @Test func streamLifetimeByWhatTheCalleeReturns() async {
        let result = await audit([
            "TrackViewModel.swift": """
            import RxSwift
            final class TrackViewModel {
                struct Input { let tap: Observable<Void>; let close: Observable<Void> }
                let position = PublishSubject<Int>()
                private let disposeBag = DisposeBag()
                private let useCase: TrackUseCase
                init(useCase: TrackUseCase) { self.useCase = useCase }
                func transform(input: Input) {
                    useCase.currentPosition()
                        .subscribe(onNext: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                    useCase.countdown()
                        .subscribe(onNext: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                    useCase.watchOnce()
                        .subscribe(onSuccess: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                    useCase.loadSummary()
                        .subscribe(onNext: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                    useCase.getTicks()
                        .subscribe(onNext: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                    Observable.of(input.tap, input.close)
                        .merge()
                        .subscribe(onNext: { _ in self.position.onNext(0) })
                        .disposed(by: disposeBag)
                    useCase.refresh()
                        .subscribe(onNext: { self.position.onNext($0) })
                        .disposed(by: disposeBag)
                }
            }
            """,
            "TrackUseCase.swift": """
            import RxSwift
            protocol TrackUseCase {
                func currentPosition() -> Observable<Int>
                func countdown() -> Observable<Int>
                func watchOnce() -> Single<Int>
                func loadSummary() -> Observable<Int>
                func getTicks() -> Observable<Int>
                func refresh() -> Observable<Int>
            }
            final class DefaultTrackUseCase: TrackUseCase {
                private let repository: TrackRepository
                init(repository: TrackRepository) { self.repository = repository }
                func currentPosition() -> Observable<Int> {
                    return repository.positions().map { $0 * 2 }
                }
                func countdown() -> Observable<Int> {
                    Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).map { 10 - $0 }
                }
                func watchOnce() -> Single<Int> { .just(1) }
                func loadSummary() -> Observable<Int> {
                    Observable.create { observer in
                        observer.onNext(1)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                func getTicks() -> Observable<Int> {
                    Observable.create { observer in
                        observer.onNext(1)
                        return Disposables.create()
                    }
                }
                func refresh() -> Observable<Int> {
                    let progress = PublishSubject<Int>()
                    progress.onCompleted()
                    return progress.asObservable()
                }
            }
            """,
            "TrackRepository.swift": """
            import RxSwift
            import RxRelay
            protocol TrackRepository { func positions() -> Observable<Int> }
            struct DefaultTrackRepository: TrackRepository {
                private let relay = BehaviorRelay<Int>(value: 0)
                func positions() -> Observable<Int> { relay.asObservable() }
            }
            """,
            "TrackViewController.swift": "import UIKit\nfinal class TrackViewController: UIViewController {\n    private weak var viewModel: TrackViewModel?\n}\n",
        ])
        #expect(found(result, "VM015") == ["TrackViewModel.swift:10", "TrackViewModel.swift:13", "TrackViewModel.swift:22", "TrackViewModel.swift:26"])
    }

    /// A navigator unwrapped into a local only to edit its UIKit objects (an
    /// indicator on its navigation controller's view) is screen work (VM006),
    /// not a use of the navigator; its navigation call on the next line is VM010's.
    @Test func navigatorUnwrappedForScreenWork() async {
        let result = await audit([
            "ProfileCoordinator.swift": """
            import UIKit
            final class ProfileCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func finishEditing() { navigationController.popViewController(animated: true) }
            }
            """,
            "ProfileEditViewModel.swift": """
            import RxSwift
            final class ProfileEditViewModel {
                private weak var coordinator: ProfileCoordinator?
                let saved = PublishSubject<Void>()
                private let disposeBag = DisposeBag()
                init(coordinator: ProfileCoordinator) { self.coordinator = coordinator }
                func save(_ done: Observable<Void>) {
                    done.subscribe(onNext: { [weak self] in
                        guard let self, let coordinator = self.coordinator else { return }
                        coordinator.navigationController.view.rx.indicator.onNext(false)
                        coordinator.finishEditing()
                    }).disposed(by: disposeBag)
                }
            }
            """,
            "ProfileEditViewController.swift": "import UIKit\nfinal class ProfileEditViewController: UIViewController {\n    var viewModel: ProfileEditViewModel?\n}\n",
        ])
        #expect(found(result, "VM010") == ["ProfileEditViewModel.swift:11"])
        #expect(found(result, "VM006").contains("ProfileEditViewModel.swift:10"))
    }

    /// An enum whose own code builds the screens its cases stand for (views
    /// that hold a ViewModel) is a route enum whatever it is called; one that
    /// builds a spinner and a banner is view state, not a place to go.
    @Test func enumsThatBuildScreensAreRoutes() async {
        let result = await audit([
            "SettingsPane.swift": """
            import SwiftUI
            enum SettingsPane {
                case about
                case account(AccountSession)
                @ViewBuilder var screen: some View {
                    switch self {
                    case .about: AboutScreen()
                    case .account(let session): AccountScreen(session: session)
                    }
                }
            }
            enum LoadState {
                case loading
                case failed(String)
                @ViewBuilder var content: some View {
                    switch self {
                    case .loading: SpinnerView()
                    case .failed(let text): ErrorBanner(text: text)
                    }
                }
            }
            final class AccountSession {}
            """,
            "Screens.swift": """
            import SwiftUI
            @MainActor final class AboutViewModel: ObservableObject { @Published private(set) var version = "" }
            @MainActor final class AccountViewModel: ObservableObject {
                @Published private(set) var name = ""
                init(session: AccountSession) {}
            }
            struct AboutScreen: View {
                @StateObject private var model = AboutViewModel()
                var body: some View { Text(model.version) }
            }
            struct AccountScreen: View {
                @StateObject private var model: AccountViewModel
                init(session: AccountSession) { _model = StateObject(wrappedValue: AccountViewModel(session: session)) }
                var body: some View { Text(model.name) }
            }
            struct SpinnerView: View { var body: some View { ProgressView() } }
            struct ErrorBanner: View {
                let text: String
                var body: some View { Text(text) }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["SettingsPane.swift:4"])
    }

    /// `Self.self` in a stored subscription's closure names the type, not the
    /// instance: it captures nothing.
    @Test func metatypeInAClosureIsNoCapture() async {
        let result = await audit([
            "SearchViewModel.swift": """
            import Combine
            @MainActor
            final class SearchViewModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $query
                        .sink(receiveCompletion: { _ in print(Self.self) }, receiveValue: { [weak self] in self?.results = [$0] })
                        .store(in: &cancellables)
                    $query
                        .sink(receiveCompletion: { _ in print(Self.self) }, receiveValue: { self.results = [$0] })
                        .store(in: &cancellables)
                }
            }
            """,
            "SearchView.swift": "import SwiftUI\nstruct SearchView: View {\n    @StateObject private var viewModel = SearchViewModel()\n    var body: some View { Text(viewModel.query) }\n}\n",
        ])
        #expect(found(result, "VM015") == ["SearchViewModel.swift:12"])
    }

    /// A ViewModel that assigns into a navigator's UIKit objects (its navigation
    /// bar's title or tint, through optional chaining too) drives the screen
    /// itself: VM006, one place per object edited; a controller's own
    /// `view.backgroundColor = …` is no ViewModel's business.
    @Test func assignmentsIntoANavigatorsScreenObjects() async {
        let result = await audit([
            "ChatCoordinator.swift": """
            import UIKit
            final class ChatCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            """,
            "ChatViewModel.swift": """
            import RxSwift
            final class ChatViewModel {
                private weak var coordinator: ChatCoordinator?
                let messages = PublishSubject<[String]>()
                init(coordinator: ChatCoordinator) { self.coordinator = coordinator }
                func appear(room: String) {
                    coordinator?.navigationController.navigationBar.topItem?.title = room
                    coordinator?.navigationController.navigationBar.tintColor = .systemRed
                }
            }
            """,
            "ChatViewController.swift": """
            import UIKit
            final class ChatViewController: UIViewController {
                var viewModel: ChatViewModel?
                override func viewDidLoad() { self.view.backgroundColor = .white }
            }
            """,
        ])
        #expect(found(result, "VM006") == ["ChatViewModel.swift:7"])
        #expect(result.findings.first { $0.ruleID == "VM006" }?.related.count == 1)
    }

    /// A class views observe that exposes only visual style values (colours, fonts, a style struct of
    /// the same kind) and offers no actions is a style store, not a ViewModel — even through a base
    /// class that only forwards theme-change notifications. One that adds an action, or exposes state
    /// beyond style, stays a ViewModel. `keel explain` says why.
    @Test func styleStoresViewsObserveAreNotViewModels() async {
        let files = [
            "Palette.swift": """
            import SwiftUI
            import Combine
            class PaletteWatcher: ObservableObject {
                private var subscriptions = Set<AnyCancellable>()
                init() {
                    NotificationCenter.default.publisher(for: .init("paletteDidChange"))
                        .sink { [weak self] _ in self?.objectWillChange.send() }
                        .store(in: &subscriptions)
                }
            }
            struct BannerColors {
                var fill: Color { .gray }
                var border: UIColor { .black }
            }
            class CardPalette: PaletteWatcher {
                var fill: Color { .white }
                var title: Font { .headline }
                var cornerRadius: CGFloat = 8
                var banner = BannerColors()
            }
            class CounterModel: PaletteWatcher {
                var tint: Color { .blue }
                @Published var count = 0
                func increment() { count += 1 }
            }
            class BadgeModel: ObservableObject {
                var tint: Color { .red }
                @Published var label: String = ""
                func clear() { label = "" }
            }
            """,
            "CardView.swift": """
            import SwiftUI
            struct CardView: View {
                @ObservedObject var palette: CardPalette
                @EnvironmentObject var counter: CounterModel
                @StateObject var badge = BadgeModel()
                var body: some View { Text("") }
            }
            """,
        ]
        let result = await audit(files)
        // CardPalette (lines 15–20), its base class and its style struct: no ViewModel finding.
        #expect(!result.findings.contains { $0.ruleID.hasPrefix("VM") && $0.file == "Palette.swift" && (3...20).contains($0.line) })
        #expect(!result.findings.contains { $0.message.contains("CardPalette") || $0.message.contains("PaletteWatcher") })
        // An action (CounterModel) or state beyond style with logic (BadgeModel): still ViewModels. (A box
        // of published values with no method at all is no ViewModel either: OpenedSet9ClassesTests.)
        #expect(result.findings.contains { $0.ruleID == "VM001" && $0.message.contains("CounterModel") })
        #expect(result.findings.contains { $0.ruleID == "VM001" && $0.message.contains("BadgeModel") })
        let text = ExplainRun.render(await ExplainRun.explain("CardPalette", files: files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }))
        #expect(text.contains("a style store, not a ViewModel") && text.contains("`Color`"))
    }

    /// A type's static members that hand out dependencies are global dependencies like `X.shared`:
    /// a container of instances (`Services.orders`, a `static let` of the tree's protocol or class) and a
    /// static store's mutable state (`SessionStore.isSignedIn`, a `@Stored static var`), an instance the
    /// type keeps of itself under any name (`Tracker.everyone`). Static constants
    /// (`Palette.accent: Color`, `Limits.maxItems`) and a container's nested types are values.
    @Test func staticContainerAndStoreMembersAreDependencies() async {
        let result = await audit([
            "Services.swift": """
            protocol OrdersUseCase: AnyObject { func load() }
            final class OrdersUseCaseImpl: OrdersUseCase { func load() {} }
            final class Services {
                private init() {}
                static let orders: OrdersUseCase = OrdersUseCaseImpl()
                static let maxItems = 20
            }
            @propertyWrapper struct Stored<Value> {
                var wrappedValue: Value
                init(wrappedValue: Value, key: String) { self.wrappedValue = wrappedValue }
            }
            struct SessionService {
                @Stored(key: "token") static var token: String = ""
                static let keyPrefix = "session."
                static var isSignedIn: Bool { !token.isEmpty }
            }
            enum Limits { static let pageSize = 30 }
            final class Tracker {
                static let main = Tracker()
                static let everyone = Tracker()
                func log(_ event: String) {}
            }
            """,
            "OrdersCoordinator.swift": """
            import UIKit
            final class OrdersCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let model = OrdersViewModel(useCase: Services.orders, pageSize: Limits.pageSize + Services.maxItems)
                    navigationController.pushViewController(OrdersViewController(model: model), animated: true)
                    if SessionService.isSignedIn { showAccount() }
                    print(SessionService.keyPrefix)
                }
                func showAccount() {}
            }
            final class OrdersViewController: UIViewController {
                let model: OrdersViewModel
                init(model: OrdersViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
            "OrdersViewModel.swift": """
            import Foundation
            final class OrdersViewModel {
                private let useCase: OrdersUseCase
                private let pageSize: Int
                init(useCase: OrdersUseCase, pageSize: Int) { self.useCase = useCase; self.pageSize = pageSize }
                func signOut() { SessionService.token = "" }
                func reload() { useCase.load(); Tracker.everyone.log("reload") }
            }
            """,
        ])
        #expect(found(result, "CO002") == ["OrdersCoordinator.swift:6", "OrdersCoordinator.swift:8"])
        #expect(found(result, "VM011") == ["OrdersViewModel.swift:6", "OrdersViewModel.swift:7"])
        let messages = result.findings.filter { ["CO002", "VM011"].contains($0.ruleID) }.map(\.message).joined(separator: "\n")
        #expect(messages.contains("static container Services") && messages.contains("static store SessionService"))
        #expect(messages.contains("the global singleton Tracker.everyone"))
        #expect(!messages.contains("maxItems") && !messages.contains("keyPrefix") && !messages.contains("Limits"))
    }

    /// One finding per violation: a type reached through several static members — its shared
    /// instance, a static service call, its static mutable state — is one dependency, one finding
    /// per unit, every other use related and the members named.
    @Test func staticMembersOfOneTypeAreOneDependency() async {
        let result = await audit([
            "SessionService.swift": """
            @propertyWrapper struct Stored<Value> {
                var wrappedValue: Value
                init(wrappedValue: Value, key: String) { self.wrappedValue = wrappedValue }
            }
            final class SessionService {
                static let shared = SessionService()
                @Stored(key: "token") static var token: String = ""
                static var isSignedIn: Bool { !token.isEmpty }
                static func isMine(_ id: String) -> Bool { id == token }
                func refresh() {}
            }
            """,
            "ProfileCoordinator.swift": """
            import UIKit
            final class ProfileCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start(owner: String) {
                    guard SessionService.isSignedIn else { return }
                    if SessionService.isMine(owner) { showEditor() }
                    navigationController.pushViewController(UIViewController(), animated: true)
                }
                func showEditor() {}
            }
            """,
            "ProfileViewModel.swift": """
            import UIKit
            final class ProfileViewModel {
                private let owner: String
                init(owner: String) { self.owner = owner }
                var canEdit: Bool { SessionService.isMine(owner) && SessionService.isSignedIn }
                func signOut() { SessionService.token = ""; SessionService.shared.refresh() }
            }
            final class ProfileViewController: UIViewController {
                let viewModel = ProfileViewModel(owner: "")
            }
            """,
        ])
        #expect(found(result, "CO002") == ["ProfileCoordinator.swift:6"])
        #expect(found(result, "VM011") == ["ProfileViewModel.swift:5"])
        let vm011 = result.findings.first { $0.ruleID == "VM011" }
        #expect(vm011?.related.count == 3)
        #expect(vm011?.message.contains("its other static members") == true && vm011?.message.contains("SessionService.shared") == true)
        #expect(result.findings.first { $0.ruleID == "CO002" }?.related.count == 1)
    }

    /// A view whose UIKit ancestor is out of sight (a library's text field) is still a view: it, or a
    /// class of the tree it inherits from, declares the initializers UIKit gives views (`init(frame:)`,
    /// `init?(coder:)`). A controller holding it holds a subview, not a ViewModel — even when the view
    /// publishes a relay; the controller's real ViewModel stays one. An archived model taking a coder is no view.
    @Test func viewsOfALibraryAncestorAreViews() async {
        let result = await audit([
            "CheckedField.swift": """
            import UIKit
            import FancyFields
            import RxSwift
            import RxCocoa
            class BrandField: FancyTextField {
                let disposeBag = DisposeBag()
                init(placeholder: String) {
                    super.init(frame: .zero)
                    self.placeholder = placeholder
                }
                @available(*, unavailable)
                required init?(coder: NSCoder) { fatalError() }
            }
            final class CheckedField: BrandField {
                let hintLabel = UILabel()
                let isValid = BehaviorRelay<Bool>(value: false)
                init(title: String) {
                    super.init(placeholder: title)
                    isValid.map { $0 ? "ok" : "invalid" }.bind(to: hintLabel.rx.text).disposed(by: disposeBag)
                }
            }
            """,
            "EmailViewController.swift": """
            import UIKit
            import RxSwift
            import RxCocoa
            final class EmailViewModel {
                let email = BehaviorRelay<String>(value: "")
                let label = UILabel()
            }
            final class EmailViewController: UIViewController {
                private let field = CheckedField(title: "Email")
                private let viewModel = EmailViewModel()
            }
            """,
        ])
        #expect(!result.findings.contains { $0.file == "CheckedField.swift" && $0.ruleID.hasPrefix("VM") })
        #expect(found(result, "VM006") == ["EmailViewController.swift:6"])
    }

    /// Route enums are places to go. Not one: the mode a screen declares and takes in its own
    /// initializer, which a coordinator's `show…` method only passes on; nor a `…Destination` enum a
    /// value type's helper computes with (where to share a file). A coordinator's own route enum stays one.
    @Test func screenModesAndShareTargetsAreNoRoutes() async {
        let result = await audit([
            "ProfileEditorViewController.swift": """
            import UIKit
            final class ProfileEditorViewController: UIViewController {
                enum Mode { case create, update(name: String) }
                private let mode: Mode
                init(mode: Mode) { self.mode = mode; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
            "AccountCoordinator.swift": """
            import UIKit
            final class AccountCoordinator {
                enum Route { case profile, order(id: String) }
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showProfileEditor(mode: ProfileEditorViewController.Mode) {
                    navigationController.pushViewController(ProfileEditorViewController(mode: mode), animated: true)
                }
                func navigate(to route: Route) {
                    navigationController.pushViewController(UIViewController(), animated: true)
                }
            }
            """,
            "ShareTarget.swift": """
            import SwiftUI
            enum ShareDestination: Hashable {
                case clipboard
                case systemSheet(host: UIViewController)
            }
            enum ShareItem {
                case episode(String)
                func payload(for destination: ShareDestination) -> String { "" }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["AccountCoordinator.swift:3"])
    }
}
