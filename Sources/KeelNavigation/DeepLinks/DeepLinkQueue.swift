/// Holds deep-link routes until the app can show them (seed 003: deep links
/// move from the old Router to coordinators). A route that arrives before
/// the app is ready waits; one that waited longer than `expiry` is dropped
/// (reported as expired), so a stale link never yanks the user somewhere
/// minutes later. Time comes from the injected clock.
@MainActor
public final class DeepLinkQueue {
    public enum Outcome: Equatable, Sendable {
        case applied(DeepLinkRoute)
        case queued(DeepLinkRoute)
        case expired(DeepLinkRoute)
    }

    private let expiry: Duration
    private let elapsed: () -> Duration
    private var pending: [(route: DeepLinkRoute, arrived: Duration)] = []
    private var isReady = false
    private let handler: (DeepLinkRoute) -> Void
    public private(set) var log: [Outcome] = []

    /// - Parameter handler: applies a route (all its steps) when the app is ready.
    public init<C: Clock>(clock: C, expiry: Duration = .seconds(60), handler: @escaping (DeepLinkRoute) -> Void) where C.Duration == Duration {
        self.expiry = expiry
        self.handler = handler
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
    }

    /// Routes a link now if the app is ready, else queues it.
    public func receive(_ route: DeepLinkRoute) {
        if isReady {
            record(.applied(route))
            handler(route)
        } else {
            pending.append((route, now()))
            record(.queued(route))
        }
    }

    /// Marks the app ready (or not); becoming ready applies the queued routes
    /// that have not expired, oldest first.
    public func setReady(_ ready: Bool) {
        isReady = ready
        guard ready else { return }
        let waiting = pending
        pending.removeAll()
        let current = now()
        for entry in waiting {
            if current - entry.arrived > expiry {
                record(.expired(entry.route))
            } else {
                record(.applied(entry.route))
                handler(entry.route)
            }
        }
    }

    private func record(_ outcome: Outcome) { log.append(outcome) }

    private func now() -> Duration { elapsed() }
}
