/// An explicit state machine: every transition declared, validated and
/// guarded; entry and exit actions per state kind; a pure value you can test
/// without any UI.
///
/// The SwiftUI state management analysis found state transitions "implicit",
/// with "no single place to see all possible transitions"; its rule is an
/// explicit machine that validates every transition. `StateMachine` is that
/// single place: a list of ``Transition``s over state and event kinds.
///
/// ```swift
/// typealias Machine = StateMachine<SignInState, SignInEvent, SignInRefusal>
///
/// static func machine(auth: any AuthService, sessionLength: Duration = .seconds(1_800)) -> Machine {
///     Machine(
///         initial: .signedOut,
///         transitions: [
///             .on(.submit, in: [.signedOut], to: [.signingIn],
///                 guard: { _, email in email.isEmpty ? .emptyEmail : nil },
///                 apply: { _, email in .signingIn(email: email) }),
///             .on(.succeeded, in: .signingIn, to: [.signedIn]) { _, user in .signedIn(user) },
///             .on(.failed, in: .signingIn, to: [.signedOut]) { _ in .signedOut },
///             .on(.signOut, in: [.signedIn], to: [.signedOut]) { _ in .signedOut },
///         ],
///         onEnter: [
///             .signingIn: Machine.action(.signingIn) { email in
///                 [.run { send in
///                     do {
///                         await send(.succeeded(try await auth.signIn(email: email)))
///                     } catch {
///                         await send(.failed)
///                     }
///                 }]
///             },
///             .signedIn: { _ in [.send(.signOut, after: sessionLength)] },
///         ]
///     )
/// }
/// ```
///
/// `StateMachine` holds no state: ``FlowController`` runs it (and
/// `FlowTestStore` in tests). Its queries (``canTransition(from:on:)``,
/// `validNextStates(from:)`, ``transition(_:on:)``, ``graph``) are
/// pure and thread-safe; the closures it was declared with must be pure too.
public struct StateMachine<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Sendable {
    /// The state's case discriminator.
    public typealias Kind = State.Kind
    /// An entry or exit action: effects to start, given the state entered or left.
    public typealias Action = @Sendable (State) -> [Effect<Event>]

    /// What the flow is in and where it would return after an interruption.
    public struct Snapshot: Sendable, Equatable {
        /// The current state.
        public var state: State
        /// The state the last interruption will return to, if any.
        public var history: State?
        /// A snapshot in `state`, with `history` to return to (none by default).
        public init(state: State, history: State? = nil) {
            self.state = state
            self.history = history
        }
    }

    /// An applied transition.
    public struct Step: Sendable {
        /// The event that caused it.
        public let event: Event
        /// The state before.
        public let from: State
        /// The state after.
        public let to: State
        /// The history after the step (see ``Snapshot/history``).
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

    /// The state a new ``FlowController`` starts in (unless it is given another).
    public let initialState: State
    /// Every declared transition, in declaration order.
    public let transitions: [Transition<State, Event, Reason>]
    /// Kinds that legitimately have no way out (not reported as dead ends).
    public let terminalKinds: Set<Kind>
    @usableFromInline let entryActions: [Kind: Action]
    @usableFromInline let exitActions: [Kind: Action]
    @usableFromInline let byEvent: [Event.Kind: [Transition<State, Event, Reason>]]

    /// Declares a machine.
    ///
    /// - Parameters:
    ///   - initial: the state a flow starts in.
    ///   - transitions: every valid transition, in priority order (for one
    ///     event and state, the first whose guard passes wins).
    ///   - terminal: kinds that legitimately have no way out; ``graph`` does
    ///     not report them as dead ends.
    ///   - onEnter: entry actions: effects started when a state of that kind
    ///     is entered from another kind (not on a self-transition).
    ///   - onExit: exit actions: effects started when a state of that kind is
    ///     left for another kind. They run *after* the left state's effects
    ///     were cancelled, so they belong to the new state.
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

    /// Applies `event` to `snapshot`: the step to take, or why not.
    ///
    /// Candidates are the transitions declared for the event's kind whose
    /// `from` group contains the state's kind, in declaration order; the
    /// first whose guard passes wins. If none wins, the rejection is, in
    /// order of precedence: ``Rejection/payloadMismatch(from:event:)`` (a
    /// ``FlowCase`` disagreed with its kind), the first guard's
    /// ``Rejection/guardRejected(_:from:event:)``, or
    /// ``Rejection/noTransition(from:event:)``. A winner that produces an
    /// undeclared kind, or resumes without history, is rejected too.
    ///
    /// Pure and thread-safe: it runs the transition's closures and returns;
    /// it starts no effect (the returned step lists them).
    @inlinable
    public func transition(_ snapshot: Snapshot, on event: Event) -> Result<Step, Rejection<State, Event, Reason>> {
        let current = snapshot.state
        let kind = current.kind
        var firstRefusal: Reason?
        var mismatched = false
        if let candidates = byEvent[event.kind] {
            for candidate in candidates where candidate.from.contains(kind) {
                switch candidate.resolve(current, event) {
                case .refused(let reason):
                    if firstRefusal == nil { firstRefusal = reason }
                case .payloadMismatch:
                    mismatched = true
                case .notThisEvent:
                    continue
                case .next(let next, let effects):
                    return step(for: candidate, from: snapshot, to: next, effects: effects, on: event)
                }
            }
        }
        if mismatched {
            return .failure(.payloadMismatch(from: kind, event: event.kind))
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
        to proposed: State,
        effects transitionEffects: [Effect<Event>],
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
            next = proposed
            guard kinds.contains(next.kind) else {
                return .failure(.undeclaredTarget(from: current.kind, event: event.kind, produced: next.kind))
            }
            if transition.recordsHistory { history = current }
        }
        let left = current.kind != next.kind
        let exit = left ? exitActions[current.kind] : nil
        let entry = left ? entryActions[next.kind] : nil
        if exit == nil, entry == nil {
            return .success(Step(event: event, from: current, to: next, history: history, effects: transitionEffects))
        }
        var effects: [Effect<Event>] = []
        if let exit { effects += exit(current) }
        effects += transitionEffects
        if let entry { effects += entry(next) }
        return .success(Step(event: event, from: current, to: next, history: history, effects: effects))
    }

    /// Whether `event` would change `state` (guards included).
    public func canTransition(from state: State, on event: Event) -> Bool {
        if case .success = transition(Snapshot(state: state), on: event) { return true }
        return false
    }

    /// Whether any declared transition leads from `from` to `to` — the
    /// analysis's `canTransition(from:to:)`, over kinds (guards not run).
    public func canTransition(from: Kind, to: Kind) -> Bool {
        validNextStates(from: from).contains(to)
    }

    /// Every kind a declared transition can lead to from `kind` — the
    /// analysis's `validNextStates(from:)`, over kinds: no placeholder
    /// states with dummy data (guards not run).
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
    ///
    /// Disfavoured, so `validNextStates(from: .idle)` means the *kind* even
    /// when `State` has a case of the same name (as the guide recommends).
    @_disfavoredOverload
    public func validNextStates(from state: State) -> Set<Kind> {
        validNextStates(from: state.kind)
    }

    /// Kinds a history transition can return to: those an interruption can start from.
    @usableFromInline
    var historyTargets: Set<Kind> {
        transitions.filter(\.recordsHistory).reduce(into: Set<Kind>()) { $0.formUnion($1.from) }
    }
}
