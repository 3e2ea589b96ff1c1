import KeelCombine

/// The single source of truth of a flow (seed 002, "Single Source of Truth"):
/// one `@MainActor` `ObservableObject` with one `@Published private(set) var
/// state`, running a `StateMachine`.
///
/// - **Publishing:** exactly one `objectWillChange` per applied transition;
///   none for rejected events. Derived values belong in computed properties
///   over `state` (never stored beside it).
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
public final class FlowController<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: ObservableObject {
    public typealias Machine = StateMachine<State, Event, Reason>

    @Published public private(set) var state: State
    /// The state the last interruption will return to, if any.
    public private(set) var history: State?
    public let machine: Machine
    /// Called for every rejected event (after `rejections` publishes it).
    public var onRejection: ((Rejection<State, Event, Reason>) -> Void)?

    private let clock: any Clock<Duration>
    private let rejectionSubject = PassthroughSubject<Rejection<State, Event, Reason>, Never>()
    private let stepSubject = PassthroughSubject<Machine.Step, Never>()
    private var pending: [Event] = []
    private var isProcessing = false
    private let effects: EffectRunner<Event>

    /// - Parameters:
    ///   - machine: the transitions.
    ///   - initialState: defaults to `machine.initialState`.
    ///   - clock: the clock effects sleep on (a `TestClock` in tests).
    public init(machine: Machine, initialState: State? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        self.machine = machine
        state = initialState ?? machine.initialState
        self.clock = clock
        effects = EffectRunner(clock: clock)
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
    public func send(_ event: Event) {
        pending.append(event)
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        var index = 0
        while index < pending.count {
            process(pending[index])
            index += 1
        }
        pending.removeAll()
    }

    /// Cancels every running effect (e.g. when the flow is torn down).
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    private func process(_ event: Event) {
        switch machine.transition(Machine.Snapshot(state: state, history: history), on: event) {
        case .failure(let rejection):
            rejectionSubject.send(rejection)
            onRejection?(rejection)
        case .success(let step):
            if step.leftState { effects.stateLeft() }
            history = step.history
            state = step.to
            for effect in step.effects {
                effects.start(effect) { [weak self] event in self?.send(event) }
            }
            stepSubject.send(step)
        }
    }

    deinit {
        effects.tasks.cancelAll()
    }
}
