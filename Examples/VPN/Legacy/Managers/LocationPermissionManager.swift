import KeelRx

/// The Windscribe SwiftUI migration guide, "ViewModel Inside Controller → Dedicated Reactive Manager".
public protocol LocationPermissionManaging: AnyObject {
    var locationStatusSubject: BehaviorSubject<LocationAuthorizationStatus> { get }
    var shouldShowPermissionUI: PublishSubject<Void> { get }
    func requestLocationPermission()
    func grantPermission()
    func openSettings()
}

/// In-memory manager: `systemStatus` is what the OS would answer.
public final class LocationPermissionManager: LocationPermissionManaging {
    public let locationStatusSubject = BehaviorSubject<LocationAuthorizationStatus>(value: .notDetermined)
    public let shouldShowPermissionUI = PublishSubject<Void>()
    public var systemStatus: LocationAuthorizationStatus = .notDetermined
    public private(set) var settingsOpened = 0

    public init() {}

    public func requestLocationPermission() {
        shouldShowPermissionUI.onNext(())
        locationStatusSubject.onNext(systemStatus)
    }

    public func grantPermission() {
        systemStatus = .authorizedWhenInUse
        locationStatusSubject.onNext(.authorizedWhenInUse)
    }

    public func openSettings() { settingsOpened += 1 }
}
