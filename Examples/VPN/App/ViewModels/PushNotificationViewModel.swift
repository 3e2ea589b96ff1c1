import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Push Notifications Popup": reactive dismissal through
/// `shouldDismiss` instead of a NotificationCenter post.
@MainActor
protocol PushNotificationViewModel: ObservableObject {
    var isDarkMode: Bool { get }
    var shouldDismiss: Bool { get }
    func enableNotifications()
    func cancel()
}

@MainActor
final class PushNotificationViewModelImpl: PushNotificationViewModel {
    @Published private(set) var isDarkMode = false
    @Published private(set) var shouldDismiss = false

    private let logger: FileLogger
    private let pushNotificationsManager: PushNotificationManaging

    init(logger: FileLogger, lookAndFeelRepository: LookAndFeelRepositoryType, pushNotificationsManager: PushNotificationManaging) {
        self.logger = logger
        self.pushNotificationsManager = pushNotificationsManager
        lookAndFeelRepository.isDarkModeSubject
            .asPublisher()
            .replaceError(with: false)
            .receive(on: DispatchQueue.main)
            .assign(to: &$isDarkMode)
    }

    func enableNotifications() {
        logger.logD("PushNotification", "enable")
        pushNotificationsManager.askForPushNotificationPermission()
        shouldDismiss = true
    }

    func cancel() {
        logger.logD("PushNotification", "cancel")
        shouldDismiss = true
    }
}
