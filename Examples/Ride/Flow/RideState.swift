import KeelFlow

/// The ride flow's single state — "state with associated data", as the
/// SwiftUI state management analysis puts it: each case carries its own
/// data, so there are no side properties to keep in sync.
public enum RideState: FlowState {
    case idle
    case selectingLocations(pickup: LocationPoint?, destination: LocationPoint?)
    case calculatingRoute(pickup: LocationPoint, destination: LocationPoint)
    case routeCalculated(route: RouteInfo)
    case requestingRide(route: RouteInfo)
    case searchingForDriver(rideId: String)
    case driverFound(rideId: String, driver: DriverInfo, eta: Duration)
    case driverEnRoute(rideId: String, driver: DriverInfo, eta: Duration)
    /// The analysis's worked example of adding a state.
    case arrivedAtPickup(rideId: String, driver: DriverInfo)
    case error(RideRequestError)

    public enum Kind: CaseIterable, Sendable {
        case idle, selectingLocations, calculatingRoute, routeCalculated, requestingRide
        case searchingForDriver, driverFound, driverEnRoute, arrivedAtPickup, error
    }

    public var kind: Kind {
        switch self {
        case .idle: .idle
        case .selectingLocations: .selectingLocations
        case .calculatingRoute: .calculatingRoute
        case .routeCalculated: .routeCalculated
        case .requestingRide: .requestingRide
        case .searchingForDriver: .searchingForDriver
        case .driverFound: .driverFound
        case .driverEnRoute: .driverEnRoute
        case .arrivedAtPickup: .arrivedAtPickup
        case .error: .error
        }
    }
}

extension RideState {
    /// The ride's backend id, once the ride has been requested.
    public var rideId: String? {
        switch self {
        case .searchingForDriver(let rideId), .driverFound(let rideId, _, _),
             .driverEnRoute(let rideId, _, _), .arrivedAtPickup(let rideId, _): rideId
        case .idle, .selectingLocations, .calculatingRoute, .routeCalculated, .requestingRide, .error: nil
        }
    }
}

extension RideState.Kind {
    /// The super-state "a ride is active": cancel applies from any of these.
    public static let activeRide: Set<RideState.Kind> = [
        .requestingRide, .searchingForDriver, .driverFound, .driverEnRoute, .arrivedAtPickup,
    ]
    /// The super-state "planning a ride".
    public static let planning: Set<RideState.Kind> = [.selectingLocations, .calculatingRoute, .routeCalculated]
}
