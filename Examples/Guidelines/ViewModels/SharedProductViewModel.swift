import KeelCombine

/// The SwiftUI MVVM Team Guidelines, "Sharing ViewModels with UIKit": the same ViewModel serves a
/// SwiftUI view (through `@Published`) and a UIKit controller (through
/// `productsPublisher`).
@MainActor
public final class SharedProductViewModel: ObservableObject {
    @Published public private(set) var products: [Product] = []

    private let productService: ProductServiceProtocol

    public init(productService: ProductServiceProtocol) {
        self.productService = productService
    }

    /// For UIKit compatibility.
    public var productsPublisher: AnyPublisher<[Product], Never> {
        $products.eraseToAnyPublisher()
    }

    public func refresh() async {
        products = (try? await productService.fetchProducts()) ?? products
    }
}
