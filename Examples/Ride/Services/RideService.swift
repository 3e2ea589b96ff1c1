/// The ride backend, as the flow needs it. Implementations must honour task
/// cancellation (the flow cancels work for states it has left).
public protocol RideService: Sendable {
    func calculateRoute(from pickup: LocationPoint, to destination: LocationPoint) async throws -> RouteInfo
    /// Requests a ride; returns its id.
    func requestRide(route: RouteInfo) async throws -> String
    /// Polled while searching: the assigned driver, or `nil` while none yet.
    func findDriver(rideId: String) async throws -> DriverAssignment?
    /// Cancels a requested ride on the backend.
    func cancelRide(rideId: String) async
}
