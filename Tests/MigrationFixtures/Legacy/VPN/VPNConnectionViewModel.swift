import Foundation
import KeelRx
import VPNLegacy

/// The reference app's connection screen as it was before the migration:
/// an RxSwift ViewModel over the legacy `VPNManaging` and `ServerManaging`
/// (the same managers the migrated `Examples/VPN/App` feature bridges).
public protocol VPNConnectionViewModelType {
    var connectionState: BehaviorRelay<VPNState> { get }
    var selectedServer: BehaviorRelay<Server?> { get }
    var isConnecting: BehaviorRelay<Bool> { get }
    var errorMessage: BehaviorRelay<String?> { get }
    func connect()
    func disconnect()
}

public final class VPNConnectionViewModel: VPNConnectionViewModelType {
    public let connectionState = BehaviorRelay<VPNState>(value: .disconnected)
    public let selectedServer = BehaviorRelay<Server?>(value: nil)
    public let isConnecting = BehaviorRelay<Bool>(value: false)
    public let errorMessage = BehaviorRelay<String?>(value: nil)

    private let vpnManager: VPNManaging
    private let serverManager: ServerManaging
    private let disposeBag = DisposeBag()

    public init(vpnManager: VPNManaging, serverManager: ServerManaging) {
        self.vpnManager = vpnManager
        self.serverManager = serverManager
        vpnManager.connectionStateSubject
            .subscribe(onNext: { [weak self] state in
                self?.connectionState.accept(state)
                self?.isConnecting.accept(state == .connecting)
            }, onError: { [weak self] error in
                self?.errorMessage.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
        serverManager.selectedServerObservable
            .bind(to: selectedServer)
            .disposed(by: disposeBag)
    }

    public func connect() {
        guard let server = selectedServer.value else {
            errorMessage.accept("Choose a server first")
            return
        }
        isConnecting.accept(true)
        errorMessage.accept(nil)
        vpnManager.connect(to: server)
            .subscribe(onSuccess: { [weak self] in
                self?.isConnecting.accept(false)
            }, onFailure: { [weak self] error in
                self?.isConnecting.accept(false)
                self?.errorMessage.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
    }

    public func disconnect() {
        vpnManager.disconnect()
    }
}
