import KeelCombine

/// The single source of truth of a flow (seed 002, "Single Source of Truth"):
/// one `@MainActor` `ObservableObject` with one published, read-only
/// `state`, running a `StateMachine`.
///
/// - **Publishing:** `state` behaves exactly like a `@Published private(set)
///   var`: `objectWillChange` fires before each change — exactly once per
///   applied transition, never for a rejected event — and `statePublisher`
///   (the `$state` equivalent) replays the current value, then every change.
///   It is implemented by hand because `@Published` in a *generic* class
///   instantiates key paths on every access, which made a transition 12×
///   slower (see `Benchmarks/Benchmarks/Flow`). Derived values belong in
///   computed properties over `state` (never stored beside it).
/// - **Events:** processed one at a time, in order. An event sent while
///   another is being processed (from a hook or an action) is queued.
/// - **Rejections:** a rejected or invalid event leaves `state` unchanged and
///   is published on `rejections` (and passed to `onRejection`); it never
///   becomes an error state by itself.
/// - **Effects:** started after the transition is published; cancelled when
///   their state is left; events they send after that are dropped. Time goes
///   through the injected `clock`, so tests can drive it.
/// - **Threading:** main actor only. Effects run as tasks that send their
///   events back to the main actor.
@MainActor
public final class FlowController<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: @preconcurrency ObservableObject {
    public typealias Machine = StateMachine<State, Event, Reason>

    /// The flow's state. Changes only through `send(_:)`.
    public private(set) var state: State {
        willSet { objectWillChange.send() }
        didSet { stateSubject.send(state) }
    }

    public let objectWillChange = ObservableObjectPublisher()
    @usableFromInline let stateSubject: CurrentValueSubject<State, Never>
    /// The state the last interruption will return to, if any.
    public private(set) var history: State?
    public let machine: Machine
    /// Called for every rejected event (after `rejections` publishes it).
    public var onRejection: ((Rejection<State, Event, Reason>) -> Void)?

    private let clock: any Clock<Duration>
    @usableFromInline let rejectionSubject = PassthroughSubject<Rejection<State, Event, Reason>, Never>()
    @usableFromInline let stepSubject = PassthroughSubject<Machine.Step, Never>()
    @usableFromInline var pending: [Event] = []
    @usableFromInline var isProcessing = false
    @usableFromInline let effects: EffectRunner<Event>

    /// - Parameters:
    ///   - machine: the transitions.
    ///   - initialState: defaults to `machine.initialState`.
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

    /// How many effects are running (for tests: none may outlive its state).
    public var runningEffectCount: Int { effects.runningCount }

    /// Sends an event. Processed now unless another event is being
    /// processed, in which case it runs right after, in order.
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

    /// Cancels every running effect (e.g. when the flow is torn down).
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
            effects.start(effect) { [weak self] event in self?.send(event) }
        }
        stepSubject.send(step)
    }

    deinit {
        effects.tasks.cancelAll()
    }
}
