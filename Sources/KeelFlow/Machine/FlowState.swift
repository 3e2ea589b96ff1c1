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
/// enum SignInState: FlowState {
///     case signedOut
///     case signingIn(email: String)
///     case signedIn(User)
///
///     enum Kind: CaseIterable, Sendable { case signedOut, signingIn, signedIn }
///     var kind: Kind {
///         switch self {
///         case .signedOut: .signedOut
///         case .signingIn: .signingIn
///         case .signedIn: .signedIn
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
/// ```swift
/// enum SignInEvent: FlowEvent, Equatable {
///     case submit(email: String)
///     case succeeded(User)
///     case failed
///     case signOut
///
///     enum Kind: Hashable, Sendable { case submit, succeeded, failed, signOut }
///     var kind: Kind {
///         switch self {
///         case .submit: .submit
///         case .succeeded: .succeeded
///         case .failed: .failed
///         case .signOut: .signOut
///         }
///     }
/// }
/// ```
///
/// An enum whose cases carry no payload may be its own kind
/// (`var kind: Self { self }`).
public protocol FlowEvent: FlowEnum {}
