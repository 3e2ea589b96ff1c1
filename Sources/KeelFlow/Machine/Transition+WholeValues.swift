// The original declarations: `apply`, `guard` and `effects` receive the whole
// state and event. Kept source-compatible; new code binds payloads instead
// (Transition+Payloads.swift, docs/articles/Modeling-Flows.md "Migrating").

extension Transition {
    /// Declares a transition whose closures receive the whole state and event.
    ///
    /// Prefer `on(_:in:to:guard:effects:apply:)`
    /// and its overloads: here `apply` must re-match the payloads it needs
    /// (`guard case … else { return state }`), and a fallback that returns the
    /// current state is only caught when that kind is not a declared target.
    ///
    /// - Parameters:
    ///   - event: the event kind that triggers it.
    ///   - from: the state kinds it applies in (a super-state: pass a group).
    ///   - to: every kind `apply` may produce; anything else is rejected
    ///     with ``Rejection/undeclaredTarget(from:event:produced:)``.
    ///   - guardClause: (the `guard:` argument) returns a reason to refuse, or `nil` to allow.
    ///   - effects: work to start, given the old state, the new state and the
    ///     event; it belongs to the *new* state and is cancelled when that state is left.
    ///   - apply: the new state, built from the current state and the event.
    @inlinable
    public static func on(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil },
        effects: @escaping @Sendable (_ from: State, _ to: State, _ event: Event) -> [Effect<Event>] = { _, _, _ in [] },
        apply: @escaping @Sendable (State, Event) -> State
    ) -> Transition {
        Transition(from: from, event: event, target: .states(to), recordsHistory: false) { state, value in
            if let reason = guardClause(state, value) { return .refused(reason) }
            let next = apply(state, value)
            return .next(next, effects: effects(state, next, value))
        }
    }

    /// Declares an interruption: like ``on(_:from:to:guard:effects:apply:)``,
    /// but remembers the current state so a later ``resume(_:from:guard:)``
    /// can return to it (e.g. maintenance mode over any launch state).
    @inlinable
    public static func interrupt(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil },
        apply: @escaping @Sendable (State, Event) -> State
    ) -> Transition {
        Transition(from: from, event: event, target: .states(to), recordsHistory: true) { state, value in
            if let reason = guardClause(state, value) { return .refused(reason) }
            return .next(apply(state, value), effects: [])
        }
    }

    /// Declares a return to the state recorded by the last interruption;
    /// rejected with ``Rejection/noHistory(from:event:)`` if none is recorded.
    @inlinable
    public static func resume(
        _ event: Event.Kind,
        from: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, Event) -> Reason? = { _, _ in nil }
    ) -> Transition {
        Transition(from: from, event: event, target: .history, recordsHistory: false) { state, value in
            if let reason = guardClause(state, value) { return .refused(reason) }
            return .next(state, effects: [])
        }
    }
}
