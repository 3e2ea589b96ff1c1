import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Use @Published for All UI State".
@MainActor
final class ServerListViewModel: ObservableObject {
    @Published private(set) var servers: [Server] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let serverManager: ServerManaging
    private var cancellables = Set<AnyCancellable>()

    init(serverManager: ServerManaging) {
        self.serverManager = serverManager
        serverManager.serversObservable
            .toPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion { self?.errorMessage = error.localizedDescription }
                },
                receiveValue: { [weak self] servers in self?.servers = servers }
            )
            .store(in: &cancellables)
        serverManager.loadingStateSubject
            .asPublisher()
            .replaceError(with: false)
            .receive(on: DispatchQueue.main)
            .assign(to: &$isLoading)
    }

    func refresh() { serverManager.loadServers() }

    func select(_ server: Server) { serverManager.select(server) }
}
