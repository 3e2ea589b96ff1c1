import KeelBridge
import Testing
import VPNLegacy
@testable import VPNApp

@Suite("Server list, network status, settings, auth, combined", .timeLimit(.minutes(1)))
@MainActor
struct ScreenViewModelTests {
    @Test func serverListFollowsLoadingAndServers() async {
        let manager = ServerManager()
        manager.holdLoading = true
        let sut = ServerListViewModel(serverManager: manager)
        sut.refresh()
        await drainMainQueue()
        #expect(sut.isLoading)
        #expect(sut.servers.isEmpty)
        manager.finishLoading()
        await drainMainQueue()
        #expect(!sut.isLoading)
        #expect(sut.servers.map(\.name) == ["Amsterdam", "Toronto"])
    }

    @Test func serverListDeliversAnEmptyList() async {
        let manager = ServerManager(servers: [])
        let sut = ServerListViewModel(serverManager: manager)
        manager.serversSubject.onNext([Server(name: "X", region: "Y")])
        sut.refresh()
        await drainMainQueue()
        #expect(sut.servers.isEmpty)
    }

    @Test func networkStatusFollowsAndSurfacesFailure() async {
        let manager = NetworkManager()
        let sut = NetworkStatusViewModel(networkManager: manager)
        await drainMainQueue()
        #expect(sut.isConnected)
        manager.update(.disconnected)
        await drainMainQueue()
        #expect(!sut.isConnected)
        manager.update(.connected)
        manager.fail(.unavailable)
        await drainMainQueue()
        #expect(!sut.isConnected)
        #expect(sut.errorMessage == "The service is unavailable")
    }

    @Test func networkSubscriptionEndsWithTheViewModel() async {
        let manager = NetworkManager()
        var sut: NetworkStatusViewModel? = NetworkStatusViewModel(networkManager: manager)
        await drainMainQueue()
        #expect(manager.hasObservers)
        sut = nil
        #expect(!manager.hasObservers)
        _ = sut
    }

    @Test func settingsLoadsSavesAndResetsLoading() async {
        let manager = PreferencesManager()
        let sut = SettingsViewModel(preferencesManager: manager)
        sut.loadPreferences()
        #expect(sut.isLoading)
        await drainMainQueue()
        #expect(!sut.isLoading)
        #expect(sut.preferences?.protocolName == "WireGuard")
        sut.saveSettings()
        await drainMainQueue()
        #expect(manager.saveCount == 1)
        #expect(sut.isSaved)
    }

    @Test func settingsLoadFailureIsAMessage() async {
        let manager = PreferencesManager()
        manager.failure = .unavailable
        let sut = SettingsViewModel(preferencesManager: manager)
        sut.loadPreferences()
        await drainMainQueue()
        #expect(!sut.isLoading)
        #expect(sut.errorMessage == "The service is unavailable")
    }

    @Test func authFollowsTheAuthStateAndReportsBadCredentials() async {
        let manager = AuthManager()
        let sut = AuthViewModel(authManager: manager)
        sut.login(username: "user", password: "wrong")
        await drainMainQueue()
        #expect(sut.errorMessage == "Wrong username or password")
        #expect(!sut.isAuthenticated)
        #expect(!sut.isLoggingIn)
        sut.login(username: "user", password: "secret")
        await drainMainQueue()
        #expect(sut.isAuthenticated)
        #expect(sut.errorMessage == nil)
    }

    @Test func combinedViewModelCombinesTwoLegacyStreams() async {
        let vpn = VPNManager()
        let network = NetworkManager()
        let sut = CombinedViewModel(vpnManager: vpn, networkManager: network)
        await drainMainQueue()
        #expect(sut.overview == ConnectionOverview(vpnState: .disconnected, networkAvailable: true))
        vpn.connectionStateSubject.onNext(.connected)
        network.update(.disconnected)
        await drainMainQueue()
        #expect(sut.overview == ConnectionOverview(vpnState: .connected, networkAvailable: false))
    }
}
