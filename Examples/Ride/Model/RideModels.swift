/// A point on the map.
public struct LocationPoint: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A calculated route between two points.
public struct RouteInfo: Hashable, Sendable {
    public let pickup: LocationPoint
    public let destination: LocationPoint
    public let distanceMeters: Double
    public let estimatedDuration: Duration
    public init(pickup: LocationPoint, destination: LocationPoint, distanceMeters: Double, estimatedDuration: Duration) {
        self.pickup = pickup
        self.destination = destination
        self.distanceMeters = distanceMeters
        self.estimatedDuration = estimatedDuration
    }
}

/// The assigned driver.
public struct DriverInfo: Hashable, Sendable {
    public let id: String
    public let name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A driver the service found for a ride, with an ETA to pickup.
public struct DriverAssignment: Hashable, Sendable {
    public let driver: DriverInfo
    public let eta: Duration
    public init(driver: DriverInfo, eta: Duration) {
        self.driver = driver
        self.eta = eta
    }
}

/// What went wrong, as the user sees it. Recoverable: `clearError` returns to idle.
public enum RideRequestError: Error, Hashable, Sendable {
    case routeUnavailable
    case requestFailed(String)
    case noDriverFound
}
