import MigrationLegacyFixtures
import Swinject
import Testing
import VPNLegacy
@testable import MigrationMigratedFixtures

/// The generated Swinject registrations resolve working ViewModels from the
/// legacy services an app registers (the migration guide's "Update DI Registration").
@MainActor
@Suite("Generated DI registrations", .timeLimit(.minutes(1)))
struct GeneratedAssemblyTests {
    @Test func locationPermissionShapeRegistersTheProtocol() async {
        let container = Container()
        container.register(InboxServicing.self) { _ in InMemoryInboxService() }.inObjectScope(.container)
        InboxScreenAssembly().assemble(container: container)
        let first = container.resolve((any InboxScreenViewModel).self)
        let second = container.resolve((any InboxScreenViewModel).self)
        #expect(first is InboxScreenViewModelImpl)
        #expect(first.map(ObjectIdentifier.init) != second.map(ObjectIdentifier.init))
    }

    @Test func pushNotificationShapeRegistersTheClass() async {
        let container = Container()
        container.register(FileLogger.self) { _ in InMemoryLogger() }
        container.register(LookAndFeelRepositoryType.self) { _ in LookAndFeelRepository() }
        container.register(PushNotificationManaging.self) { _ in PushNotificationManager() }.inObjectScope(.container)
        PushNotificationScreenAssembly().assemble(container: container)
        let viewModel = container.resolve(PushNotificationScreenViewModel.self)
        viewModel?.enableNotifications()
        #expect(viewModel?.shouldDismiss == true)
        #expect((container.resolve(PushNotificationManaging.self) as? PushNotificationManager)?.permissionRequests == 1)
    }

    @Test func stateManagerIsASingletonTheViewModelObserves() async {
        let container = Container()
        container.register(ProfileServicing.self) { _ in InMemoryProfileService() }
        EditProfileScreenAssembly().assemble(container: container)
        let stateManager = container.resolve(EditProfileScreenStateManaging.self)
        #expect(stateManager === container.resolve(EditProfileScreenStateManaging.self))
        stateManager?.setCurrent(profile: Profile(name: "Lin", email: "lin@example.com"), isNew: false)
        let viewModel = container.resolve((any EditProfileScreenViewModel).self)
        await settle()
        #expect(viewModel?.title == "Edit Lin")
    }
}
