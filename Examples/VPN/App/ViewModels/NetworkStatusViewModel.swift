import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "RxSwift Observable → Combine Publisher".
@MainActor
final class NetworkStatusViewModel: ObservableObject {
    @Published private(set) var isConnected = false
    @Published private(set) var errorMessage: String?

    private var cancellables = Set<AnyCancellable>()

    init(networkManager: NetworkManaging) {
        networkManager.connectionState
            .toPublisher()
            .map { $0 == .connected }
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.isConnected = false
                        self?.errorMessage = error.localizedDescription
                    }
                },
                receiveValue: { [weak self] connected in self?.isConnected = connected }
            )
            .store(in: &cancellables)
    }
}
