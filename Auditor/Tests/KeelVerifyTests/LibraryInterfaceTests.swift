import Foundation
@testable import KeelVerify
import SwiftParser
import Testing

/// What real apps' own declarations name from libraries and Apple frameworks keel writes an
/// interface for (Apollo iOS, StoreKit, Realm's Codable models), and the app declarations the
/// skeleton must print so they compile without the Objective-C runtime.
@Suite("Library interfaces", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct LibraryInterfaceTests {
    /// An app whose GraphQL code generator's output is in the tree (`API.swift` importing Apollo):
    /// its models take the generated selection sets; the skeleton reads that file like any other,
    /// and Apollo's runtime protocols and client come from keel's interface.
    @Test func apolloGeneratedQueriesResolve() async {
        let tree = [
            SourceFile(path: "App/GraphQL/API.swift", text: """
                import Apollo
                import Foundation

                public final class ProfileQuery: GraphQLQuery {
                    public let operationDefinition: String = "query Profile($login: String!) { user(login: $login) { __typename id name } }"
                    public let operationName: String = "Profile"
                    public var login: String
                    public init(login: String) { self.login = login }
                    public var variables: GraphQLMap? { return ["login": login] }

                    public struct Data: GraphQLSelectionSet {
                        public static let possibleTypes: [String] = ["Query"]
                        public static var selections: [GraphQLSelection] {
                            return [GraphQLField("user", arguments: ["login": GraphQLVariable("login")], type: .object(User.selections))]
                        }
                        public private(set) var resultMap: ResultMap
                        public init(unsafeResultMap: ResultMap) { self.resultMap = unsafeResultMap }
                        public var user: User? {
                            get { return (resultMap["user"] as? ResultMap).flatMap { User(unsafeResultMap: $0) } }
                            set { resultMap.updateValue(newValue?.resultMap, forKey: "user") }
                        }

                        public struct User: GraphQLSelectionSet {
                            public static let possibleTypes: [String] = ["User"]
                            public static var selections: [GraphQLSelection] {
                                return [
                                    GraphQLField("id", type: .nonNull(.scalar(GraphQLID.self))),
                                    GraphQLField("name", type: .scalar(String.self)),
                                ]
                            }
                            public private(set) var resultMap: ResultMap
                            public init(unsafeResultMap: ResultMap) { self.resultMap = unsafeResultMap }
                            public var id: GraphQLID { return resultMap["id"]! as! GraphQLID }
                            public var name: String? { return resultMap["name"] as? String }
                        }
                    }
                }
                """),
            SourceFile(path: "App/Models/Profile.swift", text: """
                import Foundation
                struct Profile: Equatable {
                    let id: String
                    let name: String?
                    init(user: ProfileQuery.Data.User) {
                        id = user.id
                        name = user.name
                    }
                }
                """),
            SourceFile(path: "App/Networking/GraphClient.swift", text: """
                import Apollo
                import Foundation
                final class GraphClient {
                    let client: ApolloClient
                    init(client: ApolloClient) { self.client = client }
                    func profile(login: String, done: @escaping (Profile?) -> Void) -> Cancellable {
                        client.fetch(query: ProfileQuery(login: login), cachePolicy: .fetchIgnoringCacheData) { result in
                            done((try? result.get())?.data?.user.map(Profile.init(user:)))
                        }
                    }
                }
                """),
        ]
        let generated = SourceFile(path: "ProfileViewModel.swift", text: """
            import Foundation
            @MainActor
            final class ProfileViewModel {
                private(set) var title = ""
                private let client: GraphClient
                init(client: GraphClient) { self.client = client }
                func show(_ user: ProfileQuery.Data.User) { title = Profile(user: user).name ?? user.id }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
        #expect(report.missingModules.isEmpty, "\(report.missingModules)")
    }

    /// A purchase manager and the states it publishes name StoreKit 1's types; an observer that
    /// implements only the required requirement conforms, as it does on iOS.
    @Test func storeKitPurchaseTypesResolve() async {
        let tree = [
            SourceFile(path: "App/Payments/PurchaseState.swift", text: """
                import StoreKit
                enum PurchaseState {
                    case idle
                    case purchased(SKPaymentTransaction)
                    case failed(Error)
                    var isCancelled: Bool {
                        if case .failed(let error) = self, let storeError = error as? SKError { return storeError.code == .paymentCancelled }
                        return false
                    }
                }
                struct Plan {
                    let product: SKProduct
                    var months: Int { product.subscriptionPeriod?.unit == .year ? 12 : product.subscriptionPeriod?.numberOfUnits ?? 1 }
                }
                """),
            SourceFile(path: "App/Payments/PurchaseManager.swift", text: """
                import Foundation
                import StoreKit
                protocol PurchaseManaging: AnyObject {
                    var canPay: Bool { get }
                    func buy(_ plan: Plan, done: @escaping (PurchaseState) -> Void)
                }
                final class PurchaseManager: NSObject, PurchaseManaging, SKPaymentTransactionObserver, SKProductsRequestDelegate {
                    var canPay: Bool { SKPaymentQueue.canMakePayments() }
                    private var done: ((PurchaseState) -> Void)?
                    func buy(_ plan: Plan, done: @escaping (PurchaseState) -> Void) {
                        self.done = done
                        SKPaymentQueue.default().add(self)
                        SKPaymentQueue.default().add(SKPayment(product: plan.product))
                    }
                    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                        for transaction in transactions where transaction.transactionState == .purchased {
                            queue.finishTransaction(transaction)
                            done?(.purchased(transaction))
                        }
                    }
                    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
                        _ = response.products.map(\\.priceLocale)
                    }
                }
                """),
        ]
        let generated = SourceFile(path: "UpgradeViewModel.swift", text: """
            import Foundation
            @MainActor
            final class UpgradeViewModel {
                private(set) var state: PurchaseState = .idle
                private(set) var transactionID: String?
                private let purchases: PurchaseManaging
                init(purchases: PurchaseManaging) { self.purchases = purchases }
                var canPay: Bool { purchases.canPay }
                func record(_ state: PurchaseState) {
                    self.state = state
                    if case .purchased(let transaction) = state { transactionID = transaction.transactionIdentifier }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// A Realm model declared `Decodable` with only `@Persisted` properties: its `init(from:)` is
    /// synthesized (Realm's property wrapper is Codable). An app class overriding a member an
    /// `@objc` extension of a UIKit class adds (`extension UIView { @objc func updateTheme(isDark:) }`):
    /// the override is left out of the skeleton, the extension's member stays.
    @Test func realmCodableModelsAndOverridesOfObjcExtensionMembersCompile() async {
        let tree = [
            SourceFile(path: "App/Models/Favourite.swift", text: """
                import Foundation
                import RealmSwift
                @objcMembers class Favourite: Object, Decodable {
                    @Persisted(primaryKey: true) var id: String
                    @Persisted var pinnedIp: String?
                    convenience init(id: String, pinnedIp: String? = nil) {
                        self.init()
                        self.id = id
                        self.pinnedIp = pinnedIp
                    }
                }
                """),
            SourceFile(path: "App/Views/UIView+Theme.swift", text: """
                import UIKit
                extension UIView {
                    @objc func updateTheme(isDark _: Bool) {}
                }
                """),
            SourceFile(path: "App/Views/ToggleButton.swift", text: """
                import UIKit
                class ToggleButton: UIButton {
                    private(set) var isOn = false
                    override func updateTheme(isDark: Bool) { isOn = isDark }
                    func flip() { isOn.toggle() }
                }
                """),
        ]
        let generated = SourceFile(path: "FavouritesViewModel.swift", text: """
            import Foundation
            import UIKit
            @MainActor
            final class FavouritesViewModel {
                private(set) var ids: [String] = []
                func show(_ favourites: [Favourite], in button: ToggleButton) {
                    ids = favourites.map(\\.id)
                    button.updateTheme(isDark: true)
                    button.flip()
                }
                func decode(_ data: Data) throws -> Favourite { try JSONDecoder().decode(Favourite.self, from: data) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// The printer leaves out exactly the class members that override an `@objc` extension member.
    @Test func overridesOfObjcExtensionMembersAreLeftOut() {
        let trees = [
            Parser.parse(source: "import UIKit\nextension UIView { @objc func updateTheme(isDark: Bool) {}\n func plain() {} }\n"),
            Parser.parse(source: "@objcMembers extension UIViewController { var accent: Int { 1 } }\n"),
        ]
        let names = SkeletonPrinter.objcExtensionMembers(in: trees)
        #expect(names == ["updateTheme", "accent"])
        let printed = SkeletonPrinter.skeleton(of: Parser.parse(source: """
            class Button: UIButton {
                override func updateTheme(isDark: Bool) { print(isDark) }
                override var accent: Int { 2 }
                override func layoutSubviews() { super.layoutSubviews() }
            }
            """), overridingLeftOut: names)
        #expect(!printed.contains("updateTheme"), "\(printed)")
        #expect(!printed.contains("accent"), "\(printed)")
        #expect(printed.contains("override func layoutSubviews() { fatalError() }"), "\(printed)")
    }
}
