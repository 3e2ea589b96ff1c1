import Foundation
import KeelRx

/// A legacy list screen in the `Input`/`Output` style: the controller hands
/// its taps in as Drivers and binds the Drivers it gets back. The products
/// load on every refresh (only the latest request counts), with the base
/// class's activity and error trackers; a selection and the cart button
/// navigate through the router the ViewModel holds.
public final class CatalogViewModel: BaseViewModel {
    public struct Input {
        public let refresh: Driver<Void>
        public let selection: Driver<Int>
        public let cartTap: Driver<Void>

        public init(refresh: Driver<Void>, selection: Driver<Int>, cartTap: Driver<Void>) {
            self.refresh = refresh
            self.selection = selection
            self.cartTap = cartTap
        }
    }

    public struct Output {
        public let products: Driver<[Product]>
        public let isLoading: Driver<Bool>
        public let errorMessage: Driver<String>
    }

    private weak var router: CatalogRouting?
    private let disposeBag = DisposeBag()

    public init(api: CatalogAPI, router: CatalogRouting) {
        self.router = router
        super.init(api: api)
    }

    public func transform(input: Input) -> Output {
        let products = input.refresh
            .flatMapLatest { [api, activity, errors] in
                api.products(page: 1)
                    .trackActivity(activity)
                    .trackError(errors)
                    .asDriver(onErrorJustReturn: [])
            }
        input.selection
            .withLatestFrom(products) { index, products in products.indices.contains(index) ? products[index] : nil }
            .compactMap { $0 }
            .drive(onNext: { [weak self] product in
                self?.router?.showProduct(product)
            })
            .disposed(by: disposeBag)
        input.cartTap
            .drive(onNext: { [weak self] in
                self?.router?.showCart()
            })
            .disposed(by: disposeBag)
        return Output(products: products,
                      isLoading: activity.asDriver(),
                      errorMessage: errors.asDriver().map { $0.localizedDescription })
    }
}
