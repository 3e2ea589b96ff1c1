/// Why an event did not change the state. A rejected event leaves the state
/// unchanged and is reported through `StateMachine.onRejection` /
/// `FlowController.rejections` — it never becomes an error state by itself.
public enum Rejection<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Error, Equatable {
    /// No transition is declared for this event in this state (an invalid transition).
    case noTransition(from: State.Kind, event: Event.Kind)
    /// A guard refused the transition, with its typed reason.
    case guardRejected(Reason, from: State.Kind, event: Event.Kind)
    /// The transition produced a state of a kind it did not declare: a bug in
    /// the transition, caught instead of entering an undeclared state.
    case undeclaredTarget(from: State.Kind, event: Event.Kind, produced: State.Kind)
    /// A history transition had no state to return to.
    case noHistory(from: State.Kind, event: Event.Kind)
}

/// The reason type of machines whose guards never explain themselves.
public struct NoReason: Sendable, Equatable, Error {
    public init() {}
}
