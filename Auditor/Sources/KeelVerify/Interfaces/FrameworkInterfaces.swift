extension Interfaces {
    /// The NetworkExtension types VPN apps' managers name in their signatures
    /// (`NEVPNStatus`, `NEVPNManager`, `NETunnelProviderManager`, …). Written for
    /// keel from Apple's public documentation; signatures only, every body traps.
    static let networkExtension = #"""
    import Foundation

    @usableFromInline func networkExtensionInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("NetworkExtension interface stand-in: \(function) never runs")
    }

    public enum NEVPNStatus: Int, Sendable {
        case invalid = 0
        case disconnected = 1
        case connecting = 2
        case connected = 3
        case reasserting = 4
        case disconnecting = 5
    }

    public let NEVPNStatusDidChangeNotification = Notification.Name("NEVPNStatusDidChangeNotification")
    extension Notification.Name {
        public static let NEVPNStatusDidChange = Notification.Name("NEVPNStatusDidChangeNotification")
    }

    /// An `NSError` of `NEVPNErrorDomain` as Swift imports it: a struct with its `code`.
    public struct NEVPNError: Error, Hashable, Sendable {
        public enum Code: Int, Sendable {
            case configurationInvalid = 1
            case configurationDisabled = 2
            case connectionFailed = 3
            case configurationStale = 4
            case configurationReadWriteFailed = 5
            case configurationUnknown = 6
        }
        public let code: Code
        public init(_ code: Code) { self.code = code }
        public static var errorDomain: String { "NEVPNErrorDomain" }
        public var errorCode: Int { code.rawValue }
        public static var configurationInvalid: Code { .configurationInvalid }
        public static var configurationDisabled: Code { .configurationDisabled }
        public static var connectionFailed: Code { .connectionFailed }
        public static var configurationStale: Code { .configurationStale }
        public static var configurationReadWriteFailed: Code { .configurationReadWriteFailed }
        public static var configurationUnknown: Code { .configurationUnknown }
    }
    /// `case NEVPNError.configurationInvalid:` on an `Error`.
    public func ~= (match: NEVPNError.Code, error: any Error) -> Bool { (error as? NEVPNError)?.code == match }

    open class NEVPNConnection: NSObject {
        open var status: NEVPNStatus { networkExtensionInterfaceOnly() }
        open var connectedDate: Date? { networkExtensionInterfaceOnly() }
        open func startVPNTunnel() throws {}
        open func startVPNTunnel(options: [String: NSObject]?) throws {}
        open func stopVPNTunnel() {}
    }

    open class NETunnelProviderSession: NEVPNConnection {
        open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)? = nil) throws {}
    }

    open class NEVPNProtocol: NSObject {
        open var serverAddress: String?
        open var username: String?
        open var passwordReference: Data?
        open var identityReference: Data?
        open var disconnectOnSleep: Bool = false
        open var includeAllNetworks: Bool = false
        open var excludeLocalNetworks: Bool = false
        open var enforceRoutes: Bool = false
    }

    open class NETunnelProviderProtocol: NEVPNProtocol {
        open var providerConfiguration: [String: Any]?
        open var providerBundleIdentifier: String?
    }

    open class NEVPNProtocolIPSec: NEVPNProtocol {}
    open class NEVPNProtocolIKEv2: NEVPNProtocolIPSec {}

    public enum NEOnDemandRuleAction: Int, Sendable {
        case connect = 1, disconnect = 2, evaluateConnection = 3, ignore = 4
    }

    public enum NEOnDemandRuleInterfaceType: Int, Sendable {
        case any = 0, ethernet = 1, wiFi = 2, cellular = 3
    }

    open class NEOnDemandRule: NSObject {
        open var action: NEOnDemandRuleAction { networkExtensionInterfaceOnly() }
        open var interfaceTypeMatch: NEOnDemandRuleInterfaceType = .any
        open var ssidMatch: [String]?
        open var dnsSearchDomainMatch: [String]?
        open var probeURL: URL?
    }
    open class NEOnDemandRuleConnect: NEOnDemandRule {}
    open class NEOnDemandRuleDisconnect: NEOnDemandRule {}
    open class NEOnDemandRuleIgnore: NEOnDemandRule {}
    open class NEOnDemandRuleEvaluateConnection: NEOnDemandRule {}

    open class NEVPNManager: NSObject {
        open class func shared() -> NEVPNManager { networkExtensionInterfaceOnly() }
        open func loadFromPreferences(completionHandler: @escaping (Error?) -> Void) {}
        open func saveToPreferences(completionHandler: ((Error?) -> Void)? = nil) {}
        open func removeFromPreferences(completionHandler: ((Error?) -> Void)? = nil) {}
        open var onDemandRules: [NEOnDemandRule]?
        open var isOnDemandEnabled: Bool = false
        open var localizedDescription: String?
        open var protocolConfiguration: NEVPNProtocol?
        open var isEnabled: Bool = false
        open var connection: NEVPNConnection { networkExtensionInterfaceOnly() }
    }

    open class NETunnelProviderManager: NEVPNManager {
        open class func loadAllFromPreferences(completionHandler: @escaping ([NETunnelProviderManager]?, Error?) -> Void) {}
        open class func forPerAppVPN() -> Self { networkExtensionInterfaceOnly() }
    }

    open class NEProvider: NSObject {}
    open class NETunnelProvider: NEProvider {
        open var protocolConfiguration: NEVPNProtocol { networkExtensionInterfaceOnly() }
    }
    open class NEPacketTunnelProvider: NETunnelProvider {}

    open class NEDNSSettings: NSObject {
        public init(servers: [String]) {}
        open var servers: [String] { networkExtensionInterfaceOnly() }
        open var matchDomains: [String]?
    }
    open class NEDNSOverTLSSettings: NEDNSSettings {
        open var serverName: String?
    }
    open class NEDNSOverHTTPSSettings: NEDNSSettings {
        open var serverURL: URL?
    }

    open class NEHotspotNetwork: NSObject {
        open var ssid: String { networkExtensionInterfaceOnly() }
        open var bssid: String { networkExtensionInterfaceOnly() }
        open class func fetchCurrent(completionHandler: @escaping (NEHotspotNetwork?) -> Void) {}
    }
    """#

    /// The Network framework's path monitoring (`NWPathMonitor`, `NWPath`,
    /// `NWInterface`) as apps' reachability managers name it. Written for keel
    /// from Apple's public documentation; signatures only, every body traps.
    static let network = #"""
    import Foundation

    @usableFromInline func networkInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Network interface stand-in: \(function) never runs")
    }

    public struct NWInterface: Hashable, Sendable {
        public enum InterfaceType: Hashable, Sendable {
            case other, wifi, cellular, wiredEthernet, loopback
        }
        public var type: InterfaceType { networkInterfaceOnly() }
        public var name: String { networkInterfaceOnly() }
        public var index: Int { networkInterfaceOnly() }
    }

    public struct NWPath: Equatable, Sendable {
        public enum Status: Equatable, Sendable {
            case satisfied, unsatisfied, requiresConnection
        }
        public var status: Status { networkInterfaceOnly() }
        public var availableInterfaces: [NWInterface] { networkInterfaceOnly() }
        public var isExpensive: Bool { networkInterfaceOnly() }
        public var isConstrained: Bool { networkInterfaceOnly() }
        public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { networkInterfaceOnly() }
    }

    public final class NWPathMonitor: @unchecked Sendable {
        public init() {}
        public init(requiredInterfaceType: NWInterface.InterfaceType) {}
        public var pathUpdateHandler: ((NWPath) -> Void)?
        public var currentPath: NWPath { networkInterfaceOnly() }
        public func start(queue: DispatchQueue) {}
        public func cancel() {}
    }
    """#

    /// RealmSwift, as legacy apps' models and repositories name it in their
    /// declarations (`class Session: Object`, `List<String>`, `Results<Node>`,
    /// `NotificationToken`, `@Persisted`). Written for keel from Realm's public
    /// documentation; signatures only, every body traps. `Realm` (the
    /// Objective-C module) re-exports it.
    static let realmSwift = #"""
    import Foundation

    @usableFromInline func realmInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RealmSwift interface stand-in: \(function) never runs")
    }

    open class ObjectBase: NSObject {}

    open class Object: ObjectBase {
        public override init() { super.init() }
        open class func primaryKey() -> String? { nil }
        open class func ignoredProperties() -> [String] { [] }
        open class func indexedProperties() -> [String] { [] }
        open var isInvalidated: Bool { realmInterfaceOnly() }
        open var realm: Realm? { realmInterfaceOnly() }
        open func observe(_ block: @escaping (ObjectChange<Object>) -> Void) -> NotificationToken { realmInterfaceOnly() }
    }

    open class EmbeddedObject: ObjectBase {
        public override init() { super.init() }
    }

    public enum ObjectChange<T> {
        case error(Error)
        case change(T, [PropertyChange])
        case deleted
    }

    public struct PropertyChange {
        public let name: String
        public let oldValue: Any?
        public let newValue: Any?
    }

    public protocol RealmCollectionValue {}
    extension String: RealmCollectionValue {}
    extension Int: RealmCollectionValue {}
    extension Double: RealmCollectionValue {}
    extension Bool: RealmCollectionValue {}
    extension Date: RealmCollectionValue {}
    extension Data: RealmCollectionValue {}
    extension ObjectBase: RealmCollectionValue {}

    public final class List<Element>: NSObject, Sequence {
        public override init() { super.init() }
        public var count: Int { realmInterfaceOnly() }
        public var first: Element? { realmInterfaceOnly() }
        public var last: Element? { realmInterfaceOnly() }
        public subscript(index: Int) -> Element { get { realmInterfaceOnly() } set {} }
        public func append(_ object: Element) {}
        public func append<S: Sequence>(objectsIn objects: S) where S.Element == Element {}
        public func removeAll() {}
        public func remove(at index: Int) {}
        public func toArray() -> [Element] { realmInterfaceOnly() }
        public func makeIterator() -> IndexingIterator<[Element]> { realmInterfaceOnly() }
    }

    public struct Results<Element>: Sequence {
        public var count: Int { realmInterfaceOnly() }
        public var first: Element? { realmInterfaceOnly() }
        public var last: Element? { realmInterfaceOnly() }
        public var isInvalidated: Bool { realmInterfaceOnly() }
        public subscript(index: Int) -> Element { realmInterfaceOnly() }
        public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> { realmInterfaceOnly() }
        public func filter(_ predicate: NSPredicate) -> Results<Element> { realmInterfaceOnly() }
        public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> { realmInterfaceOnly() }
        public func toArray() -> [Element] { realmInterfaceOnly() }
        public func observe(_ block: @escaping (RealmCollectionChange<Results<Element>>) -> Void) -> NotificationToken { realmInterfaceOnly() }
        public func makeIterator() -> IndexingIterator<[Element]> { realmInterfaceOnly() }
    }

    public final class LinkingObjects<Element>: Sequence {
        public init(fromType: Element.Type, property: String) {}
        public var count: Int { realmInterfaceOnly() }
        public var first: Element? { realmInterfaceOnly() }
        public func makeIterator() -> IndexingIterator<[Element]> { realmInterfaceOnly() }
    }

    public enum RealmCollectionChange<CollectionType> {
        case initial(CollectionType)
        case update(CollectionType, deletions: [Int], insertions: [Int], modifications: [Int])
        case error(Error)
    }

    open class NotificationToken: NSObject {
        open func invalidate() {}
    }

    public struct ThreadSafeReference<Confined> {
        public init(to threadConfined: Confined) {}
    }

    @propertyWrapper
    public struct Persisted<Value> {
        public init() {}
        public init(wrappedValue: Value) {}
        public init(primaryKey: Bool) {}
        public init(indexed: Bool) {}
        public var wrappedValue: Value { get { realmInterfaceOnly() } set {} }
    }

    // A model declared `class Favourite: Object, Codable` with only `@Persisted` properties gets
    // its `init(from:)` and `encode(to:)` synthesized: Realm's property wrapper is Codable.
    extension Persisted: Decodable where Value: Decodable {
        public init(from decoder: Decoder) throws { realmInterfaceOnly() }
    }
    extension Persisted: Encodable where Value: Encodable {
        public func encode(to encoder: Encoder) throws { realmInterfaceOnly() }
    }

    public struct Realm {
        public struct Configuration {
            public init() {}
            public static var defaultConfiguration: Configuration {
                get { realmInterfaceOnly() }
                set {}
            }
            public var fileURL: URL?
            public var schemaVersion: UInt64 = 0
            public var deleteRealmIfMigrationNeeded: Bool = false
        }

        public enum UpdatePolicy: Int {
            case error = 1, modified = 3, all = 2
        }

        public init() throws {}
        public init(configuration: Configuration) throws {}
        public var configuration: Configuration { realmInterfaceOnly() }
        public var isInWriteTransaction: Bool { realmInterfaceOnly() }
        public func objects<Element: ObjectBase>(_ type: Element.Type) -> Results<Element> { realmInterfaceOnly() }
        public func object<Element: Object, KeyType>(ofType type: Element.Type, forPrimaryKey key: KeyType) -> Element? { realmInterfaceOnly() }
        public func write<Result>(_ block: () throws -> Result) throws -> Result { realmInterfaceOnly() }
        public func beginWrite() {}
        public func commitWrite() throws {}
        public func add(_ object: Object, update: UpdatePolicy = .error) {}
        public func add<S: Sequence>(_ objects: S, update: UpdatePolicy = .error) where S.Element: Object {}
        public func delete(_ object: ObjectBase) {}
        public func delete<S: Sequence>(_ objects: S) where S.Element: ObjectBase {}
        public func deleteAll() {}
        public func refresh() -> Bool { realmInterfaceOnly() }
        public func resolve<Confined>(_ reference: ThreadSafeReference<Confined>) -> Confined? { realmInterfaceOnly() }
    }
    """#

    /// SwiftUI values legacy extensions build (`static let accent = Color(red: …)`) that the
    /// repository's SwiftUI interface stand-in (`AppleInterfaces/SwiftUI`, written for Keel's own
    /// Apple-only files) does not declare. Written for keel from Apple's public documentation.
    /// On iOS `import SwiftUI` makes UIKit visible too (`UIColor` with only `import SwiftUI`): re-exported.
    static let swiftUIAdditions = #"""
    import Foundation
    @_exported import UIKit

    extension Color {
        public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
        nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(white: Double, opacity: Double = 1) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(_ name: String, bundle: Bundle? = nil) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(uiColor: UIColor) { fatalError("SwiftUI interface stand-in") }
        nonisolated public init(_ color: UIColor) { fatalError("SwiftUI interface stand-in") }
        nonisolated public func opacity(_ opacity: Double) -> Color { fatalError("SwiftUI interface stand-in") }
    }
    """#

    /// ObjectMapper, as the models of RxSwift-era apps declare themselves with it
    /// (`struct Branch: Mappable { init?(map: Map); mutating func mapping(map: Map) }`).
    /// Written for keel from ObjectMapper's public documentation; signatures only.
    static let objectMapper = #"""
    import Foundation

    @usableFromInline func objectMapperInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("ObjectMapper interface stand-in: \(function) never runs")
    }

    public enum MappingType: Sendable { case fromJSON, toJSON }

    public protocol MapContext {}

    public final class Map {
        public let mappingType: MappingType
        public var JSON: [String: Any] { objectMapperInterfaceOnly() }
        public var context: MapContext?
        public init(mappingType: MappingType, JSON: [String: Any], toObject: Bool = false, context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
            self.mappingType = mappingType
        }
        public subscript(key: String) -> Map { objectMapperInterfaceOnly() }
        public subscript(key: String, delimiter delimiter: String) -> Map { objectMapperInterfaceOnly() }
        public subscript(key: String, nested nested: Bool) -> Map { objectMapperInterfaceOnly() }
        public func value<T>() -> T? { objectMapperInterfaceOnly() }
    }

    public protocol BaseMappable {
        mutating func mapping(map: Map)
    }
    public protocol Mappable: BaseMappable {
        init?(map: Map)
    }
    public protocol StaticMappable: BaseMappable {
        static func objectForMapping(map: Map) -> BaseMappable?
    }
    public protocol ImmutableMappable: BaseMappable {
        init(map: Map) throws
    }

    public protocol TransformType {
        associatedtype Object
        associatedtype JSON
        func transformFromJSON(_ value: Any?) -> Object?
        func transformToJSON(_ value: Object?) -> JSON?
    }

    open class DateTransform: TransformType {
        public typealias Object = Date
        public typealias JSON = Double
        public init() {}
        open func transformFromJSON(_ value: Any?) -> Date? { objectMapperInterfaceOnly() }
        open func transformToJSON(_ value: Date?) -> Double? { objectMapperInterfaceOnly() }
    }
    open class DateFormatterTransform: TransformType {
        public typealias Object = Date
        public typealias JSON = String
        public init(dateFormatter: DateFormatter) {}
        open func transformFromJSON(_ value: Any?) -> Date? { objectMapperInterfaceOnly() }
        open func transformToJSON(_ value: Date?) -> String? { objectMapperInterfaceOnly() }
    }
    open class ISO8601DateTransform: DateFormatterTransform {
        public init() { super.init(dateFormatter: DateFormatter()) }
    }
    open class TransformOf<ObjectType, JSONType>: TransformType {
        public typealias Object = ObjectType
        public typealias JSON = JSONType
        public init(fromJSON: @escaping (JSONType?) -> ObjectType?, toJSON: @escaping (ObjectType?) -> JSONType?) {}
        open func transformFromJSON(_ value: Any?) -> ObjectType? { objectMapperInterfaceOnly() }
        open func transformToJSON(_ value: ObjectType?) -> JSONType? { objectMapperInterfaceOnly() }
    }

    public final class Mapper<N: BaseMappable> {
        public init(context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {}
        public func map(JSON: [String: Any]) -> N? { objectMapperInterfaceOnly() }
        public func map(JSONString: String) -> N? { objectMapperInterfaceOnly() }
        public func mapArray(JSONArray: [[String: Any]]) -> [N] { objectMapperInterfaceOnly() }
        public func toJSON(_ object: N) -> [String: Any] { objectMapperInterfaceOnly() }
    }

    infix operator <- : DefaultPrecedence
    infix operator >>> : DefaultPrecedence
    public func <- <T>(left: inout T, right: Map) {}
    public func <- <T>(left: inout T?, right: Map) {}
    public func <- <Transform: TransformType>(left: inout Transform.Object?, right: (Map, Transform)) {}
    public func >>> <T>(left: T, right: Map) {}
    """#
}
