import Combine
import SwiftUI

// A first SwiftUI ViewModel: migrated in a hurry.
class ConnectionViewModel: ObservableObject {
    @Published var state: VPNState = .disconnected
    @Published var statusColor: Color = .gray
    @Published var isConnecting = false
    let tapSubject = PassthroughSubject<Void, Never>()

    private var cancellables = Set<AnyCancellable>()

    init() {
        VPNManager.shared.connectionStateSubject
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { state in
                self.state = state
            })
            .store(in: &cancellables)
    }

    func connect() {
        isConnecting = true
        DispatchQueue.global().async {
            self.isConnecting = false
        }
    }

    func showSettings(from router: AppRouter) {
        router.routeTo(.settings(animated: true))
    }
}
