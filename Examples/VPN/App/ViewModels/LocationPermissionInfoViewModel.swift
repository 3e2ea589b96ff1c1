import Foundation
import KeelBridge
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "Real-World Migration Example: Location Permission Feature".
@MainActor
protocol LocationPermissionInfoViewModel: ObservableObject {
    var isDarkMode: Bool { get }
    var accessDenied: Bool { get }
    var shouldDismiss: Bool { get }
    func handlePrimaryAction()
}

@MainActor
final class LocationPermissionInfoViewModelImpl: LocationPermissionInfoViewModel {
    @Published private(set) var isDarkMode = false
    @Published private(set) var accessDenied = false
    @Published private(set) var shouldDismiss = false

    private let manager: LocationPermissionManaging
    private let logger: FileLogger
    private var cancellables = Set<AnyCancellable>()

    init(manager: LocationPermissionManaging, logger: FileLogger, lookAndFeelRepository: LookAndFeelRepositoryType) {
        self.manager = manager
        self.logger = logger
        manager.locationStatusSubject
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] status in
                self?.accessDenied = (status == .denied)
                if status == .authorizedWhenInUse || status == .authorizedAlways {
                    self?.shouldDismiss = true
                }
            })
            .store(in: &cancellables)
        lookAndFeelRepository.isDarkModeSubject
            .asPublisher()
            .replaceError(with: false)
            .receive(on: DispatchQueue.main)
            .assign(to: &$isDarkMode)
    }

    func handlePrimaryAction() {
        logger.logD("LocationPermissionInfo", accessDenied ? "open settings" : "grant permission")
        if accessDenied {
            manager.openSettings()
        } else {
            manager.grantPermission()
        }
    }
}
