import GuidelinesApp
import KeelCombine
import Testing

@Suite("SwiftUI MVVM Team Guidelines showcase", .timeLimit(.minutes(1)))
@MainActor
struct ProductListTests {
    @Test func loadsProductsTracksAndResetsLoading() async {
        let analytics = Analytics()
        let sut = ProductListViewModel(productService: ProductService(), analytics: analytics)
        var loadingStates: [Bool] = []
        let cancellable = sut.$isLoading.sink { loadingStates.append($0) }
        await sut.loadProducts()
        #expect(sut.products.map(\.name) == ["Keel", "Rudder"])
        #expect(loadingStates == [false, true, false])
        #expect(analytics.events == [.productsLoaded(count: 2)])
        #expect(sut.error == nil)
        cancellable.cancel()
    }

    @Test func failureBecomesErrorState() async {
        let service = ProductService()
        await service.setFailing(true)
        let analytics = Analytics()
        let sut = ProductListViewModel(productService: service, analytics: analytics)
        await sut.loadProducts()
        #expect(sut.error as? ProductService.Failure == .unavailable)
        #expect(!sut.isLoading)
        #expect(analytics.events.count == 1)
    }

    @Test func deleteRemovesOnlyOnSuccess() async {
        let sut = ProductListViewModel(productService: ProductService(), analytics: Analytics())
        await sut.loadProducts()
        await sut.deleteProduct(Product(id: "1", name: "Keel"))
        #expect(sut.products.map(\.id) == ["2"])
        await sut.deleteProduct(Product(id: "9", name: "Nope"))
        #expect(sut.products.map(\.id) == ["2"])
        #expect(sut.error as? ProductService.Failure == .notFound)
    }

    @Test func coordinatorBuildsViewModelsAndOwnsNavigation() async {
        let coordinator = AppCoordinator(container: DependencyContainer(productService: ProductService()), analytics: Analytics())
        let viewModel = coordinator.makeProductListViewModel()
        await viewModel.loadProducts()
        viewModel.select(viewModel.products[1])
        #expect(coordinator.presentedProduct?.name == "Rudder")
        coordinator.dismissProductDetail()
        #expect(coordinator.presentedProduct == nil)
    }

    @Test func sharedViewModelServesUIKitThroughAPublisher() async {
        let sut = SharedProductViewModel(productService: ProductService())
        var received: [[String]] = []
        let cancellable = sut.productsPublisher.sink { received.append($0.map(\.name)) }
        await sut.refresh()
        #expect(received == [[], ["Keel", "Rudder"]])
        cancellable.cancel()
    }
}
