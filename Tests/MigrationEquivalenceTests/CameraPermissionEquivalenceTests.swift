import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

@MainActor
protocol CameraPermissionDriver: AnyObject {
    var accessDenied: Bool { get }
    var buttonTitle: String { get }
    var dismissed: Bool { get }
    func primaryAction()
    func close()
}

@MainActor
final class LegacyCameraPermission: CameraPermissionDriver {
    let viewModel: CameraPermissionViewModel
    private(set) var dismissed = false
    private let disposeBag = DisposeBag()

    init(manager: CameraPermissionManaging) {
        viewModel = CameraPermissionViewModel(manager: manager)
        viewModel.dismiss.subscribe(onNext: { [weak self] in self?.dismissed = true }).disposed(by: disposeBag)
    }

    var accessDenied: Bool { viewModel.accessDenied.value }
    var buttonTitle: String { viewModel.buttonTitle.value }
    func primaryAction() { viewModel.primaryAction() }
    func close() { viewModel.close() }
}

@MainActor
final class MigratedCameraPermission: CameraPermissionDriver {
    let viewModel: CameraPermissionScreenViewModelImpl
    init(manager: CameraPermissionManaging) { viewModel = CameraPermissionScreenViewModelImpl(manager: manager) }
    var accessDenied: Bool { viewModel.accessDenied }
    var buttonTitle: String { viewModel.buttonTitle }
    var dismissed: Bool { viewModel.shouldDismiss }
    func primaryAction() { viewModel.primaryAction() }
    func close() { viewModel.close() }
}

@MainActor
@Suite("Camera permission: legacy and migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct CameraPermissionEquivalenceTests {
    let manager = InMemoryCameraPermissionManager()

    func make(_ variant: Variant) -> any CameraPermissionDriver {
        variant == .legacy ? LegacyCameraPermission(manager: manager) : MigratedCameraPermission(manager: manager)
    }

    @Test(arguments: Variant.generated)
    func startsAskingForAccess(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        #expect(!screen.accessDenied)
        #expect(screen.buttonTitle == "Allow camera")
        #expect(!screen.dismissed)
    }

    @Test(arguments: Variant.generated)
    func aDenialTurnsThePrimaryActionIntoOpeningSettings(_ variant: Variant) async {
        manager.systemAnswer = .denied
        let screen = make(variant)
        screen.primaryAction()
        await settle()
        #expect(manager.requests == 1)
        #expect(screen.accessDenied)
        #expect(screen.buttonTitle == "Open Settings")
        screen.primaryAction()
        #expect(manager.settingsOpened == 1)
        #expect(manager.requests == 1)
        #expect(!screen.dismissed)
    }

    /// Acting before the main queue's first turn: access already denied when the screen
    /// appears, the primary action opens Settings at once (it does not ask again).
    @Test(arguments: Variant.generated)
    func actingBeforeTheFirstMainQueueTurnSeesTheCurrentStatus(_ variant: Variant) async {
        manager.statusSubject.onNext(.denied)
        let screen = make(variant)
        #expect(screen.accessDenied)
        #expect(screen.buttonTitle == "Open Settings")
        screen.primaryAction()
        #expect(manager.settingsOpened == 1)
        #expect(manager.requests == 0)
        await settle()
        #expect(manager.settingsOpened == 1)
        #expect(manager.requests == 0)
    }

    @Test(arguments: Variant.generated)
    func grantingAccessDismisses(_ variant: Variant) async {
        manager.systemAnswer = .authorized
        let screen = make(variant)
        screen.primaryAction()
        await settle()
        #expect(screen.dismissed)
        #expect(!screen.accessDenied)
    }

    @Test(arguments: Variant.generated)
    func closeDismisses(_ variant: Variant) async {
        let screen = make(variant)
        screen.close()
        await settle()
        #expect(screen.dismissed)
        #expect(manager.requests == 0)
    }
}
