import KeelCombine
import KeelRx

/// A legacy RxSwift `PublishSubject` as a Combine `Subject` (like a
/// `PassthroughSubject`): Combine code sends into the legacy subject, and
/// Combine subscribers receive what anyone sends into it. Make one with
/// `PublishSubject.asCombineSubject()`.
///
/// The Windscribe SwiftUI migration guide's rules are that existing managers
/// "MUST remain in RxSwift" and new ViewModels "MUST use Combine exclusively".
/// A ViewModel that has to *write* into a manager's subject holds this type —
/// a Combine `Subject` declared in `KeelBridge` — so it never imports RxSwift,
/// and the manager stays unchanged.
///
/// - Writing: `send(_:)` is the subject's `onNext`; `send(completion:)` is
///   `onCompleted()` for `.finished` and `onError(_:)` for `.failure`. Every
///   RxSwift subscriber and every Combine subscriber of the subject sees it.
///   After the subject stopped or was disposed, writes are ignored, as RxSwift
///   ignores them.
/// - Reading: like `toPublisher()`. Lazy — the subject is subscribed when a
///   subscriber first requests demand, once per Combine subscriber; it never
///   delivers more than requested (the rest waits per the bridge's
///   `RxBridgeBufferingPolicy`); completion comes after the buffer drains;
///   errors are the subject's own, unchanged; a subject already stopped
///   replays its stop event, a disposed one fails with `RxError.disposed`.
/// - Cancellation: cancelling a subscriber disposes its Rx subscription and
///   releases the subscriber; a terminal event does the same. Subscriptions
///   outlive the bridged subject object; a publisher feeding it
///   (`publisher.subscribe(bridged)`) stops forwarding once it is gone (see
///   `send(subscription:)`). The legacy subject itself is never disposed.
/// - Threading: no thread hops — values reach Combine subscribers on the
///   thread that sent them (add `receive(on:)` before touching UI state). No
///   Keel lock is held while calling out, and a subscriber may cancel or
///   request from inside `receive`. RxSwift's grammar still applies to
///   writes: sends into one subject must not overlap (RxSwift reports a
///   "Synchronization anomaly" in debug builds) and must not re-enter the
///   subject from inside one of its own subscribers (a "Reentrancy anomaly") —
///   send from one thread or actor, or serialize.
public final class BridgedPublishSubject<Element>: Subject {
    /// What the legacy subject carries.
    public typealias Output = Element
    /// Any error: the legacy subject's own, or one sent through the bridge.
    public typealias Failure = Swift.Error

    /// The legacy subject every write goes to.
    @usableFromInline let rxSubject: PublishSubject<Element>
    @usableFromInline let publisher: RxBridgePublisher<Element, Swift.Error>
    private let upstreams = SubjectUpstreams()

    @usableFromInline
    init(_ rxSubject: PublishSubject<Element>, publisher: RxBridgePublisher<Element, Swift.Error>) {
        self.rxSubject = rxSubject
        self.publisher = publisher
    }

    deinit { upstreams.cancelAll() }

    /// Subscribes `subscriber` to the legacy subject (lazily, on first demand).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Swift.Error {
        publisher.receive(subscriber: subscriber)
    }

    /// Sends `value` into the legacy subject (`onNext`).
    @inlinable public func send(_ value: Element) {
        rxSubject.onNext(value)
    }

    /// Ends the legacy subject: `.finished` is `onCompleted()`, `.failure` is
    /// `onError(_:)` with the same error. RxSwift and Combine subscribers both
    /// see it; later writes are ignored.
    public func send(completion: Subscribers.Completion<Swift.Error>) {
        switch completion {
        case .finished: rxSubject.onCompleted()
        case .failure(let error): rxSubject.onError(error)
        }
    }

    /// Accepts an upstream subscription — what `publisher.subscribe(bridged)`
    /// hands a subject — and requests `.unlimited` from it (RxSwift has no
    /// backpressure to pass on). Combine holds a subject only weakly while a
    /// publisher feeds it, so keep this bridged subject (in the ViewModel, say)
    /// for as long as the feeding should last; once it is gone nothing more is
    /// forwarded. Stop feeding early by cancelling the `AnyCancellable`
    /// `subscribe` returned. Subscriptions still held when this object is
    /// deallocated are cancelled.
    public func send(subscription: Subscription) {
        upstreams.add(subscription)
    }
}

extension PublishSubject {
    /// This subject as a Combine `Subject` — the write path for Combine code:
    /// see `BridgedPublishSubject`. Nothing is subscribed until a Combine
    /// subscriber requests demand.
    ///
    /// - Parameter bufferingPolicy: what a Combine subscriber's subscription
    ///   keeps while it has no demand (default: everything).
    @inlinable public func asCombineSubject(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> BridgedPublishSubject<Element> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return BridgedPublishSubject(self, publisher: publisher)
    }
}
