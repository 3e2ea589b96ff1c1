import Foundation
import KeelRx
import MigrationLegacyFixtures
import Testing
import VPNLegacy
@testable import MigrationMigratedFixtures
@testable import VPNApp

// MARK: Push notification popup

@MainActor
protocol PushNotificationDriver: AnyObject {
    var isDarkMode: Bool { get }
    var dismissed: Bool { get }
    func enableNotifications()
    func cancel()
}

/// The legacy popup dismisses through NotificationCenter; the test observes it.
/// The post is global and synchronous: only one made while this popup acts
/// counts (other suites' popups post too, in parallel with this one).
@MainActor
final class LegacyPushNotification: PushNotificationDriver {
    let viewModel: MigrationLegacyFixtures.PushNotificationViewModel
    private(set) var dismissed = false
    private var acting = false
    private var observer: NSObjectProtocol?

    init(logger: FileLogger, repository: LookAndFeelRepositoryType, manager: PushNotificationManaging) {
        viewModel = .init(logger: logger, lookAndFeelRepository: repository, pushNotificationsManager: manager)
        observer = NotificationCenter.default.addObserver(forName: Notifications.dismissPushNotificationPermissionPopup, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.acting else { return }
                self.dismissed = true
            }
        }
    }

    func stopObserving() {
        observer.map(NotificationCenter.default.removeObserver)
        observer = nil
    }

    var isDarkMode: Bool { (try? viewModel.isDarkMode.value()) ?? false }

    func enableNotifications() {
        acting = true
        viewModel.enableNotifications()
        acting = false
    }

    func cancel() {
        acting = true
        viewModel.cancel()
        acting = false
    }
}

@MainActor
final class MigratedPushNotification: PushNotificationDriver {
    let viewModel: PushNotificationScreenViewModel
    init(logger: FileLogger, repository: LookAndFeelRepositoryType, manager: PushNotificationManaging) {
        viewModel = .init(logger: logger, lookAndFeelRepository: repository, pushNotificationsManager: manager)
    }
    var isDarkMode: Bool { viewModel.isDarkMode }
    var dismissed: Bool { viewModel.shouldDismiss }
    func enableNotifications() { viewModel.enableNotifications() }
    func cancel() { viewModel.cancel() }
}

@MainActor
final class HandMigratedPushNotification: PushNotificationDriver {
    let viewModel: PushNotificationViewModelImpl
    init(logger: FileLogger, repository: LookAndFeelRepositoryType, manager: PushNotificationManaging) {
        viewModel = .init(logger: logger, lookAndFeelRepository: repository, pushNotificationsManager: manager)
    }
    var isDarkMode: Bool { viewModel.isDarkMode }
    var dismissed: Bool { viewModel.shouldDismiss }
    func enableNotifications() { viewModel.enableNotifications() }
    func cancel() { viewModel.cancel() }
}

/// Serialized: the legacy variant observes a process-wide notification.
@MainActor
@Suite("Push notification popup (reference app): legacy, migrated and hand-migrated behave the same", .serialized, .timeLimit(.minutes(1)))
struct PushNotificationEquivalenceTests {
    let logger = InMemoryLogger()
    let repository = LookAndFeelRepository()
    let manager = PushNotificationManager()

    func withPopup(_ variant: Variant, _ body: (any PushNotificationDriver) async -> Void) async {
        switch variant {
        case .legacy:
            let popup = LegacyPushNotification(logger: logger, repository: repository, manager: manager)
            await body(popup)
            popup.stopObserving()
        case .migrated:
            await body(MigratedPushNotification(logger: logger, repository: repository, manager: manager))
        case .handMigrated:
            await body(HandMigratedPushNotification(logger: logger, repository: repository, manager: manager))
        }
    }

    @Test(arguments: Variant.allCases)
    func enablingAsksForPermissionAndDismisses(_ variant: Variant) async {
        await withPopup(variant) { popup in
            repository.isDarkModeSubject.onNext(true)
            await settle()
            #expect(popup.isDarkMode)
            #expect(!popup.dismissed)
            popup.enableNotifications()
            await settle()
            #expect(manager.permissionRequests == 1)
            #expect(popup.dismissed)
            #expect(logger.lines == ["[PushNotification] enable"])
        }
    }

    @Test(arguments: Variant.allCases)
    func cancellingOnlyDismisses(_ variant: Variant) async {
        await withPopup(variant) { popup in
            popup.cancel()
            await settle()
            #expect(manager.permissionRequests == 0)
            #expect(popup.dismissed)
            #expect(logger.lines == ["[PushNotification] cancel"])
        }
    }
}

// MARK: Location permission

@MainActor
protocol LocationPermissionDriver: AnyObject {
    var isDarkMode: Bool { get }
    var accessDenied: Bool { get }
    var dismissed: Bool { get }
    func handlePrimaryAction()
}

@MainActor
final class LegacyLocationPermission: LocationPermissionDriver {
    let viewModel: LocationPermissionViewModel
    private(set) var dismissed = false
    private let disposeBag = DisposeBag()

    init(manager: LocationPermissionManaging, logger: FileLogger, repository: LookAndFeelRepositoryType) {
        viewModel = .init(manager: manager, logger: logger, lookAndFeelRepository: repository)
        viewModel.closeScreen.subscribe(onNext: { [weak self] in self?.dismissed = true }).disposed(by: disposeBag)
    }

    var isDarkMode: Bool { viewModel.isDarkMode.value }
    var accessDenied: Bool { viewModel.accessDenied.value }
    func handlePrimaryAction() { viewModel.handlePrimaryAction() }
}

@MainActor
final class MigratedLocationPermission: LocationPermissionDriver {
    let viewModel: LocationPermissionScreenViewModelImpl
    init(manager: LocationPermissionManaging, logger: FileLogger, repository: LookAndFeelRepositoryType) {
        viewModel = .init(manager: manager, logger: logger, lookAndFeelRepository: repository)
    }
    var isDarkMode: Bool { viewModel.isDarkMode }
    var accessDenied: Bool { viewModel.accessDenied }
    var dismissed: Bool { viewModel.shouldDismiss }
    func handlePrimaryAction() { viewModel.handlePrimaryAction() }
}

@MainActor
final class HandMigratedLocationPermission: LocationPermissionDriver {
    let viewModel: LocationPermissionInfoViewModelImpl
    init(manager: LocationPermissionManaging, logger: FileLogger, repository: LookAndFeelRepositoryType) {
        viewModel = .init(manager: manager, logger: logger, lookAndFeelRepository: repository)
    }
    var isDarkMode: Bool { viewModel.isDarkMode }
    var accessDenied: Bool { viewModel.accessDenied }
    var dismissed: Bool { viewModel.shouldDismiss }
    func handlePrimaryAction() { viewModel.handlePrimaryAction() }
}

@MainActor
@Suite("Location permission (reference app): legacy, migrated and hand-migrated behave the same", .timeLimit(.minutes(1)))
struct LocationPermissionEquivalenceTests {
    let manager = LocationPermissionManager()
    let logger = InMemoryLogger()
    let repository = LookAndFeelRepository()

    func make(_ variant: Variant) -> any LocationPermissionDriver {
        switch variant {
        case .legacy: LegacyLocationPermission(manager: manager, logger: logger, repository: repository)
        case .migrated: MigratedLocationPermission(manager: manager, logger: logger, repository: repository)
        case .handMigrated: HandMigratedLocationPermission(manager: manager, logger: logger, repository: repository)
        }
    }

    @Test(arguments: Variant.allCases)
    func deniedOpensSettingsThenGrantingDismisses(_ variant: Variant) async {
        let screen = make(variant)
        manager.systemStatus = .denied
        manager.requestLocationPermission()
        await settle()
        #expect(screen.accessDenied)
        screen.handlePrimaryAction()
        #expect(manager.settingsOpened == 1)
        manager.locationStatusSubject.onNext(.notDetermined)
        await settle()
        #expect(!screen.dismissed)
        screen.handlePrimaryAction()
        await settle()
        #expect(screen.dismissed)
        #expect(logger.lines == ["[LocationPermissionInfo] open settings", "[LocationPermissionInfo] grant permission"])
    }

    @Test(arguments: Variant.allCases)
    func darkModeFollowsTheRepository(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        #expect(!screen.isDarkMode)
        repository.isDarkModeSubject.onNext(true)
        await settle()
        #expect(screen.isDarkMode)
    }
}
