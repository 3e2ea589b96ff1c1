import KeelFlow

// The ride flow's payload extractors: one per case whose data a transition
// binds, declared once. Transitions name them with a leading dot
// (`.on(.driverAssigned, in: .searchingForDriver, …) { rideId, assignment in … }`)
// and never re-match a payload themselves.

extension FlowCase where Root == RideEvent {
    static var setPickup: FlowCase<RideEvent, LocationPoint> {
        .init(.setPickup) { if case .setPickup(let point) = $0 { point } else { nil } }
    }
    static var setDestination: FlowCase<RideEvent, LocationPoint> {
        .init(.setDestination) { if case .setDestination(let point) = $0 { point } else { nil } }
    }
    static var routeCalculated: FlowCase<RideEvent, RouteInfo> {
        .init(.routeCalculated) { if case .routeCalculated(let route) = $0 { route } else { nil } }
    }
    static var rideRequested: FlowCase<RideEvent, String> {
        .init(.rideRequested) { if case .rideRequested(let rideId) = $0 { rideId } else { nil } }
    }
    static var requestFailed: FlowCase<RideEvent, String> {
        .init(.requestFailed) { if case .requestFailed(let message) = $0 { message } else { nil } }
    }
    static var driverAssigned: FlowCase<RideEvent, DriverAssignment> {
        .init(.driverAssigned) { if case .driverAssigned(let assignment) = $0 { assignment } else { nil } }
    }
}

extension FlowCase where Root == RideState {
    static var calculatingRoute: FlowCase<RideState, (pickup: LocationPoint, destination: LocationPoint)> {
        .init(.calculatingRoute) {
            if case .calculatingRoute(let pickup, let destination) = $0 { (pickup, destination) } else { nil }
        }
    }
    static var routeCalculated: FlowCase<RideState, RouteInfo> {
        .init(.routeCalculated) { if case .routeCalculated(let route) = $0 { route } else { nil } }
    }
    static var searchingForDriver: FlowCase<RideState, String> {
        .init(.searchingForDriver) { if case .searchingForDriver(let rideId) = $0 { rideId } else { nil } }
    }
    static var driverFound: FlowCase<RideState, (rideId: String, driver: DriverInfo, eta: Duration)> {
        .init(.driverFound) {
            if case .driverFound(let rideId, let driver, let eta) = $0 { (rideId, driver, eta) } else { nil }
        }
    }
    static var driverEnRoute: FlowCase<RideState, (rideId: String, driver: DriverInfo, eta: Duration)> {
        .init(.driverEnRoute) {
            if case .driverEnRoute(let rideId, let driver, let eta) = $0 { (rideId, driver, eta) } else { nil }
        }
    }
}
