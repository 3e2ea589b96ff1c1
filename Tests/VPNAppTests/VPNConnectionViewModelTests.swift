import KeelBridge
import KeelTesting
import Testing
import VPNLegacy
@testable import VPNApp

@Suite("VPNConnectionViewModel", .timeLimit(.minutes(1)))
@MainActor
struct VPNConnectionViewModelTests {
    let vpnManager = VPNManager()
    let serverManager = ServerManager()

    @Test func stateFollowsTheLegacySubject() async {
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        var seen: [VPNState] = []
        let cancellable = sut.$connectionState.sink { seen.append($0) }
        vpnManager.connectionStateSubject.onNext(.connecting)
        await drainMainQueue()
        #expect(sut.isConnecting)
        vpnManager.connectionStateSubject.onNext(.connected)
        await drainMainQueue()
        #expect(sut.connectionState == .connected)
        #expect(!sut.isConnecting)
        // The property's initial value, the subject's replay, then the changes.
        #expect(seen == [.disconnected, .disconnected, .connecting, .connected])
        cancellable.cancel()
    }

    @Test func connectWithoutAServerIsAnErrorMessageNotACall() {
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        sut.connect()
        #expect(sut.errorMessage == "Choose a server first")
        #expect(!sut.isConnecting)
    }

    @Test func connectSuccessResetsTheLoadingFlag() async {
        serverManager.select(Server(name: "Amsterdam", region: "EU"))
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        await drainMainQueue()
        sut.connect()
        await drainMainQueue()
        #expect(sut.connectionState == .connected)
        #expect(!sut.isConnecting)
        #expect(sut.errorMessage == nil)
    }

    @Test func connectFailureSurfacesTheMessageAndResetsLoading() async {
        vpnManager.connectBehavior = .fail(.connectionFailed("timeout"))
        serverManager.select(Server(name: "Amsterdam", region: "EU"))
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        await drainMainQueue()
        sut.connect()
        await drainMainQueue()
        #expect(sut.errorMessage == "Connection failed: timeout")
        #expect(!sut.isConnecting)
    }

    @Test func cancellingAPendingConnectDisposesTheLegacySingle() async {
        vpnManager.connectBehavior = .manual
        serverManager.select(Server(name: "Amsterdam", region: "EU"))
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        await drainMainQueue()
        sut.connect()
        sut.cancelConnect()
        #expect(vpnManager.cancelledConnections == 1)
        #expect(!sut.isConnecting)
    }

    @Test func disconnectCallsTheLegacyManager() async {
        vpnManager.connectionStateSubject.onNext(.connected)
        let sut = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        sut.disconnect()
        await drainMainQueue()
        #expect(sut.connectionState == .disconnected)
    }

    @Test func deinitDisposesTheLegacySubscriptions() async {
        var sut: VPNConnectionViewModel? = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        let weakSut = Weak(sut)
        await drainMainQueue()
        #expect(vpnManager.connectionStateSubject.hasObservers)
        sut = nil
        await drainMainQueue()
        #expect(weakSut.value == nil)
        #expect(!vpnManager.connectionStateSubject.hasObservers)
    }

    @Test func aPendingConnectIsDisposedWhenTheViewModelGoes() async {
        vpnManager.connectBehavior = .manual
        serverManager.select(Server(name: "Amsterdam", region: "EU"))
        var sut: VPNConnectionViewModel? = VPNConnectionViewModel(vpnManager: vpnManager, serverManager: serverManager)
        await drainMainQueue()
        sut?.connect()
        sut = nil
        await drainMainQueue()
        #expect(vpnManager.cancelledConnections == 1)
    }
}
