/// A sport the app lists (the plan's `ready(sportsData: [Sport])`; here the
/// `SportsStore` holds them and the state stays about where the app is).
public struct Sport: Hashable, Sendable, Identifiable {
    public let id: String
    public let name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The backends launch talks to. Each call must honour cancellation.
public protocol ThemeClient: Sendable {
    func fetchTheme() async throws -> String
}

public protocol PresentationConfigurationClient: Sendable {
    func loadConfiguration() async throws -> [String: String]
}

public protocol EventsConnectionClient: Sendable {
    /// Returns once the events socket is connected.
    func connect() async throws
}

public protocol SportsClient: Sendable {
    func activeSports() async throws -> [Sport]
}
