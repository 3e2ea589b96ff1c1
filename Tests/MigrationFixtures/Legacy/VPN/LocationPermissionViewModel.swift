import Foundation
import KeelRx
import VPNLegacy

/// The reference app's location permission screen before the migration,
/// as an RxSwift ViewModel: it follows the legacy manager's status subject
/// and asks its screen to close through a subject.
public final class LocationPermissionViewModel {
    public let isDarkMode = BehaviorRelay<Bool>(value: false)
    public let accessDenied = BehaviorRelay<Bool>(value: false)
    public let closeScreen = PublishRelay<Void>()

    private let manager: LocationPermissionManaging
    private let logger: FileLogger
    private let disposeBag = DisposeBag()

    public init(manager: LocationPermissionManaging, logger: FileLogger, lookAndFeelRepository: LookAndFeelRepositoryType) {
        self.manager = manager
        self.logger = logger
        manager.locationStatusSubject
            .subscribe(onNext: { [weak self] status in
                self?.accessDenied.accept(status == .denied)
                if status == .authorizedWhenInUse || status == .authorizedAlways {
                    self?.closeScreen.accept(())
                }
            })
            .disposed(by: disposeBag)
        lookAndFeelRepository.isDarkModeSubject
            .bind(to: isDarkMode)
            .disposed(by: disposeBag)
    }

    public func handlePrimaryAction() {
        logger.logD("LocationPermissionInfo", accessDenied.value ? "open settings" : "grant permission")
        if accessDenied.value {
            manager.openSettings()
        } else {
            manager.grantPermission()
        }
    }
}
