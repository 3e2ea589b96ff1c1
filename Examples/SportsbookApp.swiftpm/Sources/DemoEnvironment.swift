import Foundation
import KeelLaunch
import SportsbookApp

/// Demo launch clients: each answers after a short delay, as a network would,
/// and honours cancellation (launch enforces deadlines).
enum DemoEnvironment {
    static func make(store: SportsStore) -> SportsbookEnvironment {
        SportsbookEnvironment(
            remoteConfig: DemoRemoteConfig(), maintenance: NoMaintenance(), appVersion: BundleVersion(),
            theme: DemoTheme(), configuration: DemoConfiguration(), events: DemoEvents(), sports: DemoSports(),
            store: store
        )
    }
}

struct DemoRemoteConfig: RemoteConfigProviding {
    func fetch() async throws -> RemoteConfig {
        try await Task.sleep(for: .milliseconds(300))
        return RemoteConfig(latestVersion: "0.3.0")
    }
}

/// No business-settings socket in the demo: maintenance never starts.
struct NoMaintenance: MaintenanceStreamProviding {
    func updates() -> AsyncStream<MaintenanceStatus> { AsyncStream { _ in } }
}

/// The version in the app's Info.plist.
struct BundleVersion: AppVersionProviding {
    var currentVersion: String { Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0.2.0" }
}

struct DemoTheme: ThemeClient {
    func fetchTheme() async throws -> String {
        try await Task.sleep(for: .milliseconds(200))
        return "dark"
    }
}

struct DemoConfiguration: PresentationConfigurationClient {
    func loadConfiguration() async throws -> [String: String] {
        try await Task.sleep(for: .milliseconds(250))
        return ["oddsFormat": "decimal"]
    }
}

struct DemoEvents: EventsConnectionClient {
    func connect() async throws { try await Task.sleep(for: .milliseconds(400)) }
}

struct DemoSports: SportsClient {
    func activeSports() async throws -> [Sport] {
        try await Task.sleep(for: .milliseconds(150))
        return [Sport(id: "football", name: "Football"), Sport(id: "tennis", name: "Tennis")]
    }
}
