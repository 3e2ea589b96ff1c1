/// A flow's state: an enum whose cases carry their data (seed 002, "State
/// with Associated Data"), plus a discriminator of its cases.
///
/// Transitions are declared over `Kind` — never over placeholder values
/// filled with dummy data — so a table reads like the seed's diagram and the
/// associated data stays where it belongs.
///
/// ```swift
/// enum RideState: FlowState {
///     case idle
///     case searchingForDriver(rideId: String)
///     enum Kind: CaseIterable { case idle, searchingForDriver }
///     var kind: Kind { switch self { case .idle: .idle; case .searchingForDriver: .searchingForDriver } }
/// }
/// ```
public protocol FlowState: Sendable, Equatable {
    /// One value per case. `CaseIterable` lets Keel draw the graph and find
    /// unreachable states and dead ends.
    associatedtype Kind: Hashable & Sendable & CaseIterable
    var kind: Kind { get }
}

/// A typed event a flow reacts to, with a discriminator of its cases.
public protocol FlowEvent: Sendable {
    associatedtype Kind: Hashable & Sendable
    var kind: Kind { get }
}
