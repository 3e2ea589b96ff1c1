import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Pattern 1: ViewModel with Legacy Service Integration".
@MainActor
final class VPNConnectionViewModel: ObservableObject {
    @Published private(set) var connectionState: VPNState = .disconnected
    @Published private(set) var selectedServer: Server?
    @Published private(set) var isConnecting = false
    @Published private(set) var errorMessage: String?

    private let vpnManager: VPNManaging
    private let serverManager: ServerManaging
    private var cancellables = Set<AnyCancellable>()
    private var connection: AnyCancellable?

    init(vpnManager: VPNManaging, serverManager: ServerManaging) {
        self.vpnManager = vpnManager
        self.serverManager = serverManager
        setupBindings()
    }

    private func setupBindings() {
        vpnManager.connectionStateSubject
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.errorMessage = error.localizedDescription
                    }
                },
                receiveValue: { [weak self] state in
                    self?.connectionState = state
                    self?.isConnecting = (state == .connecting)
                }
            )
            .store(in: &cancellables)

        serverManager.selectedServerObservable
            .toPublisher()
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .assign(to: &$selectedServer)
    }

    func connect() {
        guard let server = selectedServer else {
            errorMessage = "Choose a server first"
            return
        }
        isConnecting = true
        errorMessage = nil
        connection = vpnManager.connect(to: server)
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isConnecting = false
                    if case .failure(let error) = completion {
                        self?.errorMessage = error.localizedDescription
                    }
                },
                receiveValue: { _ in }
            )
    }

    /// Cancels an attempt in flight; the legacy `Single` is disposed.
    func cancelConnect() {
        connection?.cancel()
        connection = nil
        isConnecting = false
    }

    func disconnect() {
        asInfallibleVoidPublisher { [vpnManager] in vpnManager.disconnect() }
            .sink { _ in }
            .store(in: &cancellables)
    }
}
