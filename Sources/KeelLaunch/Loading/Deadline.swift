/// Why an operation under a deadline did not produce a value.
public enum DeadlineOutcome<Value: Sendable>: Sendable {
    /// The operation returned in time.
    case value(Value)
    /// The operation threw in time (never `CancellationError`: see `withDeadline`).
    case failed(any Error)
    /// The deadline passed first; the operation was cancelled.
    case timedOut
}

/// Runs `operation` with its own deadline on `clock`. Whichever finishes
/// first wins; the other is cancelled — so a hanging call cannot hold up
/// launch (Keel enforces deadlines itself rather than trusting an SDK's
/// timeout).
///
/// - The deadline counts from the call (the instant is read before the
///   operation starts), however late the tasks get to run.
/// - `operation` must honour cancellation for this to return on time.
/// - Cancelling the calling task cancels both; the result is then
///   `.failed(CancellationError())`.
public func withDeadline<Value: Sendable>(
    _ deadline: Duration,
    clock: any Clock<Duration>,
    _ operation: @escaping @Sendable () async throws -> Value
) async -> DeadlineOutcome<Value> {
    await withDeadline(deadline, anchor: ClockAnchor(clock), operation)
}

/// `withDeadline` counted from an instant taken earlier.
func withDeadline<Value: Sendable>(
    _ deadline: Duration,
    anchor: ClockAnchor,
    _ operation: @escaping @Sendable () async throws -> Value
) async -> DeadlineOutcome<Value> {
    await withTaskGroup(of: DeadlineOutcome<Value>?.self) { group in
        group.addTask {
            do {
                return .value(try await operation())
            } catch is CancellationError {
                return nil
            } catch {
                return .failed(error)
            }
        }
        group.addTask {
            do {
                try await anchor.sleep(untilElapsed: deadline)
                return .timedOut
            } catch {
                return nil
            }
        }
        defer { group.cancelAll() }
        for await outcome in group {
            if let outcome { return outcome }
        }
        return .failed(CancellationError())
    }
}

/// An instant on a clock, read when the anchor is made: sleeps count from
/// it, so a deadline does not move when the task that waits for it starts late.
struct ClockAnchor: Sendable {
    private let sleeper: @Sendable (Duration) async throws -> Void

    init(_ clock: any Clock<Duration>) {
        sleeper = Self.anchored(clock)
    }

    /// Sleeps until `duration` has passed since the anchor; returns at once
    /// if it already has. Throws `CancellationError` when cancelled.
    func sleep(untilElapsed duration: Duration) async throws {
        try await sleeper(duration)
    }

    private static func anchored<C: Clock>(_ clock: C) -> @Sendable (Duration) async throws -> Void where C.Duration == Duration {
        let start = clock.now
        return { duration in
            try Task.checkCancellation()
            let deadline = start.advanced(by: duration)
            // A deadline already reached needs no sleep (a test clock would
            // otherwise wait for its next advance).
            guard deadline > clock.now else { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }
}
