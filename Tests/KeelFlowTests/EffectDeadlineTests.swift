import Clocks
@testable import KeelFlow
import KeelTesting
import Testing

/// A delayed effect's deadline is fixed when the flow starts the effect, not
/// when its task first runs: under load a task may start after time has
/// already moved on, and the delay must still count from the transition.
@Suite("Effect deadlines")
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
        // Wait until the task is asleep on the clock (`checkSuspension`
        // throws while a sleep is pending), then reach the anchored deadline.
        var polls = 0
        while (try? await clock.checkSuspension()) != nil, polls < 10_000 { polls += 1 }
        await clock.advance(by: .seconds(1))             // 30 s since the anchor
        await yieldUntil { done.value }
        #expect(done.value)
        task.cancel()
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = TestClock<Duration>()
        let sleep = Send<Int>.anchoredSleep(on: clock)
        await clock.advance(by: .seconds(45))
        try await sleep(.seconds(30))                    // would hang if it counted from now
        try await sleep(.seconds(45))                    // exactly reached: no sleep either
    }
}
