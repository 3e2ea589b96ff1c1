import Clocks
import IssueReporting
import KeelCombine
import KeelFlow
import KeelTesting

/// Drives a flow in tests and asserts the exact sequence of states and
/// effects, in the spirit of an exhaustive test store.
///
/// ```swift
/// let store = FlowTestStore(machine: SignInFlow.machine(auth: FakeAuth()))
/// store.send(.submit(email: "ada@example.com"), .signingIn(email: "ada@example.com"))
/// await store.receive(.succeeded(User(name: "Ada")), .signedIn(User(name: "Ada")))
/// await store.advance(by: .seconds(1_800))
/// await store.receive(.signOut, .signedOut)
/// await store.finish()
/// ```
///
/// - ``send(_:_:fileID:filePath:line:column:)`` sends an event and asserts the
///   state it lands in; ``send(_:rejectedWith:fileID:filePath:line:column:)``
///   asserts it is rejected, with which `Rejection`.
/// - ``receive(_:_:fileID:filePath:line:column:)`` awaits the next transition
///   caused by an effect and asserts its event and state.
/// - ``advance(by:)`` moves the store's `TestClock`; effects sleeping on it wake.
/// - ``finish(fileID:filePath:line:column:)`` waits for running effects to
///   end, then asserts that nothing happened that the test did not assert: no
///   unreceived transitions, no unasserted rejections and (exhaustive mode) no
///   effect still running.
///
/// With `exhaustivity = .off`, `receive` skips transitions until it finds the
/// one asserted, and `finish` ignores leftovers and running effects.
///
/// **Failures** are reported through IssueReporting, so they fail the test
/// under XCTest and under Swift Testing alike, with the same message, at the
/// line that called the store (no `import Testing` needed). An error an
/// effect throws fails the test too, at the line that declared the effect
/// (`FlowController.onEffectError` is left unset).
///
/// **Waiting** is event-driven: `receive` resumes as soon as the transition
/// happens, and `finish` as soon as the last effect ends. ``timeout`` only
/// bounds a failing test; a passing test never waits for it.
///
/// Threading: main actor only. Cancellation: cancelling the test's task ends
/// a wait early, and the assertion in progress fails.
@MainActor
public final class FlowTestStore<State: FlowState, Event: FlowEvent & Equatable, Reason: Sendable & Equatable> {
    /// Whether the store fails on anything the test did not assert.
    public enum Exhaustivity: Sendable {
        /// Every transition must be received, every rejection asserted, and
        /// no effect may still run at `finish()` (the default).
        case on
        /// Only what the test asserts is checked.
        case off
    }

    /// The clock the flow's effects sleep on; advance it with ``advance(by:)``.
    public let clock: TestClock<Duration>
    /// The flow under test (a real `FlowController`).
    public let controller: FlowController<State, Event, Reason>
    /// See ``Exhaustivity``; `.on` by default.
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` waits for an effect's transition, and `finish` for
    /// running effects to end, before failing. Only a failure guard: passing
    /// tests never wait for it.
    public var timeout: Duration = .seconds(5)

    /// Where the store was created: a store released without ``finish(fileID:filePath:line:column:)``
    /// fails the test there.
    private let createdAt: Location
    /// Whether `finish()` ran.
    private var finished = false
    private var unreceived: [StateMachine<State, Event, Reason>.Step] = []
    private var rejections: [Rejection<State, Event, Reason>] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var cancellables = Set<AnyCancellable>()

    /// A store running `machine` from `initialState` (default: the machine's).
    ///
    /// In exhaustive mode the test must end with `await store.finish()`: a
    /// store released without it fails the test that owns it, at this
    /// line — an unfinished store would otherwise pass with transitions it
    /// never asserted.
    ///
    /// - Parameters:
    ///   - clock: the clock the flow's effects sleep on; pass the one your
    ///     fakes use too, so `advance(by:)` drives both.
    ///   - machine: the flow's transitions.
    ///   - initialState: where the flow starts (default: `machine.initialState`).
    ///   - fileID: where a store released unfinished fails the test (the caller), with `filePath`, `line`, `column`.
    public init(
        clock: TestClock<Duration> = TestClock(),
        machine: StateMachine<State, Event, Reason>,
        initialState: State? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        createdAt = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        self.clock = clock
        controller = FlowController(machine: machine, initialState: initialState, clock: clock)
        controller.steps.sink { [weak self] step in
            self?.unreceived.append(step)
            self?.wake()
        }.store(in: &cancellables)
        controller.rejections.sink { [weak self] in self?.rejections.append($0) }.store(in: &cancellables)
    }

    /// The flow's current state.
    public var state: State { controller.state }

    /// Sends `event` and asserts it lands in `expected`.
    ///
    /// Fails (at the caller) if a transition or rejection from before went
    /// unasserted (exhaustive mode), if the event is rejected, or if it lands
    /// in another state.
    public func send(
        _ event: Event,
        _ expected: State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let at = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        assertNothingPending(before: "send(\(event))", at: at)
        controller.send(event)
        guard !unreceived.isEmpty else {
            let why = rejections.last.map { "rejected: \($0)" } ?? "no transition"
            at.fail("send(\(event)) did not change the state (\(why))")
            rejections.removeAll()
            return
        }
        let step = unreceived.removeFirst()
        if step.to != expected {
            at.fail("send(\(event)): expected state \(expected), got \(step.to)")
        }
    }

    /// Sends `event` and asserts it is rejected with `rejection`, leaving the
    /// state unchanged.
    public func send(
        _ event: Event,
        rejectedWith rejection: Rejection<State, Event, Reason>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let at = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        assertNothingPending(before: "send(\(event))", at: at)
        let before = controller.state
        controller.send(event)
        if let step = unreceived.first {
            at.fail("send(\(event)) was expected to be rejected but moved to \(step.to)")
            unreceived.removeAll()
        } else if rejections != [rejection] {
            at.fail("send(\(event)): expected rejection \(rejection), got \(rejections)")
        }
        if controller.state != before {
            at.fail("a rejected event changed the state")
        }
        rejections.removeAll()
    }

    /// Awaits the next transition an effect causes; asserts its event and state.
    ///
    /// Resumes as soon as the transition happens; fails if none happens
    /// within ``timeout``, or (exhaustive mode) if the next one is another.
    public func receive(
        _ event: Event,
        _ expected: State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let at = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        while true {
            if unreceived.isEmpty { await waitForStep() }
            guard !unreceived.isEmpty else {
                at.fail("expected to receive \(event), but no effect sent anything within \(timeout)")
                return
            }
            let step = unreceived.removeFirst()
            if step.event == event {
                if step.to != expected {
                    at.fail("receive(\(event)): expected state \(expected), got \(step.to)")
                }
                return
            }
            if exhaustivity == .on {
                at.fail("expected to receive \(event), but received \(step.event) → \(step.to)")
                return
            }
        }
    }

    /// Moves the test clock forward by `duration`; effects sleeping on it
    /// until then resume (swift-clocks' `TestClock.advance(by:)`).
    ///
    /// Sleeps through `Send.sleep(untilElapsed:)` and
    /// `Effect.send(_:after:)` count from the instant the flow started the
    /// effect, so an advance never outruns them, however late their task
    /// starts. A fake service that reads `clock.now` only once it is called
    /// must have been called before you advance: wait for that with
    /// `waitUntil` (KeelTesting), e.g. `await waitUntil { fake.activeCalls == 1 }`.
    public func advance(by duration: Duration) async {
        await clock.advance(by: duration)
    }

    /// Asserts the test saw everything.
    ///
    /// In exhaustive mode, first waits (up to ``timeout``) for running
    /// effects to end — an effect still finishing may yet send an event the
    /// test must have received — then fails for unreceived transitions,
    /// unasserted rejections and effects still running (e.g. asleep on the
    /// test clock). With `exhaustivity = .off` it checks nothing.
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        finished = true
        guard exhaustivity == .on else { return }
        let at = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let ended = await poll(timeout: timeout) { controller.runningEffectCount == 0 }
        assertNothingPending(before: "finish()", at: at)
        if !ended {
            at.fail("\(controller.runningEffectCount) effect(s) still running at finish() (waited \(timeout))")
        }
    }

    deinit {
        // Released by the test that owns it, on that test's task: the
        // failure is that test's (Swift Testing and XCTest alike).
        guard !finished, exhaustivity == .on else { return }
        createdAt.fail(
            "FlowTestStore released without `await store.finish()`: transitions, rejections or effects it never "
                + "asserted would pass unnoticed. End the test with `await store.finish()` (or set `exhaustivity = .off`)."
        )
    }

    private func assertNothingPending(before action: String, at: Location) {
        guard exhaustivity == .on else {
            unreceived.removeAll()
            rejections.removeAll()
            return
        }
        if !unreceived.isEmpty {
            let list = unreceived.map { "\($0.event) → \($0.to)" }.joined(separator: ", ")
            at.fail("unreceived transitions before \(action): \(list)")
            unreceived.removeAll()
        }
        if !rejections.isEmpty {
            at.fail("unasserted rejections before \(action): \(rejections)")
            rejections.removeAll()
        }
    }

    private func waitForStep() async {
        let timeout = timeout
        let guardTask = Task { [weak self] in
            // A failure guard, not a synchronisation: passing tests are woken
            // by the step itself and cancel this sleep.
            try? await ContinuousClock().sleep(for: timeout)
            self?.wake()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if !unreceived.isEmpty || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiter = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.wake() }
        }
        guardTask.cancel()
    }

    private func wake() {
        let continuation = waiter
        waiter = nil
        continuation?.resume()
    }
}

/// The caller's source location, where the store reports a failure.
struct Location: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Fails the running test (XCTest or Swift Testing) with `message`.
    func fail(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
