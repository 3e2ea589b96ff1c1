import Foundation
@_spi(KeelInternal) import KeelCombine
import KeelRx

/// The one Combine publisher behind every RxSwift → Combine bridge method.
///
/// - Lazy: nothing subscribes to the Rx source until the Combine subscriber
///   requests demand; each Combine subscription gets its own Rx subscription,
///   so resubscribing works and cancelling one subscriber never affects another.
/// - Demand: never delivers more than requested; values beyond demand are
///   buffered per `policy`; completion is delivered after the buffer drains.
/// - Cancel: idempotent; disposes the Rx subscription and releases the
///   subscriber and the buffer. A terminal event does the same.
/// - Errors: the Rx error passes through unchanged.
/// - Threading: no thread hops; values arrive on the thread the Rx source
///   emitted on; no lock is held while calling the subscriber, so re-entrant
///   `request`/`cancel` from inside `receive` is safe.
///
/// Performance: the bridge methods are `@inlinable`, so the observer that
/// switches over each Rx `Event` is compiled specialized in the caller's
/// module (`makeObserver`); the rest runs through closures and the shared
/// delivery core, which need no generic metadata per event.
@usableFromInline
struct RxBridgePublisher<Output, Failure: Error>: Publisher {
    @usableFromInline
    enum Mode {
        /// Every element, then the source's terminal event.
        case stream
        /// The first element, then `.finished`; the source is disposed at once.
        /// A source that completes empty ends with `emptyCompletion`.
        case firstElement(emptyCompletion: Subscribers.Completion<Failure>)
    }

    /// Subscribes the bridge's observer to the Rx source.
    @usableFromInline let subscribeSource: (AnyObserver<Output>) -> Disposable
    /// Turns an Rx error into a completion (`.failure(error)`, or — for
    /// sources that cannot fail — `.finished`).
    @usableFromInline let completionForError: (Swift.Error) -> Subscribers.Completion<Failure>
    /// Builds the Rx observer from "next element" and "ended (with this
    /// error, or `nil` when completed)" callbacks.
    @usableFromInline let makeObserver: (@escaping (Output) -> Void, @escaping (Swift.Error?) -> Void) -> AnyObserver<Output>
    @usableFromInline var mode: Mode = .stream
    @usableFromInline var policy: RxBridgeBufferingPolicy = .unbounded
    /// Delivered first to every subscriber, before the Rx subscription starts.
    @usableFromInline var initialElements: [Output] = []

    @inlinable
    init(subscribeSource: @escaping (AnyObserver<Output>) -> Disposable,
         completionForError: @escaping (Swift.Error) -> Subscribers.Completion<Failure>) {
        self.subscribeSource = subscribeSource
        self.completionForError = completionForError
        self.makeObserver = Self.observer(next:end:)
    }

    /// The per-event switch; specialized wherever `init` is inlined.
    @inlinable
    static func observer(next: @escaping (Output) -> Void, end: @escaping (Swift.Error?) -> Void) -> AnyObserver<Output> {
        AnyObserver { event in
            switch event {
            case .next(let element): next(element)
            case .error(let error): end(error)
            case .completed: end(nil)
            }
        }
    }

    @usableFromInline
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = RxBridgeSubscription(publisher: self, downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
    }
}

/// One Combine subscription ↔ one Rx subscription.
final class RxBridgeSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private enum SourceState {
        case idle
        case subscribing
        case subscribed(Disposable)
        case terminated
    }

    private let lock = NSLock()
    private var sourceState = SourceState.idle
    private var publisher: RxBridgePublisher<Output, Failure>?
    private var delivery: SerializedDelivery<Output, Failure>!

    init(publisher: RxBridgePublisher<Output, Failure>, downstream: AnySubscriber<Output, Failure>) {
        self.publisher = publisher
        let policy: SerializedDelivery<Output, Failure>.Policy = switch publisher.policy {
        case .unbounded: .unbounded
        case .bufferingNewest(let limit): .bufferingNewest(Swift.max(1, limit))
        }
        delivery = SerializedDelivery(
            downstream: downstream,
            policy: policy,
            forwardDemand: { [weak self] _ in self?.subscribeSourceIfNeeded() },
            onTerminate: { [weak self] in self?.disposeSource() }
        )
    }

    func request(_ demand: Subscribers.Demand) { delivery.request(demand) }

    func cancel() { delivery.cancel() }

    /// First demand: seed the initial elements, then subscribe to the source.
    private func subscribeSourceIfNeeded() {
        lock.lock()
        guard case .idle = sourceState, let publisher else { lock.unlock(); return }
        sourceState = .subscribing
        self.publisher = nil
        lock.unlock()

        let delivery = self.delivery!
        for element in publisher.initialElements { delivery.send(element) }
        let disposable = publisher.subscribeSource(Self.observer(for: publisher, delivering: delivery))

        lock.lock()
        if case .terminated = sourceState {
            lock.unlock()
            disposable.dispose()
            return
        }
        sourceState = .subscribed(disposable)
        lock.unlock()
    }

    private static func observer(
        for publisher: RxBridgePublisher<Output, Failure>,
        delivering delivery: SerializedDelivery<Output, Failure>
    ) -> AnyObserver<Output> {
        let completionForError = publisher.completionForError
        switch publisher.mode {
        case .stream:
            return publisher.makeObserver(
                { delivery.send($0) },
                { error in delivery.send(completion: error.map(completionForError) ?? .finished) }
            )
        case .firstElement(let emptyCompletion):
            return publisher.makeObserver(
                { element in
                    delivery.send(element)
                    delivery.send(completion: .finished)
                },
                { error in delivery.send(completion: error.map(completionForError) ?? emptyCompletion) }
            )
        }
    }

    /// Called once by the delivery core when the stream ends for any reason.
    private func disposeSource() {
        lock.lock()
        let previous = sourceState
        sourceState = .terminated
        publisher = nil
        lock.unlock()
        if case .subscribed(let disposable) = previous { disposable.dispose() }
    }
}

extension RxBridgePublisher where Failure == Swift.Error {
    /// A bridge over a source whose errors pass through unchanged.
    @inlinable
    init(failing subscribeSource: @escaping (AnyObserver<Output>) -> Disposable) {
        self.init(subscribeSource: subscribeSource, completionForError: { .failure($0) })
    }
}

extension RxBridgePublisher where Failure == Never {
    /// A bridge over a source that cannot fail by contract (relays,
    /// `Infallible`): an error, which cannot happen, would end the stream.
    @inlinable
    init(nonFailing subscribeSource: @escaping (AnyObserver<Output>) -> Disposable) {
        self.init(subscribeSource: subscribeSource, completionForError: { _ in .finished })
    }
}
