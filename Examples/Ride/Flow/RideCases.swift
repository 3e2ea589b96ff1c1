import KeelFlow

// The ride flow's payload extractors: one per case whose data a transition
// binds, declared once. Transitions name them with a leading dot
// (`.on(.driverAssigned, in: .searchingForDriver, …) { rideId, assignment in … }`)
// and never re-match a payload themselves; a case without a payload needs
// none (transitions name it by value: `.on(.cancel, …)`).

extension FlowCase where Root == RideEvent {
    static var setPickup: With<LocationPoint> { .init(.setPickup) { if case .setPickup(let p) = $0 { p } else { nil } } }
    static var setDestination: With<LocationPoint> { .init(.setDestination) { if case .setDestination(let p) = $0 { p } else { nil } } }
    static var routeCalculated: With<RouteInfo> { .init(.routeCalculated) { if case .routeCalculated(let r) = $0 { r } else { nil } } }
    static var rideRequested: With<String> { .init(.rideRequested) { if case .rideRequested(let id) = $0 { id } else { nil } } }
    static var requestFailed: With<String> { .init(.requestFailed) { if case .requestFailed(let m) = $0 { m } else { nil } } }
    static var driverAssigned: With<DriverAssignment> { .init(.driverAssigned) { if case .driverAssigned(let a) = $0 { a } else { nil } } }
}

extension FlowCase where Root == RideState {
    typealias Places = (pickup: LocationPoint, destination: LocationPoint)
    typealias Trip = (rideId: String, driver: DriverInfo, eta: Duration)
    static var calculatingRoute: With<Places> { .init(.calculatingRoute) { if case .calculatingRoute(let p, let d) = $0 { (p, d) } else { nil } } }
    static var routeCalculated: With<RouteInfo> { .init(.routeCalculated) { if case .routeCalculated(let r) = $0 { r } else { nil } } }
    static var searchingForDriver: With<String> { .init(.searchingForDriver) { if case .searchingForDriver(let id) = $0 { id } else { nil } } }
    static var driverFound: With<Trip> { .init(.driverFound) { if case .driverFound(let id, let d, let e) = $0 { (id, d, e) } else { nil } } }
    static var driverEnRoute: With<Trip> { .init(.driverEnRoute) { if case .driverEnRoute(let id, let d, let e) = $0 { (id, d, e) } else { nil } } }
}
