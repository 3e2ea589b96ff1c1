import Foundation
import KeelLaunch

/// Everything the sportsbook's launch needs, injected (no `Env` globals).
/// Each client must honour task cancellation (launch enforces deadlines).
public struct SportsbookEnvironment: Sendable {
    public var remoteConfig: any RemoteConfigProviding
    public var maintenance: any MaintenanceStreamProviding
    public var appVersion: any AppVersionProviding
    public var theme: any ThemeClient
    public var configuration: any PresentationConfigurationClient
    public var events: any EventsConnectionClient
    public var sports: any SportsClient
    public var store: SportsStore

    public init(remoteConfig: any RemoteConfigProviding, maintenance: any MaintenanceStreamProviding,
                appVersion: any AppVersionProviding, theme: any ThemeClient,
                configuration: any PresentationConfigurationClient, events: any EventsConnectionClient,
                sports: any SportsClient, store: SportsStore) {
        self.remoteConfig = remoteConfig
        self.maintenance = maintenance
        self.appVersion = appVersion
        self.theme = theme
        self.configuration = configuration
        self.events = events
        self.sports = sports
        self.store = store
    }
}

/// Builds the sportsbook's `AppStateManager` (the coordinator refactor
/// plan's Phase 1): theme, presentation configuration and sports data loaded
/// in parallel, each under its own deadline.
public enum SportsbookLaunch {
    @MainActor
    public static func makeAppStateManager(
        environment: SportsbookEnvironment,
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> AppStateManager {
        let services: [any LaunchService] = [
            ThemeLaunchService(client: environment.theme, store: environment.store, timeout: .seconds(5)),
            ConfigurationLaunchService(client: environment.configuration, store: environment.store, timeout: .seconds(8)),
            SportsDataLaunchService(events: environment.events, sports: environment.sports, store: environment.store, timeout: .seconds(15)),
        ]
        return AppStateManager(
            remoteConfig: environment.remoteConfig,
            maintenance: environment.maintenance,
            appVersion: environment.appVersion,
            services: services,
            configuration: AppStateManager.Configuration(configTimeout: .seconds(5), overallServiceDeadline: .seconds(20)),
            clock: clock,
            now: now
        )
    }
}
