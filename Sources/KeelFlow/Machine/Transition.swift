/// One declared transition: from a group of state kinds, on one event kind,
/// to one of the declared target kinds (or back to history).
public struct Transition<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Sendable {
    public enum Target: Sendable {
        /// The state `apply` returns, whose kind must be in `kinds`.
        case states(Set<State.Kind>)
        /// The state recorded when the flow was last interrupted.
        case history
    }

    public let from: Set<State.Kind>
    public let event: Event.Kind
    public let target: Target
    /// `true` if entering the target records the current state as history
    /// (an interruption the flow can later return from).
    public let recordsHistory: Bool
    @usableFromInline let guardClause: @Sendable (State, Event) -> Reason?
    @usableFromInline let apply: @Sendable (State, Event) -> State
    @usableFromInline let effects: @Sendable (_ from: State, _ to: State, _ event: Event) -> [Effect<Event>]

    /// The kinds this transition may lead to (empty for `.history`).
    public var targetKinds: Set<State.Kind> {
        if case .states(let kinds) = target { return kinds }
        return []
    }
}

extension Transition {
    /// Declares a transition.
    ///
    /// - Parameters:
    ///   - event: the event kind that triggers it.
    ///   - from: the state kinds it applies in (a super-state: pass a group).
    ///   - to: every kind `apply` may produce.
    ///   - guard: returns a reason to refuse, or `nil` to allow.
    ///   - effects: work to start, given the old state, the new state and the
    ///     event; it belongs to the *new* state and is cancelled when that state is left.
    ///   - apply: the new state, built from the current state and the event.
    public static func on(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil },
        effects: @escaping @Sendable (_ from: State, _ to: State, _ event: Event) -> [Effect<Event>] = { _, _, _ in [] },
        apply: @escaping @Sendable (State, Event) -> State
    ) -> Transition {
        Transition(from: from, event: event, target: .states(to), recordsHistory: false,
                   guardClause: guardClause, apply: apply, effects: effects)
    }

    /// Declares an interruption: like `on`, but remembers the current state so
    /// a later `resume` transition can return to it (e.g. maintenance mode).
    public static func interrupt(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil },
        apply: @escaping @Sendable (State, Event) -> State
    ) -> Transition {
        Transition(from: from, event: event, target: .states(to), recordsHistory: true,
                   guardClause: guardClause, apply: apply, effects: { _, _, _ in [] })
    }

    /// Declares a return to the state recorded by the last `interrupt`.
    public static func resume(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil }
    ) -> Transition {
        Transition(from: from, event: event, target: .history, recordsHistory: false,
                   guardClause: guardClause, apply: { state, _ in state }, effects: { _, _, _ in [] })
    }
}
