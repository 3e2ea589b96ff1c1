/// Identifies an effect so it can be replaced or cancelled explicitly.
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with this text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An identifier written as a string literal: `.run(id: "ride.route") { … }`.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier's text.
    public var description: String { rawValue }
}

/// Where an effect was declared, so a failure can point at it.
public struct EffectSource: Sendable, CustomStringConvertible {
    /// `#fileID` of the declaration.
    public let fileID: StaticString
    /// `#filePath` of the declaration.
    public let filePath: StaticString
    /// `#line` of the declaration.
    public let line: UInt
    /// `#column` of the declaration.
    public let column: UInt

    /// `fileID:line`.
    public var description: String { "\(fileID):\(line)" }
}

/// Asynchronous work a flow starts for a state.
///
/// The SwiftUI state management analysis asks for "clear async boundaries":
/// the flow controller owns async work, never the coordinator, and views
/// create the `Task`s that call it. An `Effect` is that work, declared by a
/// transition or an entry/exit action and run by ``FlowController``.
///
/// - **Lifetime:** an effect belongs to the state it was started for. When
///   the flow leaves that state (its kind changes), the effect's task is
///   cancelled **and** any event it still sends is dropped — so a cancelled
///   ride stops polling and a stale result cannot land. Starting an effect
///   with the `id` of a running one cancels the running one first (replace).
/// - **Threading:** the body runs on the global concurrent executor, never
///   on the main actor; the events it sends are processed on the main actor.
/// - **Errors:** map expected failures to events inside the body. An error
///   the body throws anyway (other than cancellation) ends the effect and is
///   reported, never swallowed: to ``FlowController/onEffectError`` and
///   ``FlowController/effectErrors`` — and, when no handler is installed, as
///   an issue (a test failure under XCTest or Swift Testing, a runtime
///   warning in a running app), pointing at the line that declared the effect.
public struct Effect<Event: Sendable>: Sendable {
    enum Operation: Sendable {
        case run(id: EffectID?, source: EffectSource, body: @Sendable (Send<Event>) async throws -> Void)
        case cancel(EffectID)
    }

    let operation: Operation

    /// Runs `body`; it sends events back with `await send(event)`.
    ///
    /// - Parameters:
    ///   - id: replaces a running effect with the same id; lets
    ///     ``cancel(_:)`` stop it.
    ///   - body: the work. Check cancellation at suspension points (sleeps on
    ///     `send.clock` and most async APIs do); a thrown error other than
    ///     `CancellationError` is reported (see "Errors" above).
    ///   - fileID: where the effect is declared (defaults to the caller's
    ///     location; reported with a thrown error).
    ///   - filePath: see `fileID`.
    ///   - line: see `fileID`.
    ///   - column: see `fileID`.
    public static func run(
        id: EffectID? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: @escaping @Sendable (Send<Event>) async throws -> Void
    ) -> Effect {
        let source = EffectSource(fileID: fileID, filePath: filePath, line: line, column: column)
        return Effect(operation: .run(id: id, source: source, body: body))
    }

    /// Sends `event` when `delay` has passed on the flow's injected clock
    /// since the effect was started — i.e. since the transition, however late
    /// its task gets to run (a deadline, a timeout). Cancelled with the state
    /// like any effect.
    public static func send(
        _ event: Event,
        after delay: Duration,
        id: EffectID? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Effect {
        .run(id: id, fileID: fileID, filePath: filePath, line: line, column: column) { send in
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
///
/// Thread safety: `Send` is `Sendable`; call it from the effect's body on any
/// executor. Each call hops to the main actor and returns once the flow has
/// processed (or dropped) the event.
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
