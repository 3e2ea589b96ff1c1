/// Why the locations can't be used for a ride.
public enum RideValidationError: Error, Equatable, Sendable {
    case missingPickup
    case missingDestination
    case sameLocations
}

/// The lightweight ride coordinator of the SwiftUI state management analysis
/// ("Coordinator only has sync
/// validation methods"): no state, no `Task`, no async work — the flow
/// controller owns all of that.
public struct RideRequestCoordinator: Sendable {
    public init() {}

    /// Checks the user's locations before the flow is asked to use them.
    public func validateLocations(
        pickup: LocationPoint?,
        destination: LocationPoint?
    ) -> Result<(pickup: LocationPoint, destination: LocationPoint), RideValidationError> {
        guard let pickup else { return .failure(.missingPickup) }
        guard let destination else { return .failure(.missingDestination) }
        guard pickup != destination else { return .failure(.sameLocations) }
        return .success((pickup, destination))
    }
}
