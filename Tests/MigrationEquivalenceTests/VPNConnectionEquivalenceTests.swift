import KeelRx
import MigrationLegacyFixtures
import Testing
import VPNLegacy
@testable import MigrationMigratedFixtures
@testable import VPNApp

@MainActor
protocol VPNConnectionDriver: AnyObject {
    var connectionState: VPNState { get }
    var selectedServer: Server? { get }
    var isConnecting: Bool { get }
    var errorMessage: String? { get }
    func connect()
    func disconnect()
}

@MainActor
final class LegacyVPNConnection: VPNConnectionDriver {
    let viewModel: MigrationLegacyFixtures.VPNConnectionViewModel
    init(vpn: VPNManaging, servers: ServerManaging) { viewModel = .init(vpnManager: vpn, serverManager: servers) }
    var connectionState: VPNState { viewModel.connectionState.value }
    var selectedServer: Server? { viewModel.selectedServer.value }
    var isConnecting: Bool { viewModel.isConnecting.value }
    var errorMessage: String? { viewModel.errorMessage.value }
    func connect() { viewModel.connect() }
    func disconnect() { viewModel.disconnect() }
}

@MainActor
final class MigratedVPNConnection: VPNConnectionDriver {
    let viewModel: VPNConnectionScreenViewModelImpl
    init(vpn: VPNManaging, servers: ServerManaging) { viewModel = .init(vpnManager: vpn, serverManager: servers) }
    var connectionState: VPNState { viewModel.connectionState }
    var selectedServer: Server? { viewModel.selectedServer }
    var isConnecting: Bool { viewModel.isConnecting }
    var errorMessage: String? { viewModel.errorMessage }
    func connect() { viewModel.connect() }
    func disconnect() { viewModel.disconnect() }
}

/// The reference app's hand-migrated ViewModel (Examples/VPN/App).
@MainActor
final class HandMigratedVPNConnection: VPNConnectionDriver {
    let viewModel: VPNApp.VPNConnectionViewModel
    init(vpn: VPNManaging, servers: ServerManaging) { viewModel = .init(vpnManager: vpn, serverManager: servers) }
    var connectionState: VPNState { viewModel.connectionState }
    var selectedServer: Server? { viewModel.selectedServer }
    var isConnecting: Bool { viewModel.isConnecting }
    var errorMessage: String? { viewModel.errorMessage }
    func connect() { viewModel.connect() }
    func disconnect() { viewModel.disconnect() }
}

@MainActor
@Suite("VPN connection (reference app): legacy, migrated and hand-migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct VPNConnectionEquivalenceTests {
    let vpn = VPNManager()
    let servers = ServerManager()
    let amsterdam = Server(name: "Amsterdam", region: "EU")

    func make(_ variant: Variant) -> any VPNConnectionDriver {
        switch variant {
        case .legacy: LegacyVPNConnection(vpn: vpn, servers: servers)
        case .migrated: MigratedVPNConnection(vpn: vpn, servers: servers)
        case .handMigrated: HandMigratedVPNConnection(vpn: vpn, servers: servers)
        }
    }

    @Test(arguments: Variant.allCases)
    func connectingWithoutAServerAsksForOne(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        screen.connect()
        await settle()
        #expect(screen.errorMessage == "Choose a server first")
        #expect(!screen.isConnecting)
        #expect(screen.connectionState == .disconnected)
    }

    /// Acting before the main queue's first turn: with a server already selected,
    /// connecting right after construction connects (it does not ask for a server).
    @Test(arguments: Variant.generated)
    func connectingBeforeTheFirstMainQueueTurnUsesTheSelectedServer(_ variant: Variant) async {
        vpn.connectBehavior = .manual
        servers.select(amsterdam)
        let screen = make(variant)
        #expect(screen.selectedServer == amsterdam)
        screen.connect()
        #expect(screen.errorMessage == nil)
        #expect(screen.isConnecting)
        vpn.finishPendingConnection(.success(()))
        await settle()
        #expect(screen.connectionState == .connected)
        #expect(!screen.isConnecting)
    }

    @Test(arguments: Variant.allCases)
    func connectsToTheSelectedServer(_ variant: Variant) async {
        let screen = make(variant)
        servers.select(amsterdam)
        await settle()
        #expect(screen.selectedServer == amsterdam)
        screen.connect()
        await settle()
        #expect(screen.connectionState == .connected)
        #expect(!screen.isConnecting)
        #expect(screen.errorMessage == nil)
        screen.disconnect()
        await settle()
        #expect(screen.connectionState == .disconnected)
    }

    @Test(arguments: Variant.allCases)
    func aFailedConnectionShowsTheReason(_ variant: Variant) async {
        vpn.connectBehavior = .fail(.connectionFailed("timeout"))
        let screen = make(variant)
        servers.select(amsterdam)
        await settle()
        screen.connect()
        await settle()
        #expect(screen.errorMessage == "Connection failed: timeout")
        #expect(screen.connectionState == .disconnected)
        #expect(!screen.isConnecting)
    }

    @Test(arguments: Variant.allCases)
    func connectingLastsUntilTheManagerAnswers(_ variant: Variant) async {
        vpn.connectBehavior = .manual
        let screen = make(variant)
        servers.select(amsterdam)
        await settle()
        screen.connect()
        await settle()
        #expect(screen.isConnecting)
        #expect(screen.connectionState == .connecting)
        vpn.finishPendingConnection(.success(()))
        await settle()
        #expect(screen.connectionState == .connected)
        #expect(!screen.isConnecting)
    }
}
