import Foundation
import KeelRx

/// A product of the catalog.
public struct Product: Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The legacy catalog API (RxSwift; unchanged by the migration).
public protocol CatalogAPI: AnyObject {
    func products(page: Int) -> Single<[Product]>
}

/// Where the catalog screen goes next; the legacy ViewModel holds it.
public protocol CatalogRouting: AnyObject {
    func showProduct(_ product: Product)
    func showCart()
}

/// The app's base ViewModel: every screen gets the API and the two trackers from it.
open class BaseViewModel {
    public let api: CatalogAPI
    public let activity = ActivityIndicator()
    public let errors = ErrorTracker()

    public init(api: CatalogAPI) {
        self.api = api
    }
}
