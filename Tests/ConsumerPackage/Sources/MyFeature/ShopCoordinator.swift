import KeelNavigation

public enum ShopRoute: Hashable, Sendable { case catalog, product(id: Int), checkout }

@MainActor
public final class ShopCoordinator: BaseCoordinator<Void> {
    private let router: any Router<ShopRoute>
    public init(router: any Router<ShopRoute>) { self.router = router; super.init() }

    public override func start() { router.setRoot(.catalog) }

    /// What the catalog's ViewModel calls, through a closure, when a product is tapped.
    public func showProduct(_ id: Int) {
        startChild(ScreenCoordinator(router: router, presentation: .push(.product(id: id))))
    }

    /// Checkout, as a sheet the user can swipe away.
    public func showCheckout() {
        startChild(ScreenCoordinator(router: router, presentation: .modal(.checkout, .sheet(dismissible: true))))
    }
}
