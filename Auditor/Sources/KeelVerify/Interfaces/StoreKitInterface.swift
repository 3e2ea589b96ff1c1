extension Interfaces {
    /// StoreKit's original in-app purchase API (StoreKit 1), as purchase managers and
    /// the models and states they publish name it: `SKPaymentTransaction` and its
    /// state, `SKPayment`, `SKPaymentQueue` and its observer protocol, `SKProduct` with
    /// its subscription period and discounts, `SKProductsRequest` and its delegate,
    /// `SKError`, `SKStoreReviewController`. Written for keel from Apple's StoreKit
    /// documentation; signatures only, every body traps. The Objective-C protocols'
    /// optional requirements have default implementations here (Linux has no
    /// Objective-C runtime), so an app's observer that implements only some of them
    /// conforms as it does on iOS.
    static let storeKit = #"""
    import Foundation
    import UIKit

    @usableFromInline func storeKitInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("StoreKit interface stand-in: \(function) never runs")
    }

    open class SKPayment: NSObject {
        public convenience init(product: SKProduct) { storeKitInterfaceOnly() }
        open var productIdentifier: String { storeKitInterfaceOnly() }
        open var quantity: Int { storeKitInterfaceOnly() }
        open var applicationUsername: String? { storeKitInterfaceOnly() }
        open var requestData: Data? { storeKitInterfaceOnly() }
        open var simulatesAskToBuyInSandbox: Bool { storeKitInterfaceOnly() }
    }

    open class SKMutablePayment: SKPayment {
        open override var productIdentifier: String { get { storeKitInterfaceOnly() } set { storeKitInterfaceOnly() } }
        open override var quantity: Int { get { storeKitInterfaceOnly() } set { storeKitInterfaceOnly() } }
        open override var applicationUsername: String? { get { storeKitInterfaceOnly() } set { storeKitInterfaceOnly() } }
    }

    public enum SKPaymentTransactionState: Int, Sendable {
        case purchasing, purchased, failed, restored, deferred
    }

    open class SKPaymentTransaction: NSObject {
        open var error: Error? { storeKitInterfaceOnly() }
        open var original: SKPaymentTransaction? { storeKitInterfaceOnly() }
        open var payment: SKPayment { storeKitInterfaceOnly() }
        open var transactionDate: Date? { storeKitInterfaceOnly() }
        open var transactionIdentifier: String? { storeKitInterfaceOnly() }
        open var transactionState: SKPaymentTransactionState { storeKitInterfaceOnly() }
    }

    public protocol SKPaymentTransactionObserver: NSObjectProtocol {
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
        func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
        func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error)
        func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
        func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
        func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    }
    extension SKPaymentTransactionObserver {
        public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
        public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
        public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
        public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
        public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
    }

    open class SKStorefront: NSObject {
        open var countryCode: String { storeKitInterfaceOnly() }
        open var identifier: String { storeKitInterfaceOnly() }
    }

    open class SKPaymentQueue: NSObject {
        open class func `default`() -> Self { storeKitInterfaceOnly() }
        open class func canMakePayments() -> Bool { storeKitInterfaceOnly() }
        open var transactions: [SKPaymentTransaction] { storeKitInterfaceOnly() }
        open var transactionObservers: [SKPaymentTransactionObserver] { storeKitInterfaceOnly() }
        open var storefront: SKStorefront? { storeKitInterfaceOnly() }
        open func add(_ payment: SKPayment) { storeKitInterfaceOnly() }
        open func add(_ observer: SKPaymentTransactionObserver) { storeKitInterfaceOnly() }
        open func remove(_ observer: SKPaymentTransactionObserver) { storeKitInterfaceOnly() }
        open func finishTransaction(_ transaction: SKPaymentTransaction) { storeKitInterfaceOnly() }
        open func restoreCompletedTransactions() { storeKitInterfaceOnly() }
        open func restoreCompletedTransactions(withApplicationUsername username: String?) { storeKitInterfaceOnly() }
        open func presentCodeRedemptionSheet() { storeKitInterfaceOnly() }
    }

    open class SKProductSubscriptionPeriod: NSObject {
        open var numberOfUnits: Int { storeKitInterfaceOnly() }
        open var unit: SKProduct.PeriodUnit { storeKitInterfaceOnly() }
    }

    open class SKProductDiscount: NSObject {
        public enum PaymentMode: UInt, Sendable {
            case payAsYouGo, payUpFront, freeTrial
        }
        public enum `Type`: Int, Sendable {
            case introductory, subscription
        }
        open var price: NSDecimalNumber { storeKitInterfaceOnly() }
        open var priceLocale: Locale { storeKitInterfaceOnly() }
        open var identifier: String? { storeKitInterfaceOnly() }
        open var subscriptionPeriod: SKProductSubscriptionPeriod { storeKitInterfaceOnly() }
        open var numberOfPeriods: Int { storeKitInterfaceOnly() }
        open var paymentMode: PaymentMode { storeKitInterfaceOnly() }
        open var type: `Type` { storeKitInterfaceOnly() }
    }

    open class SKProduct: NSObject {
        public enum PeriodUnit: UInt, Sendable {
            case day, week, month, year
        }
        open var localizedDescription: String { storeKitInterfaceOnly() }
        open var localizedTitle: String { storeKitInterfaceOnly() }
        open var price: NSDecimalNumber { storeKitInterfaceOnly() }
        open var priceLocale: Locale { storeKitInterfaceOnly() }
        open var productIdentifier: String { storeKitInterfaceOnly() }
        open var isDownloadable: Bool { storeKitInterfaceOnly() }
        open var isFamilyShareable: Bool { storeKitInterfaceOnly() }
        open var subscriptionPeriod: SKProductSubscriptionPeriod? { storeKitInterfaceOnly() }
        open var introductoryPrice: SKProductDiscount? { storeKitInterfaceOnly() }
        open var discounts: [SKProductDiscount] { storeKitInterfaceOnly() }
        open var subscriptionGroupIdentifier: String? { storeKitInterfaceOnly() }
    }

    public protocol SKRequestDelegate: NSObjectProtocol {
        func requestDidFinish(_ request: SKRequest)
        func request(_ request: SKRequest, didFailWithError error: Error)
    }
    extension SKRequestDelegate {
        public func requestDidFinish(_ request: SKRequest) {}
        public func request(_ request: SKRequest, didFailWithError error: Error) {}
    }

    open class SKRequest: NSObject {
        open weak var delegate: SKRequestDelegate?
        open func start() { storeKitInterfaceOnly() }
        open func cancel() { storeKitInterfaceOnly() }
    }

    open class SKProductsResponse: NSObject {
        open var products: [SKProduct] { storeKitInterfaceOnly() }
        open var invalidProductIdentifiers: [String] { storeKitInterfaceOnly() }
    }

    public protocol SKProductsRequestDelegate: SKRequestDelegate {
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
    }

    open class SKProductsRequest: SKRequest {
        public init(productIdentifiers: Set<String>) { storeKitInterfaceOnly() }
        open weak var productsDelegate: SKProductsRequestDelegate?
    }

    open class SKReceiptRefreshRequest: SKRequest {
        public init(receiptProperties properties: [String: Any]? = nil) { storeKitInterfaceOnly() }
    }

    public let SKErrorDomain: String = "SKErrorDomain"

    public struct SKError: Error, Hashable {
        public enum Code: Int, Sendable {
            case unknown, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed, storeProductNotAvailable,
                 cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed, cloudServiceRevoked, privacyAcknowledgementRequired,
                 unauthorizedRequestData, invalidOfferIdentifier, invalidSignature, missingOfferParams, invalidOfferPrice,
                 overlayCancelled, overlayInvalidConfiguration, overlayTimeout, ineligibleForOffer, unsupportedPlatform,
                 overlayPresentedInBackgroundScene
        }
        public init(_ code: Code, userInfo: [String: Any] = [:]) { storeKitInterfaceOnly() }
        public var code: Code { storeKitInterfaceOnly() }
        public var errorCode: Int { storeKitInterfaceOnly() }
        public var errorUserInfo: [String: Any] { storeKitInterfaceOnly() }
        public var localizedDescription: String { storeKitInterfaceOnly() }
        public static var errorDomain: String { storeKitInterfaceOnly() }
        public static func == (lhs: SKError, rhs: SKError) -> Bool { storeKitInterfaceOnly() }
        public func hash(into hasher: inout Hasher) { storeKitInterfaceOnly() }
    }

    open class SKStoreReviewController: NSObject {
        open class func requestReview() { storeKitInterfaceOnly() }
        open class func requestReview(in windowScene: UIWindowScene) { storeKitInterfaceOnly() }
    }
    """#
}
