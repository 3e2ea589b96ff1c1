import Foundation
import KeelRx
import VPNLegacy

/// The reference app's push notification popup as the migration guide's
/// "Old" side shows it: NotificationCenter-based dismissal.
public enum Notifications {
    public static let dismissPushNotificationPermissionPopup = Notification.Name("dismissPushNotificationPermissionPopup")
}

public protocol PushNotificationViewModelType {
    var isDarkMode: BehaviorSubject<Bool> { get }
    func enableNotifications()
    func cancel()
}

public final class PushNotificationViewModel: PushNotificationViewModelType {
    public let isDarkMode = BehaviorSubject<Bool>(value: false)

    private let logger: FileLogger
    private let pushNotificationsManager: PushNotificationManaging
    private let disposeBag = DisposeBag()

    public init(logger: FileLogger, lookAndFeelRepository: LookAndFeelRepositoryType, pushNotificationsManager: PushNotificationManaging) {
        self.logger = logger
        self.pushNotificationsManager = pushNotificationsManager
        lookAndFeelRepository.isDarkModeSubject
            .subscribe(onNext: { [weak self] isDark in
                self?.isDarkMode.onNext(isDark)
            })
            .disposed(by: disposeBag)
    }

    public func enableNotifications() {
        logger.logD("PushNotification", "enable")
        pushNotificationsManager.askForPushNotificationPermission()
        NotificationCenter.default.post(Notification(name: Notifications.dismissPushNotificationPermissionPopup))
    }

    public func cancel() {
        logger.logD("PushNotification", "cancel")
        NotificationCenter.default.post(Notification(name: Notifications.dismissPushNotificationPermissionPopup))
    }
}
