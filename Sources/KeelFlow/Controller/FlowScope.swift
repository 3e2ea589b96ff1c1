import KeelCombine

/// A child flow's view of a parent flow (seed 002, "Avoid Nested
/// ObservableObjects — use composition, not nesting").
///
/// A scope is a plain value, not an `ObservableObject`: it reads the child
/// state from the parent's single source of truth and sends child events
/// into the parent. Views that render the child observe the parent
/// controller (or `publisher`), so nothing has to forward `objectWillChange`.
@MainActor
public struct FlowScope<ParentState: FlowState, ParentEvent: FlowEvent, Reason: Sendable & Equatable, ChildState: Equatable, ChildEvent> {
    private let parent: FlowController<ParentState, ParentEvent, Reason>
    private let toChild: (ParentState) -> ChildState
    private let toParent: (ChildEvent) -> ParentEvent

    init(
        parent: FlowController<ParentState, ParentEvent, Reason>,
        state toChild: @escaping (ParentState) -> ChildState,
        event toParent: @escaping (ChildEvent) -> ParentEvent
    ) {
        self.parent = parent
        self.toChild = toChild
        self.toParent = toParent
    }

    /// The child state, computed from the parent's state now.
    public var state: ChildState { toChild(parent.state) }

    /// Sends a child event to the parent flow.
    public func send(_ event: ChildEvent) { parent.send(toParent(event)) }

    /// The child state over time, without duplicates.
    public var publisher: AnyPublisher<ChildState, Never> {
        parent.statePublisher.map(toChild).removeDuplicates().eraseToAnyPublisher()
    }
}

extension FlowController {
    /// Scopes a child flow out of this one (see `FlowScope`).
    public func scope<ChildState: Equatable, ChildEvent>(
        state: @escaping (State) -> ChildState,
        event: @escaping (ChildEvent) -> Event
    ) -> FlowScope<State, Event, Reason, ChildState, ChildEvent> {
        FlowScope(parent: self, state: state, event: event)
    }
}
