import IssueReporting
import KeelCombine

/// The single source of truth of a flow: one `@MainActor` `ObservableObject`
/// with one published, read-only `state`, running a ``StateMachine``.
///
/// The SwiftUI state management analysis asks for a single source of truth
/// ("one object owns all state", "no nested ObservableObjects"): a
/// `RideFlowController` whose only published property is its state, with
/// every other value derived from it.
///
/// ```swift
/// let controller = FlowController(machine: SignInFlow.machine(auth: auth))
/// controller.onRejection = { rejection in print(explain(rejection)) }
/// controller.onEffectError = { failure in print(failure) }
/// ```
///
/// - **Publishing:** `state` behaves exactly like a `@Published private(set)
///   var`: `objectWillChange` fires before each change — exactly once per
///   applied transition, never for a rejected event — and `statePublisher`
///   (the `$state` equivalent) replays the current value, then every change.
///   It is implemented by hand because `@Published` in a *generic* class
///   instantiates key paths on every access, which made a transition 12×
///   slower (see `Benchmarks/Benchmarks/Flow`). Derived values belong in
///   computed properties over `state` (never stored beside it).
/// - **Events:** processed synchronously, one at a time, in order. An event
///   sent while another is being processed (from a subscriber or a hook) is
///   queued and processed before `send` returns.
/// - **Rejections:** a rejected or invalid event leaves `state` unchanged and
///   is published on `rejections` (and passed to `onRejection`); it never
///   becomes an error state by itself.
/// - **Effects:** started after the transition is published; cancelled when
///   their state is left (or the controller is released); events they send
///   after that are dropped. Time goes through the injected `clock`, so tests
///   can drive it. Errors they throw are reported (see ``onEffectError``).
/// - **Threading:** main actor only. Effect bodies run off the main actor and
///   send their events back to it.
@MainActor
public final class FlowController<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: @preconcurrency ObservableObject {
    /// The machine this controller runs.
    public typealias Machine = StateMachine<State, Event, Reason>

    /// The flow's state. Changes only through `send(_:)`.
    public private(set) var state: State {
        willSet { objectWillChange.send() }
        didSet { stateSubject.send(state) }
    }

    /// Fires before every change of `state` (once per applied transition).
    public let objectWillChange = ObservableObjectPublisher()
    @usableFromInline let stateSubject: CurrentValueSubject<State, Never>
    /// The state the last interruption will return to, if any.
    public private(set) var history: State?
    /// The transitions.
    public let machine: Machine
    /// Called for every rejected event (after `rejections` publishes it).
    public var onRejection: ((Rejection<State, Event, Reason>) -> Void)?
    /// Called for every error an effect threw instead of sending an event
    /// (after `effectErrors` publishes it) — your log or crash reporter.
    ///
    /// When `nil` (the default), the error is reported as an issue at the
    /// line that declared the effect: a test failure under XCTest and Swift
    /// Testing, a runtime warning in a running app. It is never swallowed.
    public var onEffectError: ((EffectFailure) -> Void)?

    private let clock: any Clock<Duration>
    @usableFromInline let rejectionSubject = PassthroughSubject<Rejection<State, Event, Reason>, Never>()
    @usableFromInline let stepSubject = PassthroughSubject<Machine.Step, Never>()
    let effectErrorSubject = PassthroughSubject<EffectFailure, Never>()
    @usableFromInline var pending: [Event] = []
    @usableFromInline var isProcessing = false
    @usableFromInline let effects: EffectRunner<Event>

    /// A controller in `initialState`, with no effect running.
    ///
    /// - Parameters:
    ///   - machine: the transitions.
    ///   - initialState: defaults to `machine.initialState`. No entry action
    ///     runs for it (entry actions run on transitions).
    ///   - clock: the clock effects sleep on (a `TestClock` in tests).
    public init(machine: Machine, initialState: State? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        self.machine = machine
        let initial = initialState ?? machine.initialState
        state = initial
        stateSubject = CurrentValueSubject(initial)
        self.clock = clock
        effects = EffectRunner(clock: clock)
    }

    /// The current state, then every change (what `$state` is for `@Published`).
    public var statePublisher: AnyPublisher<State, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    /// Rejected events, as they happen.
    public var rejections: AnyPublisher<Rejection<State, Event, Reason>, Never> {
        rejectionSubject.eraseToAnyPublisher()
    }

    /// Applied transitions, as they happen (after `state` changed).
    public var steps: AnyPublisher<Machine.Step, Never> {
        stepSubject.eraseToAnyPublisher()
    }

    /// Errors effects threw, as they happen (see ``onEffectError``).
    public var effectErrors: AnyPublisher<EffectFailure, Never> {
        effectErrorSubject.eraseToAnyPublisher()
    }

    /// How many effects are running: started, not finished, not cancelled
    /// (for tests: none may outlive its state).
    public var runningEffectCount: Int { effects.runningCount }

    /// Sends an event: applies its transition (publishing the new state and
    /// starting its effects) or reports its rejection, before returning.
    /// Sent while another event is being processed, it is queued and runs
    /// right after, in order, before the outer `send` returns.
    @inlinable
    public func send(_ event: Event) {
        guard !isProcessing else {
            pending.append(event)
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        process(event)
        guard !pending.isEmpty else { return }
        var index = 0
        while index < pending.count {
            process(pending[index])
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Cancels every running effect (e.g. when the flow is torn down); the
    /// events they still send are dropped. The state is unchanged.
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    @inlinable
    func process(_ event: Event) {
        switch machine.transition(Machine.Snapshot(state: state, history: history), on: event) {
        case .failure(let rejection):
            reject(rejection)
        case .success(let step):
            apply(step)
        }
    }

    @usableFromInline
    func reject(_ rejection: Rejection<State, Event, Reason>) {
        rejectionSubject.send(rejection)
        onRejection?(rejection)
    }

    @usableFromInline
    func apply(_ step: Machine.Step) {
        if step.leftState { effects.stateLeft() }
        history = step.history
        state = step.to
        for effect in step.effects {
            effects.start(
                effect,
                deliver: { [weak self] event in self?.send(event) },
                fail: { [weak self] failure in self?.effectFailed(failure) }
            )
        }
        stepSubject.send(step)
    }

    func effectFailed(_ failure: EffectFailure) {
        effectErrorSubject.send(failure)
        if let onEffectError {
            onEffectError(failure)
        } else {
            reportIssue(
                failure.description,
                fileID: failure.source.fileID,
                filePath: failure.source.filePath,
                line: failure.source.line,
                column: failure.source.column
            )
        }
    }

    deinit {
        effects.tasks.cancelAll()
    }
}
