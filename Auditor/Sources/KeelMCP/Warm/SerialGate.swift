/// Runs async operations one at a time, in the order they were submitted.
///
/// An actor alone does not serialize work that suspends (it is reentrant at
/// every `await`); the warm tree's refresh suspends while files are parsed
/// in parallel, and two refreshes interleaved could commit their states in
/// the wrong order. The gate chains each operation after the previous one.
///
/// Threading: call from any task. Cancellation: a cancelled caller still
/// waits for its turn and its operation still runs (it sees the
/// cancellation through `Task.isCancelled` only if it checks); the
/// operations after it are never skipped. Errors: an operation's error is
/// rethrown to its caller only; the next operation runs regardless.
actor SerialGate {
    private var tail: Task<Void, Never>?

    func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task<T, any Error> {
            await previous?.value
            return try await operation()
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }
}
