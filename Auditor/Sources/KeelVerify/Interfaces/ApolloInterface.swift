extension Interfaces {
    /// Apollo iOS 0.x (the releases whose code generator writes `ResultMap`-backed
    /// selection sets and whose client sends requests through an interceptor chain):
    /// what an app's generated `API.swift` and its networking code name —
    /// `GraphQLQuery`/`GraphQLMutation`, `GraphQLSelectionSet`, `GraphQLField`,
    /// `ResultMap`, `GraphQLID`, `GraphQLMap`, `ApolloClient`'s `fetch`/`watch`/`perform`,
    /// `GraphQLResult`, `GraphQLError`, `CachePolicy`, and the interceptor types
    /// (`ApolloInterceptor`, `DefaultInterceptorProvider`, `RequestChainNetworkTransport`).
    /// Written for keel from Apollo iOS's public API documentation; signatures only,
    /// every body traps. The generated file itself is the app's: the skeleton reads it
    /// like any file of the tree.
    static let apollo = #"""
    import Foundation
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif

    @usableFromInline func apolloInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Apollo interface stand-in: \(function) never runs")
    }

    public typealias GraphQLID = String
    public typealias JSONValue = Any
    public typealias JSONObject = [String: JSONValue]
    public typealias ResultMap = [String: Any?]

    public protocol GraphQLInputValue {
        func evaluate(with variables: [String: JSONEncodable]?) throws -> JSONValue
    }
    extension GraphQLInputValue {
        public func evaluate(with variables: [String: JSONEncodable]?) throws -> JSONValue { apolloInterfaceOnly() }
    }

    public protocol JSONEncodable: GraphQLInputValue {
        var jsonValue: JSONValue { get }
    }
    public protocol JSONDecodable {
        init(jsonValue value: JSONValue) throws
    }
    public typealias GraphQLMap = [String: JSONEncodable?]

    extension String: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }
    extension Int: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }
    extension Bool: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }
    extension Double: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }
    extension Float: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }
    extension Optional: GraphQLInputValue where Wrapped: JSONEncodable {}
    extension Optional: JSONEncodable where Wrapped: JSONEncodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
    }
    extension Array: GraphQLInputValue {}
    extension Array: JSONEncodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
    }
    extension Dictionary: GraphQLInputValue {}
    extension Dictionary: JSONEncodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
    }
    extension URL: JSONEncodable, JSONDecodable {
        public var jsonValue: JSONValue { apolloInterfaceOnly() }
        public init(jsonValue value: JSONValue) throws { apolloInterfaceOnly() }
    }

    public enum GraphQLOperationType {
        case query, mutation, subscription
    }

    public protocol GraphQLOperation: AnyObject {
        var operationType: GraphQLOperationType { get }
        var operationDefinition: String { get }
        var operationIdentifier: String? { get }
        var operationName: String { get }
        var queryDocument: String { get }
        var variables: GraphQLMap? { get }
        associatedtype Data: GraphQLSelectionSet
    }
    extension GraphQLOperation {
        public var operationIdentifier: String? { apolloInterfaceOnly() }
        public var queryDocument: String { apolloInterfaceOnly() }
        public var variables: GraphQLMap? { apolloInterfaceOnly() }
    }
    public protocol GraphQLQuery: GraphQLOperation {}
    extension GraphQLQuery {
        public var operationType: GraphQLOperationType { apolloInterfaceOnly() }
    }
    public protocol GraphQLMutation: GraphQLOperation {}
    extension GraphQLMutation {
        public var operationType: GraphQLOperationType { apolloInterfaceOnly() }
    }
    public protocol GraphQLSubscription: GraphQLOperation {}
    extension GraphQLSubscription {
        public var operationType: GraphQLOperationType { apolloInterfaceOnly() }
    }

    public protocol GraphQLSelection {}

    public protocol GraphQLSelectionSet {
        static var selections: [GraphQLSelection] { get }
        var resultMap: ResultMap { get }
        init(unsafeResultMap: ResultMap)
    }
    extension GraphQLSelectionSet {
        public init(jsonObject: JSONObject, variables: GraphQLMap? = nil) throws { apolloInterfaceOnly() }
        public var jsonObject: JSONObject { apolloInterfaceOnly() }
    }

    public protocol GraphQLFragment: GraphQLSelectionSet {
        static var fragmentDefinition: String { get }
        static var possibleTypes: [String] { get }
    }

    public indirect enum GraphQLOutputType {
        case scalar(JSONDecodable.Type)
        case object([GraphQLSelection])
        case nonNull(GraphQLOutputType)
        case list(GraphQLOutputType)
    }

    public struct GraphQLField: GraphQLSelection {
        public let name: String
        public init(_ name: String, alias: String? = nil, arguments: [String: GraphQLInputValue] = [:], type: GraphQLOutputType) {
            apolloInterfaceOnly()
        }
    }

    public struct GraphQLVariable: GraphQLInputValue {
        public init(_ name: String) { apolloInterfaceOnly() }
    }

    public struct GraphQLBooleanCondition: GraphQLSelection {
        public init(variableName: String, inverted: Bool, selections: [GraphQLSelection]) { apolloInterfaceOnly() }
    }

    public struct GraphQLTypeCondition: GraphQLSelection {
        public init(possibleTypes: [String], selections: [GraphQLSelection]) { apolloInterfaceOnly() }
    }

    public struct GraphQLFragmentSpread: GraphQLSelection {
        public init(_ fragment: GraphQLFragment.Type) { apolloInterfaceOnly() }
    }

    public struct GraphQLTypeCase: GraphQLSelection {
        public init(variants: [String: [GraphQLSelection]], default: [GraphQLSelection]) { apolloInterfaceOnly() }
    }

    public struct GraphQLError: Error, LocalizedError {
        public init(_ object: JSONObject) { apolloInterfaceOnly() }
        public subscript(key: String) -> Any? { apolloInterfaceOnly() }
        public var message: String? { apolloInterfaceOnly() }
        public var extensions: [String: Any]? { apolloInterfaceOnly() }
        public var errorDescription: String? { apolloInterfaceOnly() }
    }

    public struct GraphQLResult<Data> {
        public enum Source {
            case cache, server
        }
        public let data: Data?
        public let errors: [GraphQLError]?
        public let extensions: [String: Any]?
        public let source: Source
        public init(data: Data?, extensions: [String: Any]?, errors: [GraphQLError]?, source: Source, dependentKeys: Set<String>?) {
            apolloInterfaceOnly()
        }
    }

    public typealias GraphQLResultHandler<Data> = (Result<GraphQLResult<Data>, Error>) -> Void

    public enum CachePolicy: Hashable {
        case returnCacheDataElseFetch
        case fetchIgnoringCacheData
        case fetchIgnoringCacheCompletely
        case returnCacheDataDontFetch
        case returnCacheDataAndFetch
        public static var `default`: CachePolicy { apolloInterfaceOnly() }
    }

    public protocol Cancellable: AnyObject {
        func cancel()
    }

    public protocol NormalizedCache: AnyObject {}

    public final class InMemoryNormalizedCache: NormalizedCache {
        public init() { apolloInterfaceOnly() }
    }

    public final class ApolloStore {
        public init(cache: NormalizedCache = InMemoryNormalizedCache()) { apolloInterfaceOnly() }
        public func clearCache(callbackQueue: DispatchQueue = .main, completion: ((Result<Void, Error>) -> Void)? = nil) {
            apolloInterfaceOnly()
        }
    }

    public protocol NetworkTransport: AnyObject {}

    open class URLSessionClient {
        public init(sessionConfiguration: URLSessionConfiguration = .default, callbackQueue: OperationQueue? = .main) {
            apolloInterfaceOnly()
        }
        open func invalidate() { apolloInterfaceOnly() }
    }

    open class HTTPRequest<Operation: GraphQLOperation> {
        open var graphQLEndpoint: URL
        open var operation: Operation
        open var additionalHeaders: [String: String]
        open var cachePolicy: CachePolicy
        public init(graphQLEndpoint: URL, operation: Operation, contextIdentifier: UUID? = nil, contentType: String,
                    clientName: String, clientVersion: String, additionalHeaders: [String: String], cachePolicy: CachePolicy = .default) {
            apolloInterfaceOnly()
        }
        open func addHeader(name: String, value: String) { apolloInterfaceOnly() }
        open func toURLRequest() throws -> URLRequest { apolloInterfaceOnly() }
    }

    public class HTTPResponse<Operation: GraphQLOperation> {
        public var httpResponse: HTTPURLResponse
        public var rawData: Data
        public var parsedResponse: GraphQLResult<Operation.Data>?
        public init(response: HTTPURLResponse, rawData: Data, parsedResponse: GraphQLResult<Operation.Data>?) {
            apolloInterfaceOnly()
        }
    }

    public class RequestChain: Cancellable {
        public var isCancelled: Bool { apolloInterfaceOnly() }
        public func proceedAsync<Operation: GraphQLOperation>(request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
                                                             completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void) {
            apolloInterfaceOnly()
        }
        public func handleErrorAsync<Operation: GraphQLOperation>(_ error: Error, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
                                                                 completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void) {
            apolloInterfaceOnly()
        }
        public func retry<Operation: GraphQLOperation>(request: HTTPRequest<Operation>,
                                                      completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void) {
            apolloInterfaceOnly()
        }
        public func cancel() { apolloInterfaceOnly() }
    }

    public protocol ApolloInterceptor {
        func interceptAsync<Operation: GraphQLOperation>(chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
                                                         completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void)
    }

    public protocol InterceptorProvider {
        func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [ApolloInterceptor]
    }

    open class DefaultInterceptorProvider: InterceptorProvider {
        public init(client: URLSessionClient = URLSessionClient(), shouldInvalidateClientOnDeinit: Bool = true, store: ApolloStore) {
            apolloInterfaceOnly()
        }
        open func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [ApolloInterceptor] { apolloInterfaceOnly() }
    }

    open class RequestChainNetworkTransport: NetworkTransport {
        public init(interceptorProvider: InterceptorProvider, endpointURL: URL, additionalHeaders: [String: String] = [:],
                    autoPersistQueries: Bool = false, useGETForQueries: Bool = false, useGETForPersistedQueryRetry: Bool = false) {
            apolloInterfaceOnly()
        }
    }

    public final class GraphQLQueryWatcher<Query: GraphQLQuery>: Cancellable {
        public func refetch(cachePolicy: CachePolicy = .fetchIgnoringCacheData) { apolloInterfaceOnly() }
        public func cancel() { apolloInterfaceOnly() }
    }

    public class ApolloClient {
        public let store: ApolloStore
        public init(networkTransport: NetworkTransport, store: ApolloStore) { apolloInterfaceOnly() }
        public convenience init(url: URL) { apolloInterfaceOnly() }
        @discardableResult
        public func fetch<Query: GraphQLQuery>(query: Query, cachePolicy: CachePolicy = .default, contextIdentifier: UUID? = nil,
                                               queue: DispatchQueue = .main,
                                               resultHandler: GraphQLResultHandler<Query.Data>? = nil) -> Cancellable {
            apolloInterfaceOnly()
        }
        public func watch<Query: GraphQLQuery>(query: Query, cachePolicy: CachePolicy = .default, callbackQueue: DispatchQueue = .main,
                                               resultHandler: @escaping GraphQLResultHandler<Query.Data>) -> GraphQLQueryWatcher<Query> {
            apolloInterfaceOnly()
        }
        @discardableResult
        public func perform<Mutation: GraphQLMutation>(mutation: Mutation, publishResultToStore: Bool = true, queue: DispatchQueue = .main,
                                                       resultHandler: GraphQLResultHandler<Mutation.Data>? = nil) -> Cancellable {
            apolloInterfaceOnly()
        }
        public func clearCache(callbackQueue: DispatchQueue = .main, completion: ((Result<Void, Error>) -> Void)? = nil) {
            apolloInterfaceOnly()
        }
    }
    """#
}
