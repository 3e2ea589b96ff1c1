import Clocks

/// Lets other tasks run until `condition` holds — the no-sleep way for a
/// test to wait for work it has just unblocked (e.g. after advancing a test
/// clock). It polls the condition between `Task.yield()`s and returns as soon
/// as it holds; it gives up only after at least `limit` yields *and*
/// `timeout` of wall-clock time (a loaded CI machine may need many thousands
/// of yields before another thread's task runs), leaving the failure to the
/// test's own expectation.
@MainActor
public func yieldUntil(limit: Int = 2_000, timeout: Duration = .seconds(10), _ condition: () -> Bool) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var yields = 0
    while !condition() {
        if yields >= limit, clock.now >= deadline { return }
        yields += 1
        await Task.yield()
    }
}

/// Yields `limit` times: lets already-runnable tasks make progress.
@MainActor
public func yieldUntil(limit: Int = 2_000) async {
    for _ in 0..<limit { await Task.yield() }
}

/// Lets running work reach its next sleep, advances `clock` by `duration`,
/// then lets the work it woke run (the test harnesses' `advance`).
@MainActor
public func settleAndAdvance(_ clock: TestClock<Duration>, by duration: Duration) async {
    await yieldUntil()
    await clock.advance(by: duration)
    await yieldUntil()
}
