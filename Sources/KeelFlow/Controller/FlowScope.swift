import KeelCombine

/// A child screen's view of a parent flow.
///
/// The SwiftUI state management analysis's rule: "avoid nested
/// ObservableObjects — use composition, not nesting". A `FlowScope` is that
/// composition: a plain value, not an `ObservableObject`, that reads the
/// child state from the parent's single source of truth and sends child
/// events into the parent. Views that render the child observe the parent
/// controller (or ``publisher``), so nothing has to forward
/// `objectWillChange`.
///
/// ```swift
/// let isBusy = controller.scope(state: { $0.kind == .signingIn }, event: { (email: String) in SignInEvent.submit(email: email) })
/// isBusy.send("ada@example.com")
/// #expect(isBusy.state)
/// ```
///
/// Threading: main actor only, like the parent. A scope keeps its parent
/// alive; it holds no state of its own.
@MainActor
public struct FlowScope<ChildState: Equatable, ChildEvent> {
    private let read: @MainActor () -> ChildState
    private let write: @MainActor (ChildEvent) -> Void
    private let changes: @MainActor () -> AnyPublisher<ChildState, Never>

    init<State, Event, Reason>(
        parent: FlowController<State, Event, Reason>,
        state toChild: @escaping (State) -> ChildState,
        event toParent: @escaping (ChildEvent) -> Event
    ) {
        read = { toChild(parent.state) }
        write = { parent.send(toParent($0)) }
        changes = { parent.statePublisher.map(toChild).removeDuplicates().eraseToAnyPublisher() }
    }

    /// The child state, computed from the parent's state now.
    public var state: ChildState { read() }

    /// Sends a child event to the parent flow (processed before returning,
    /// like ``FlowController/send(_:)``).
    public func send(_ event: ChildEvent) { write(event) }

    /// The child state now, then every change, without duplicates.
    public var publisher: AnyPublisher<ChildState, Never> { changes() }
}

extension FlowController {
    /// Scopes a child flow out of this one (see ``FlowScope``).
    ///
    /// - Parameters:
    ///   - state: the child state, derived from this flow's state (pure).
    ///   - event: the parent event a child event stands for.
    public func scope<ChildState: Equatable, ChildEvent>(
        state: @escaping (State) -> ChildState,
        event: @escaping (ChildEvent) -> Event
    ) -> FlowScope<ChildState, ChildEvent> {
        FlowScope(parent: self, state: state, event: event)
    }
}
