// Events named by value, and the payload-safety rule.
//
// An event case without a payload is a value of the event enum
// (`RideEvent.cancel`); a case with a payload is not (`RideEvent.setPickup`
// is a function). So a transition that names its event **by value** can
// only name a case without a payload, and a case with a payload can only be
// named through its `FlowCase` — whose closures receive the payload. A
// closure that forgets the payload parameter does not compile:
//
//     .on(.setPickup, in: [.idle], to: [.selectingLocations]) { state in … }
//     // error: contextual closure type '(RideState, LocationPoint) -> RideState'
//     //        expects 2 arguments, but 1 was used in closure body
//
// For events that are `Equatable` (what `FlowTestStore` requires anyway),
// the older forms that take an `Event.Kind` — a kind names cases with
// payloads too, and those forms drop the payload — are unavailable: the
// same spelling `.on(.cancel, …)` now resolves to the value form.

extension Transition where Event: Equatable {
    /// Declares a transition from one state case, with its payload bound, on
    /// an event case without a payload, named by value.
    ///
    /// ```swift
    /// .on(.failed, in: .signingIn, to: [.signedOut]) { _ in .signedOut },
    /// ```
    ///
    /// - Parameters:
    ///   - event: the event, a case without a payload (a case with a payload
    ///     is named by its ``FlowCase`` instead; a value with a payload
    ///     matches only that exact value).
    ///   - state: the state case it applies in (its payload is bound).
    ///   - to: every kind `apply` may produce.
    ///   - guardClause: (the `guard:` argument) a reason to refuse, or `nil` to allow.
    ///   - effects: work the new state starts, cancelled when it is left.
    ///   - apply: the new state.
    @inlinable
    public static func on<StatePayload>(
        _ event: Event,
        in state: FlowCase<State, StatePayload>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (StatePayload) -> Reason? = { _ in nil },
        effects: @escaping @Sendable (StatePayload, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (StatePayload) -> State
    ) -> Transition {
        Transition(from: [state.kind], event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard value == event else { return .notThisEvent }
            guard let bound = state.extract(from: current) else { return .payloadMismatch }
            if let reason = guardClause(bound) { return .refused(reason) }
            let next = apply(bound)
            return .next(next, effects: effects(bound, next))
        }
    }

    /// Declares a transition from a group of state kinds on an event case
    /// without a payload, named by value.
    ///
    /// ```swift
    /// .on(.signOut, in: [.signedIn], to: [.signedOut]) { _ in .signedOut },
    /// ```
    @inlinable
    public static func on(
        _ event: Event,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State) -> Reason? = { _ in nil },
        effects: @escaping @Sendable (State, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (State) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: false) { current, value in
            guard value == event else { return .notThisEvent }
            if let reason = guardClause(current) { return .refused(reason) }
            let next = apply(current)
            return .next(next, effects: effects(current, next))
        }
    }

    /// Declares an interruption on an event case without a payload, named by
    /// value (see `interrupt(_:in:to:guard:apply:)`).
    @inlinable
    public static func interrupt(
        _ event: Event,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State) -> Reason? = { _ in nil },
        apply: @escaping @Sendable (State) -> State
    ) -> Transition {
        Transition(from: states, event: event.kind, target: .states(to), recordsHistory: true) { current, value in
            guard value == event else { return .notThisEvent }
            if let reason = guardClause(current) { return .refused(reason) }
            return .next(apply(current), effects: [])
        }
    }

    // MARK: Unavailable: an event kind where the event has values

    @_disfavoredOverload
    @available(*, unavailable, message: "name the event case itself: a case without a payload by value (.cancel), a case with one by its FlowCase, whose closures receive the payload")
    public static func on<StatePayload>(
        _ event: Event.Kind,
        in state: FlowCase<State, StatePayload>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (StatePayload) -> Reason? = { _ in nil },
        effects: @escaping @Sendable (StatePayload, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (StatePayload) -> State
    ) -> Transition {
        fatalError("unavailable")
    }

    @_disfavoredOverload
    @available(*, unavailable, message: "name the event case itself: a case without a payload by value (.cancel), a case with one by its FlowCase, whose closures receive the payload")
    public static func on(
        _ event: Event.Kind,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State) -> Reason? = { _ in nil },
        effects: @escaping @Sendable (State, _ next: State) -> [Effect<Event>] = { _, _ in [] },
        apply: @escaping @Sendable (State) -> State
    ) -> Transition {
        fatalError("unavailable")
    }

    @_disfavoredOverload
    @available(*, unavailable, message: "name the event case itself: a case without a payload by value, a case with one by its FlowCase")
    public static func interrupt(
        _ event: Event.Kind,
        in states: Set<State.Kind>,
        to: Set<State.Kind>,
        guard guardClause: @escaping @Sendable (State) -> Reason? = { _ in nil },
        apply: @escaping @Sendable (State) -> State
    ) -> Transition {
        fatalError("unavailable")
    }
}
