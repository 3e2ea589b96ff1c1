// README: KeelNavigation
import KeelNavigation

enum ShopRoute: Hashable, Sendable { case catalog, product(id: Int) }

@MainActor
final class ShopCoordinator: BaseCoordinator<Void> {
    private let router: any Router<ShopRoute>
    init(router: any Router<ShopRoute>) { self.router = router; super.init() }

    override func start() { router.setRoot(.catalog) }

    /// What the catalog's ViewModel calls, through a closure, when a product is tapped.
    func showProduct(_ id: Int) {
        startChild(ScreenCoordinator(router: router, presentation: .push(.product(id: id))))
    }
}
