import Clocks
@testable import KeelFlow
import KeelTesting
import Testing

/// A delayed effect's deadline is fixed when the flow starts the effect, not
/// when its task first runs: under load a task may start after time has
/// already moved on, and the delay must still count from the transition.
@Suite("Effect deadlines", .timeLimit(.minutes(1)))
@MainActor
struct EffectDeadlineTests {
    final class Done: @unchecked Sendable {
        var value = false
    }

    @Test func aLateStartingSleepStillEndsAtTheAnchoredDeadline() async {
        let clock = TestClock<Duration>()
        let sleep = Send<Int>.anchoredSleep(on: clock)   // anchored at 0 s
        await clock.advance(by: .seconds(29))             // time passes before the task exists
        let done = Done()
        let task = Task { @MainActor in
            try? await sleep(.seconds(30))
            done.value = true
        }
        // Wait until the task is asleep on the clock, then reach the anchored deadline.
        await waitUntilSuspended(clock)
        #expect(!done.value)                             // 29 s: still asleep
        await clock.advance(by: .seconds(1))             // 30 s since the anchor
        await waitUntil("the sleep ended at the anchored deadline") { done.value }
        task.cancel()
    }

    /// Waits until a task sleeps on `clock` (`checkSuspension` throws while a
    /// sleep is pending); fails the test after 10 s.
    private func waitUntilSuspended(_ clock: TestClock<Duration>, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while (try? await clock.checkSuspension()) != nil {
            guard ContinuousClock.now < deadline else {
                Issue.record("no task went to sleep on the test clock within 10 s", sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = TestClock<Duration>()
        let sleep = Send<Int>.anchoredSleep(on: clock)
        await clock.advance(by: .seconds(45))
        try await sleep(.seconds(30))                    // would hang if it counted from now
        try await sleep(.seconds(45))                    // exactly reached: no sleep either
    }
}
