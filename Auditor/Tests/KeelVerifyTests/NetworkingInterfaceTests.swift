import Foundation
@testable import KeelVerify
import Testing

/// Moya (with Alamofire's request-building types and RxMoya's `provider.rx.request`) and the
/// UIKit collection-view layout types, as apps' own declarations name them. Fixtures written
/// for these tests.
@Suite("Networking and layout interfaces", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct NetworkingInterfaceTests {
    /// A Moya target, a provider wrapper returning RxMoya's `Single<Response>` filtered and
    /// decoded, and a service protocol the ViewModel calls: everything resolves.
    static let moyaTree = [
        SourceFile(path: "App/Networking/ShopAPI.swift", text: """
            import Alamofire
            import Foundation
            import Moya

            enum ShopAPI {
                case products(page: Int)
                case order(id: String)
            }

            extension ShopAPI: TargetType {
                var baseURL: URL { URL(string: "https://shop.example")! }
                var path: String {
                    switch self {
                    case .products: return "/products"
                    case .order(let id): return "/orders/\\(id)"
                    }
                }
                var method: Moya.Method { self == .products(page: 0) ? .get : .post }
                var headers: [String: String]? { ["Accept": "application/json"] }
                var parameterEncoding: ParameterEncoding { URLEncoding.default }
                var task: Task {
                    switch self {
                    case .products(let page): return .requestParameters(parameters: ["page": page], encoding: parameterEncoding)
                    case .order: return .requestParameters(parameters: [:], encoding: JSONEncoding.default)
                    }
                }
                var sampleData: Data { Data() }
            }

            extension ShopAPI: Equatable {}
            """),
        SourceFile(path: "App/Networking/ShopProvider.swift", text: """
            import Foundation
            import Moya
            import RxSwift

            final class ShopProvider {
                private let provider: MoyaProvider<ShopAPI>
                init(stubClosure: @escaping MoyaProvider<ShopAPI>.StubClosure = MoyaProvider<ShopAPI>.neverStub,
                     session: Session = MoyaProvider<ShopAPI>.defaultAlamofireSession(),
                     plugins: [PluginType] = [NetworkLoggerPlugin()]) {
                    provider = MoyaProvider(stubClosure: stubClosure, session: session, plugins: plugins)
                }
                func request(_ target: ShopAPI) -> Single<Moya.Response> {
                    provider.rx.request(target).filterSuccessfulStatusCodes()
                }
                func products(page: Int) -> Single<[Product]> {
                    request(.products(page: page)).map([Product].self)
                }
            }

            struct Product: Decodable, Equatable {
                let id: String
                let name: String
            }

            protocol ShopService {
                func products(page: Int) -> Single<[Product]>
                func raw(_ target: ShopAPI) -> Single<Moya.Response>
            }
            """),
    ]

    @Test func moyaTargetsProvidersAndRxMoyaResolve() async {
        let generated = SourceFile(path: "ProductsViewModel.swift", text: """
            import Foundation
            import Moya
            @MainActor
            final class ProductsViewModel {
                private(set) var names: [String] = []
                private(set) var lastStatus: Int?
                private(set) var failedWith401 = false
                private let service: ShopService
                init(service: ShopService) { self.service = service }
                func show(_ products: [Product]) { names = products.map(\\.name) }
                func record(_ response: Moya.Response) { lastStatus = response.statusCode }
                func record(_ error: Error) {
                    if case .statusCode(let response)? = error as? MoyaError { failedWith401 = response.statusCode == 401 }
                }
                var stubbed: MoyaProvider<ShopAPI> { MoyaProvider<ShopAPI>(stubClosure: MoyaProvider.immediatelyStub) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.moyaTree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
        #expect(report.missingModules.isEmpty, "\(report.missingModules)")
    }

    /// The interface does not make everything pass: a member Moya's `Response` does not have is
    /// named ("not proven": keel's interface, written from the documentation, may lack it), never
    /// reported as type-checking.
    @Test func aMemberMoyaDoesNotHaveIsNamed() async {
        let generated = SourceFile(path: "ProductsViewModel.swift", text: """
            import Foundation
            import Moya
            @MainActor
            final class ProductsViewModel {
                private(set) var body = ""
                func record(_ response: Moya.Response) { body = response.bodyText }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.moyaTree, checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary)")
        #expect(report.unresolved.keys.contains("Response.bodyText"), "\(report.unresolved)")
    }

    /// A custom layout subclassing `UICollectionViewLayout` (its overrides need the superclass's
    /// members), reached from a ViewModel through the view type it configures.
    @Test func aCustomCollectionViewLayoutResolves() async {
        let tree = [
            SourceFile(path: "App/UI/ColumnLayout.swift", text: """
                import UIKit
                protocol ColumnLayoutDelegate: AnyObject {
                    func heightForItem(at indexPath: IndexPath) -> CGFloat
                }
                final class ColumnLayout: UICollectionViewLayout {
                    weak var delegate: ColumnLayoutDelegate?
                    private var cache: [UICollectionViewLayoutAttributes] = []
                    private let columns: Int
                    init(columns: Int) {
                        self.columns = columns
                        super.init()
                    }
                    required init?(coder: NSCoder) { fatalError("not used") }
                    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
                    override func prepare() {
                        super.prepare()
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: delegate?.heightForItem(at: attributes.indexPath) ?? 0)
                        cache = [attributes]
                    }
                    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache }
                    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache.first }
                    override func invalidateLayout() {
                        cache = []
                        super.invalidateLayout()
                    }
                    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
                }
                """),
        ]
        let generated = SourceFile(path: "GalleryViewModel.swift", text: """
            import Foundation
            import UIKit
            @MainActor
            final class GalleryViewModel {
                private(set) var columns = 2
                func makeLayout() -> ColumnLayout { ColumnLayout(columns: columns) }
                func contentHeight(of layout: UICollectionViewLayout) -> CGFloat { layout.collectionViewContentSize.height }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// A file that guards its imports (`#if !RX_NO_MODULE import RxSwift #endif`, as RxSwift's
    /// example helpers apps copy are written) keeps them in the skeleton.
    @Test func importsInsideATopLevelIfBlockAreKept() async {
        let tree = [
            SourceFile(path: "App/ThirdParty/Spinner.swift", text: """
                #if !RX_NO_MODULE
                import RxSwift
                import RxCocoa
                #endif

                final class Spinner {
                    let loading: Observable<Bool>
                    init(loading: Observable<Bool>) { self.loading = loading }
                    func asDriver() -> Driver<Bool> { fatalError() }
                }
                """),
        ]
        let generated = SourceFile(path: "StatusViewModel.swift", text: """
            import Foundation
            @MainActor
            final class StatusViewModel {
                private let spinner: Spinner
                init(spinner: Spinner) { self.spinner = spinner }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }
}
