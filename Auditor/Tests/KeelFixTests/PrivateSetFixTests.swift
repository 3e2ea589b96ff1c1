import Testing

/// VM003: `private(set)` on `@Published` state nothing outside sets.
@Suite("keel fix VM003", .timeLimit(.minutes(2)))
struct PrivateSetFixTests {
    static let view = """
        import SwiftUI

        struct CartView: View {
            @ObservedObject var viewModel: CartViewModel
            var body: some View {
                List(viewModel.items.filter { !$0.isEmpty }, id: \\.self) { Text($0) }
                    .navigationTitle(viewModel.title)
            }
        }

        """

    @Test func addsPrivateSetAfterTheAccessModifier() async throws {
        try await expectFix("VM003", file: "App/CartViewModel.swift", before: """
            import Combine

            @MainActor
            final class CartViewModel: ObservableObject {
                // The rows.
                @Published var items: [String] = []
                @Published public var title = ""

                func add(_ item: String) {
                    items.append(item)
                    title = "\\(items.count) items"
                }
            }

            """, after: """
            import Combine

            @MainActor
            final class CartViewModel: ObservableObject {
                // The rows.
                @Published private(set) var items: [String] = []
                @Published public private(set) var title = ""

                func add(_ item: String) {
                    items.append(item)
                    title = "\\(items.count) items"
                }
            }

            """, others: ["App/CartView.swift": Self.view])
    }

    static let model = """
        import Combine

        @MainActor
        final class CartViewModel: ObservableObject {
            @Published var items: [String] = []
        }

        """

    @Test func notFixedWhenAViewAssignsIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model, others: [
            "App/CartView.swift": "struct CartView { let viewModel: CartViewModel\n    func clear() { viewModel.items = [] } }\n",
        ], reason: "items is set through a CartViewModel in App/CartView.swift")
    }

    @Test func notFixedWhenAViewBindsIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model, others: [
            "App/CartView.swift": "struct CartView { @ObservedObject var viewModel: CartViewModel\n    var body: some View { Editor(rows: $viewModel.items) } }\n",
        ], reason: "items is set through a CartViewModel in App/CartView.swift")
    }

    /// A write through a property of another ViewModel type does not reach this one.
    @Test func aWriteToAnotherTypesHomonymDoesNotBlock() async throws {
        try await expectFix("VM003", file: "App/CartViewModel.swift", before: Self.model, after: Self.model.replacingOccurrences(of: "@Published var", with: "@Published private(set) var"), others: [
            "App/WishlistViewModel.swift": "import Combine\nfinal class WishlistViewModel: ObservableObject { @Published var items: [String] = [] }\n",
            "App/WishlistView.swift": "struct WishlistView { @ObservedObject var viewModel: WishlistViewModel\n    var body: some View { Editor(rows: $viewModel.items) }\n    func clear() { viewModel.items = [] } }\n",
        ])
    }

    /// Through a protocol the ViewModel conforms to, the write may reach it.
    @Test func aWriteThroughItsProtocolBlocks() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model.replacingOccurrences(of: "ObservableObject {", with: "ObservableObject, CartModel {"), others: [
            "App/CartModel.swift": "protocol CartModel: AnyObject {}\n",
            "App/CartView.swift": "struct CartView { let viewModel: CartModel\n    func clear() { viewModel.items = [] } }\n",
        ], reason: "items is set through a CartModel in App/CartView.swift")
    }

    @Test func notFixedWhenAnExcludedTestMutatesIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model, others: [
            "Tests/CartTests.swift": "func testAdd() { let vm = CartViewModel(); vm.items.append(\"a\") }\n",
        ], config: "exclude:\n  - \"Tests/**\"\n", reason: "in Tests/CartTests.swift")
    }

    @Test func notFixedWhenAnExtensionInAnotherFileSetsIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model, others: [
            "App/CartViewModel+Clear.swift": "extension CartViewModel {\n    func clear() { items = [] }\n}\n",
        ], reason: "an extension of CartViewModel in App/CartViewModel+Clear.swift sets items")
    }

    @Test func notFixedWhenASubclassExists() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model.replacingOccurrences(of: "final class", with: "class"), others: [
            "Tests/Mocks.swift": "final class MockCartViewModel: CartViewModel {\n    override var items: [String] { didSet { print(items) } }\n}\n",
        ], config: "exclude:\n  - \"Tests/**\"\n", reason: "a type in the project inherits from CartViewModel")
    }

    /// Round 16 (D1): the subclass names a typealias of the ViewModel; its
    /// override observes the property, so the setter must stay.
    @Test func notFixedWhenASubclassInheritsThroughATypealias() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model.replacingOccurrences(of: "final class", with: "class"), others: [
            "App/BaseCart.swift": "typealias BaseCart = CartViewModel\n",
            "App/GiftCartViewModel.swift": "final class GiftCartViewModel: BaseCart {\n    override var items: [String] { didSet { print(items) } }\n}\n",
        ], reason: "a type in the project inherits from CartViewModel")
    }

    @Test func notFixedWhenAProtocolRequiresASetter() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: """
            import Combine

            protocol CartEditing: AnyObject {
                var items: [String] { get set }
            }

            @MainActor
            final class CartViewModel: ObservableObject, CartEditing {
                @Published var items: [String] = []
            }

            """, reason: "CartEditing requires items { get set }")
    }

    /// Round 18: a protocol's extension constrained to the ViewModel sets the
    /// property as its own member, in another file; `private(set)` would make
    /// that file fail ("'items' setter is inaccessible").
    @Test func notFixedWhenAConstrainedProtocolExtensionSetsIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: """
            import Combine

            protocol Clearable: AnyObject {}

            @MainActor
            final class CartViewModel: ObservableObject, Clearable {
                @Published var items: [String] = []
                func add(_ item: String) { items.append(item) }
            }

            """, others: [
            "App/Clearable+Cart.swift": "extension Clearable where Self: CartViewModel {\n    func clear() { items = [] }\n}\n",
        ], reason: "an extension of Clearable, a protocol CartViewModel conforms to, sets items in App/Clearable+Cart.swift")
    }

    @Test func notFixedWhenAKeyPathNamesIt() async throws {
        try await expectNotFixed("VM003", file: "App/CartViewModel.swift", source: Self.model, others: [
            "App/Binder.swift": "func bind(_ p: AnyPublisher<[String], Never>, to vm: CartViewModel) { p.assign(to: \\.items, on: vm) }\n",
        ], reason: "set through another object in App/Binder.swift")
    }
}
