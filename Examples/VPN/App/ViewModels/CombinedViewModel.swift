import Foundation
import KeelBridge
import VPNLegacy

/// What the dashboard shows: two legacy streams in one value.
struct ConnectionOverview: Equatable {
    let vpnState: VPNState
    let networkAvailable: Bool
}

/// The Windscribe SwiftUI migration guide, "Combining Multiple RxSwift Streams".
@MainActor
final class CombinedViewModel: ObservableObject {
    @Published private(set) var overview: ConnectionOverview?

    init(vpnManager: VPNManaging, networkManager: NetworkManaging) {
        let vpnState = vpnManager.connectionStateSubject.asPublisher()
        let network = networkManager.connectionState.toPublisher()
        Publishers.CombineLatest(vpnState, network)
            .map { state, network in ConnectionOverview(vpnState: state, networkAvailable: network == .connected) }
            .map(Optional.some)
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .assign(to: &$overview)
    }
}
