import KeelRx
import Testing
import VPNLegacy
@testable import VPNApp

@Suite("Migrated features: location permission, push popup, enter credentials, routing, DI", .timeLimit(.minutes(1)))
@MainActor
struct MigratedFeatureTests {
    @Test func locationPermissionFollowsTheManagerAndDismissesWhenGranted() async {
        let manager = LocationPermissionManager()
        let logger = InMemoryLogger()
        let sut = LocationPermissionInfoViewModelImpl(manager: manager, logger: logger, lookAndFeelRepository: LookAndFeelRepository())
        manager.systemStatus = .denied
        manager.requestLocationPermission()
        await drainMainQueue()
        #expect(sut.accessDenied)
        sut.handlePrimaryAction()
        #expect(manager.settingsOpened == 1)
        manager.locationStatusSubject.onNext(.notDetermined)
        await drainMainQueue()
        #expect(!sut.shouldDismiss)
        sut.handlePrimaryAction()
        await drainMainQueue()
        #expect(sut.shouldDismiss)
        #expect(logger.lines == ["[LocationPermissionInfo] open settings", "[LocationPermissionInfo] grant permission"])
    }

    @Test func darkModeFlowsFromTheRepository() async {
        let repository = LookAndFeelRepository()
        let sut = PushNotificationViewModelImpl(logger: InMemoryLogger(), lookAndFeelRepository: repository, pushNotificationsManager: PushNotificationManager())
        repository.isDarkModeSubject.onNext(true)
        await drainMainQueue()
        #expect(sut.isDarkMode)
    }

    @Test func pushPopupDismissesReactively() {
        let manager = PushNotificationManager()
        let sut = PushNotificationViewModelImpl(logger: InMemoryLogger(), lookAndFeelRepository: LookAndFeelRepository(), pushNotificationsManager: manager)
        var dismissals: [Bool] = []
        let cancellable = sut.$shouldDismiss.sink { dismissals.append($0) }
        sut.enableNotifications()
        #expect(manager.permissionRequests == 1)
        #expect(dismissals == [false, true])
        cancellable.cancel()
    }

    @Test func stateManagerValuesFlowIntoEnterCredentials() async {
        let stateManager = CustomConfigStateManager(logger: InMemoryLogger())
        let sut = EnterCredentialsViewModelImpl(customConfigStateManager: stateManager)
        stateManager.setCurrentConfig(CustomConfigModel(name: "Office", username: "YWRh", password: "czNjcjN0"), isUpdating: true)
        await drainMainQueue()
        #expect(sut.title == "Office")
        #expect(sut.username == "ada")
        #expect(sut.password == "s3cr3t")
        #expect(sut.isUpdating)
        stateManager.clearCurrentConfig()
        await drainMainQueue()
        #expect(sut.title.isEmpty)
        #expect(!sut.isUpdating)
    }

    @Test func legacyCallerSetsStateThenRoutesWithoutParameters() async {
        let container = VPNAssembly.makeContainer()
        let presenter = RecordingPresenter()
        let router = PopupRouter(resolver: container, presenter: presenter)
        let stateManager = container.required(CustomConfigStateManaging.self)
        let picker = LegacyConfigPicker(customConfigStateManager: stateManager, popupRouter: router)
        picker.showEditCustomConfigTrigger.onNext(CustomConfigModel(name: "Home", username: nil, password: nil))
        #expect(presenter.routes == [.enterCredentials])
        let viewModel = presenter.screens.first?.viewModel as? EnterCredentialsViewModelImpl
        await drainMainQueue()
        #expect(viewModel?.title == "Home")
        #expect(viewModel?.isUpdating == true)
    }

    @Test func everyRouteResolvesItsScreen() {
        let presenter = RecordingPresenter()
        let router = PopupRouter(resolver: VPNAssembly.makeContainer(), presenter: presenter)
        for route in RouteID.allCases { router.routeTo(route) }
        #expect(presenter.routes == RouteID.allCases)
    }

    @Test func containerScopes() {
        let container = VPNAssembly.makeContainer()
        #expect(container.required(VPNManaging.self) === container.required(VPNManaging.self))
        #expect(container.required(CustomConfigStateManaging.self) === container.required(CustomConfigStateManaging.self))
        #expect(container.required(ServerListViewModel.self) !== container.required(ServerListViewModel.self))
        let first = container.required((any LocationPermissionInfoViewModel).self)
        let second = container.required((any LocationPermissionInfoViewModel).self)
        #expect(first !== second)
    }
}

@MainActor
final class RecordingPresenter: ScreenPresenting {
    private(set) var screens: [RoutedScreen] = []
    var routes: [RouteID] { screens.map(\.route) }
    func presentModally(_ screen: RoutedScreen) { screens.append(screen) }
}
