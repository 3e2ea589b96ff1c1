// README: KeelBridge (ReadmeSnippetTests checks that every ```swift block of
// README.md is a fragment of one of this folder's files).
import KeelBridge   // Combine comes with it (OpenCombine off Apple platforms)
import KeelRx       // the legacy Rx types: real RxSwift, or Keel's stand-in with StandIn

/// A legacy RxSwift manager, unchanged.
final class VPNManager: @unchecked Sendable {
    let connectionStateSubject = BehaviorSubject<String>(value: "disconnected")
}

@MainActor
final class ConnectionViewModel: ObservableObject {
    @Published private(set) var state = "disconnected"
    private var cancellables = Set<AnyCancellable>()

    init(vpnManager: VPNManager) {
        vpnManager.connectionStateSubject
            .asPublisher()                        // RxSwift BehaviorSubject → Combine
            .replaceError(with: "error")
            .sink { [weak self] in self?.state = $0 }
            .store(in: &cancellables)
    }
}
