import KeelRx

/// The legacy network reachability service.
public protocol NetworkManaging: AnyObject {
    var connectionState: Observable<NetworkStatus> { get }
}

public final class NetworkManager: NetworkManaging {
    private let status = BehaviorSubject<NetworkStatus>(value: .connected)
    public init() {}
    public var connectionState: Observable<NetworkStatus> { status.asObservable() }
    /// Simulates a reachability change.
    public func update(_ newStatus: NetworkStatus) { status.onNext(newStatus) }
    /// Simulates the reachability service failing.
    public func fail(_ error: LegacyServiceError) { status.onError(error) }
    public var hasObservers: Bool { status.hasObservers }
}

/// The legacy preferences service.
public protocol PreferencesManaging: AnyObject {
    func getPreferences() -> Single<UserPreferences>
    func saveSettings()
}

public final class PreferencesManager: PreferencesManaging {
    public var stored = UserPreferences(protocolName: "WireGuard", killSwitch: false)
    public var failure: LegacyServiceError?
    public private(set) var saveCount = 0
    public init() {}

    public func getPreferences() -> Single<UserPreferences> {
        let failure = failure
        let stored = stored
        return Single.create { observer in
            if let failure { observer(.failure(failure)) } else { observer(.success(stored)) }
            return Disposables.create()
        }
    }

    public func saveSettings() { saveCount += 1 }
}

/// The legacy authentication service.
public protocol AuthManaging: AnyObject {
    var authStateSubject: BehaviorSubject<Bool> { get }
    func login(username: String, password: String) -> Single<Void>
}

public final class AuthManager: AuthManaging {
    public let authStateSubject = BehaviorSubject<Bool>(value: false)
    public var validCredentials = ("user", "secret")
    public init() {}

    public func login(username: String, password: String) -> Single<Void> {
        let valid = (username, password) == validCredentials
        return Single.create { [weak self] observer in
            if valid {
                self?.authStateSubject.onNext(true)
                observer(.success(()))
            } else {
                observer(.failure(LegacyServiceError.unauthorized))
            }
            return Disposables.create()
        }
    }
}

/// The look-and-feel repository (dark mode).
public protocol LookAndFeelRepositoryType: AnyObject {
    var isDarkModeSubject: BehaviorSubject<Bool> { get }
}

public final class LookAndFeelRepository: LookAndFeelRepositoryType {
    public let isDarkModeSubject = BehaviorSubject<Bool>(value: false)
    public init() {}
}

/// Push notification permission (the Windscribe SwiftUI migration guide, "Push Notifications Popup").
public protocol PushNotificationManaging: AnyObject {
    func askForPushNotificationPermission()
}

public final class PushNotificationManager: PushNotificationManaging {
    public private(set) var permissionRequests = 0
    public init() {}
    public func askForPushNotificationPermission() { permissionRequests += 1 }
}
