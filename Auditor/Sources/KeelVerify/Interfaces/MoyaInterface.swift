extension Interfaces {
    /// Alamofire 5's types that Moya's API and apps' networking layers name: `HTTPMethod`,
    /// `ParameterEncoding` with `URLEncoding` / `JSONEncoding`, `Session`, `HTTPHeaders`,
    /// `NetworkReachabilityManager`, `URLConvertible` / `URLRequestConvertible`, `AFError`.
    /// Written for keel from Alamofire's public documentation; signatures only, every body
    /// traps. Requests (`AF.request(…)`, `DataRequest` and its response handlers) are not
    /// modelled: a ViewModel that names them stays unresolved.
    static let alamofire = #"""
    import Foundation
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif

    @usableFromInline func alamofireInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Alamofire interface stand-in: \(function) never runs")
    }

    public typealias Parameters = [String: Any]

    public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable {
        public static let connect = HTTPMethod(rawValue: "CONNECT")
        public static let delete = HTTPMethod(rawValue: "DELETE")
        public static let get = HTTPMethod(rawValue: "GET")
        public static let head = HTTPMethod(rawValue: "HEAD")
        public static let options = HTTPMethod(rawValue: "OPTIONS")
        public static let patch = HTTPMethod(rawValue: "PATCH")
        public static let post = HTTPMethod(rawValue: "POST")
        public static let put = HTTPMethod(rawValue: "PUT")
        public static let query = HTTPMethod(rawValue: "QUERY")
        public static let trace = HTTPMethod(rawValue: "TRACE")
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct HTTPHeader: Hashable, Sendable {
        public let name: String
        public let value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
        public static func authorization(bearerToken: String) -> HTTPHeader { alamofireInterfaceOnly() }
        public static func authorization(username: String, password: String) -> HTTPHeader { alamofireInterfaceOnly() }
        public static func contentType(_ value: String) -> HTTPHeader { alamofireInterfaceOnly() }
        public static func accept(_ value: String) -> HTTPHeader { alamofireInterfaceOnly() }
        public static func userAgent(_ value: String) -> HTTPHeader { alamofireInterfaceOnly() }
    }

    public struct HTTPHeaders: Sequence, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, Hashable {
        public init() {}
        public init(_ headers: [HTTPHeader]) {}
        public init(_ dictionary: [String: String]) {}
        public init(dictionaryLiteral elements: (String, String)...) {}
        public init(arrayLiteral elements: HTTPHeader...) {}
        public mutating func add(name: String, value: String) {}
        public mutating func add(_ header: HTTPHeader) {}
        public mutating func update(name: String, value: String) {}
        public mutating func update(_ header: HTTPHeader) {}
        public mutating func remove(name: String) {}
        public func value(for name: String) -> String? { alamofireInterfaceOnly() }
        public subscript(_ name: String) -> String? { get { alamofireInterfaceOnly() } set {} }
        public var dictionary: [String: String] { alamofireInterfaceOnly() }
        public static var `default`: HTTPHeaders { alamofireInterfaceOnly() }
        public func makeIterator() -> IndexingIterator<[HTTPHeader]> { alamofireInterfaceOnly() }
    }

    public protocol URLConvertible {
        func asURL() throws -> URL
    }
    extension String: URLConvertible {
        public func asURL() throws -> URL { alamofireInterfaceOnly() }
    }
    extension URL: URLConvertible {
        public func asURL() throws -> URL { self }
    }

    public protocol URLRequestConvertible {
        func asURLRequest() throws -> URLRequest
    }
    extension URLRequestConvertible {
        public var urlRequest: URLRequest? { try? asURLRequest() }
    }
    extension URLRequest: URLRequestConvertible {
        public func asURLRequest() throws -> URLRequest { self }
        public init(url: URLConvertible, method: HTTPMethod, headers: HTTPHeaders? = nil) throws { alamofireInterfaceOnly() }
        public var method: HTTPMethod? { get { alamofireInterfaceOnly() } set {} }
        public var headers: HTTPHeaders { get { alamofireInterfaceOnly() } set {} }
    }

    public protocol ParameterEncoding {
        func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
    }

    public struct URLEncoding: ParameterEncoding {
        public enum Destination: Sendable { case methodDependent, queryString, httpBody }
        public enum ArrayEncoding: Sendable { case brackets, noBrackets, indexInBrackets }
        public enum BoolEncoding: Sendable { case numeric, literal }
        public static var `default`: URLEncoding { URLEncoding() }
        public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
        public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }
        public let destination: Destination
        public let arrayEncoding: ArrayEncoding
        public let boolEncoding: BoolEncoding
        public init(destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric) {
            self.destination = destination
            self.arrayEncoding = arrayEncoding
            self.boolEncoding = boolEncoding
        }
        public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest { alamofireInterfaceOnly() }
    }

    public struct JSONEncoding: ParameterEncoding {
        public static var `default`: JSONEncoding { JSONEncoding() }
        public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }
        public let options: JSONSerialization.WritingOptions
        public init(options: JSONSerialization.WritingOptions = []) { self.options = options }
        public func encode(_ urlRequest: URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest { alamofireInterfaceOnly() }
        public func encode(_ urlRequest: URLRequestConvertible, withJSONObject jsonObject: Any?) throws -> URLRequest { alamofireInterfaceOnly() }
    }

    public enum AFError: Error {
        case explicitlyCancelled
        case invalidURL(url: URLConvertible)
        case sessionTaskFailed(error: Error)
        case responseValidationFailed(reason: Any)
        case responseSerializationFailed(reason: Any)
        public var isExplicitlyCancelledError: Bool { alamofireInterfaceOnly() }
        public var isSessionTaskError: Bool { alamofireInterfaceOnly() }
        public var responseCode: Int? { alamofireInterfaceOnly() }
        public var underlyingError: Error? { alamofireInterfaceOnly() }
    }

    open class Session {
        public static let `default`: Session = Session()
        public let session: URLSession
        public init(configuration: URLSessionConfiguration = URLSessionConfiguration.default, startRequestsImmediately: Bool = true) { alamofireInterfaceOnly() }
        public func cancelAllRequests(completingOnQueue queue: DispatchQueue = .main, completion: (() -> Void)? = nil) {}
    }

    open class NetworkReachabilityManager {
        public enum NetworkReachabilityStatus: Equatable {
            public enum ConnectionType: Equatable { case ethernetOrWiFi, cellular }
            case unknown
            case notReachable
            case reachable(ConnectionType)
        }
        public typealias Listener = (NetworkReachabilityStatus) -> Void
        public static let `default`: NetworkReachabilityManager? = nil
        open var isReachable: Bool { alamofireInterfaceOnly() }
        open var isReachableOnCellular: Bool { alamofireInterfaceOnly() }
        open var isReachableOnEthernetOrWiFi: Bool { alamofireInterfaceOnly() }
        open var status: NetworkReachabilityStatus { alamofireInterfaceOnly() }
        public init?(host: String) { alamofireInterfaceOnly() }
        public init?() { alamofireInterfaceOnly() }
        @discardableResult
        open func startListening(onQueue queue: DispatchQueue = .main, onUpdatePerforming listener: @escaping Listener) -> Bool { alamofireInterfaceOnly() }
        open func stopListening() {}
    }
    """#

    /// Moya 15's public API — `TargetType`, `Task`, `Moya.Method`, `MoyaProvider` with its
    /// closures and stub behaviours, `Endpoint`, `Moya.Response` and its mapping, `MoyaError`,
    /// `PluginType` and the plugins that ship with Moya — and RxMoya's (`provider.rx.request(_:)`
    /// returning `Single<Response>`; the `filter…`/`map…` operators on `Single<Response>` and
    /// `Observable<Response>`). With CocoaPods' `Moya/RxSwift` subspec the Rx extensions come with
    /// `import Moya`, as here; `import RxMoya` (SwiftPM) re-exports this module. Written for keel
    /// from Moya's public documentation (Targets, Providers, Endpoints, RxSwift, Plugins);
    /// signatures only, every body traps. Progress (`requestWithProgress`), download tasks and
    /// the Combine / ReactiveSwift extensions are not modelled.
    static let moya = #"""
    @_exported import Alamofire
    import Foundation
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif
    import RxCocoa
    import RxSwift
    import UIKit

    @usableFromInline func moyaInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Moya interface stand-in: \(function) never runs")
    }

    public typealias Method = Alamofire.HTTPMethod
    public typealias Image = UIImage

    public enum ValidationType: Equatable {
        case none
        case successCodes
        case successAndRedirectCodes
        case customCodes([Int])
        public var statusCodes: [Int] { moyaInterfaceOnly() }
    }

    public enum FormDataProvider {
        case data(Foundation.Data)
        case file(URL)
        case stream(InputStream, UInt64)
    }

    public struct MultipartFormData {
        public let provider: FormDataProvider
        public let name: String
        public let fileName: String?
        public let mimeType: String?
        public init(provider: FormDataProvider, name: String, fileName: String? = nil, mimeType: String? = nil) {
            self.provider = provider
            self.name = name
            self.fileName = fileName
            self.mimeType = mimeType
        }
    }

    public enum Task {
        case requestPlain
        case requestData(Data)
        case requestJSONEncodable(Encodable)
        case requestCustomJSONEncodable(Encodable, encoder: JSONEncoder)
        case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)
        case requestCompositeData(bodyData: Data, urlParameters: [String: Any])
        case requestCompositeParameters(bodyParameters: [String: Any], bodyEncoding: ParameterEncoding, urlParameters: [String: Any])
        case uploadFile(URL)
        case uploadMultipart([MultipartFormData])
        case uploadCompositeMultipart([MultipartFormData], urlParameters: [String: Any])
    }

    public protocol TargetType {
        var baseURL: URL { get }
        var path: String { get }
        var method: Moya.Method { get }
        var sampleData: Data { get }
        var task: Task { get }
        var validationType: ValidationType { get }
        var headers: [String: String]? { get }
    }

    extension TargetType {
        public var validationType: ValidationType { .none }
        public var sampleData: Data { Data() }
    }

    public enum MultiTarget: TargetType {
        case target(TargetType)
        public init(_ target: TargetType) { self = .target(target) }
        public var target: TargetType { moyaInterfaceOnly() }
        public var baseURL: URL { moyaInterfaceOnly() }
        public var path: String { moyaInterfaceOnly() }
        public var method: Moya.Method { moyaInterfaceOnly() }
        public var sampleData: Data { moyaInterfaceOnly() }
        public var task: Task { moyaInterfaceOnly() }
        public var validationType: ValidationType { moyaInterfaceOnly() }
        public var headers: [String: String]? { moyaInterfaceOnly() }
    }

    public final class Response: CustomDebugStringConvertible, Equatable {
        public let statusCode: Int
        public let data: Data
        public let request: URLRequest?
        public let response: HTTPURLResponse?
        public init(statusCode: Int, data: Data, request: URLRequest? = nil, response: HTTPURLResponse? = nil) {
            self.statusCode = statusCode
            self.data = data
            self.request = request
            self.response = response
        }
        public var description: String { moyaInterfaceOnly() }
        public var debugDescription: String { moyaInterfaceOnly() }
        public static func == (lhs: Response, rhs: Response) -> Bool { moyaInterfaceOnly() }
        public func filter<R: RangeExpression>(statusCodes: R) throws -> Response where R.Bound == Int { moyaInterfaceOnly() }
        public func filter(statusCode: Int) throws -> Response { moyaInterfaceOnly() }
        public func filterSuccessfulStatusCodes() throws -> Response { moyaInterfaceOnly() }
        public func filterSuccessfulStatusAndRedirectCodes() throws -> Response { moyaInterfaceOnly() }
        public func mapImage() throws -> Image { moyaInterfaceOnly() }
        public func mapJSON(failsOnEmptyData: Bool = true) throws -> Any { moyaInterfaceOnly() }
        public func mapString(atKeyPath keyPath: String? = nil) throws -> String { moyaInterfaceOnly() }
        public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) throws -> D { moyaInterfaceOnly() }
    }

    public enum MoyaError: Swift.Error {
        case imageMapping(Response)
        case jsonMapping(Response)
        case stringMapping(Response)
        case objectMapping(Swift.Error, Response)
        case encodableMapping(Swift.Error)
        case statusCode(Response)
        case underlying(Swift.Error, Response?)
        case requestMapping(String)
        case parameterEncoding(Swift.Error)
        public var response: Moya.Response? { moyaInterfaceOnly() }
        public var errorDescription: String? { moyaInterfaceOnly() }
        public var errorCode: Int { moyaInterfaceOnly() }
    }

    public enum EndpointSampleResponse {
        case networkResponse(Int, Data)
        case response(HTTPURLResponse, Data)
        case networkError(NSError)
    }

    open class Endpoint {
        public typealias SampleResponseClosure = () -> EndpointSampleResponse
        public let url: String
        public let sampleResponseClosure: SampleResponseClosure
        public let method: Moya.Method
        public let task: Task
        public let httpHeaderFields: [String: String]?
        public init(url: String, sampleResponseClosure: @escaping SampleResponseClosure, method: Moya.Method, task: Task, httpHeaderFields: [String: String]?) {
            self.url = url
            self.sampleResponseClosure = sampleResponseClosure
            self.method = method
            self.task = task
            self.httpHeaderFields = httpHeaderFields
        }
        open func adding(newHTTPHeaderFields: [String: String]) -> Endpoint { moyaInterfaceOnly() }
        open func replacing(task: Task) -> Endpoint { moyaInterfaceOnly() }
        public func urlRequest() throws -> URLRequest { moyaInterfaceOnly() }
    }

    public enum StubBehavior {
        case never
        case immediate
        case delayed(seconds: TimeInterval)
    }

    public protocol Cancellable {
        var isCancelled: Bool { get }
        func cancel()
    }

    public protocol RequestType {
        var request: URLRequest? { get }
        var sessionHeaders: [String: String] { get }
    }

    public protocol PluginType {
        func prepare(_ request: URLRequest, target: TargetType) -> URLRequest
        func willSend(_ request: RequestType, target: TargetType)
        func didReceive(_ result: Result<Moya.Response, MoyaError>, target: TargetType)
        func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError>
    }

    extension PluginType {
        public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest { request }
        public func willSend(_ request: RequestType, target: TargetType) {}
        public func didReceive(_ result: Result<Moya.Response, MoyaError>, target: TargetType) {}
        public func process(_ result: Result<Moya.Response, MoyaError>, target: TargetType) -> Result<Moya.Response, MoyaError> { result }
    }

    public struct NetworkLoggerPlugin: PluginType {
        public struct Configuration {
            public struct LogOptions: OptionSet {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let requestMethod = LogOptions(rawValue: 1 << 0)
                public static let requestBody = LogOptions(rawValue: 1 << 1)
                public static let requestHeaders = LogOptions(rawValue: 1 << 2)
                public static let formatRequestAscURL = LogOptions(rawValue: 1 << 3)
                public static let successResponseBody = LogOptions(rawValue: 1 << 4)
                public static let errorResponseBody = LogOptions(rawValue: 1 << 5)
                public static let `default`: LogOptions = [requestMethod, requestHeaders]
                public static let verbose: LogOptions = [requestMethod, requestHeaders, requestBody, successResponseBody, errorResponseBody]
            }
            public let logOptions: LogOptions
            public init(logOptions: LogOptions = .default) { self.logOptions = logOptions }
        }
        public let configuration: Configuration
        public init(configuration: Configuration = Configuration()) { self.configuration = configuration }
    }

    public enum NetworkActivityChangeType { case began, ended }

    public final class NetworkActivityPlugin: PluginType {
        public typealias NetworkActivityClosure = (_ change: NetworkActivityChangeType, _ target: TargetType) -> Void
        public init(networkActivityClosure: @escaping NetworkActivityClosure) {}
    }

    public enum AuthorizationType {
        case basic
        case bearer
        case custom(String)
    }

    public protocol AccessTokenAuthorizable {
        var authorizationType: AuthorizationType? { get }
    }

    public struct AccessTokenPlugin: PluginType {
        public typealias TokenClosure = (TargetType) -> String
        public let tokenClosure: TokenClosure
        public init(tokenClosure: @escaping TokenClosure) { self.tokenClosure = tokenClosure }
    }

    public struct ProgressResponse {
        public let response: Response?
        public var progress: Double { moyaInterfaceOnly() }
        public var completed: Bool { moyaInterfaceOnly() }
    }

    public typealias ProgressBlock = (_ progress: ProgressResponse) -> Void
    public typealias Completion = (_ result: Result<Moya.Response, MoyaError>) -> Void

    public protocol MoyaProviderType: AnyObject {
        associatedtype Target: TargetType
        func request(_ target: Target, callbackQueue: DispatchQueue?, progress: Moya.ProgressBlock?, completion: @escaping Moya.Completion) -> Cancellable
    }

    open class MoyaProvider<Target: TargetType>: MoyaProviderType {
        public typealias EndpointClosure = (Target) -> Endpoint
        public typealias RequestResultClosure = (Result<URLRequest, MoyaError>) -> Void
        public typealias RequestClosure = (Endpoint, @escaping RequestResultClosure) -> Void
        public typealias StubClosure = (Target) -> Moya.StubBehavior

        public let endpointClosure: EndpointClosure
        public let requestClosure: RequestClosure
        public let stubClosure: StubClosure
        public let session: Session
        public let plugins: [PluginType]
        public let trackInflights: Bool

        public init(endpointClosure: @escaping EndpointClosure = MoyaProvider.defaultEndpointMapping,
                    requestClosure: @escaping RequestClosure = MoyaProvider.defaultRequestMapping,
                    stubClosure: @escaping StubClosure = MoyaProvider.neverStub,
                    callbackQueue: DispatchQueue? = nil,
                    session: Session = MoyaProvider<Target>.defaultAlamofireSession(),
                    plugins: [PluginType] = [],
                    trackInflights: Bool = false) {
            self.endpointClosure = endpointClosure
            self.requestClosure = requestClosure
            self.stubClosure = stubClosure
            self.session = session
            self.plugins = plugins
            self.trackInflights = trackInflights
        }

        open func endpoint(_ token: Target) -> Endpoint { moyaInterfaceOnly() }

        @discardableResult
        open func request(_ target: Target, callbackQueue: DispatchQueue? = .none, progress: ProgressBlock? = .none, completion: @escaping Completion) -> Cancellable { moyaInterfaceOnly() }

        public final class func defaultEndpointMapping(for target: Target) -> Endpoint { moyaInterfaceOnly() }
        public final class func defaultRequestMapping(for endpoint: Endpoint, closure: RequestResultClosure) {}
        public final class func defaultAlamofireSession() -> Session { moyaInterfaceOnly() }
        public final class func neverStub(_: Target) -> Moya.StubBehavior { .never }
        public final class func immediatelyStub(_: Target) -> Moya.StubBehavior { .immediate }
        public final class func delayedStub(_ seconds: TimeInterval) -> (Target) -> Moya.StubBehavior { { _ in .delayed(seconds: seconds) } }
    }

    extension MoyaProvider: ReactiveCompatible {}

    extension Reactive where Base: MoyaProviderType {
        public func request(_ token: Base.Target, callbackQueue: DispatchQueue? = nil) -> Single<Response> { moyaInterfaceOnly() }
    }

    extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
        public func filter<R: RangeExpression>(statusCodes: R) -> Single<Element> where R.Bound == Int { moyaInterfaceOnly() }
        public func filter(statusCode: Int) -> Single<Element> { moyaInterfaceOnly() }
        public func filterSuccessfulStatusCodes() -> Single<Element> { moyaInterfaceOnly() }
        public func filterSuccessfulStatusAndRedirectCodes() -> Single<Element> { moyaInterfaceOnly() }
        public func mapImage() -> Single<Image> { moyaInterfaceOnly() }
        public func mapJSON(failsOnEmptyData: Bool = true) -> Single<Any> { moyaInterfaceOnly() }
        public func mapString(atKeyPath keyPath: String? = nil) -> Single<String> { moyaInterfaceOnly() }
        public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) -> Single<D> { moyaInterfaceOnly() }
    }

    extension ObservableType where Element == Response {
        public func filter<R: RangeExpression>(statusCodes: R) -> Observable<Element> where R.Bound == Int { moyaInterfaceOnly() }
        public func filter(statusCode: Int) -> Observable<Element> { moyaInterfaceOnly() }
        public func filterSuccessfulStatusCodes() -> Observable<Element> { moyaInterfaceOnly() }
        public func filterSuccessfulStatusAndRedirectCodes() -> Observable<Element> { moyaInterfaceOnly() }
        public func mapImage() -> Observable<Image> { moyaInterfaceOnly() }
        public func mapJSON(failsOnEmptyData: Bool = true) -> Observable<Any> { moyaInterfaceOnly() }
        public func mapString(atKeyPath keyPath: String? = nil) -> Observable<String> { moyaInterfaceOnly() }
        public func map<D: Decodable>(_ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(), failsOnEmptyData: Bool = true) -> Observable<D> { moyaInterfaceOnly() }
    }
    """#

    /// Moya-ObjectMapper's mapping of a `Moya.Response` to ObjectMapper models
    /// (`mapObject(T.self)`, `mapArray(T.self)`, on the response and on RxMoya's streams).
    /// Written for keel from its public documentation; signatures only.
    static let moyaObjectMapper = #"""
    import Foundation
    import Moya
    import ObjectMapper
    import RxSwift

    @usableFromInline func moyaObjectMapperInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Moya-ObjectMapper interface stand-in: \(function) never runs")
    }

    extension Response {
        public func mapObject<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) throws -> T { moyaObjectMapperInterfaceOnly() }
        public func mapObject<T: BaseMappable>(_ type: T.Type, atKeyPath keyPath: String, context: MapContext? = nil) throws -> T { moyaObjectMapperInterfaceOnly() }
        public func mapArray<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) throws -> [T] { moyaObjectMapperInterfaceOnly() }
        public func mapArray<T: BaseMappable>(_ type: T.Type, atKeyPath keyPath: String, context: MapContext? = nil) throws -> [T] { moyaObjectMapperInterfaceOnly() }
    }

    extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
        public func mapObject<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) -> Single<T> { moyaObjectMapperInterfaceOnly() }
        public func mapObject<T: BaseMappable>(_ type: T.Type, atKeyPath keyPath: String, context: MapContext? = nil) -> Single<T> { moyaObjectMapperInterfaceOnly() }
        public func mapArray<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) -> Single<[T]> { moyaObjectMapperInterfaceOnly() }
        public func mapArray<T: BaseMappable>(_ type: T.Type, atKeyPath keyPath: String, context: MapContext? = nil) -> Single<[T]> { moyaObjectMapperInterfaceOnly() }
    }

    extension ObservableType where Element == Response {
        public func mapObject<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) -> Observable<T> { moyaObjectMapperInterfaceOnly() }
        public func mapArray<T: BaseMappable>(_ type: T.Type, context: MapContext? = nil) -> Observable<[T]> { moyaObjectMapperInterfaceOnly() }
    }
    """#
}
