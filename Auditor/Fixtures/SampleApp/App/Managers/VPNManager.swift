import RxSwift

enum VPNState { case disconnected, connecting, connected }

final class VPNManager {
    static let shared = VPNManager()
    let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)

    func connect() -> Single<Void> {
        Single.create { observer in
            observer(.success(()))
            return Disposables.create()
        }
    }

    func disconnect() {
        connectionStateSubject.onNext(.disconnected)
    }
}
