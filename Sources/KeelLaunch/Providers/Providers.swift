import Foundation

/// What remote config (Firebase Remote Config, in the coordinator refactor
/// plan) says about launch.
public struct RemoteConfig: Sendable, Equatable {
    /// Whether the app is in maintenance at launch (the runtime maintenance
    /// stream, once it reports, takes precedence).
    public var maintenance: Bool
    /// What the maintenance screen says.
    public var maintenanceMessage: String
    /// Below this version the app must be updated (unparseable: ignored, logged).
    public var minimumVersion: String?
    /// The newest version, offered as an optional update (unparseable: ignored, logged).
    public var latestVersion: String?
    /// When `latestVersion` was released, for the update grace period.
    public var latestReleasedAt: Date?

    /// A config; the defaults gate nothing (no maintenance, no versions).
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
/// ignored in practice) and cancels a fetch that misses it. A thrown error
/// (or a missed deadline) makes launch go on with `RemoteConfig.defaults`.
public protocol RemoteConfigProviding: Sendable {
    /// Fetches the config; called once per launch, off the main actor.
    func fetch() async throws -> RemoteConfig
}

/// The runtime maintenance switch (the business-settings socket in the
/// coordinator refactor plan).
public struct MaintenanceStatus: Sendable, Equatable {
    /// Whether maintenance is on.
    public var isActive: Bool
    /// What the maintenance screen says.
    public var message: String
    /// A status; `message` is shown while `isActive`.
    public init(isActive: Bool, message: String = "") {
        self.isActive = isActive
        self.message = message
    }
}

/// The runtime maintenance stream. `AppStateManager` subscribes once, in
/// `initialize()`, and stops listening on `shutdown()`.
public protocol MaintenanceStreamProviding: Sendable {
    /// Maintenance changes while the app runs. Ends when the socket closes.
    func updates() -> AsyncStream<MaintenanceStatus>
}

/// The running app's version.
public protocol AppVersionProviding: Sendable {
    /// The version string (`CFBundleShortVersionString`); an unparseable
    /// one disables update gating (logged).
    var currentVersion: String { get }
}

/// One thing to load before the app is ready (theme, configuration, data,
/// connections). `load()` must honour cancellation.
///
/// `load()` runs off the main actor, concurrently with the other services,
/// and is cancelled when it misses `timeout`, when a required service fails,
/// when the overall deadline passes, or on shutdown. Its thrown error's
/// description becomes the failure reason in `LoadReport` and `AppError`.
public protocol LaunchService: Sendable {
    /// Unique among the services; names outcomes and errors.
    var name: String { get }
    /// A required service failing stops launch (error state); an optional
    /// one is reported and launch goes on.
    var isRequired: Bool { get }
    /// This service's own deadline.
    var timeout: Duration { get }
    /// Loads the service (stores what it loaded where the app reads it).
    func load() async throws
}
