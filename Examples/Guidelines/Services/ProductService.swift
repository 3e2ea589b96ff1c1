/// The service the ProductList example depends on (the SwiftUI MVVM Team Guidelines).
public protocol ProductServiceProtocol: Sendable {
    func fetchProducts() async throws -> [Product]
    func delete(_ id: Product.ID) async throws
}

/// An in-memory product service.
public actor ProductService: ProductServiceProtocol {
    public enum Failure: Error, Equatable { case unavailable, notFound }

    private var products: [Product]
    private var failing = false

    public init(products: [Product] = [Product(id: "1", name: "Keel"), Product(id: "2", name: "Rudder")]) {
        self.products = products
    }

    /// Makes every call fail (for error-state demos and tests).
    public func setFailing(_ failing: Bool) { self.failing = failing }

    public func fetchProducts() async throws -> [Product] {
        if failing { throw Failure.unavailable }
        return products
    }

    public func delete(_ id: Product.ID) async throws {
        if failing { throw Failure.unavailable }
        guard products.contains(where: { $0.id == id }) else { throw Failure.notFound }
        products.removeAll { $0.id == id }
    }
}
