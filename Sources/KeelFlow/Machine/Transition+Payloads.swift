// Payload-bound declarations: the event's payload (through a `FlowCase` of
// the event) and, for a single source kind, the state's payload (through a
// `FlowCase` of the state) are bound once, in the declaration. The closures
// never see a value of the wrong case, so they have no fallback to return.
//
// Four shapes, told apart by their arguments (never ambiguous):
//
//   event                  in:              closures receive
//   FlowCase               FlowCase         (statePayload, eventPayload)
//   FlowCase               Set<State.Kind>  (state, eventPayload)
//   Event (value)          FlowCase         (statePayload)
//   Event (value)          Set<State.Kind>  (state)
//
// The last two are in Transition+EventValues.swift: a case without a
// payload is named by value, so a case with a payload can only be named
// through its FlowCase, and a closure that forgets its payload does not
// compile.
//
// `effects` also receives the new state (`next`); effects belong to the new
// state and are cancelled when it is left.

extension Transition {
    /// Declares a transition from one state case on one event case, with
    /// both payloads bound.
    ///
    /// ```swift
    /// .on(.succeeded, in: .signingIn, to: [.signedIn]) { _, user in .signedIn(user) },
    /// ```
    ///
    /// (`email`, the state's payload, is ignored here; the event's `user` is bound.)
    ///
    /// - Parameters:
    ///   - event: the event case that triggers it (its payload is bound).
    ///   - state: the state case it applies in (its payload is bound).
    ///   - to: every kind `apply` may produce; anything else is rejected with
    ///     ``Rejection/undeclaredTarget(from:event:produced:)``.
    ///   - guardClause: (the `guard:` argument) a reason to refuse, or `nil` to allow.
    ///   - effects: work the new state starts, cancelled when it is left.
    ///   - apply: the new state.
    @inlinable
    public static func on<EventPayload, StatePayload>(
        _ event: FlowCase<Event, EventPayload>,
        in state: FlowCase<State, StatePayload>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (StatePayload, EventPayload) -> Reason? = { _, _ in nil },
        effects: @escaping @Sendable (StatePayload, EventPayload, _ next: State) -> [Effect<Event>] = { _, _, _ in [] },
        apply: @escaping @Sendable (StatePayload, EventPayload) -> State
    ) -> Transition {
        Transition(from: [state.kind], event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard let bound = state.extract(from: current), let payload = event.extract(from: value) else {
                return .payloadMismatch
            }
            if let reason = guardClause(bound, payload) { return .refused(reason) }
            let next = apply(bound, payload)
            return .next(next, effects: effects(bound, payload, next))
        }
    }

    /// Declares a transition from a group of state kinds (a super-state) on
    /// one event case, with the event's payload bound.
    ///
    /// ```swift
    /// .on(.submit, in: [.signedOut], to: [.signingIn],
    ///     guard: { _, email in email.isEmpty ? .emptyEmail : nil },
    ///     apply: { _, email in .signingIn(email: email) }),
    /// ```
    @inlinable
    public static func on<EventPayload>(
        _ event: FlowCase<Event, EventPayload>,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, EventPayload) -> Reason? = { _, _ in nil },
        effects: @escaping @Sendable (State, EventPayload, _ next: State) -> [Effect<Event>] = { _, _, _ in [] },
        apply: @escaping @Sendable (State, EventPayload) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard let payload = event.extract(from: value) else { return .payloadMismatch }
            if let reason = guardClause(current, payload) { return .refused(reason) }
            let next = apply(current, payload)
            return .next(next, effects: effects(current, payload, next))
        }
    }

    /// Declares an interruption on an event case, with its payload bound:
    /// like `on(_:in:to:guard:effects:apply:)`, but remembers the current
    /// state so a later ``resume(_:in:guard:)`` returns to it — e.g.
    /// maintenance mode over any launch state, carrying its message.
    @inlinable
    public static func interrupt<EventPayload>(
        _ event: FlowCase<Event, EventPayload>,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State, EventPayload) -> Reason? = { _, _ in nil },
        apply: @escaping @Sendable (State, EventPayload) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: true) { current, value in
            guard let payload = event.extract(from: value) else { return .payloadMismatch }
            if let reason = guardClause(current, payload) { return .refused(reason) }
            return .next(apply(current, payload), effects: [])
        }
    }

    /// Declares a return to the state recorded by the last interruption;
    /// rejected with ``Rejection/noHistory(from:event:)`` if none is recorded.
    @inlinable
    public static func resume(
        _ event: Event.Kind,
        in states: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State) -> Reason? = { _ in nil }
    ) -> Transition {
        Transition(from: states, event: event, target: .history, recordsHistory: false) { current, _ in
            if let reason = guardClause(current) { return .refused(reason) }
            return .next(current, effects: [])
        }
    }
}
