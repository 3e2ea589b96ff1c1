import KeelCombine

/// What the app's screens share (the SwiftUI MVVM Team Guidelines, "Coordinator Pattern").
public struct DependencyContainer: Sendable {
    public let productService: ProductServiceProtocol
    public init(productService: ProductServiceProtocol) {
        self.productService = productService
    }
}

/// The SwiftUI MVVM Team Guidelines' coordinator as a view factory: it creates ViewModels (so
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
