extension Interfaces {
    /// Keel's clean-room interface stand-in for the subset of Combine that
    /// ViewModels use, written from Apple's public documentation (names,
    /// generic signatures, availability of `sink(receiveValue:)` and
    /// `assign` only for `Failure == Never`, …). Operators return
    /// `AnyPublisher` where Combine returns a `Publishers` type: code that
    /// chains them type-checks the same; code that names the `Publishers`
    /// type of an operator does not. Every body traps: it is only type-checked.
    static let combine = #"""
    import Foundation
    import Dispatch

    @usableFromInline func combineInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("Combine interface stand-in: \(function) never runs")
    }

    public protocol Cancellable { func cancel() }

    public final class AnyCancellable: Cancellable, Hashable {
        public init(_ cancel: @escaping () -> Void) {}
        public init<C: Cancellable>(_ canceller: C) {}
        public func cancel() {}
        public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
        public func store(in set: inout Set<AnyCancellable>) {}
    }

    extension Cancellable {
        public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
        public func store(in set: inout Set<AnyCancellable>) {}
    }

    public enum Subscribers {
        public enum Completion<Failure: Error> {
            case finished
            case failure(Failure)
        }
        public struct Demand: Equatable, Comparable, Hashable {
            public static let unlimited = Demand()
            public static let none = Demand()
            public static func max(_ value: Int) -> Demand { combineInterfaceOnly() }
            public static func < (lhs: Demand, rhs: Demand) -> Bool { false }
            public static func + (lhs: Demand, rhs: Demand) -> Demand { lhs }
        }
        public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
            public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {}
            public func receive(subscription: Subscription) {}
            public func receive(_ value: Input) -> Subscribers.Demand { .unlimited }
            public func receive(completion: Subscribers.Completion<Failure>) {}
            public func cancel() {}
        }
    }

    extension Subscribers.Completion: Equatable where Failure: Equatable {}
    extension Subscribers.Completion: Sendable where Failure: Sendable {}

    public protocol Subscription: Cancellable {
        func request(_ demand: Subscribers.Demand)
    }

    public protocol Subscriber<Input, Failure> {
        associatedtype Input
        associatedtype Failure: Error
        func receive(subscription: Subscription)
        func receive(_ input: Input) -> Subscribers.Demand
        func receive(completion: Subscribers.Completion<Failure>)
    }

    public struct AnySubscriber<Input, Failure: Error>: Subscriber {
        public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {}
        public func receive(subscription: Subscription) {}
        public func receive(_ input: Input) -> Subscribers.Demand { .unlimited }
        public func receive(completion: Subscribers.Completion<Failure>) {}
    }

    public protocol Publisher<Output, Failure> {
        associatedtype Output
        associatedtype Failure: Error
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
    }

    public protocol Subject<Output, Failure>: AnyObject, Publisher {
        func send(_ value: Output)
        func send(completion: Subscribers.Completion<Failure>)
        func send(subscription: Subscription)
    }

    extension Subject where Output == Void {
        public func send() {}
    }

    public struct AnyPublisher<Output, Failure: Error>: Publisher {
        public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public final class PassthroughSubject<Output, Failure: Error>: Subject {
        public init() {}
        public func send(_ input: Output) {}
        public func send(completion: Subscribers.Completion<Failure>) {}
        public func send(subscription: Subscription) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public final class CurrentValueSubject<Output, Failure: Error>: Subject {
        public var value: Output { get { combineInterfaceOnly() } set {} }
        public init(_ value: Output) {}
        public func send(_ input: Output) {}
        public func send(completion: Subscribers.Completion<Failure>) {}
        public func send(subscription: Subscription) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public struct Just<Output>: Publisher {
        public typealias Failure = Never
        public let output: Output
        public init(_ output: Output) { self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {}
    }

    public struct Empty<Output, Failure: Error>: Publisher {
        public init(completeImmediately: Bool = true) {}
        public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public struct Fail<Output, Failure: Error>: Publisher {
        public init(error: Failure) {}
        public init(outputType: Output.Type, failure: Failure) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public final class Future<Output, Failure: Error>: Publisher {
        public typealias Promise = (Result<Output, Failure>) -> Void
        public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public struct Deferred<DeferredPublisher: Publisher>: Publisher {
        public typealias Output = DeferredPublisher.Output
        public typealias Failure = DeferredPublisher.Failure
        public init(createPublisher: @escaping () -> DeferredPublisher) {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
    }

    public final class ObservableObjectPublisher: Publisher {
        public typealias Output = Void
        public typealias Failure = Never
        public init() {}
        public func send() {}
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {}
    }

    public protocol ObservableObject: AnyObject {
        associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
        var objectWillChange: ObjectWillChangePublisher { get }
    }

    extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
        public var objectWillChange: ObservableObjectPublisher { combineInterfaceOnly() }
    }

    @propertyWrapper
    public struct Published<Value> {
        public init(wrappedValue: Value) {}
        public init(initialValue: Value) {}
        public var wrappedValue: Value { get { combineInterfaceOnly() } set {} }
        public struct Publisher: Combine.Publisher {
            public typealias Output = Value
            public typealias Failure = Never
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {}
        }
        public var projectedValue: Publisher { get { combineInterfaceOnly() } set {} }
    }

    // MARK: - Schedulers

    public protocol SchedulerTimeIntervalConvertible {
        static func seconds(_ s: Int) -> Self
        static func seconds(_ s: Double) -> Self
        static func milliseconds(_ ms: Int) -> Self
        static func microseconds(_ us: Int) -> Self
        static func nanoseconds(_ ns: Int) -> Self
    }

    public protocol Scheduler<SchedulerTimeType> {
        associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
        associatedtype SchedulerOptions
        var now: SchedulerTimeType { get }
        var minimumTolerance: SchedulerTimeType.Stride { get }
        func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
        func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
        func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                      options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
    }

    extension Scheduler {
        public func schedule(_ action: @escaping () -> Void) {}
        public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {}
    }

    /// A stride for the stand-in schedulers (seconds).
    public struct InterfaceStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable {
        public init(floatLiteral value: Double) {}
        public init(integerLiteral value: Int) {}
        public init?<T: BinaryInteger>(exactly source: T) {}
        public var magnitude: InterfaceStride { self }
        public static func seconds(_ s: Int) -> InterfaceStride { InterfaceStride(integerLiteral: s) }
        public static func seconds(_ s: Double) -> InterfaceStride { InterfaceStride(floatLiteral: s) }
        public static func milliseconds(_ ms: Int) -> InterfaceStride { InterfaceStride(integerLiteral: ms) }
        public static func microseconds(_ us: Int) -> InterfaceStride { InterfaceStride(integerLiteral: us) }
        public static func nanoseconds(_ ns: Int) -> InterfaceStride { InterfaceStride(integerLiteral: ns) }
        public static func < (lhs: InterfaceStride, rhs: InterfaceStride) -> Bool { false }
        public static func + (lhs: InterfaceStride, rhs: InterfaceStride) -> InterfaceStride { lhs }
        public static func - (lhs: InterfaceStride, rhs: InterfaceStride) -> InterfaceStride { lhs }
        public static func * (lhs: InterfaceStride, rhs: InterfaceStride) -> InterfaceStride { lhs }
        public static func *= (lhs: inout InterfaceStride, rhs: InterfaceStride) {}
        public static func += (lhs: inout InterfaceStride, rhs: InterfaceStride) {}
        public static func -= (lhs: inout InterfaceStride, rhs: InterfaceStride) {}
    }

    /// A time for the stand-in schedulers.
    public struct InterfaceTime: Strideable, Hashable {
        public typealias Stride = InterfaceStride
        public func distance(to other: InterfaceTime) -> InterfaceStride { 0 }
        public func advanced(by n: InterfaceStride) -> InterfaceTime { self }
    }

    extension DispatchQueue: Scheduler {
        public typealias SchedulerTimeType = InterfaceTime
        public struct SchedulerOptions {}
        public var now: InterfaceTime { combineInterfaceOnly() }
        public var minimumTolerance: InterfaceStride { 0 }
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, tolerance: InterfaceStride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, interval: InterfaceStride, tolerance: InterfaceStride, options: SchedulerOptions?,
                             _ action: @escaping () -> Void) -> Cancellable { combineInterfaceOnly() }
    }

    extension RunLoop: Scheduler {
        public typealias SchedulerTimeType = InterfaceTime
        public struct SchedulerOptions {}
        public var now: InterfaceTime { combineInterfaceOnly() }
        public var minimumTolerance: InterfaceStride { 0 }
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, tolerance: InterfaceStride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, interval: InterfaceStride, tolerance: InterfaceStride, options: SchedulerOptions?,
                             _ action: @escaping () -> Void) -> Cancellable { combineInterfaceOnly() }
    }

    extension OperationQueue: Scheduler {
        public typealias SchedulerTimeType = InterfaceTime
        public struct SchedulerOptions {}
        public var now: InterfaceTime { combineInterfaceOnly() }
        public var minimumTolerance: InterfaceStride { 0 }
        public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, tolerance: InterfaceStride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, interval: InterfaceStride, tolerance: InterfaceStride, options: SchedulerOptions?,
                             _ action: @escaping () -> Void) -> Cancellable { combineInterfaceOnly() }
    }

    public struct ImmediateScheduler: Scheduler {
        public typealias SchedulerTimeType = InterfaceTime
        public typealias SchedulerOptions = Never
        public static let shared = ImmediateScheduler()
        public var now: InterfaceTime { combineInterfaceOnly() }
        public var minimumTolerance: InterfaceStride { 0 }
        public func schedule(options: Never?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, tolerance: InterfaceStride, options: Never?, _ action: @escaping () -> Void) {}
        public func schedule(after date: InterfaceTime, interval: InterfaceStride, tolerance: InterfaceStride, options: Never?,
                             _ action: @escaping () -> Void) -> Cancellable { combineInterfaceOnly() }
    }

    // MARK: - Publishers

    public enum Publishers {
        public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
            public typealias Output = Elements.Element
            public init(sequence: Elements) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
            public typealias Output = (A.Output, B.Output)
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
            public typealias Output = (A.Output, B.Output, C.Output)
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B, _ c: C) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
            public typealias Output = (A.Output, B.Output, C.Output, D.Output)
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B, _ c: C, _ d: D) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
            public typealias Output = (A.Output, B.Output)
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
            public typealias Output = A.Output
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
            public typealias Output = A.Output
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B, _ c: C) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
            public typealias Output = A.Output
            public typealias Failure = A.Failure
            public init(_ a: A, _ b: B, _ c: C, _ d: D) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Filter<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct Map<Upstream: Publisher, Output>: Publisher {
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct CompactMap<Upstream: Publisher, Output>: Publisher {
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct HandleEvents<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
            public typealias Output = Upstream.Output
            public init(upstream: Upstream) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct ReplaceError<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Never
            public init(upstream: Upstream, output: Output) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
            public typealias Output = P.Output
            public typealias Failure = P.Failure
            public init(upstream: Upstream) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public final class Share<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public init(upstream: Upstream) {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
        public struct MergeMany<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure
            public init(_ upstream: Upstream...) {}
            public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {}
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
        }
    }

    extension Sequence {
        public var publisher: Publishers.Sequence<Self, Never> { combineInterfaceOnly() }
    }

    extension Publisher {
        public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { combineInterfaceOnly() }
        public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { combineInterfaceOnly() }
        public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> { combineInterfaceOnly() }
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { combineInterfaceOnly() }
        public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> AnyPublisher<T, Error> { combineInterfaceOnly() }
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> AnyPublisher<Output, Error> { combineInterfaceOnly() }
        public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func first() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func last() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func prepend<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure { combineInterfaceOnly() }
        public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { combineInterfaceOnly() }
        public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { combineInterfaceOnly() }
        public func collect() -> AnyPublisher<[Output], Failure> { combineInterfaceOnly() }
        public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> { combineInterfaceOnly() }
        public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                                 receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                                 receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func breakpoint() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func share() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func ignoreOutput() -> AnyPublisher<Never, Failure> { combineInterfaceOnly() }
        public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { combineInterfaceOnly() }
        public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { combineInterfaceOnly() }
        public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { combineInterfaceOnly() }
        public func assertNoFailure(_ prefix: String = "") -> AnyPublisher<Output, Never> { combineInterfaceOnly() }
        public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output { combineInterfaceOnly() }
        public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> AnyPublisher<Output, Error> where P.Output == Output { combineInterfaceOnly() }
        public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
            -> AnyPublisher<T, Failure> where T == P.Output, Failure == P.Failure { combineInterfaceOnly() }
        public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where Failure == P.Failure { combineInterfaceOnly() }
        public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where Failure == P.Failure { combineInterfaceOnly() }
        public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where Failure == P.Failure, P.Failure == Q.Failure { combineInterfaceOnly() }
        public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where Failure == P.Failure { combineInterfaceOnly() }
        public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure { combineInterfaceOnly() }
        public func merge(with others: Self...) -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
        public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable { combineInterfaceOnly() }
        public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {}
        public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure { combineInterfaceOnly() }
        public func multicast<S: Subject>(subject: S) -> AnyPublisher<Output, Failure> where S.Output == Output, S.Failure == Failure { combineInterfaceOnly() }
    }

    extension Publisher where Failure == Never {
        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { combineInterfaceOnly() }
        public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { combineInterfaceOnly() }
        public func assign(to published: inout Published<Output>.Publisher) {}
        public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { combineInterfaceOnly() }
        public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
            -> AnyPublisher<P.Output, P.Failure> { combineInterfaceOnly() }
        public var values: AsyncPublisher<Self> { combineInterfaceOnly() }
    }

    extension Publisher where Output: Equatable {
        public func removeDuplicates() -> AnyPublisher<Output, Failure> { combineInterfaceOnly() }
    }

    extension Publisher where Output: Publisher, Output.Failure == Failure {
        public func switchToLatest() -> AnyPublisher<Output.Output, Failure> { combineInterfaceOnly() }
    }

    extension Publisher where Failure == Never, Output: Publisher {
        public func switchToLatest() -> AnyPublisher<Output.Output, Output.Failure> { combineInterfaceOnly() }
    }

    extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
        public func switchToLatest() -> AnyPublisher<Output.Output, Never> { combineInterfaceOnly() }
    }

    extension Publisher {
        public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
            -> AnyPublisher<P.Output, Failure> where P.Failure == Never { combineInterfaceOnly() }
    }

    extension Publisher where Failure == Never {
        public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
            -> AnyPublisher<P.Output, Never> where P.Failure == Never { combineInterfaceOnly() }
    }

    public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
        public typealias Element = P.Output
        public struct Iterator: AsyncIteratorProtocol {
            public mutating func next() async -> P.Output? { nil }
        }
        public init(_ publisher: P) {}
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    extension NotificationCenter {
        public struct Publisher: Combine.Publisher {
            public typealias Output = Notification
            public typealias Failure = Never
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
        }
        public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { combineInterfaceOnly() }
    }

    extension Timer {
        public final class TimerPublisher: Publisher {
            public typealias Output = Date
            public typealias Failure = Never
            public func autoconnect() -> AnyPublisher<Date, Never> { combineInterfaceOnly() }
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {}
        }
        public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher { combineInterfaceOnly() }
    }
    """#
}
