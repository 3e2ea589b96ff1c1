import KeelRx

/// The legacy server list service.
public protocol ServerManaging: AnyObject {
    var serversSubject: BehaviorSubject<[Server]> { get }
    var serversObservable: Observable<[Server]> { get }
    var loadingStateSubject: BehaviorSubject<Bool> { get }
    var selectedServerObservable: Observable<Server?> { get }
    func loadServers()
    func select(_ server: Server?)
}

/// In-memory server manager: `loadServers()` marks loading, then publishes
/// `availableServers` (or stays loading while `holdLoading` is set, until
/// `finishLoading()`).
public final class ServerManager: ServerManaging {
    public let serversSubject = BehaviorSubject<[Server]>(value: [])
    public let loadingStateSubject = BehaviorSubject<Bool>(value: false)
    private let selectedServer = BehaviorRelay<Server?>(value: nil)
    public var availableServers: [Server]
    public var holdLoading = false

    public init(servers: [Server] = [Server(name: "Amsterdam", region: "EU"), Server(name: "Toronto", region: "NA")]) {
        availableServers = servers
    }

    public var serversObservable: Observable<[Server]> { serversSubject.asObservable() }
    public var selectedServerObservable: Observable<Server?> { selectedServer.asObservable() }

    public func loadServers() {
        loadingStateSubject.onNext(true)
        if !holdLoading { finishLoading() }
    }

    public func finishLoading() {
        serversSubject.onNext(availableServers)
        loadingStateSubject.onNext(false)
    }

    public func select(_ server: Server?) {
        selectedServer.accept(server)
    }
}
