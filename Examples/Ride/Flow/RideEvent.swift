import KeelFlow

/// Everything that can happen to a ride: user intents and service results.
public enum RideEvent: FlowEvent, Equatable {
    case startSelecting
    case setPickup(LocationPoint)
    case setDestination(LocationPoint)
    case routeCalculated(RouteInfo)
    case routeFailed
    case confirmRide
    case rideRequested(rideId: String)
    case requestFailed(String)
    case driverAssigned(DriverAssignment)
    case driverSearchTimedOut
    case driverDeparted
    case driverArrived
    case cancel
    case clearError

    public enum Kind: Hashable, Sendable {
        case startSelecting, setPickup, setDestination, routeCalculated, routeFailed, confirmRide
        case rideRequested, requestFailed, driverAssigned, driverSearchTimedOut, driverDeparted
        case driverArrived, cancel, clearError
    }

    public var kind: Kind {
        switch self {
        case .startSelecting: .startSelecting
        case .setPickup: .setPickup
        case .setDestination: .setDestination
        case .routeCalculated: .routeCalculated
        case .routeFailed: .routeFailed
        case .confirmRide: .confirmRide
        case .rideRequested: .rideRequested
        case .requestFailed: .requestFailed
        case .driverAssigned: .driverAssigned
        case .driverSearchTimedOut: .driverSearchTimedOut
        case .driverDeparted: .driverDeparted
        case .driverArrived: .driverArrived
        case .cancel: .cancel
        case .clearError: .clearError
        }
    }
}

/// Why a guard refused a ride event.
public enum RideGuardReason: Sendable, Equatable {
    /// A route result for locations the user has since changed.
    case staleRoute
    /// Pickup and destination are the same place.
    case sameLocations
}
