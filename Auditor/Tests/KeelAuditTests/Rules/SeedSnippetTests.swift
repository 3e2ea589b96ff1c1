@testable import KeelAudit
import Testing

/// The seed documents' own examples, verbatim where they compile as
/// fragments: the ❌ snippets must trigger the rule they illustrate, the ✅
/// snippets must not (and the guides' reference structures are clean).
@Suite(.timeLimit(.minutes(3))) struct SeedSnippetTests {
    let harness = Harness()

    func rules(_ text: String) -> [String] { harness.report(text).findings.map(\.ruleID) }

    // MARK: SwiftUI MVVM Team Guidelines (004)

    @Test func basicViewModelStructureIsClean() {
        let text = """
        @MainActor
        final class ProductListViewModel: ObservableObject {
            // MARK: - Published State
            @Published private(set) var products: [Product] = []
            @Published private(set) var isLoading = false
            @Published private(set) var error: Error?

            // MARK: - Dependencies
            private let productService: ProductServiceProtocol
            private let analytics: AnalyticsProtocol

            // MARK: - Init
            init(
                productService: ProductServiceProtocol,
                analytics: AnalyticsProtocol = Analytics.shared
            ) {
                self.productService = productService
                self.analytics = analytics
            }

            // MARK: - Public Methods
            func loadProducts() async {
                isLoading = true
                error = nil

                do {
                    products = try await productService.fetchProducts()
                    analytics.track(.productsLoaded(count: products.count))
                } catch {
                    self.error = error
                    analytics.track(.error(error))
                }

                isLoading = false
            }
        }
        """
        #expect(rules(text).isEmpty)
    }

    @Test func initializationPatternsAndCoordinatorAreClean() {
        let text = """
        struct ProductListView: View {
            @StateObject private var viewModel: ProductListViewModel

            init(productService: ProductServiceProtocol = ProductService()) {
                self._viewModel = StateObject(
                    wrappedValue: ProductListViewModel(productService: productService)
                )
            }

            var body: some View {
                Text("")
            }
        }

        @MainActor
        final class AppCoordinator: ObservableObject {
            private let container: DependencyContainer

            init(container: DependencyContainer) {
                self.container = container
            }

            @ViewBuilder
            func makeProductListView() -> some View {
                ProductListView(
                    productService: container.productService,
                    onProductSelected: { [weak self] product in
                        self?.showProductDetail(product)
                    }
                )
            }

            private func showProductDetail(_ product: Product) {
                // Navigation logic
            }
        }
        """
        #expect(rules(text).isEmpty)
    }

    @Test func avoidListWrongExamplesTrigger() {
        #expect(rules("""
        import SwiftUI

        final class BadViewModel: ObservableObject {
            @Published var color: Color = .blue  // SwiftUI type
        }
        """).contains(allOf: ["VM004", "VM005", "VM003"]))
        #expect(rules("""
        final class BadViewModel: ObservableObject {
            weak var view: ProductListView?  // Never reference views

            func showAlert() {
                view?.showAlert()  // ViewModel shouldn't know about UI
            }
        }
        """).contains("VM006"))
        #expect(rules("""
        final class ParentViewModel: ObservableObject {
            func makeChildViewModel() -> ChildViewModel {
                ChildViewModel()  // Don't create child ViewModels
            }
        }
        """).contains("VM007"))
        #expect(rules("""
        final class BadViewModel: ObservableObject {
            let tapSubject = PassthroughSubject<Void, Never>()

            init() {
                tapSubject.sink { _ in
                    // Handle tap
                }
            }
        }
        """).contains("VM008"))
        #expect(rules("""
        final class BadViewModel: ObservableObject {
            @Published var text = ""  // UI updates from background thread

            func update() {
                DispatchQueue.global().async {
                    self.text = "Updated"  // Crash!
                }
            }
        }
        """).contains(allOf: ["VM001", "VM012"]))
    }

    @Test func avoidListCorrectExamplesDoNotTriggerTheirRule() {
        #expect(!rules("""
        final class GoodViewModel: ObservableObject {
            @Published var colorHex: String = "#0000FF"  // Use primitive types
        }
        """).contains(anyOf: ["VM004", "VM005"]))
        #expect(!rules("""
        final class GoodViewModel: ObservableObject {
            @Published private(set) var items: [Item] = []  // Read-only

            func addItem(_ item: Item) {
                items.append(item)
            }
        }
        """).contains("VM003"))
        #expect(!rules("""
        final class Coordinator: ObservableObject {
            func makeChildViewModel() -> ChildViewModel {
                ChildViewModel(service: container.service)
            }
        }
        """).contains("VM007"))
        #expect(!rules("""
        @MainActor
        final class GoodViewModel: ObservableObject {
            @Published var text = ""

            func update() async {
                text = "Updated"  // Safe on MainActor
            }
        }
        """).contains(anyOf: ["VM001", "VM012"]))
    }

    // MARK: State management analysis (002)

    @Test func publishingDuringViewUpdates() {
        func view(_ modifier: String) -> String {
            "struct SearchView: View {\n    @ObservedObject var viewModel: SearchViewModel\n    var body: some View {\n        TextField(\"\", text: $text)\n\(modifier)\n    }\n}\n"
        }
        #expect(rules(view("""
        .onChange(of: text) { newValue in
            viewModel.property = newValue  // Happens during view update cycle
        }
        """)) == ["SU001"])
        #expect(rules(view("""
        .onChange(of: text) { newValue in
            DispatchQueue.main.async {
                viewModel.property = newValue
            }
        }
        """)).isEmpty)
    }

    @Test func nestedObservableObjectsAndForwarding() {
        #expect(rules("""
        class Coordinator: ObservableObject {
            @Published var viewModel: SomeViewModel  // ❌ Changes inside viewModel don't propagate
        }
        """) == ["ST001"])
        // The interim "solution" is the forwarding hack the proposed architecture removes (Phase 3).
        let forwarding = rules("""
        class Coordinator: ObservableObject {
            @Published var viewModel: SomeViewModel
            private var cancellables = Set<AnyCancellable>()

            init() {
                self.viewModel = SomeViewModel()

                // ✅ Forward nested object changes
                viewModel.objectWillChange.sink { [weak self] _ in
                    self?.objectWillChange.send()
                }.store(in: &cancellables)
            }
        }
        """)
        #expect(forwarding.contains(allOf: ["ST001", "ST002"]))
    }

    /// The analysis's coordinator sits in the UI layer (its file imports
    /// SwiftUI); a fragment without that context would be any class.
    @Test func tasksInCoordinators() {
        #expect(rules("""
        import SwiftUI
        final class RideRequestCoordinator {
            var path = NavigationPath()
            func confirmRide() {
                Task {  // ❌ Created during view rendering
                    await doAsyncWork()
                }
            }
        }
        """) == ["CO001"])
        #expect(rules("""
        class RideRequestCoordinator {
            func validateLocations() -> Result<(LocationPoint, LocationPoint), Error>
        }

        struct RideView: View {
            func handleConfirm() {
                Task {
                    await controller.startRideRequest()
                }
            }
        }
        """).isEmpty)
    }

    @Test func rideFlowControllerIsClean() {
        #expect(rules("""
        @MainActor
        class RideFlowController: ObservableObject {
            // Single published state - the only source of truth
            @Published private(set) var currentState: RideState

            // State transition manager
            private let stateMachine: RideStateMachine

            // Services
            private let rideService: RideRequestService

            // State data (separate from state machine)
            @Published private(set) var driver: DriverInfo?
            @Published private(set) var estimatedArrival: TimeInterval?
        }
        """).isEmpty)
    }

    // MARK: Migration guide (000)

    @Test func combineOnlyViewModels() {
        #expect(rules("""
        class NewFeatureViewModel: ObservableObject {
            private let disposeBag = DisposeBag() // ❌ No RxSwift in new code

            private func loadData() {
                legacyService.fetchItems()
                    .subscribe(onSuccess: { ... }) // ❌ No RxSwift subscriptions
                    .disposed(by: disposeBag)
            }
        }
        """).filter { $0 == "RX001" }.count == 1)   // one per ViewModel, listing the constructs
        #expect(!rules("""
        class NewFeatureViewModel: ObservableObject {
            @Published var data: [Item] = []

            private func loadData() {
                legacyService.fetchItems() // RxSwift Single
                    .asPublisher()         // Convert to Combine
                    .assign(to: &$data)
            }
        }
        """).contains("RX001"))
    }

    @Test func pushNotificationDismissal() {
        #expect(rules("""
        class PushNotificationViewModel: PushNotificationViewModelType {
            func cancel() {
                NotificationCenter.default.post(
                    Notification(name: Notifications.dismissPushNotificationPermissionPopup)
                )
            }
        }
        """).contains("NV001"))
        #expect(rules("""
        struct PushNotificationView: View {
            @Environment(\\.dismiss) private var dismiss
            @StateObject private var viewModel: PushNotificationViewModelImpl

            var body: some View {
                Text("")
                .onChange(of: viewModel.shouldDismiss) { shouldDismiss in
                    if shouldDismiss {
                        dismiss()
                    }
                }
            }
        }
        """).isEmpty)
    }

    @Test func routeParameters() {
        // A route enum is what the router's `routeTo(to:from:)` takes.
        #expect(rules("""
        enum RouteID {
            case enterCredentials(config: CustomConfigModel, isUpdating: Bool)
        }
        protocol PopupRouter { func routeTo(to: RouteID, from: WSUIViewController) }
        """) == ["RT001"])
        #expect(rules("""
        enum RouteID {
            case enterCredentials // Clean, no parameters
        }
        """).isEmpty)
    }

    // MARK: Coordinator refactor plan (003)

    @Test func coordinatorsReachingSingletons() {
        #expect(rules("""
        import UIKit
        final class AppStateCoordinator: Coordinator {
            func loadServicesInParallel() {
                ThemeService.shared.fetchThemeFromServer()
                Env.presentationConfigurationStore.loadConfiguration()
            }
        }
        let Env = Environment()
        """) == ["CO002", "CO002"]) // one finding per global the coordinator reaches
        #expect(rules("""
        class NextUpEventsCoordinator: BaseScreenCoordinator {
            var onShowMatchDetail: ((String) -> Void)?
            var onShowCompetition: ((String) -> Void)?

            override func start() {
                let viewModel = NextUpEventsViewModel(/* inject dependencies */)
                let viewController = NextUpEventsViewController(viewModel: viewModel)

                viewModel.onMatchSelected = { [weak self] matchId in
                    self?.onShowMatchDetail?(matchId)
                }

                embedViewController(viewController)
            }
        }
        """).isEmpty)
    }
}

extension Array where Element == String {
    func contains(allOf ids: [String]) -> Bool { ids.allSatisfy(contains) }
    func contains(anyOf ids: [String]) -> Bool { ids.contains(where: contains) }
}
