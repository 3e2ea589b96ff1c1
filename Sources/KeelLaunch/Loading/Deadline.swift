/// Why an operation under a deadline did not produce a value.
public enum DeadlineOutcome<Value: Sendable>: Sendable {
    case value(Value)
    case failed(any Error)
    case timedOut
}

/// Runs `operation` with its own deadline on `clock`. Whichever finishes
/// first wins; the other is cancelled — so a hanging call cannot hold up
/// launch (Keel enforces deadlines itself rather than trusting an SDK's
/// timeout). `operation` must honour cancellation for this to return on time.
public func withDeadline<Value: Sendable>(
    _ deadline: Duration,
    clock: any Clock<Duration>,
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
                try await clock.sleep(for: deadline, tolerance: nil)
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
