import KeelCombine

/// The SwiftUI MVVM Team Guidelines, "Basic ViewModel Structure" — to the letter: `@MainActor`,
/// `ObservableObject`, `private(set)` published state, dependencies through
/// init, async methods, errors as state. Selecting a product is a closure
/// the coordinator provides: the ViewModel never navigates.
@MainActor
public final class ProductListViewModel: ObservableObject {
    // MARK: - Published State
    @Published public private(set) var products: [Product] = []
    @Published public private(set) var isLoading = false
    @Published public private(set) var error: Error?

    // MARK: - Dependencies
    private let productService: ProductServiceProtocol
    private let analytics: AnalyticsProtocol
    private let onProductSelected: (Product) -> Void

    // MARK: - Init
    public init(
        productService: ProductServiceProtocol,
        analytics: AnalyticsProtocol = Analytics.shared,
        onProductSelected: @escaping (Product) -> Void = { _ in }
    ) {
        self.productService = productService
        self.analytics = analytics
        self.onProductSelected = onProductSelected
    }

    // MARK: - Public Methods
    public func loadProducts() async {
        isLoading = true
        error = nil
        do {
            products = try await productService.fetchProducts()
            analytics.track(.productsLoaded(count: products.count))
        } catch {
            self.error = error
            analytics.track(.error(String(describing: error)))
        }
        isLoading = false
    }

    public func deleteProduct(_ product: Product) async {
        do {
            try await productService.delete(product.id)
            products.removeAll { $0.id == product.id }
        } catch {
            self.error = error
        }
    }

    public func select(_ product: Product) {
        onProductSelected(product)
    }
}
