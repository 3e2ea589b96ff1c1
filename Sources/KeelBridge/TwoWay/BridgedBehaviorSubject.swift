import Foundation
import KeelCombine
import KeelRx

/// A legacy RxSwift `BehaviorSubject` as a Combine `Subject` (like a
/// `CurrentValueSubject`): Combine code reads and sets its `value`, sends into
/// it and completes it; Combine subscribers receive its current value, then
/// everything anyone sends into it. Make one with
/// `BehaviorSubject.asCombineSubject()`.
///
/// The Windscribe SwiftUI migration guide's rules are that existing managers
/// "MUST remain in RxSwift" and new ViewModels "MUST use Combine exclusively".
/// A ViewModel that has to *write* into a manager's subject holds this type —
/// a Combine `Subject` declared in `KeelBridge` — so it never imports RxSwift,
/// and the manager stays unchanged.
///
/// - Writing: `send(_:)` and `value = …` are the subject's `onNext`;
///   `send(completion:)` is `onCompleted()` for `.finished` and `onError(_:)`
///   for `.failure`. Every RxSwift subscriber and every Combine subscriber of
///   the subject sees it. After the subject stopped or was disposed, writes
///   are ignored, as RxSwift ignores them.
/// - Reading: like `asPublisher()`. Every Combine subscriber first receives
///   the subject's current value, then later values, then its terminal
///   event. Lazy — the subject is subscribed when a subscriber first requests
///   demand, once per Combine subscriber, so the current value is never lost;
///   never more than requested (the rest waits per the bridge's
///   `RxBridgeBufferingPolicy`); completion after the buffer drains; an
///   errored subject fails with *its* error, a disposed one with
///   `RxError.disposed`.
/// - Cancellation: cancelling a subscriber disposes its Rx subscription and
///   releases the subscriber; a terminal event does the same. Subscriptions
///   outlive the bridged subject object; a publisher feeding it
///   (`publisher.subscribe(bridged)`) stops forwarding once it is gone (see
///   `send(subscription:)`). The legacy subject itself is never disposed.
/// - Threading: no thread hops — values reach Combine subscribers on the
///   thread that sent them (add `receive(on:)` before touching UI state).
///   `value` may be read from any thread. No Keel lock is held while calling
///   out, and a subscriber may cancel or request from inside `receive`.
///   RxSwift's grammar still applies to writes: sends into one subject must
///   not overlap (RxSwift reports a "Synchronization anomaly" in debug builds)
///   and must not re-enter the subject from inside one of its own subscribers
///   (a "Reentrancy anomaly") — send from one thread or actor, or serialize.
public final class BridgedBehaviorSubject<Element>: Subject {
    /// What the legacy subject carries.
    public typealias Output = Element
    /// Any error: the legacy subject's own, or one sent through the bridge.
    public typealias Failure = Swift.Error

    /// The legacy subject every read and write goes to.
    @usableFromInline let rxSubject: BehaviorSubject<Element>
    @usableFromInline let publisher: RxBridgePublisher<Element, Swift.Error>
    private let upstreams = SubjectUpstreams()
    private let lock = NSLock()
    /// The last value read from the subject, for `value` once RxSwift's
    /// `value()` throws (after an error or `dispose()`).
    private var lastRead: Element?

    @usableFromInline
    init(_ rxSubject: BehaviorSubject<Element>, publisher: RxBridgePublisher<Element, Swift.Error>) {
        self.rxSubject = rxSubject
        self.publisher = publisher
        lastRead = try? rxSubject.value()
    }

    deinit { upstreams.cancelAll() }

    /// The subject's current value; setting it sends the new value
    /// (`onNext`), as `CurrentValueSubject.value` does.
    ///
    /// After the subject completed, reading still returns its last value (as
    /// RxSwift does). After it failed or was disposed, RxSwift's `value()`
    /// throws but a Combine `value` cannot: this returns the last value this
    /// bridge read — when it was created, at the previous read or set of
    /// `value`, and just before a `.failure` sent through it. Call
    /// `currentValue()` to get the error instead. Reading `value` of a bridge
    /// made from a subject that had *already* failed or been disposed, with no
    /// value ever read, is a programming error and stops with a precondition
    /// failure naming the subject's error.
    public var value: Element {
        get {
            do {
                return try currentValue()
            } catch {
                lock.lock()
                let last = lastRead
                lock.unlock()
                guard let last else {
                    preconditionFailure("BridgedBehaviorSubject.value: the BehaviorSubject had already ended (\(error)) before any value was read; call currentValue(), which throws")
                }
                return last
            }
        }
        set {
            rxSubject.onNext(newValue)
            _ = try? currentValue()
        }
    }

    /// The subject's current value, or the error RxSwift's `value()` throws:
    /// the subject's own error after `onError`, `RxError.disposed` after
    /// `dispose()`.
    public func currentValue() throws -> Element {
        let current = try rxSubject.value()
        lock.lock()
        lastRead = current
        lock.unlock()
        return current
    }

    /// Subscribes `subscriber` to the legacy subject (lazily, on first demand):
    /// its current value first.
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
        case .finished:
            rxSubject.onCompleted()
        case .failure(let error):
            _ = try? currentValue()
            rxSubject.onError(error)
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

extension BehaviorSubject {
    /// This subject as a Combine `Subject` with a settable `value` — the write
    /// path for Combine code: see `BridgedBehaviorSubject`. Nothing is
    /// subscribed until a Combine subscriber requests demand.
    ///
    /// - Parameter bufferingPolicy: what a Combine subscriber's subscription
    ///   keeps while it has no demand (default: everything).
    @inlinable public func asCombineSubject(bufferingPolicy: RxBridgeBufferingPolicy = .unbounded) -> BridgedBehaviorSubject<Element> {
        var publisher = RxBridgePublisher<Element, Swift.Error>(failing: { self.subscribe($0) })
        publisher.policy = bufferingPolicy
        return BridgedBehaviorSubject(self, publisher: publisher)
    }
}
