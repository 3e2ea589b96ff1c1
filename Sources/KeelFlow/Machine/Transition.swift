/// One declared transition: from a group of state kinds, on one event kind,
/// to one of the declared target kinds (or back to history).
///
/// Build transitions with the static functions, never by hand:
///
/// - `on(_:in:to:guard:effects:apply:)`
///   and its overloads bind the event's and the state's payloads once, in
///   the declaration (see ``FlowCase``) — the recommended form. A case
///   without a payload is named by value, a case with one by its
///   ``FlowCase``, so a closure cannot silently drop a payload; the `check:`
///   variants hand `apply` the value their check passed (``Check``);
/// - ``on(_:from:to:guard:effects:apply:)`` hands `apply` the whole state and
///   event (the original form, kept source-compatible);
/// - ``interrupt(_:from:to:guard:apply:)`` / ``resume(_:from:guard:)``
///   declare an interruption and the return from it (history).
///
/// A transition is an immutable value; its closures must be pure functions
/// of their arguments (they run wherever the machine runs, and a guard may
/// run for an event that another transition then takes).
public struct Transition<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Sendable {
    /// Where a transition leads.
    public enum Target: Sendable {
        /// The state `apply` returns, whose kind must be in `kinds`.
        case states(Set<State.Kind>)
        /// The state recorded when the flow was last interrupted.
        case history
    }

    /// What a transition's closures decided for one state and event.
    @usableFromInline
    enum Resolution {
        /// A guard refused, with its reason.
        case refused(Reason)
        /// A ``FlowCase`` could not read the payload it binds.
        case payloadMismatch
        /// The transition names one event value (`.on(.cancel, …)`) and
        /// this event, of the same kind, is another value: not a candidate.
        case notThisEvent
        /// The next state and the transition's own effects.
        case next(State, effects: [Effect<Event>])
    }

    /// The state kinds it applies in (a super-state when more than one).
    public let from: Set<State.Kind>
    /// The event kind that triggers it.
    public let event: Event.Kind
    /// The kinds it may lead to, or history.
    public let target: Target
    /// `true` if entering the target records the current state as history
    /// (an interruption the flow can later return from).
    public let recordsHistory: Bool
    /// Runs the guard, then `apply` and the transition's effects.
    @usableFromInline let resolve: @Sendable (State, Event) -> Resolution

    @usableFromInline
    init(
        from: Set<State.Kind>,
        event: Event.Kind,
        target: Target,
        recordsHistory: Bool,
        resolve: @escaping @Sendable (State, Event) -> Resolution
    ) {
        self.from = from
        self.event = event
        self.target = target
        self.recordsHistory = recordsHistory
        self.resolve = resolve
    }

    /// The kinds this transition may lead to (empty for `.history`).
    public var targetKinds: Set<State.Kind> {
        if case .states(let kinds) = target { return kinds }
        return []
    }
}
