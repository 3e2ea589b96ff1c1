/// An enum a flow tells apart by case: a state or an event, with a
/// discriminator of its cases.
///
/// `Kind` is a plain, payload-free enum with one case per case of the
/// conforming enum, and `kind` maps each value to it. Transitions are
/// declared over kinds (the names a transition table reads in), and payloads
/// are bound through ``FlowCase`` values declared once per case.
///
/// Thread safety: values must be `Sendable`; `kind` must be a pure function
/// of the value (it is called on every event, on the main actor by
/// ``FlowController`` and from any thread by ``StateMachine``'s queries).
public protocol FlowEnum: Sendable {
    /// One case per case of the conforming enum, without payloads.
    associatedtype Kind: Hashable & Sendable
    /// The case of this value, without its payload.
    var kind: Kind { get }
}

/// A flow's state: an enum whose cases carry their data, plus a
/// discriminator of its cases.
///
/// The SwiftUI state management analysis asks for "state with associated
/// data": each case carries what that state needs, so there are no side
/// properties to keep in sync and an inconsistent state cannot be
/// represented. Transitions are declared over `Kind` — never over
/// placeholder values filled with dummy data — and a transition that needs a
/// state's data binds it through a ``FlowCase``.
///
/// ```swift
/// enum RideState: FlowState {
///     case idle
///     case searchingForDriver(rideId: String)
///
///     enum Kind: CaseIterable, Sendable { case idle, searchingForDriver }
///     var kind: Kind {
///         switch self {
///         case .idle: .idle
///         case .searchingForDriver: .searchingForDriver
///         }
///     }
/// }
/// ```
///
/// `Kind` must be `CaseIterable` so Keel can draw the graph and find
/// unreachable states and dead ends (``StateGraph``).
public protocol FlowState: FlowEnum, Equatable where Kind: CaseIterable {}

/// A typed event a flow reacts to, with a discriminator of its cases.
///
/// Events are user intents and the results of effects. An event whose case
/// carries data is bound in a transition through a ``FlowCase`` (declared
/// once per case), so no transition re-matches the event by hand.
///
/// An event without payloads may be its own kind:
///
/// ```swift
/// enum Toggle: FlowEvent {
///     case toggle
///     var kind: Toggle { self }
/// }
/// ```
public protocol FlowEvent: FlowEnum {}
