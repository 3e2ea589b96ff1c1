import KeelRx

/// The legacy VPN service (RxSwift; unchanged by the SwiftUI migration).
public protocol VPNManaging: AnyObject {
    var connectionStateSubject: BehaviorSubject<VPNState> { get }
    func connect(to server: Server) -> Single<Void>
    func disconnect()
}

/// In-memory VPN manager with controllable outcomes: `connectBehavior`
/// decides whether `connect` succeeds, fails, or stays pending until
/// `finishPendingConnection(_:)`. Disposing a pending connect cancels it.
public final class VPNManager: VPNManaging {
    public enum ConnectBehavior {
        case succeed
        case fail(LegacyServiceError)
        case manual
    }

    public let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
    public var connectBehavior: ConnectBehavior = .succeed
    public private(set) var cancelledConnections = 0
    private var pending: ((SingleEvent<Void>) -> Void)?

    public init() {}

    public func connect(to server: Server) -> Single<Void> {
        Single.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            self.connectionStateSubject.onNext(.connecting)
            switch self.connectBehavior {
            case .succeed:
                self.connectionStateSubject.onNext(.connected)
                observer(.success(()))
            case .fail(let error):
                self.connectionStateSubject.onNext(.disconnected)
                observer(.failure(error))
            case .manual:
                self.pending = observer
            }
            return Disposables.create { [weak self] in
                guard let self, self.pending != nil else { return }
                self.pending = nil
                self.cancelledConnections += 1
            }
        }
    }

    /// Completes a `.manual` connection.
    public func finishPendingConnection(_ result: Result<Void, LegacyServiceError>) {
        guard let pending else { return }
        self.pending = nil
        switch result {
        case .success:
            connectionStateSubject.onNext(.connected)
            pending(.success(()))
        case .failure(let error):
            connectionStateSubject.onNext(.disconnected)
            pending(.failure(error))
        }
    }

    public func disconnect() {
        connectionStateSubject.onNext(.disconnected)
    }
}
