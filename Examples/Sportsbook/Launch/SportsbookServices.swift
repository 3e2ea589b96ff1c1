import KeelLaunch

/// The coordinator refactor plan's "Parallel Loading Strategy": theme, presentation configuration
/// and (after the events connection) sports data, as launch services.

/// The theme: optional — the app falls back to its built-in theme.
struct ThemeLaunchService: LaunchService {
    let client: any ThemeClient
    let store: SportsStore
    let name = "theme"
    let isRequired = false
    let timeout: Duration

    func load() async throws { store.store(theme: try await client.fetchTheme()) }
}

/// Presentation configuration: required.
struct ConfigurationLaunchService: LaunchService {
    let client: any PresentationConfigurationClient
    let store: SportsStore
    let name = "configuration"
    let isRequired = true
    let timeout: Duration

    func load() async throws { store.store(configuration: try await client.loadConfiguration()) }
}

/// Sports data: required; waits for the events connection first (the
/// plan's `eventsConnectionStatePublisher.filter { $0 == .connected }
/// .flatMap { activeSportsPublisher }`), under one deadline.
struct SportsDataLaunchService: LaunchService {
    let events: any EventsConnectionClient
    let sports: any SportsClient
    let store: SportsStore
    let name = "sportsData"
    let isRequired = true
    let timeout: Duration

    func load() async throws {
        try await events.connect()
        store.store(sports: try await sports.activeSports())
    }
}
