/// An explicit state machine (seed 002, "Explicit State Machine"): every
/// transition declared, validated, guarded; entry and exit actions per state
/// kind; a pure value you can test without any UI.
///
/// `StateMachine` itself holds no state: `FlowController` runs it. Its
/// queries (`canTransition`, `validNextStates`, `transition`) are pure and
/// thread-safe.
public struct StateMachine<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Sendable {
    public typealias Kind = State.Kind
    public typealias Action = @Sendable (State) -> [Effect<Event>]

    /// What the flow is in and where it would return after an interruption.
    public struct Snapshot: Sendable, Equatable {
        public var state: State
        public var history: State?
        public init(state: State, history: State? = nil) {
            self.state = state
            self.history = history
        }
    }

    /// An applied transition.
    public struct Step: Sendable {
        public let event: Event
        public let from: State
        public let to: State
        public let history: State?
        /// Effects to start, in order: exit actions, the transition's, entry actions.
        public let effects: [Effect<Event>]

        @usableFromInline
        init(event: Event, from: State, to: State, history: State?, effects: [Effect<Event>]) {
            self.event = event
            self.from = from
            self.to = to
            self.history = history
            self.effects = effects
        }
        /// `true` when the state kind changed (the old state was left).
        public var leftState: Bool { from.kind != to.kind }
    }

    public let initialState: State
    public let transitions: [Transition<State, Event, Reason>]
    /// Kinds that legitimately have no way out (not reported as dead ends).
    public let terminalKinds: Set<Kind>
    @usableFromInline let entryActions: [Kind: Action]
    @usableFromInline let exitActions: [Kind: Action]
    @usableFromInline let byEvent: [Event.Kind: [Transition<State, Event, Reason>]]

    public init(
        initial: State,
        transitions: [Transition<State, Event, Reason>],
        terminal: Set<Kind> = [],
        onEnter: [Kind: Action] = [:],
        onExit: [Kind: Action] = [:]
    ) {
        initialState = initial
        self.transitions = transitions
        terminalKinds = terminal
        entryActions = onEnter
        exitActions = onExit
        byEvent = Dictionary(grouping: transitions, by: \.event)
    }

    /// Applies `event` to `snapshot`: the step to take, or why not. Guards
    /// run in declaration order; the first transition whose guard passes wins.
    @inlinable
    public func transition(_ snapshot: Snapshot, on event: Event) -> Result<Step, Rejection<State, Event, Reason>> {
        let current = snapshot.state
        let kind = current.kind
        var firstRefusal: Reason?
        if let candidates = byEvent[event.kind] {
            for candidate in candidates where candidate.from.contains(kind) {
                if let reason = candidate.guardClause(current, event) {
                    if firstRefusal == nil { firstRefusal = reason }
                    continue
                }
                return step(for: candidate, from: snapshot, on: event)
            }
        }
        if let firstRefusal {
            return .failure(.guardRejected(firstRefusal, from: kind, event: event.kind))
        }
        return .failure(.noTransition(from: kind, event: event.kind))
    }

    @inlinable
    func step(
        for transition: Transition<State, Event, Reason>,
        from snapshot: Snapshot,
        on event: Event
    ) -> Result<Step, Rejection<State, Event, Reason>> {
        let current = snapshot.state
        let next: State
        var history = snapshot.history
        switch transition.target {
        case .history:
            guard let recorded = snapshot.history else {
                return .failure(.noHistory(from: current.kind, event: event.kind))
            }
            next = recorded
            history = nil
        case .states(let kinds):
            next = transition.apply(current, event)
            guard kinds.contains(next.kind) else {
                return .failure(.undeclaredTarget(from: current.kind, event: event.kind, produced: next.kind))
            }
            if transition.recordsHistory { history = current }
        }
        var effects: [Effect<Event>] = []
        let left = current.kind != next.kind
        if left, let exit = exitActions[current.kind] { effects += exit(current) }
        effects += transition.effects(current, next, event)
        if left, let entry = entryActions[next.kind] { effects += entry(next) }
        return .success(Step(event: event, from: current, to: next, history: history, effects: effects))
    }

    /// Whether `event` would change `state` (guards included).
    public func canTransition(from state: State, on event: Event) -> Bool {
        if case .success = transition(Snapshot(state: state), on: event) { return true }
        return false
    }

    /// Whether any declared transition leads from `from` to `to` (the seed's
    /// `canTransition(from:to:)`, over kinds).
    public func canTransition(from: Kind, to: Kind) -> Bool {
        validNextStates(from: from).contains(to)
    }

    /// Every kind a declared transition can lead to from `kind` (the seed's
    /// `validNextStates(from:)`, over kinds: no placeholder states).
    public func validNextStates(from kind: Kind) -> Set<Kind> {
        var result = Set<Kind>()
        for transition in transitions where transition.from.contains(kind) {
            switch transition.target {
            case .states(let kinds): result.formUnion(kinds)
            case .history: result.formUnion(historyTargets)
            }
        }
        return result
    }

    /// `validNextStates(from: state.kind)`.
    public func validNextStates(from state: State) -> Set<Kind> {
        validNextStates(from: state.kind)
    }

    /// Kinds a history transition can return to: those an interruption can start from.
    @usableFromInline
    var historyTargets: Set<Kind> {
        transitions.filter(\.recordsHistory).reduce(into: Set<Kind>()) { $0.formUnion($1.from) }
    }
}
