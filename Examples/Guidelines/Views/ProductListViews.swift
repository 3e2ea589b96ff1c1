#if canImport(SwiftUI)
import SwiftUI

/// Pattern 2, "Factory Initialization (Recommended)".
public struct ProductListView: View {
    @StateObject private var viewModel: ProductListViewModel

    public init(productService: ProductServiceProtocol = ProductService()) {
        _viewModel = StateObject(wrappedValue: ProductListViewModel(productService: productService))
    }

    /// Used by the coordinator, which builds the ViewModel with its closures.
    init(viewModel: @autoclosure @escaping () -> ProductListViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View {
        List(viewModel.products) { product in
            Button(product.name) { viewModel.select(product) }
        }
        .overlay { if viewModel.isLoading { ProgressView() } }
        .task { await viewModel.loadProducts() }
    }
}

/// Pattern 1, "Direct Initialization in View".
struct DirectProductListView: View {
    @StateObject private var viewModel = ProductListViewModel(productService: ProductService())

    var body: some View {
        List(viewModel.products) { Text($0.name) }
            .task { await viewModel.loadProducts() }
    }
}

/// Pattern 3, "Parent View Initialization".
struct MainView: View {
    private let productService = ProductService()

    var body: some View {
        NavigationStack {
            ProductListView(productService: productService)
        }
    }
}

extension AppCoordinator {
    /// Pattern 4: the coordinator as view factory.
    @ViewBuilder
    public func makeProductListView() -> some View {
        ProductListView(viewModel: self.makeProductListViewModel())
    }
}
#endif
