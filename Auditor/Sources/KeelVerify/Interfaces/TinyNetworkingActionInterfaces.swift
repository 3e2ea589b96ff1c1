extension Interfaces {
    /// TinyNetworking (4.x, with its RxSwift subspec, one module): the `Resource` an app's API enum
    /// conforms to (`baseURL`, `endpoint`, `task`, `headers`, `cachePolicy`), `Endpoint`, `Task`,
    /// `URLEncoding`, `Response` and its `map(to:)`, `TinyNetworking<R>.request(resource:…)` and
    /// `tinyNetworking.rx.request(resource:)` → `Single<Response>` with `map(to:)`. Written for keel
    /// from TinyNetworking's public API (release 4.0.0); signatures only, every body traps.
    static let tinyNetworking = #"""
    import Foundation
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif
    import RxCocoa
    import RxSwift

    @usableFromInline func tinyNetworkingInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("TinyNetworking interface stand-in: \(function) never runs")
    }

    public enum Endpoint {
        case get(path: String)
        case post(path: String)
        case put(path: String)
        case delete(path: String)
    }

    public struct URLEncoding {
        public enum ArrayEncoding { case brackets, noBrackets }
        public enum BoolEncoding { case numeric, literal }
        public let arrayEncoding: ArrayEncoding
        public let boolEncoding: BoolEncoding
        public init(arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .literal) {
            self.arrayEncoding = arrayEncoding
            self.boolEncoding = boolEncoding
        }
        public func query(_ parameters: [String: Any]) -> String { tinyNetworkingInterfaceOnly() }
    }

    public enum Task {
        case requestWithParameters([String: Any], encoding: URLEncoding)
        case requestWithEncodable(Encodable)
    }

    public protocol Resource {
        var baseURL: URL { get }
        var endpoint: Endpoint { get }
        var task: Task { get }
        var headers: [String: String] { get }
        var cachePolicy: URLRequest.CachePolicy { get }
    }

    public final class Response: CustomDebugStringConvertible {
        public let urlRequest: URLRequest
        public let data: Data?
        public let httpURLResponse: HTTPURLResponse?
        public var description: String { tinyNetworkingInterfaceOnly() }
        public var debugDescription: String { tinyNetworkingInterfaceOnly() }
        public var prettyJSONString: NSString? { tinyNetworkingInterfaceOnly() }
        public var json: Any? { tinyNetworkingInterfaceOnly() }
        public init(urlRequest: URLRequest, data: Data?, httpURLResponse: HTTPURLResponse?) {
            self.urlRequest = urlRequest
            self.data = data
            self.httpURLResponse = httpURLResponse
        }
        public func map<D: Decodable>(to type: D.Type, decoder: JSONDecoder = JSONDecoder()) throws -> D { tinyNetworkingInterfaceOnly() }
    }

    public enum TinyNetworkingError: Swift.Error {
        case noData(Response)
        case statusCode(Response)
        case decoding(Swift.Error, Response)
        case underlying(Swift.Error, Response?)
        public var response: Response? { tinyNetworkingInterfaceOnly() }
    }

    public protocol TinyNetworkingSession {
        typealias CompletionHandler = (Response, Swift.Error?) -> Void
        func loadData(with urlRequest: URLRequest, queue: DispatchQueue, completionHandler: @escaping CompletionHandler) -> URLSessionDataTask
    }

    extension URLSession: TinyNetworkingSession {
        public func loadData(with urlRequest: URLRequest, queue: DispatchQueue, completionHandler: @escaping CompletionHandler) -> URLSessionDataTask {
            tinyNetworkingInterfaceOnly()
        }
    }

    public protocol TinyNetworkingType {
        associatedtype Resource
        func request(resource: Resource, session: TinyNetworkingSession, queue: DispatchQueue,
                     completion: @escaping (Result<Response, TinyNetworkingError>) -> Void) -> URLSessionDataTask
    }

    public class TinyNetworking<R: Resource>: TinyNetworkingType {
        public init() {}
        @discardableResult
        public func request(resource: R, session: TinyNetworkingSession = URLSession.shared, queue: DispatchQueue = .main,
                            completion: @escaping (Result<Response, TinyNetworkingError>) -> Void) -> URLSessionDataTask {
            tinyNetworkingInterfaceOnly()
        }
    }

    extension TinyNetworking: ReactiveCompatible {}

    extension Reactive where Base: TinyNetworkingType {
        public func request(resource: Base.Resource, session: TinyNetworkingSession = URLSession.shared, queue: DispatchQueue = .main) -> Single<Response> {
            tinyNetworkingInterfaceOnly()
        }
    }

    extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
        public func map<D: Decodable>(to type: D.Type) -> Single<D> { tinyNetworkingInterfaceOnly() }
    }

    extension ObservableType where Element == Response {
        public func map<D: Decodable>(to type: D.Type) -> Observable<D> { tinyNetworkingInterfaceOnly() }
    }
    """#

    /// Action (4.x): `Action<Input, Element>` (a work factory with its `inputs`, `elements`,
    /// `errors`, `executing`, `enabled`), `CocoaAction`, `CompletableAction`, `ActionError`, and
    /// the `rx.action` / `bind(to:input:)` of buttons, controls, bar button items and refresh
    /// controls. Written for keel from Action's public API (release 4.0.0); signatures only.
    static let action = #"""
    import Foundation
    import RxCocoa
    import RxSwift
    import UIKit

    @usableFromInline func actionInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Action interface stand-in: \(function) never runs")
    }

    public typealias CocoaAction = Action<Void, Void>
    public typealias CompletableAction<Input> = Action<Input, Never>

    public enum ActionError: Error {
        case notEnabled
        case underlyingError(Error)
    }

    public final class Action<Input, Element> {
        public typealias WorkFactory = (Input) -> Observable<Element>
        public let _enabledIf: Observable<Bool>
        public let workFactory: WorkFactory
        public let inputs: AnyObserver<Input>
        public let errors: Observable<ActionError>
        public let elements: Observable<Element>
        public let executing: Observable<Bool>
        public let executionObservables: Observable<Observable<Element>>
        public let enabled: Observable<Bool>

        public convenience init<O: ObservableConvertibleType>(enabledIf: Observable<Bool> = Observable.just(true),
                                                              workFactory: @escaping (Input) -> O) where O.Element == Element {
            actionInterfaceOnly()
        }

        public init(enabledIf: Observable<Bool> = Observable.just(true), workFactory: @escaping WorkFactory) {
            actionInterfaceOnly()
        }

        @discardableResult
        public func execute(_ value: Input) -> Observable<Element> { actionInterfaceOnly() }
    }

    extension Action {
        public var underlyingError: Observable<Error> { actionInterfaceOnly() }
    }

    extension Action where Input == Void {
        @discardableResult
        public func execute() -> Observable<Element> { actionInterfaceOnly() }
    }

    extension Action where Element == Never {
        public var completions: Observable<Void> { actionInterfaceOnly() }
    }

    extension Reactive where Base: UIButton {
        public var action: CocoaAction? { get { actionInterfaceOnly() } nonmutating set {} }
        public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) { actionInterfaceOnly() }
        public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { actionInterfaceOnly() }
        public func unbindAction() { actionInterfaceOnly() }
    }

    extension Reactive where Base: UIBarButtonItem {
        public var action: CocoaAction? { get { actionInterfaceOnly() } nonmutating set {} }
        public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) { actionInterfaceOnly() }
        public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { actionInterfaceOnly() }
        public func unbindAction() { actionInterfaceOnly() }
    }

    extension Reactive where Base: UIRefreshControl {
        public var action: CocoaAction? { get { actionInterfaceOnly() } nonmutating set {} }
        public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) { actionInterfaceOnly() }
        public func bind<Input, Output>(to action: Action<Input, Output>, input: Input) { actionInterfaceOnly() }
        public func unbindAction() { actionInterfaceOnly() }
    }
    """#
}
