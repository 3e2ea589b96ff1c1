extension Interfaces {
    /// RxSwift API the clean-room stand-in (`KeelRxStandIn`, whose skeleton is
    /// `rxSwiftStandIn`) does not implement, declared from RxSwift 6's public
    /// documentation so legacy declarations that name it resolve. Signatures
    /// only.
    static let rxSwiftAdditions = #"""
    #if StandIn
    import Foundation

    @usableFromInline func rxInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RxSwift interface stand-in: \(function) never runs")
    }

    extension ObservableType {
        public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> { rxInterfaceOnly() }
        public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> { rxInterfaceOnly() }
        public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) { rxInterfaceOnly() }
        public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> { rxInterfaceOnly() }
        public static func merge(_ sources: Observable<Element>...) -> Observable<Element> { rxInterfaceOnly() }
        public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> { rxInterfaceOnly() }
        public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType) -> Observable<ResultType> { rxInterfaceOnly() }
        public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> { rxInterfaceOnly() }
        public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { rxInterfaceOnly() }
        public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> { rxInterfaceOnly() }
        public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { rxInterfaceOnly() }
        public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { rxInterfaceOnly() }
        public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> { rxInterfaceOnly() }
        public func materialize() -> Observable<Event<Element>> { rxInterfaceOnly() }
        public func retry(_ maxAttemptCount: Int) -> Observable<Element> { rxInterfaceOnly() }
        public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> { rxInterfaceOnly() }
        public func take<Source: ObservableType>(until other: Source) -> Observable<Element> { rxInterfaceOnly() }
        public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> { rxInterfaceOnly() }
        public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { rxInterfaceOnly() }
        public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> { rxInterfaceOnly() }
        public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> { rxInterfaceOnly() }
        public func toArray() -> Single<[Element]> { rxInterfaceOnly() }
        public func elementAt(_ index: Int) -> Observable<Element> { rxInterfaceOnly() }
        public func single() -> Observable<Element> { rxInterfaceOnly() }
        public func sample<Source: ObservableType>(_ sampler: Source) -> Observable<Element> { rxInterfaceOnly() }
        public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> { rxInterfaceOnly() }
        public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> { rxInterfaceOnly() }
        public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element { rxInterfaceOnly() }
        public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element { rxInterfaceOnly() }
        public func debug(_ identifier: String? = nil) -> Observable<Element> { rxInterfaceOnly() }
    }

    /// RxSwift 4's `Variable` (deprecated there, removed since), for apps still on RxSwift 4.
    public final class Variable<Element> {
        public var value: Element { get { rxInterfaceOnly() } set { rxInterfaceOnly() } }
        public init(_ value: Element) { rxInterfaceOnly() }
        public func asObservable() -> Observable<Element> { rxInterfaceOnly() }
    }
    #endif
    """#

    /// RxCocoa's traits (`Driver`, `Signal`) and reactive namespace, declared
    /// from RxSwift 6's public documentation. Signatures only. It re-exports
    /// UIKit as RxCocoa built by CocoaPods does (the generated umbrella header
    /// imports <UIKit/UIKit.h>): legacy files use `UIImage` with only `import RxCocoa`.
    static let rxCocoa = #"""
    @_exported import RxSwift
    @_exported import UIKit
    import Foundation

    @usableFromInline func rxCocoaInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RxCocoa interface stand-in: \(function) never runs")
    }

    public protocol SharingStrategyProtocol {}
    public enum DriverSharingStrategy: SharingStrategyProtocol {}
    public enum SignalSharingStrategy: SharingStrategyProtocol {}

    public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
        associatedtype SharingStrategy: SharingStrategyProtocol
        func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
    }

    public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
        public init(_ source: Observable<Element>) {}
        public func asObservable() -> Observable<Element> { rxCocoaInterfaceOnly() }
        public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
        public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func empty() -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func never() -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
    }

    public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>
    public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

    extension SharedSequenceConvertibleType {
        /// RxCocoa's default: a type that only implements `asSharedSequence()` (an app's
        /// `ActivityIndicator`) is an `ObservableConvertibleType` through it.
        public func asObservable() -> Observable<Element> { rxCocoaInterfaceOnly() }
        public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> { rxCocoaInterfaceOnly() }
        public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> { rxCocoaInterfaceOnly() }
        public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> { rxCocoaInterfaceOnly() }
        public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> { rxCocoaInterfaceOnly() }
        public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> { rxCocoaInterfaceOnly() }
        public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func withLatestFrom<Source: SharedSequenceConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) -> Result) -> SharedSequence<SharingStrategy, Result> { rxCocoaInterfaceOnly() }
        public func withLatestFrom<Source: SharedSequenceConvertibleType>(_ second: Source) -> SharedSequence<SharingStrategy, Source.Element> { rxCocoaInterfaceOnly() }
        public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
        public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> { rxCocoaInterfaceOnly() }
        public func asDriver() -> Driver<Element> { rxCocoaInterfaceOnly() }
        public func asSignal() -> Signal<Element> { rxCocoaInterfaceOnly() }
    }

    extension SharedSequenceConvertibleType where Element: Equatable {
        public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> { rxCocoaInterfaceOnly() }
    }

    extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
        public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable { rxCocoaInterfaceOnly() }
        public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element { rxCocoaInterfaceOnly() }
        public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable { rxCocoaInterfaceOnly() }
        public func drive(_ relays: PublishRelay<Element>...) -> Disposable { rxCocoaInterfaceOnly() }
    }

    extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
        public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable { rxCocoaInterfaceOnly() }
        public func emit(to relays: PublishRelay<Element>...) -> Disposable { rxCocoaInterfaceOnly() }
    }

    extension ObservableConvertibleType {
        public func asDriver(onErrorJustReturn: Element) -> Driver<Element> { rxCocoaInterfaceOnly() }
        public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> { rxCocoaInterfaceOnly() }
        public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> { rxCocoaInterfaceOnly() }
        public func asSignal(onErrorJustReturn: Element) -> Signal<Element> { rxCocoaInterfaceOnly() }
        public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> { rxCocoaInterfaceOnly() }
    }

    extension BehaviorRelay {
        public func asDriver() -> Driver<Element> { rxCocoaInterfaceOnly() }
    }

    extension PublishRelay {
        public func asSignal() -> Signal<Element> { rxCocoaInterfaceOnly() }
    }

    public struct ControlEvent<PropertyType>: ObservableType {
        public typealias Element = PropertyType
        public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {}
        public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { rxCocoaInterfaceOnly() }
        public func asControlEvent() -> ControlEvent<Element> { self }
    }

    public struct ControlProperty<PropertyType>: ObservableType, ObserverType {
        public typealias Element = PropertyType
        public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element { rxCocoaInterfaceOnly() }
        public func on(_ event: Event<Element>) {}
        public var changed: ControlEvent<PropertyType> { rxCocoaInterfaceOnly() }
    }

    extension ControlProperty where PropertyType == String? {
        public var orEmpty: ControlProperty<String> { rxCocoaInterfaceOnly() }
    }

    public struct Binder<Value>: ObserverType {
        public typealias Element = Value
        public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {}
        public func on(_ event: Event<Value>) {}
    }

    public struct Reactive<Base> {
        public let base: Base
        public init(_ base: Base) { self.base = base }
    }

    public protocol ReactiveCompatible {
        associatedtype ReactiveBase
        var rx: Reactive<ReactiveBase> { get set }
    }

    extension ReactiveCompatible {
        public var rx: Reactive<Self> { get { Reactive(self) } set {} }
    }

    extension NSObject: ReactiveCompatible {}

    /// An app's own delegate proxy (`class RxLayoutDelegateProxy: DelegateProxy<Layout, LayoutDelegate>,
    /// DelegateProxyType`): the base class and protocol it is declared with.
    open class DelegateProxy<P: AnyObject, D>: NSObject {
        public typealias ParentObject = P
        public typealias Delegate = D
        public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type) { super.init() }
        open func sentMessage(_ selector: Selector) -> Observable<[Any]> { rxCocoaInterfaceOnly() }
        open func methodInvoked(_ selector: Selector) -> Observable<[Any]> { rxCocoaInterfaceOnly() }
        open func forwardToDelegate() -> Delegate? { rxCocoaInterfaceOnly() }
        open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) { rxCocoaInterfaceOnly() }
    }

    public protocol DelegateProxyType: AnyObject {
        associatedtype ParentObject: AnyObject
        associatedtype Delegate
        static func registerKnownImplementations()
        static var identifier: UnsafeRawPointer { get }
        static func currentDelegate(for object: ParentObject) -> Delegate?
        static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)
        func forwardToDelegate() -> Delegate?
        func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
    }

    extension DelegateProxyType {
        public static var identifier: UnsafeRawPointer { rxCocoaInterfaceOnly() }
        public static func register<Parent>(make: @escaping (Parent) -> Self) { rxCocoaInterfaceOnly() }
        public static func proxy(for object: ParentObject) -> Self { rxCocoaInterfaceOnly() }
        public static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject) -> Disposable {
            rxCocoaInterfaceOnly()
        }
    }
    """#

    /// Swinject's registration API (the generated assemblies use it), from its
    /// public documentation. Signatures only.
    static let swinject = #"""
    import Foundation

    public protocol Resolver {
        func resolve<Service>(_ serviceType: Service.Type) -> Service?
        func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
        func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?
    }

    public enum ObjectScope { case transient, graph, container, weak }

    public final class ServiceEntry<Service> {
        @discardableResult public func inObjectScope(_ objectScope: ObjectScope) -> Self { self }
        @discardableResult public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self { self }
    }

    public final class Container: Resolver {
        public init(parent: Container? = nil) {}
        @discardableResult
        public func register<Service>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service) -> ServiceEntry<Service> { fatalError() }
        @discardableResult
        public func register<Service, Arg1>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) -> Service) -> ServiceEntry<Service> { fatalError() }
        public func resolve<Service>(_ serviceType: Service.Type) -> Service? { nil }
        public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { nil }
        public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? { nil }
    }

    public protocol Assembly {
        func assemble(container: Container)
        func loaded(resolver: Resolver)
    }

    extension Assembly {
        public func loaded(resolver: Resolver) {}
    }

    public final class Assembler {
        public var resolver: Resolver { fatalError() }
        public init(_ assemblies: [Assembly], container: Container = Container()) {}
        public func apply(assembly: Assembly) {}
    }
    """#
}
