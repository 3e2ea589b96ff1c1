import Foundation
import Testing
@testable import KeelAudit

/// Classes from held-out set 7 once it was opened (rules-r8b), each as a
/// from-scratch fixture that failed before the change: roles and navigation
/// read from what the code does, resolved through the semantic model.
@Suite("Opened set 7 classes", .timeLimit(.minutes(2)))
struct OpenedSet7ClassesTests: FindingPlaces {
    func audit(_ files: [String: String], modules: [String: String] = [:]) async -> AuditResult {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        let map = ModuleMap(modules.mapValues { ModuleAssignment(name: $0, source: .package) })
        return await Auditor(configuration: .default).audit(inputs, modules: map)
    }

    /// VM010 counted any call on a coordinator as navigation. A coordinator method whose body
    /// changes no screen — hiding the tab bar (also through a parent cast to its type), removing
    /// itself from the parent's children, handing a result to the parent, starting an activity
    /// indicator — is no navigation; one that pushes, directly or through what it calls, is.
    /// A ViewModel that stores a coordinator still holds the navigator.
    @Test func coordinatorCallsThatChangeNoScreenAreNoNavigation() async {
        let result = await audit([
            "Coordinators.swift": """
            import UIKit
            protocol FlowCoordinator: AnyObject {
                var children: [FlowCoordinator] { get set }
                func start()
            }
            final class ShellCoordinator: FlowCoordinator {
                var children: [FlowCoordinator] = []
                let tabs = UITabBarController()
                func start() { tabs.setViewControllers([], animated: false) }
                func setTabsHidden(_ hidden: Bool) { tabs.tabBar.isHidden = hidden }
            }
            final class SeedListCoordinator: FlowCoordinator {
                var children: [FlowCoordinator] = []
                weak var parent: FlowCoordinator?
                var navigationController: UINavigationController?
                func start() { navigationController?.pushViewController(UIViewController(), animated: true) }
                func setTabsHidden(_ hidden: Bool) {
                    guard let shell = parent as? ShellCoordinator else { return }
                    shell.setTabsHidden(hidden)
                }
                func close() { _ = parent?.children.popLast() }
                func picked(_ seed: String) {
                    guard let shell = parent as? ShellCoordinator else { return }
                    shell.setTabsHidden(false)
                    close()
                }
                func beginSpinner() { navigationController?.view.alpha = 0.5 }
                func openDetail() { showDetail() }
                private func showDetail() { navigationController?.pushViewController(UIViewController(), animated: true) }
                func openLater() { step() }
                private func step() { openDetail() }
            }
            """,
            "SeedListViewModel.swift": """
            import Foundation
            import Combine
            @MainActor
            final class SeedListViewModel: ObservableObject {
                weak var coordinator: SeedListCoordinator?
                @Published var seeds: [String] = []
                func appear() { coordinator?.setTabsHidden(false) }
                func disappear() { coordinator?.close() }
                func choose(_ seed: String) { coordinator?.picked(seed) }
                func save() { coordinator?.beginSpinner() }
                func detail() { coordinator?.openDetail() }
                func later() { coordinator?.openLater() }
            }
            """,
        ])
        // The two navigating calls; the stored coordinator is a related place of the first.
        #expect(found(result, "VM010") == ["SeedListViewModel.swift:11", "SeedListViewModel.swift:12"])
        // Stored and called only for what changes no screen: still the navigator it holds.
        #expect(found(result, "VM010").count == 2)
        let quiet = await audit([
            "Coordinators.swift": """
            import UIKit
            final class PlotCoordinator {
                var children: [PlotCoordinator] = []
                weak var parent: PlotCoordinator?
                let navigationController = UINavigationController()
                func start() { navigationController.pushViewController(UIViewController(), animated: true) }
                func close() { _ = parent?.children.popLast() }
            }
            """,
            "PlotViewModel.swift": """
            import Foundation
            import Combine
            @MainActor
            final class PlotViewModel: ObservableObject {
                weak var coordinator: PlotCoordinator?
                @Published var plots: [String] = []
                func disappear() { coordinator?.close() }
            }
            """,
        ])
        #expect(found(quiet, "VM010") == ["PlotViewModel.swift:5"])
    }

    /// A SwiftPM target named with a dash builds the module its name makes a C99 identifier
    /// (`design-kit` → `import design_kit`): without that, nothing imported from it resolved, and a
    /// ViewModel inheriting the app's `@Observable` base class from another module was "not observable" (VM002).
    @Test func dashedTargetsAreImportedUnderscored() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-r8b-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "design-kit", targets: [.target(name: "design-kit", path: "./Sources")])
        """, "design-kit/Package.swift")
        try write("open class Screen {}\n", "design-kit/Sources/Screen.swift")
        let located = try SourceDiscovery.locate(root: root, configuration: .default)
        let map = ModuleMap.build(files: located.candidates.map { ($0.relative, $0.path) }, descriptors: located.descriptors.map(\.path))
        #expect(map.module(of: "design-kit/Sources/Screen.swift") == ModuleAssignment(name: "design_kit", source: .package))
    }

    /// Observation inherited from the app's `@MainActor @Observable` base class in another module,
    /// through an intermediate generic base: the subclass is observable (no VM002).
    @Test func observationInheritedAcrossModules() async {
        let result = await audit([
            "Base/BaseModel.swift": """
            import SwiftUI
            import Observation
            @MainActor
            @Observable
            open class BaseModel<State> {
                public private(set) var state: State
                public init(state: State) { self.state = state }
                public func set(_ state: State) { self.state = state }
            }
            """,
            "Common/LoadingModel.swift": """
            @_exported import base_ui
            open class LoadingModel<Item>: BaseModel<[Item]> {}
            """,
            "Orders/OrdersViewModel.swift": """
            import common
            final class OrdersViewModel: LoadingModel<String> {
                private var page = 0
                func more() { page += 1 }
            }
            """,
            "Orders/OrdersView.swift": """
            import SwiftUI
            import common
            struct OrdersView: View {
                @State private var viewModel: OrdersViewModel
                var body: some View { Text("") }
            }
            """,
        ], modules: ["Base/BaseModel.swift": "base_ui", "Common/LoadingModel.swift": "common",
                     "Orders/OrdersViewModel.swift": "orders", "Orders/OrdersView.swift": "orders"])
        #expect(found(result, "VM002").isEmpty)
    }

    /// A protocol named like a coordinator that wraps a data-sharing session — adopted only by a type
    /// that navigates nothing — is no coordinator: its implementation and its generated test double get
    /// no coordinator rules (CO001), and a ViewModel holding it holds no navigator (VM010). A protocol
    /// whose adopters push screens stays one, and a test double in test code is no architecture unit.
    @Test func coordinatorNamesWithoutNavigationAreNoCoordinators() async {
        let result = await audit([
            "Sharing/TransferSessionCoordinator.swift": """
            import Foundation
            public protocol TransferSessionCoordinator: Sendable {
                func prepare() async throws
                func send(_ payload: Data) async throws
            }
            final class TransferSessionCoordinatorImpl: TransferSessionCoordinator {
                private let channel: TransferChannel
                init(channel: TransferChannel) { self.channel = channel }
                func prepare() async throws { try await channel.open() }
                func send(_ payload: Data) async throws { try await channel.write(payload) }
            }
            """,
            "SharingTests/Mock/GeneratedMocks.swift": """
            // MARK: - Mocks generated from file: TransferSessionCoordinator.swift
            import Foundation
            @testable import Sharing
            final class MockTransferSessionCoordinator: TransferSessionCoordinator {
                func prepare() async throws {}
                func send(_ payload: Data) async throws {}
            }
            final class MockCartCoordinator: CartCoordinating {
                var navigationController = UINavigationController()
                func open() async { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
            "Sharing/TransferViewModel.swift": """
            import Foundation
            import Combine
            @MainActor
            final class TransferViewModel: ObservableObject {
                @Published var done = false
                private let session: TransferSessionCoordinator
                init(session: TransferSessionCoordinator) { self.session = session }
                func share(_ data: Data) async { try? await session.send(data); done = true }
            }
            """,
            "Cart/CartCoordinator.swift": """
            import UIKit
            protocol CartCoordinating: AnyObject { func open() async }
            final class CartCoordinator: CartCoordinating {
                let navigationController = UINavigationController()
                func open() async { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            """,
        ])
        #expect(found(result, "CO001") == ["Cart/CartCoordinator.swift:5"])
        #expect(found(result, "VM010").isEmpty)
    }

    /// An enum a screen's ViewModel declares and takes in its initializer is the mode that one
    /// screen works in (both cases open the same picker): passing it to a coordinator's navigation
    /// method is no route with parameters (RT001). A coordinator's own route enum still is.
    @Test func viewModelModesAreNoRoutes() async {
        let result = await audit([
            "Picker/TokenPickerViewModel.swift": """
            import Foundation
            import Combine
            @MainActor
            final class TokenPickerViewModel: ObservableObject {
                enum Side {
                    case from(account: String)
                    case to(account: String)
                }
                @Published var tokens: [String] = []
                private let side: Side
                init(side: Side) { self.side = side }
            }
            """,
            "Exchange/ExchangeCoordinator.swift": """
            import UIKit
            import SwiftUI
            final class ExchangeCoordinator {
                enum Route { case receipt(id: String) }
                let navigationController = UINavigationController()
                func presentTokenPicker(side: TokenPickerViewModel.Side) {
                    navigationController.present(UIHostingController(rootView: Text("")), animated: true)
                }
                func navigate(to route: Route) {
                    navigationController.pushViewController(UIViewController(), animated: true)
                }
            }
            """,
        ])
        #expect(found(result, "RT001") == ["Exchange/ExchangeCoordinator.swift:4"])
    }

    /// An app route that nests each feature's routes (`case orders(OrdersModule)`) composes places to
    /// go: the nesting case carries no state (no RT001), and the nested enum is a route whose own
    /// parameterised cases are the violations (000 › State Manager Pattern).
    @Test func nestedFeatureRoutesAreRoutes() async {
        let result = await audit([
            "Navigation/ShopRoute.swift": """
            public protocol ShopRouting {}
            public enum OrdersModule: ShopRouting {
                case list
                case detail(orderID: String)
            }
            public enum Audience { case everyone, friends }
            public enum ShopRoute: ShopRouting {
                case home
                case orders(OrdersModule)
                case compose(Audience)
                case undo(previous: ShopRoute)
            }
            """,
            "Navigation/ShopNavigator.swift": """
            import SwiftUI
            import Observation
            @MainActor
            @Observable
            final class ShopNavigator {
                var path: [ShopRoute] = []
                func push(with route: ShopRoute) { path.append(route) }
                func pop() { _ = path.popLast() }
            }
            """,
        ])
        // `compose(Audience)` carries a value enum: a parameter (line 10); `Audience` is no route.
        // The route's own previous state (line 11) is a parameter too.
        #expect(found(result, "RT001") == ["Navigation/ShopRoute.swift:4", "Navigation/ShopRoute.swift:10", "Navigation/ShopRoute.swift:11"])
    }
}
