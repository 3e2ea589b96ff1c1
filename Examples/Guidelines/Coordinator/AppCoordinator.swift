import KeelCombine

/// What the app's screens share (seed 004, "Coordinator Pattern").
public struct DependencyContainer: Sendable {
    public let productService: ProductServiceProtocol
    public init(productService: ProductServiceProtocol) {
        self.productService = productService
    }
}

/// Seed 004's coordinator as a view factory: it creates ViewModels (so
/// ViewModels never create each other), wires their navigation closures and
/// owns the navigation decision.
@MainActor
public final class AppCoordinator: ObservableObject {
    @Published public private(set) var presentedProduct: Product?

    private let container: DependencyContainer
    private let analytics: AnalyticsProtocol

    public init(container: DependencyContainer, analytics: AnalyticsProtocol) {
        self.container = container
        self.analytics = analytics
    }

    public func makeProductListViewModel() -> ProductListViewModel {
        ProductListViewModel(
            productService: container.productService,
            analytics: analytics,
            onProductSelected: { [weak self] product in self?.showProductDetail(product) }
        )
    }

    public func dismissProductDetail() {
        presentedProduct = nil
    }

    private func showProductDetail(_ product: Product) {
        presentedProduct = product
    }
}
