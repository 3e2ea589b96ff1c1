import KeelCombine
import KeelRx

/// A legacy RxRelay `PublishRelay` as a Combine `Subject` that cannot fail
/// (like a `PassthroughSubject<Element, Never>`): Combine code sends into the
/// legacy relay — the way a new ViewModel feeds a manager's relay that other
/// screens feed too — and Combine subscribers receive what anyone accepts into
/// it. Make one with `PublishRelay.asCombineSubject()`.
///
/// The Windscribe SwiftUI migration guide's rules are that existing managers
/// "MUST remain in RxSwift" and new ViewModels "MUST use Combine exclusively".
/// A ViewModel holds this type — a Combine `Subject` declared in `KeelBridge`
/// — so it never imports RxSwift, and the manager stays unchanged.
///
/// - Writing: `send(_:)` is the relay's `accept(_:)`. **A relay never
///   completes or fails** (RxRelay's contract), so `send(completion:)` is
///   ignored: the relay, its RxSwift subscribers and its Combine subscribers
///   go on. That is what makes `publisher.subscribe(bridgedRelay)` safe — a
///   finishing Combine publisher never ends a relay that other screens feed.
/// - Reading: like `PublishRelay.asPublisher()`: every value accepted after
///   the subscriber first requests demand; lazy (one Rx subscription per
///   Combine subscriber, made on first demand); never more than requested
///   (the rest waits per the bridge's `RxBridgeBufferingPolicy`); never fails
///   and never finishes.
/// - Cancellation: cancelling a subscriber disposes its Rx subscription and
///   releases the subscriber. Subscriptions outlive the bridged relay
///   object; a publisher feeding it (`publisher.subscribe(bridged)`) stops
///   forwarding once it is gone (see `send(subscription:)`).
/// - Threading: no thread hops — values reach Combine subscribers on the
///   thread that sent them (add `receive(on:)` before touching UI state). No
///   Keel lock is held while calling out, and a subscriber may cancel or
///   request from inside `receive`. RxSwift's grammar still applies to
///   writes: sends into one relay must not overlap (RxSwift reports a
///   "Synchronization anomaly" in debug builds) and must not re-enter the
///   relay from inside one of its own subscribers (a "Reentrancy anomaly") —
///   send from one thread or actor, or serialize.
public final class BridgedPublishRelay<Element>: Subject {
    /// What the legacy relay carries.
    public typealias Output = Element
    /// A relay never fails.
    public typealias Failure = Never

    /// The legacy relay every write goes to.
    @usableFromInline let relay: PublishRelay<Element>
    @usableFromInline let publisher: RxBridgePublisher<Element, Never>
    private let upstreams = SubjectUpstreams()

    @usableFromInline
    init(_ relay: PublishRelay<Element>, publisher: RxBridgePublisher<Element, Never>) {
        self.relay = relay
        self.publisher = publisher
    }

    deinit { upstreams.cancelAll() }

    /// Subscribes `subscriber` to the legacy relay (lazily, on first demand).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        publisher.receive(subscriber: subscriber)
    }

    /// Sends `value` into the legacy relay (`accept`).
    @inlinable public func send(_ value: Element) {
        relay.accept(value)
    }

    /// Ignored: a relay never completes (RxRelay's contract). Subscribers
    /// keep receiving whatever is sent later.
    public func send(completion: Subscribers.Completion<Never>) {}

    /// Accepts an upstream subscription — what `publisher.subscribe(bridged)`
    /// hands a subject — and requests `.unlimited` from it (RxSwift has no
    /// backpressure to pass on). Combine holds a subject only weakly while a
    /// publisher feeds it, so keep this bridged relay (in the ViewModel, say)
    /// for as long as the feeding should last; once it is gone nothing more is
    /// forwarded. Stop feeding early by cancelling the `AnyCancellable`
    /// `subscribe` returned. Subscriptions still held when this object is
    /// deallocated are cancelled.
    public func send(subscription: Subscription) {
        upstreams.add(subscription)
    }
}

extension PublishRelay {
    /// This relay as a Combine `Subject` that never fails or completes — the
    /// write path for Combine code: see `BridgedPublishRelay`. Nothing is
    /// subscribed until a Combine subscriber requests demand.
    ///
    /// - Parameter bufferingPolicy: what a Combine subscriber's subscription
    ///   keeps while it has no demand (default: everything).
    @inlinable public func asCombineSubject(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> BridgedPublishRelay<Element> {
        var publisher = RxBridgePublisher<Element, Never>(nonFailing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return BridgedPublishRelay(self, publisher: publisher)
    }
}
