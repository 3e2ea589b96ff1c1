import UIKit

enum RouteID {
    case settings(animated: Bool)
    case enterCredentials(config: String, isUpdating: Bool)
    case pushNotifications
}

final class AppRouter {
    func routeTo(_ route: RouteID) {}
}

final class MainCoordinator {
    func start() {
        Task {
            await loadEverything()
        }
        NotificationCenter.default.post(name: Notification.Name("dismissPopup"), object: nil)
        _ = VPNManager.shared
    }

    private func loadEverything() async {}
}
