import IssueReporting

/// Waits until `condition` holds, letting other tasks run meanwhile, and
/// **fails the test** if it does not hold within `timeout`.
///
/// The no-sleep way for a test to wait for work it has just unblocked (an
/// effect woken by a test clock, a fake service call starting): it returns as
/// soon as the condition holds — a passing test never waits for the timeout.
/// The timeout is a failure guard only; when it expires the failure is
/// reported at the caller's line, through XCTest or Swift Testing, whichever
/// runs the test (IssueReporting's `reportIssue`), with `description`.
///
/// ```swift
/// isBusy.send("ada@example.com")
/// #expect(isBusy.state)
/// await waitUntil("the sign-in call answered") { controller.state == .signedIn(User(name: "Ada")) }
/// ```
///
/// How it waits: it checks `condition` between `Task.yield()`s, and after
/// the first hundred checks also gives up the main actor for a millisecond
/// between checks so a loaded machine's other threads get the CPU. Nothing is
/// decided by elapsed time except the failure.
///
/// - Parameters:
///   - description: what is awaited, for the failure message.
///   - timeout: wall-clock time before the failure (a guard against hangs;
///     generous, because a loaded CI machine can be slow).
///   - fileID: where to report the failure (the caller, by default).
///   - filePath: see `fileID`.
///   - line: see `fileID`.
///   - column: see `fileID`.
///   - condition: checked on the main actor; must not block.
/// - Returns: whether the condition held (`false` after reporting a failure).
@MainActor
@discardableResult
public func waitUntil(
    _ description: @autoclosure () -> String = "condition",
    timeout: Duration = .seconds(10),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ condition: () -> Bool
) async -> Bool {
    if await poll(timeout: timeout, condition) { return true }
    reportIssue(
        "waitUntil timed out after \(timeout): \(description())",
        fileID: fileID, filePath: filePath, line: line, column: column
    )
    return false
}

/// Checks `condition` until it holds or `timeout` passes (see `waitUntil`),
/// without reporting: for helpers that report their own, more specific failure.
@MainActor
package func poll(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var checks = 0
    while !condition() {
        if clock.now >= deadline || Task.isCancelled { return false }
        checks += 1
        if checks > 100 {
            try? await Task.sleep(for: .milliseconds(1))
        } else {
            await Task.yield()
        }
    }
    return true
}
