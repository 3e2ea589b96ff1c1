import Combine
import RxSwift

// Migrated to Combine on the outside, RxSwift inside: not allowed for new ViewModels.
@MainActor
final class SettingsViewModel: ObservableObject {
    @Published private(set) var servers: [Server] = []
    @Published private(set) var isLoading = false
    private let disposeBag = DisposeBag()
    private let serverManager: ServerManager

    init(serverManager: ServerManager) {
        self.serverManager = serverManager
        serverManager.serversSubject
            .subscribe(onNext: { [weak self] servers in self?.servers = servers })
            .disposed(by: disposeBag)
    }
}
