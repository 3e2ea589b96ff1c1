/// Why an event did not change the state.
///
/// A rejected event leaves the state unchanged and is reported — through
/// ``StateMachine/transition(_:on:)``'s result, ``FlowController/rejections``
/// and ``FlowController/onRejection`` — and never becomes an error state by
/// itself. The SwiftUI state management analysis names the rule: every
/// transition is validated, and an invalid one is refused, not improvised.
///
/// The two "bug" cases (`undeclaredTarget`, `payloadMismatch`) mean the
/// machine's declaration is wrong; the other cases are ordinary refusals a
/// flow may expect at run time (a button tapped twice, a stale result).
public enum Rejection<State: FlowState, Event: FlowEvent, Reason: Sendable & Equatable>: Error, Equatable {
    /// No transition is declared for this event in this state (an invalid transition).
    case noTransition(from: State.Kind, event: Event.Kind)
    /// A guard refused the transition, with its typed reason.
    case guardRejected(Reason, from: State.Kind, event: Event.Kind)
    /// The transition produced a state of a kind it did not declare: a bug in
    /// the transition, caught instead of entering an undeclared state.
    case undeclaredTarget(from: State.Kind, event: Event.Kind, produced: State.Kind)
    /// A ``FlowCase`` could not read the payload of a state or event of its
    /// own kind: its extractor matches a different case than its kind says (a
    /// bug in the ``FlowCase`` declaration). The transition did not run.
    case payloadMismatch(from: State.Kind, event: Event.Kind)
    /// A history transition (``Transition/resume(_:from:guard:)``) had no
    /// state to return to.
    case noHistory(from: State.Kind, event: Event.Kind)
}

extension Rejection {
    /// The kind of the event that was rejected, whatever the reason.
    public var event: Event.Kind {
        switch self {
        case .noTransition(_, let event), .guardRejected(_, _, let event), .undeclaredTarget(_, let event, _),
             .payloadMismatch(_, let event), .noHistory(_, let event):
            event
        }
    }
}

/// The reason type of machines whose guards never explain themselves.
public struct NoReason: Sendable, Equatable, Error {
    /// The only value.
    public init() {}
}
