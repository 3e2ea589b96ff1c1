import Foundation

/// What remote config says about launch (seed 003: Firebase Remote Config).
public struct RemoteConfig: Sendable, Equatable {
    public var maintenance: Bool
    public var maintenanceMessage: String
    public var minimumVersion: String?
    public var latestVersion: String?
    public var latestReleasedAt: Date?

    public init(maintenance: Bool = false, maintenanceMessage: String = "", minimumVersion: String? = nil,
                latestVersion: String? = nil, latestReleasedAt: Date? = nil) {
        self.maintenance = maintenance
        self.maintenanceMessage = maintenanceMessage
        self.minimumVersion = minimumVersion
        self.latestVersion = latestVersion
        self.latestReleasedAt = latestReleasedAt
    }

    /// What launch uses when config can't be fetched in time: no
    /// maintenance, no update gating.
    public static let defaults = RemoteConfig()
}

/// Remote config. Implementations must honour task cancellation: Keel
/// enforces its own deadline (Firebase's fetch timeout is known to be
/// ignored in practice) and cancels a fetch that misses it.
public protocol RemoteConfigProviding: Sendable {
    func fetch() async throws -> RemoteConfig
}

/// The runtime maintenance switch (seed 003: the business-settings socket).
public struct MaintenanceStatus: Sendable, Equatable {
    public var isActive: Bool
    public var message: String
    public init(isActive: Bool, message: String = "") {
        self.isActive = isActive
        self.message = message
    }
}

public protocol MaintenanceStreamProviding: Sendable {
    /// Maintenance changes while the app runs. Ends when the socket closes.
    func updates() -> AsyncStream<MaintenanceStatus>
}

/// The running app's version.
public protocol AppVersionProviding: Sendable {
    var currentVersion: String { get }
}

/// One thing to load before the app is ready (theme, configuration, data,
/// connections). `load()` must honour cancellation.
public protocol LaunchService: Sendable {
    var name: String { get }
    /// A required service failing stops launch (error state); an optional
    /// one is reported and launch goes on.
    var isRequired: Bool { get }
    /// This service's own deadline.
    var timeout: Duration { get }
    func load() async throws
}
