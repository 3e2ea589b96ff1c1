import Foundation

/// Runs blocking work — waiting for `swiftc` — on a thread of its own, so an
/// `async` caller never holds one of Swift concurrency's few cooperative
/// threads (one per core) for seconds: on a 2-core machine two such waits
/// would stall every other task of the process (`keel mcp`'s requests, the
/// rest of a test run).
///
/// Threading: `work` runs on a new thread; the caller resumes when it
/// returns. Cancellation: not observed — the work runs to its end. Errors:
/// what `work` throws, the caller's `try` receives.
package enum BlockingWork {
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        let result: Result<T, Never> = await runResult { .success(work()) }
        return result.get()
    }

    package static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await runResult { Result { try work() } }.get()
    }

    private static func runResult<T: Sendable, E: Error>(_ work: @escaping @Sendable () -> Result<T, E>) async -> Result<T, E> {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

extension TypeCheck {
    /// `run(_:swiftc:)` on a thread of its own (`BlockingWork`): what async callers use.
    package static func checked(_ input: TypeCheckInput, swiftc: Swiftc? = Swiftc.locate()) async -> TypeCheckReport {
        await BlockingWork.run { TypeCheck.run(input, swiftc: swiftc) }
    }
}
