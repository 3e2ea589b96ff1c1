// `check:` — a guard that hands what it checked to `apply`.
//
// A `guard:` closure can only say no; `apply` then has to find again what
// the guard looked at (and force-unwrap what the guard proved present). A
// `check:` closure either refuses with a reason or passes a value, and
// `apply` (and `effects`) receive that value instead of the payloads:
//
//     .on(.routeCalculated, in: .calculatingRoute, to: [.routeCalculated],
//         check: { trip, route in route.matches(trip) ? .pass(route) : .refuse(.staleRoute) },
//         apply: { route in .routeCalculated(route: route) }),

/// What a transition's `check:` closure decided.
public enum Check<Value, Reason> {
    /// Allow the transition; `apply` and `effects` receive `value`.
    case pass(Value)
    /// Refuse it: the event is rejected with
    /// ``Rejection/guardRejected(_:from:event:)`` and this reason.
    case refuse(Reason)
}

extension Check: Sendable where Value: Sendable, Reason: Sendable {}
extension Check: Equatable where Value: Equatable, Reason: Equatable {}

extension Transition {
    /// Declares a transition from one state case on one event case, both
    /// payloads bound, whose `check` hands `apply` the value it checked.
    ///
    /// - Parameters:
    ///   - check: refuses with a reason, or passes the value `apply` needs.
    ///   - effects: work the new state starts, given the checked value and the new state.
    ///   - apply: the new state, from the checked value.
    @inlinable
    public static func on<EventPayload, StatePayload, Checked>(
        _ event: FlowCase<Event, EventPayload>,
        in state: FlowCase<State, StatePayload>,
        to: Set<State.Kind>,
        check: @escaping @Sendable (StatePayload, EventPayload) -> Check<Checked, Reason>,
        effects: @escaping @Sendable (Checked, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (Checked) -> State
    ) -> Transition {
        Transition(from: [state.kind], event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard let bound = state.extract(from: current), let payload = event.extract(from: value) else {
                return .payloadMismatch
            }
            return resolve(check(bound, payload), effects: effects, apply: apply)
        }
    }

    /// Declares a transition from a group of state kinds on one event case,
    /// its payload bound, whose `check` hands `apply` the value it checked.
    @inlinable
    public static func on<EventPayload, Checked>(
        _ event: FlowCase<Event, EventPayload>,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        check: @escaping @Sendable (State, EventPayload) -> Check<Checked, Reason>,
        effects: @escaping @Sendable (Checked, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (Checked) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard let payload = event.extract(from: value) else { return .payloadMismatch }
            return resolve(check(current, payload), effects: effects, apply: apply)
        }
    }

    @inlinable
    static func resolve<Checked>(
        _ checked: Check<Checked, Reason>,
        effects: @Sendable (Checked, State) -> [Effect<Event>],
        apply: @Sendable (Checked) -> State
    ) -> Resolution {
        switch checked {
        case .refuse(let reason):
            return .refused(reason)
        case .pass(let value):
            let next = apply(value)
            return .next(next, effects: effects(value, next))
        }
    }
}

extension Transition where Event: Equatable {
    /// Declares a transition from one state case, its payload bound, on an
    /// event case without a payload (named by value), whose `check` hands
    /// `apply` the value it checked.
    @inlinable
    public static func on<StatePayload, Checked>(
        _ event: Event,
        in state: FlowCase<State, StatePayload>,
        to: Set<State.Kind>,
        check: @escaping @Sendable (StatePayload) -> Check<Checked, Reason>,
        effects: @escaping @Sendable (Checked, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (Checked) -> State
    ) -> Transition {
        Transition(from: [state.kind], event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard value == event else { return .notThisEvent }
            guard let bound = state.extract(from: current) else { return .payloadMismatch }
            return resolve(check(bound), effects: effects, apply: apply)
        }
    }

    /// Declares a transition from a group of state kinds on an event case
    /// without a payload (named by value), whose `check` hands `apply` the
    /// value it checked.
    @inlinable
    public static func on<Checked>(
        _ event: Event,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        check: @escaping @Sendable (State) -> Check<Checked, Reason>,
        effects: @escaping @Sendable (Checked, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (Checked) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard value == event else { return .notThisEvent }
            return resolve(check(current), effects: effects, apply: apply)
        }
    }
}
