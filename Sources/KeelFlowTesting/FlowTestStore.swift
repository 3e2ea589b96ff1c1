import Clocks
import KeelCombine
import KeelFlow
import Testing

/// Drives a flow in tests and asserts the exact sequence of states and
/// effects (in the spirit of an exhaustive test store).
///
/// - `send(_:_:)` sends an event and asserts the state it lands in.
/// - `receive(_:_:)` awaits the next transition caused by an effect and
///   asserts its event and state.
/// - `advance(by:)` moves the store's `TestClock`; effects sleeping on it wake.
/// - `finish()` asserts that nothing happened that the test did not assert:
///   no unreceived transitions, no unasserted rejections and (exhaustive
///   mode) no effect still running.
///
/// With `exhaustivity = .off`, `receive` skips transitions until it finds the
/// one asserted, and `finish` ignores leftovers and running effects.
///
/// Failures are reported as Swift Testing issues at the caller's location.
@MainActor
public final class FlowTestStore<State: FlowState, Event: FlowEvent & Equatable, Reason: Sendable & Equatable> {
    public enum Exhaustivity: Sendable { case on, off }

    public let clock: TestClock<Duration>
    public let controller: FlowController<State, Event, Reason>
    public var exhaustivity: Exhaustivity = .on
    /// How long `receive` waits for an effect's transition before failing.
    /// Only a failure guard: passing tests never wait on it.
    public var receiveTimeout: Duration = .seconds(5)

    private var unreceived: [StateMachine<State, Event, Reason>.Step] = []
    private var rejections: [Rejection<State, Event, Reason>] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var cancellables = Set<AnyCancellable>()

    /// - Parameter clock: the clock the flow's effects sleep on; pass the
    ///   one your fakes use too, so `advance(by:)` drives both.
    public init(clock: TestClock<Duration> = TestClock(), machine: StateMachine<State, Event, Reason>, initialState: State? = nil) {
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
    public func send(_ event: Event, _ expected: State, sourceLocation: SourceLocation = #_sourceLocation) {
        assertNothingPending(before: "send(\(event))", sourceLocation: sourceLocation)
        controller.send(event)
        guard !unreceived.isEmpty else {
            let why = rejections.last.map { "rejected: \($0)" } ?? "no transition"
            Issue.record("send(\(event)) did not change the state (\(why))", sourceLocation: sourceLocation)
            rejections.removeAll()
            return
        }
        let step = unreceived.removeFirst()
        if step.to != expected {
            Issue.record("send(\(event)): expected state \(expected), got \(step.to)", sourceLocation: sourceLocation)
        }
    }

    /// Sends `event` and asserts it is rejected with `rejection` (state unchanged).
    public func send(_ event: Event, rejectedWith rejection: Rejection<State, Event, Reason>, sourceLocation: SourceLocation = #_sourceLocation) {
        assertNothingPending(before: "send(\(event))", sourceLocation: sourceLocation)
        let before = controller.state
        controller.send(event)
        if let step = unreceived.first {
            Issue.record("send(\(event)) was expected to be rejected but moved to \(step.to)", sourceLocation: sourceLocation)
            unreceived.removeAll()
        } else if rejections != [rejection] {
            Issue.record("send(\(event)): expected rejection \(rejection), got \(rejections)", sourceLocation: sourceLocation)
        }
        if controller.state != before {
            Issue.record("a rejected event changed the state", sourceLocation: sourceLocation)
        }
        rejections.removeAll()
    }

    /// Awaits the next transition an effect causes; asserts its event and state.
    public func receive(_ event: Event, _ expected: State, sourceLocation: SourceLocation = #_sourceLocation) async {
        while true {
            if unreceived.isEmpty { await waitForStep() }
            guard !unreceived.isEmpty else {
                Issue.record("expected to receive \(event), but no effect sent anything within \(receiveTimeout)", sourceLocation: sourceLocation)
                return
            }
            let step = unreceived.removeFirst()
            if step.event == event {
                if step.to != expected {
                    Issue.record("receive(\(event)): expected state \(expected), got \(step.to)", sourceLocation: sourceLocation)
                }
                return
            }
            if exhaustivity == .on {
                Issue.record("expected to receive \(event), but received \(step.event) → \(step.to)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Moves the test clock forward; effects sleeping on it resume.
    ///
    /// First lets running effects reach their next suspension point (so an
    /// effect that is about to sleep is not left behind by the advance),
    /// then advances, then lets woken effects run.
    public func advance(by duration: Duration) async {
        await Task.megaYield(count: 200)
        await clock.advance(by: duration)
        await Task.megaYield(count: 200)
    }

    /// Asserts the test saw everything: no unreceived transitions or
    /// rejections and, in exhaustive mode, no running effect.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await Task.megaYield()
        guard exhaustivity == .on else { return }
        assertNothingPending(before: "finish()", sourceLocation: sourceLocation)
        if controller.runningEffectCount > 0 {
            Issue.record("\(controller.runningEffectCount) effect(s) still running at finish()", sourceLocation: sourceLocation)
        }
    }

    private func assertNothingPending(before action: String, sourceLocation: SourceLocation) {
        guard exhaustivity == .on else {
            unreceived.removeAll()
            rejections.removeAll()
            return
        }
        if !unreceived.isEmpty {
            let list = unreceived.map { "\($0.event) → \($0.to)" }.joined(separator: ", ")
            Issue.record("unreceived transitions before \(action): \(list)", sourceLocation: sourceLocation)
            unreceived.removeAll()
        }
        if !rejections.isEmpty {
            Issue.record("unasserted rejections before \(action): \(rejections)", sourceLocation: sourceLocation)
            rejections.removeAll()
        }
    }

    private func waitForStep() async {
        let timeout = receiveTimeout
        let guardTask = Task { [weak self] in
            try? await ContinuousClock().sleep(for: timeout)
            self?.wake()
        }
        await withCheckedContinuation { continuation in
            if !unreceived.isEmpty {
                continuation.resume()
            } else {
                waiter = continuation
            }
        }
        guardTask.cancel()
    }

    private func wake() {
        let continuation = waiter
        waiter = nil
        continuation?.resume()
    }
}
