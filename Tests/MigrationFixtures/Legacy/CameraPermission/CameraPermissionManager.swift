import KeelRx

/// What the system answers about camera access.
public enum CameraAuthorization: Sendable, Equatable {
    case notDetermined, denied, authorized
}

/// The legacy camera permission manager (RxSwift; unchanged by the migration).
public protocol CameraPermissionManaging: AnyObject {
    var statusSubject: BehaviorSubject<CameraAuthorization> { get }
    func requestAccess()
    func openSettings()
}

/// In-memory manager: `requestAccess()` answers `systemAnswer`.
public final class InMemoryCameraPermissionManager: CameraPermissionManaging {
    public let statusSubject = BehaviorSubject<CameraAuthorization>(value: .notDetermined)
    public var systemAnswer: CameraAuthorization = .authorized
    public private(set) var requests = 0
    public private(set) var settingsOpened = 0

    public init() {}

    public func requestAccess() {
        requests += 1
        statusSubject.onNext(systemAnswer)
    }

    public func openSettings() { settingsOpened += 1 }
}
