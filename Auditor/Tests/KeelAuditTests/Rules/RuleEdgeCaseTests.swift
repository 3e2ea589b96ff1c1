@testable import KeelAudit
import Testing

/// Closure contexts, roles and exemptions the examples don't spell out.
@Suite(.timeLimit(.minutes(3))) struct RuleEdgeCaseTests {
    let harness = Harness()

    func vm(_ body: String) -> String {
        "@MainActor\nfinal class CounterViewModel: ObservableObject {\n    @Published private(set) var count = 0\n\(body)\n}\n"
    }

    @Test func offMainContexts() {
        #expect(harness.findings(vm("    nonisolated func f() { count = 1 }"), rule: "VM012").count == 1)
        #expect(harness.findings(vm("    func f() { DispatchQueue.global(qos: .userInitiated).async { self.count += 1 } }"), rule: "VM012").count == 1)
        #expect(harness.findings(vm("    func f() { DispatchQueue.global().async { [weak self] in self?.load { self?.count = 2 } } }"), rule: "VM012").count == 1)
        #expect(harness.findings(vm("    func f() { Task.detached { await MainActor.run { self.count = 1 } } }"), rule: "VM012").isEmpty)
        #expect(harness.findings(vm("    func f() { DispatchQueue.global().async { Task { @MainActor in self.count = 1 } } }"), rule: "VM012").isEmpty)
        #expect(harness.findings(vm("    func f() { DispatchQueue.global().async { let count = 3; print(count) } }"), rule: "VM012").isEmpty)
        #expect(harness.findings(vm("    func f() { DispatchQueue.global().async { self.other = 1 } }"), rule: "VM012").isEmpty)
    }

    func view(_ state: String, _ onChange: String) -> String {
        "struct FormView: View {\n    @ObservedObject var viewModel: FormViewModel\n\(state)\n    var body: some View {\n        Text(\"\")\n\(onChange)\n    }\n}\n"
    }

    @Test func onChangeForms() {
        #expect(harness.findings(view("", ".onChange(of: a, perform: { v in viewModel.name = v })"), rule: "SU001").count == 1)
        #expect(harness.findings(view("", ".onChange(of: a) { old, new in viewModel.name = new }"), rule: "SU001").count == 1)
        #expect(harness.findings(view("", ".onChange(of: a) { v in self.viewModel.name = v }"), rule: "SU001").count == 1)
        #expect(harness.findings(view("", ".onChange(of: a) { v in if v { viewModel.count += 1 } }"), rule: "SU001").count == 1)
        #expect(harness.findings(view("    @State private var form = Form()", ".onChange(of: a) { v in form.name = v }"), rule: "SU001").isEmpty)
        #expect(harness.findings(view("", ".onChange(of: a) { v in Task { viewModel.name = v } }"), rule: "SU001").isEmpty)
        #expect(harness.findings(view("", ".onChange(of: a) { v in viewModel.update(v) }"), rule: "SU001").isEmpty)
        #expect(harness.findings(view("", ".onReceive(p) { v in viewModel.name = v }"), rule: "SU001").isEmpty)
    }

    @Test func viewsAndControllersAreNeverViewModels() {
        let text = """
        struct ProfileViewModelPreview: View { var body: some View { Text("") } }
        final class SettingsViewModelController: UIViewController {}
        protocol ProfileViewModel: ObservableObject {}
        """
        #expect(harness.report(text).findings.isEmpty)
        #expect(harness.report(text).migration.viewModels == 0)
    }

    /// SwiftUI's `Coordinator` (a representable's delegate) is not a navigation
    /// coordinator; an app's own base class named `Coordinator` is one.
    @Test func representableCoordinatorsAreNotCoordinators() {
        let nested = """
        struct ScannerView: UIViewRepresentable {
            func makeCoordinator() -> Coordinator { Coordinator() }
            final class Coordinator: NSObject {
                func found() { Task { @MainActor in self.report() }; UIMenuController.shared.hideMenu(); ThemeManager.shared.apply() }
            }
        }
        """
        #expect(harness.findings(nested, rule: "CO001").isEmpty)
        #expect(harness.findings(nested, rule: "CO002").isEmpty)
        let inExtension = """
        struct MapView: UIViewRepresentable { func makeUIView(context: Context) -> MKMapView { MKMapView() } }
        extension MapView {
            final class Coordinator: NSObject { func tapped() { Task { await self.load() } } }
        }
        """
        #expect(harness.findings(inExtension, rule: "CO001").isEmpty)
        let base = """
        class Coordinator {
            let navigationController = UINavigationController()
            func start() { Task { await load() } }
        }
        final class AppCoordinator: Coordinator {
            func begin() { ThemeManager.shared.apply() }
        }
        """
        #expect(harness.findings(base, rule: "CO001").count == 1)
        #expect(harness.findings(base, rule: "CO002").count == 1)
    }

    /// SU002 is about views: an `@ObservedObject` a class creates is another
    /// problem (it observes nothing there), not a missing `@StateObject`.
    @Test func observedObjectOwnershipIsAboutViews() {
        let model = """
        final class DetailsViewModel: ObservableObject {
            @ObservedObject var header: HeaderViewModel
            init() { self.header = HeaderViewModel() }
        }
        """
        #expect(harness.findings(model, rule: "SU002").isEmpty)
        let view = """
        struct DetailsView: View {
            @ObservedObject var header: HeaderViewModel
            init() { self.header = HeaderViewModel() }
            var body: some View { Text("") }
        }
        """
        #expect(harness.findings(view, rule: "SU002").count == 1)
    }

    @Test func systemSingletonsAreAllowedInCoordinators() {
        let text = """
        final class WidgetCoordinator {
            func refresh() { WidgetCenter.shared.reloadAllTimelines(); UIMenuController.shared.hideMenu(); NEVPNManager.shared().loadFromPreferences { _ in } }
        }
        """
        #expect(harness.findings(text, rule: "CO002").isEmpty)
    }

    @Test func testDoublesAreNotViewModels() {
        let text = """
        protocol LoginViewModel: ObservableObject {}
        final class MockLoginViewModel: LoginViewModel { @Published var name = "" }
        class LoginViewModelSpy: LoginViewModel { @Published var name = "" }
        """
        #expect(harness.report(text).findings.isEmpty)
    }

    @Test func navigationThroughClosuresIsFine() {
        #expect(harness.findings(vm("    var onFinish: (() -> Void)?\n    func done() { onFinish?() }"), rule: "VM010").isEmpty)
        #expect(harness.findings(vm("    weak var coordinator: ProfileCoordinating?"), rule: "VM010").count == 1)
        #expect(harness.findings(vm("    func f() { coordinator?.showDetail() }"), rule: "VM010").count == 1)
        #expect(harness.findings(vm("    func f(_ vc: UIViewController) { vc.present(alert, animated: true) }"), rule: "VM010").count == 1)
    }

    @Test func singletonsOnTheTreesOwnClasses() {
        let prefix = "final class Settings { static let standard = Settings() }\nenum Theme { case standard }\n"
        let findings = harness.findings(prefix + vm("    func f() { _ = Settings.standard; _ = Theme.standard; _ = URLSessionConfiguration.default }"), rule: "VM011")
        #expect(findings.map(\.message).count == 1)
        #expect(findings.first?.message.contains("Settings.standard") == true)
        // A static factory of the ViewModel reaching a singleton reaches it too (the type's own statics are fine).
        #expect(harness.findings(vm("    static let preview = CounterViewModel(store: Store.shared)"), rule: "VM011").count == 1)
        #expect(harness.findings(vm("    static let shared = CounterViewModel()\n    func f() { _ = CounterViewModel.shared }"), rule: "VM011").isEmpty)
    }

    @Test func observedObjectPassedInIsFine() {
        let text = """
        struct RowView: View {
            @ObservedObject var viewModel: RowViewModel
            @ObservedObject var other: RowViewModel = .shared
            init(viewModel: RowViewModel) { self.viewModel = viewModel }
            var body: some View { Text("") }
        }
        """
        #expect(harness.findings(text, rule: "SU002").isEmpty)
    }

    @Test func rxInViewModelsOnly() {
        let manager = "import RxSwift\nfinal class VPNManager {\n    let disposeBag = DisposeBag()\n    func f() { s.subscribe(onNext: { _ in }).disposed(by: disposeBag) }\n}\n"
        #expect(harness.findings(manager, rule: "RX001").isEmpty)
        let combine = vm("    func f() { publisher.subscribe(subscriber) }\n    let bag = Set<AnyCancellable>()")
        #expect(harness.findings(combine, rule: "RX001").isEmpty)
    }

    /// A migrated ViewModel that kept `import RxSwift` is told to drop the
    /// import, not that it "uses RxSwift".
    @Test func rxImportAloneSaysRemoveTheImport() {
        let text = "import RxSwift\nimport Combine\n@MainActor final class CartViewModel: ObservableObject {\n    @Published private(set) var items: [String] = []\n}\n"
        let messages = harness.findings(text, rule: "RX001").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("uses none of it; remove the import") == true)
    }

    /// A route enum is what a navigation method takes, by any route-like
    /// name (configured `routerNames`, or …Route/…Destination/…Screen);
    /// an alert a `show(_:)` takes is not a route.
    @Test func routeEnumsByWhatNavigationTakes() {
        var configuration = Configuration()
        configuration.roles.routerNames = ["Flow$"]
        let text = "enum AppRoute {\n    case detail(id: String)\n}\nprotocol AppRouting { func navigate(to route: AppRoute) }\n"
        #expect(harness.findings(text, rule: "RT001").count == 1)
        let configured = "enum CheckoutFlow {\n    case pay(amount: Int)\n}\nprotocol Routing { func navigate(to step: CheckoutFlow) }\n"
        #expect(Harness(configuration).findings(configured, rule: "RT001").count == 1)
        #expect(harness.findings(configured, rule: "RT001").isEmpty)
        let alert = "enum Alert {\n    case error(String)\n}\nprotocol Alerting { func show(_ alert: Alert) }\n"
        #expect(harness.findings(alert, rule: "RT001").isEmpty)
    }
}
