import Swinject
import VPNLegacy

/// The Windscribe SwiftUI migration guide, "DI Configuration": legacy managers and state managers are
/// singletons in the container (`.container`); ViewModels and views are
/// created per screen (`.transient`), resolving the existentials the guide
/// resolves. ViewModels never reach the container: it injects them.
///
/// Resolution must happen on the main actor (screens are built there);
/// the factories assert it.
enum VPNAssembly {
    static func makeContainer() -> Container {
        let container = Container()
        registerLegacyServices(in: container)
        registerViewModels(in: container)
        return container
    }

    private static func registerLegacyServices(in container: Container) {
        container.register(FileLogger.self) { _ in InMemoryLogger() }.inObjectScope(.container)
        container.register(VPNManaging.self) { _ in VPNManager() }.inObjectScope(.container)
        container.register(ServerManaging.self) { _ in ServerManager() }.inObjectScope(.container)
        container.register(NetworkManaging.self) { _ in NetworkManager() }.inObjectScope(.container)
        container.register(PreferencesManaging.self) { _ in PreferencesManager() }.inObjectScope(.container)
        container.register(AuthManaging.self) { _ in AuthManager() }.inObjectScope(.container)
        container.register(LookAndFeelRepositoryType.self) { _ in LookAndFeelRepository() }.inObjectScope(.container)
        container.register(PushNotificationManaging.self) { _ in PushNotificationManager() }.inObjectScope(.container)
        container.register(LocationPermissionManaging.self) { _ in LocationPermissionManager() }.inObjectScope(.container)
        container.register(CustomConfigStateManaging.self) { r in
            CustomConfigStateManager(logger: r.required(FileLogger.self))
        }.inObjectScope(.container)
    }

    private static func registerViewModels(in container: Container) {
        container.register(VPNConnectionViewModel.self) { r in
            onMainActor(r) { r in
                VPNConnectionViewModel(vpnManager: r.required(VPNManaging.self), serverManager: r.required(ServerManaging.self))
            }
        }.inObjectScope(.transient)
        container.register(ServerListViewModel.self) { r in
            onMainActor(r) { r in ServerListViewModel(serverManager: r.required(ServerManaging.self)) }
        }.inObjectScope(.transient)
        container.register(NetworkStatusViewModel.self) { r in
            onMainActor(r) { r in NetworkStatusViewModel(networkManager: r.required(NetworkManaging.self)) }
        }.inObjectScope(.transient)
        container.register(SettingsViewModel.self) { r in
            onMainActor(r) { r in SettingsViewModel(preferencesManager: r.required(PreferencesManaging.self)) }
        }.inObjectScope(.transient)
        container.register(AuthViewModel.self) { r in
            onMainActor(r) { r in AuthViewModel(authManager: r.required(AuthManaging.self)) }
        }.inObjectScope(.transient)
        container.register(CombinedViewModel.self) { r in
            onMainActor(r) { r in
                CombinedViewModel(vpnManager: r.required(VPNManaging.self), networkManager: r.required(NetworkManaging.self))
            }
        }.inObjectScope(.transient)
        container.register((any LocationPermissionInfoViewModel).self) { r in
            onMainActor(r) { r in
                LocationPermissionInfoViewModelImpl(
                    manager: r.required(LocationPermissionManaging.self),
                    logger: r.required(FileLogger.self),
                    lookAndFeelRepository: r.required(LookAndFeelRepositoryType.self)
                )
            }
        }.inObjectScope(.transient)
        container.register((any PushNotificationViewModel).self) { r in
            onMainActor(r) { r in
                PushNotificationViewModelImpl(
                    logger: r.required(FileLogger.self),
                    lookAndFeelRepository: r.required(LookAndFeelRepositoryType.self),
                    pushNotificationsManager: r.required(PushNotificationManaging.self)
                )
            }
        }.inObjectScope(.transient)
        container.register((any EnterCredentialsViewModel).self) { r in
            onMainActor(r) { r in
                EnterCredentialsViewModelImpl(customConfigStateManager: r.required(CustomConfigStateManaging.self))
            }
        }.inObjectScope(.transient)
    }
}

/// Swinject runs factories synchronously on the resolving thread; screens
/// are resolved on the main actor, which this asserts (it traps otherwise).
private func onMainActor<T: Sendable>(_ resolver: Resolver, _ build: @MainActor @Sendable (Resolver) -> T) -> T {
    nonisolated(unsafe) let resolver = resolver
    return MainActor.assumeIsolated { build(resolver) }
}

extension Resolver {
    /// Resolves a registration the assembly guarantees; a missing one is a
    /// programming error in the assembly, reported with the type's name.
    func required<Service>(_ type: Service.Type) -> Service {
        guard let service = resolve(type) else {
            preconditionFailure("VPNAssembly: \(type) is not registered")
        }
        return service
    }
}
