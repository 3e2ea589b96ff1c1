extension Interfaces {
    /// Contacts: the contact, its labelled values, the store and its fetch request, as contact
    /// pickers' models and managers name them. Written for keel from Apple's Contacts
    /// documentation; signatures only, every body traps. The key constants are `String`s here
    /// (on iOS they bridge to `NSString`, a `CNKeyDescriptor`).
    static let contacts = #"""
    import Foundation

    @usableFromInline func contactsInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Contacts interface stand-in: \(function) never runs")
    }

    public protocol CNKeyDescriptor {}
    extension NSString: CNKeyDescriptor {}

    open class CNPhoneNumber: NSObject {
        public init(stringValue: String) { contactsInterfaceOnly() }
        open var stringValue: String { contactsInterfaceOnly() }
    }

    open class CNLabeledValue<ValueType>: NSObject {
        public init(label: String?, value: ValueType) { contactsInterfaceOnly() }
        open var identifier: String { contactsInterfaceOnly() }
        open var label: String? { contactsInterfaceOnly() }
        open var value: ValueType { contactsInterfaceOnly() }
    }

    open class CNPostalAddress: NSObject {
        open var street: String { contactsInterfaceOnly() }
        open var city: String { contactsInterfaceOnly() }
        open var postalCode: String { contactsInterfaceOnly() }
        open var country: String { contactsInterfaceOnly() }
    }

    public enum CNContactType: Int, Sendable { case person, organization }

    open class CNContact: NSObject {
        open var identifier: String { contactsInterfaceOnly() }
        open var contactType: CNContactType { contactsInterfaceOnly() }
        open var namePrefix: String { contactsInterfaceOnly() }
        open var givenName: String { contactsInterfaceOnly() }
        open var middleName: String { contactsInterfaceOnly() }
        open var familyName: String { contactsInterfaceOnly() }
        open var nameSuffix: String { contactsInterfaceOnly() }
        open var nickname: String { contactsInterfaceOnly() }
        open var organizationName: String { contactsInterfaceOnly() }
        open var jobTitle: String { contactsInterfaceOnly() }
        open var note: String { contactsInterfaceOnly() }
        open var imageData: Data? { contactsInterfaceOnly() }
        open var thumbnailImageData: Data? { contactsInterfaceOnly() }
        open var imageDataAvailable: Bool { contactsInterfaceOnly() }
        open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { contactsInterfaceOnly() }
        open var emailAddresses: [CNLabeledValue<NSString>] { contactsInterfaceOnly() }
        open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { contactsInterfaceOnly() }
        open var urlAddresses: [CNLabeledValue<NSString>] { contactsInterfaceOnly() }
        open var birthday: DateComponents? { contactsInterfaceOnly() }
        open func isKeyAvailable(_ key: String) -> Bool { contactsInterfaceOnly() }
    }

    open class CNMutableContact: CNContact {}

    public let CNContactIdentifierKey = "identifier"
    public let CNContactNamePrefixKey = "namePrefix"
    public let CNContactGivenNameKey = "givenName"
    public let CNContactMiddleNameKey = "middleName"
    public let CNContactFamilyNameKey = "familyName"
    public let CNContactNameSuffixKey = "nameSuffix"
    public let CNContactNicknameKey = "nickname"
    public let CNContactOrganizationNameKey = "organizationName"
    public let CNContactJobTitleKey = "jobTitle"
    public let CNContactNoteKey = "note"
    public let CNContactBirthdayKey = "birthday"
    public let CNContactImageDataKey = "imageData"
    public let CNContactThumbnailImageDataKey = "thumbnailImageData"
    public let CNContactImageDataAvailableKey = "imageDataAvailable"
    public let CNContactPhoneNumbersKey = "phoneNumbers"
    public let CNContactEmailAddressesKey = "emailAddresses"
    public let CNContactPostalAddressesKey = "postalAddresses"
    public let CNContactUrlAddressesKey = "urlAddresses"

    public enum CNEntityType: Int, Sendable { case contacts }

    public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

    open class CNFetchRequest: NSObject {}

    open class CNContactFetchRequest: CNFetchRequest {
        public init(keysToFetch: [CNKeyDescriptor]) { contactsInterfaceOnly() }
        open var keysToFetch: [CNKeyDescriptor] { get { contactsInterfaceOnly() } set {} }
        open var predicate: NSPredicate? { get { contactsInterfaceOnly() } set {} }
        open var unifyResults: Bool { get { contactsInterfaceOnly() } set {} }
    }

    open class CNContactStore: NSObject {
        public override init() { super.init() }
        open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { contactsInterfaceOnly() }
        open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, Error?) -> Void) {}
        open func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}
        open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws -> [CNContact] { contactsInterfaceOnly() }
        open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact { contactsInterfaceOnly() }
    }
    """#

    /// UniformTypeIdentifiers' `UTType`: its common types and the initializers and properties apps
    /// use for file pickers. Written for keel from Apple's documentation; signatures only.
    static let uniformTypeIdentifiers = #"""
    import Foundation

    @usableFromInline func utTypeInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("UniformTypeIdentifiers interface stand-in: \(function) never runs")
    }

    public struct UTType: Hashable, Sendable, CustomStringConvertible {
        public init?(_ identifier: String) { utTypeInterfaceOnly() }
        public init?(filenameExtension: String) { utTypeInterfaceOnly() }
        public init?(filenameExtension: String, conformingTo supertype: UTType) { utTypeInterfaceOnly() }
        public init?(mimeType: String) { utTypeInterfaceOnly() }
        public init(exportedAs identifier: String) { utTypeInterfaceOnly() }
        public init(importedAs identifier: String) { utTypeInterfaceOnly() }
        public var identifier: String { utTypeInterfaceOnly() }
        public var preferredFilenameExtension: String? { utTypeInterfaceOnly() }
        public var preferredMIMEType: String? { utTypeInterfaceOnly() }
        public var localizedDescription: String? { utTypeInterfaceOnly() }
        public var description: String { utTypeInterfaceOnly() }
        public func conforms(to type: UTType) -> Bool { utTypeInterfaceOnly() }

        public static var item: UTType { utTypeInterfaceOnly() }
        public static var content: UTType { utTypeInterfaceOnly() }
        public static var data: UTType { utTypeInterfaceOnly() }
        public static var text: UTType { utTypeInterfaceOnly() }
        public static var plainText: UTType { utTypeInterfaceOnly() }
        public static var utf8PlainText: UTType { utTypeInterfaceOnly() }
        public static var json: UTType { utTypeInterfaceOnly() }
        public static var xml: UTType { utTypeInterfaceOnly() }
        public static var propertyList: UTType { utTypeInterfaceOnly() }
        public static var commaSeparatedText: UTType { utTypeInterfaceOnly() }
        public static var url: UTType { utTypeInterfaceOnly() }
        public static var fileURL: UTType { utTypeInterfaceOnly() }
        public static var image: UTType { utTypeInterfaceOnly() }
        public static var png: UTType { utTypeInterfaceOnly() }
        public static var jpeg: UTType { utTypeInterfaceOnly() }
        public static var pdf: UTType { utTypeInterfaceOnly() }
        public static var zip: UTType { utTypeInterfaceOnly() }
        public static var folder: UTType { utTypeInterfaceOnly() }
        public static var directory: UTType { utTypeInterfaceOnly() }
    }
    """#

    /// SafariServices' `SFSafariViewController` (with its configuration and delegate). Written for
    /// keel from Apple's documentation; signatures only. The delegate's optional requirements have
    /// default implementations (no Objective-C runtime on Linux).
    static let safariServices = #"""
    import Foundation
    import UIKit

    @usableFromInline func safariServicesInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("SafariServices interface stand-in: \(function) never runs")
    }

    public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
        func safariViewControllerDidFinish(_ controller: SFSafariViewController)
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    }
    extension SFSafariViewControllerDelegate {
        public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
        public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    }

    open class SFSafariViewController: UIViewController {
        open class Configuration: NSObject {
            public override init() { super.init() }
            open var entersReaderIfAvailable: Bool { get { safariServicesInterfaceOnly() } set {} }
            open var barCollapsingEnabled: Bool { get { safariServicesInterfaceOnly() } set {} }
        }
        public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
        public init(url URL: URL, configuration: Configuration) { super.init(nibName: nil, bundle: nil) }
        public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        open weak var delegate: SFSafariViewControllerDelegate?
        open var preferredBarTintColor: UIColor? { get { safariServicesInterfaceOnly() } set {} }
        open var preferredControlTintColor: UIColor? { get { safariServicesInterfaceOnly() } set {} }
        open var dismissButtonStyle: DismissButtonStyle { get { safariServicesInterfaceOnly() } set {} }
        open var configuration: Configuration { safariServicesInterfaceOnly() }
    }
    """#

    /// AuthenticationServices' web sign-in: `ASWebAuthenticationSession` (with its presentation
    /// context provider and errors) and `ASPresentationAnchor` (a `UIWindow` on iOS). Written for
    /// keel from Apple's documentation; signatures only, every body traps. The rest of the framework
    /// (passkeys, Sign in with Apple) is not modelled: a use stays unresolved.
    static let authenticationServices = #"""
    import Foundation
    import UIKit

    @usableFromInline func authenticationServicesInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("AuthenticationServices interface stand-in: \(function) never runs")
    }

    public typealias ASPresentationAnchor = UIWindow

    public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
    }

    public let ASWebAuthenticationSessionErrorDomain: String = "com.apple.AuthenticationServices.WebAuthenticationSession"

    public struct ASWebAuthenticationSessionError: Error {
        public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3 }
        public var code: Code { authenticationServicesInterfaceOnly() }
        public static var canceledLogin: Code { .canceledLogin }
        public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
        public static var presentationContextInvalid: Code { .presentationContextInvalid }
    }

    open class ASWebAuthenticationSession: NSObject {
        public typealias CompletionHandler = (URL?, Error?) -> Void
        public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) { super.init() }
        open weak var presentationContextProvider: ASWebAuthenticationPresentationContextProviding?
        open var prefersEphemeralWebBrowserSession: Bool { get { authenticationServicesInterfaceOnly() } set {} }
        open var canStart: Bool { authenticationServicesInterfaceOnly() }
        @discardableResult
        open func start() -> Bool { authenticationServicesInterfaceOnly() }
        open func cancel() { authenticationServicesInterfaceOnly() }
    }
    """#
}
