/// Identifies an effect so it can be replaced or cancelled explicitly.
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// Asynchronous work a flow starts for a state (seed 002, "Clear Async
/// Boundaries": the controller owns async work, never the coordinator).
///
/// Lifetime: an effect belongs to the state it was started for. When the
/// flow leaves that state (its kind changes), the effect's task is cancelled
/// **and** any event it still sends is dropped — so a cancelled ride stops
/// polling and a stale result cannot land. Starting an effect with the `id`
/// of a running one cancels the running one first (replace).
public struct Effect<Event: Sendable>: Sendable {
    enum Operation: Sendable {
        case run(id: EffectID?, body: @Sendable (Send<Event>) async throws -> Void)
        case cancel(EffectID)
    }

    let operation: Operation

    /// Runs `body`; it sends events back with `await send(event)`.
    /// Thrown errors end the effect (map failures to events inside `body`).
    public static func run(
        id: EffectID? = nil,
        _ body: @escaping @Sendable (Send<Event>) async throws -> Void
    ) -> Effect {
        Effect(operation: .run(id: id, body: body))
    }

    /// Sends `event` when `delay` has passed on the flow's injected clock
    /// since the effect was started — i.e. since the transition, however late
    /// its task gets to run (a deadline, a timeout). Cancelled with the state
    /// like any effect.
    public static func send(_ event: Event, after delay: Duration, id: EffectID? = nil) -> Effect {
        .run(id: id) { send in
            try await send.sleep(untilElapsed: delay)
            await send(event)
        }
    }

    /// Cancels the running effect with this id, if any.
    public static func cancel(_ id: EffectID) -> Effect {
        Effect(operation: .cancel(id))
    }
}

/// Hands an effect's events back to its flow, and gives it the flow's clock.
public struct Send<Event: Sendable>: Sendable {
    let deliver: @Sendable (Event) async -> Void
    /// The flow's injected clock: sleep on it (not on `Task.sleep`) so tests
    /// can drive time with a test clock.
    public let clock: any Clock<Duration>
    /// Sleeps until a duration has passed since the effect started.
    let sleepSinceStart: @Sendable (Duration) async throws -> Void

    /// Sends `event` to the flow; dropped if the effect's state was left or
    /// the effect was cancelled.
    public func callAsFunction(_ event: Event) async {
        await deliver(event)
    }

    /// Sleeps on the flow's clock; throws `CancellationError` when the
    /// effect is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await clock.sleep(for: duration, tolerance: nil)
    }

    /// Sleeps until `duration` has passed on the flow's clock since the
    /// effect was started (the instant is taken when the flow starts the
    /// effect, not when its task first runs); returns at once if it already
    /// has. Throws `CancellationError` when the effect is cancelled.
    public func sleep(untilElapsed duration: Duration) async throws {
        try await sleepSinceStart(duration)
    }
}

extension Send {
    /// A sleeper anchored at `clock.now`, read now.
    static func anchoredSleep(on clock: any Clock<Duration>) -> @Sendable (Duration) async throws -> Void {
        anchored(clock)
    }

    private static func anchored<C: Clock>(_ clock: C) -> @Sendable (Duration) async throws -> Void where C.Duration == Duration {
        let start = clock.now
        return { duration in
            try Task.checkCancellation()
            let deadline = start.advanced(by: duration)
            // A deadline already reached needs no sleep (some test clocks
            // would otherwise wait for their next advance).
            guard deadline > clock.now else { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }
}
