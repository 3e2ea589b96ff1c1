import KeelCombine

/// What happened to one deep link. Every link ends in exactly one of
/// ``applied(_:)``, ``expired(_:waited:)`` or ``unhandled(reason:)``;
/// ``queued(_:)`` reports that it is waiting for the app to be ready.
public enum DeepLinkOutcome: Hashable, Sendable {
    /// The route was handed to the app's handler.
    case applied(DeepLinkRoute)
    /// The app is not ready: the route waits.
    case queued(DeepLinkRoute)
    /// The route waited longer than the queue's expiry and was dropped.
    case expired(DeepLinkRoute, waited: Duration)
    /// The link could not be turned into a route (see ``DeepLinkResult/unhandled(reason:)``).
    case unhandled(reason: String)
}

/// Holds deep-link routes until the app can show them (the coordinator
/// refactor plan moves deep links from the old Router to coordinators).
///
/// - A route that arrives while the app is not ready waits; becoming ready
///   applies the waiting routes oldest first.
/// - A route that waited longer than `expiry` is dropped and reported as
///   ``DeepLinkOutcome/expired(_:waited:)``, so a stale link never yanks the
///   user somewhere minutes later. Expired routes are dropped when the app
///   becomes ready and whenever a new route arrives, so the queue holds at
///   most one expiry window of routes. Time comes from the injected clock.
/// - Every outcome — applied, queued, expired, and links the parser could
///   not handle (``receive(_:)-(DeepLinkResult)``) — goes to one channel,
///   ``outcomes``. Nothing is kept beyond the routes still waiting, so
///   memory does not grow with the app's lifetime.
///
/// Threading: main actor; `handler` and `outcomes` deliver on it.
@MainActor
public final class DeepLinkQueue {
    private let expiry: Duration
    private let elapsed: () -> Duration
    private var pending: [(route: DeepLinkRoute, arrived: Duration)] = []
    private let handler: (DeepLinkRoute) -> Void
    private let outcomeSubject = PassthroughSubject<DeepLinkOutcome, Never>()
    /// Whether routes are applied as they arrive.
    public private(set) var isReady = false

    /// A queue that is not ready: routes wait until `setReady(true)`.
    ///
    /// - Parameters:
    ///   - clock: measures how long routes wait (a test clock in tests).
    ///   - expiry: the longest a route may wait.
    ///   - handler: applies a route (all its steps) when the app is ready.
    public init<C: Clock>(clock: C, expiry: Duration = .seconds(60), handler: @escaping (DeepLinkRoute) -> Void)
    where C.Duration == Duration {
        self.expiry = expiry
        self.handler = handler
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
    }

    /// Every outcome, as it happens.
    public var outcomes: AnyPublisher<DeepLinkOutcome, Never> { outcomeSubject.eraseToAnyPublisher() }

    /// Routes waiting for the app to be ready, oldest first.
    public var waiting: [DeepLinkRoute] { pending.map(\.route) }

    /// Routes a link now if the app is ready, else queues it.
    public func receive(_ route: DeepLinkRoute) {
        if isReady {
            apply(route)
        } else {
            let now = elapsed()
            dropExpired(now: now)
            pending.append((route, now))
            outcomeSubject.send(.queued(route))
        }
    }

    /// Routes a parse result: a route as ``receive(_:)-(DeepLinkRoute)``, an
    /// unhandled link reported on ``outcomes``.
    public func receive(_ result: DeepLinkResult) {
        switch result {
        case .route(let route): receive(route)
        case .unhandled(let reason): outcomeSubject.send(.unhandled(reason: reason))
        }
    }

    /// Reports a link the app could not handle after parsing (e.g. a screen
    /// it has no route for) on the same channel.
    public func reportUnhandled(reason: String) {
        outcomeSubject.send(.unhandled(reason: reason))
    }

    /// Marks the app ready (or not); becoming ready applies the queued routes
    /// that have not expired, oldest first, and reports the expired ones.
    public func setReady(_ ready: Bool) {
        isReady = ready
        guard ready, !pending.isEmpty else { return }
        dropExpired(now: elapsed())
        let waiting = pending
        pending.removeAll()
        for entry in waiting { apply(entry.route) }
    }

    /// Reports and drops the waiting routes older than `expiry` (so the
    /// queue holds at most the routes of one expiry window).
    private func dropExpired(now: Duration) {
        let expired = pending.filter { now - $0.arrived > expiry }
        guard !expired.isEmpty else { return }
        pending.removeAll { now - $0.arrived > expiry }
        for entry in expired { outcomeSubject.send(.expired(entry.route, waited: now - entry.arrived)) }
    }

    private func apply(_ route: DeepLinkRoute) {
        outcomeSubject.send(.applied(route))
        handler(route)
    }
}
