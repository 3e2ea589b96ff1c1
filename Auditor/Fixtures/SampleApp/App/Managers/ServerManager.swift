import RxSwift

struct Server: Equatable { let name: String }

final class ServerManager {
    let serversSubject = BehaviorSubject<[Server]>(value: [])
    let loadingStateSubject = BehaviorSubject<Bool>(value: false)
}
