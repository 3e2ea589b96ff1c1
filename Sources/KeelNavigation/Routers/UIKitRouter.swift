#if canImport(UIKit)
import UIKit

/// The UIKit router: a navigation controller in a window. Non-dismissible
/// modals set `isModalInPresentation`; an interactive dismissal calls the
/// screen's `onDismiss` so its coordinator finishes. All behaviour beyond
/// forwarding is covered by `HeadlessRouter`'s tests.
@MainActor
public final class UIKitRouter: NSObject, Router, UIAdaptivePresentationControllerDelegate, UINavigationControllerDelegate {
    private let window: UIWindow
    private var navigation = UINavigationController()
    private var dismissHandlers: [ObjectIdentifier: () -> Void] = [:]
    private var popHandlers: [ObjectIdentifier: () -> Void] = [:]
    private var modalsByID: [ScreenID: UIViewController] = [:]

    public init(window: UIWindow) {
        self.window = window
        super.init()
        navigation.delegate = self
    }

    private func controller(_ screen: Screen) -> UIViewController {
        screen.content as? UIViewController ?? UIViewController()
    }

    public func setRoot(_ screen: Screen) {
        navigation = UINavigationController(rootViewController: controller(screen))
        navigation.delegate = self
        modalsByID.removeAll()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    public func push(_ screen: Screen, onPop: (() -> Void)?) {
        let viewController = controller(screen)
        if let onPop { popHandlers[ObjectIdentifier(viewController)] = onPop }
        navigation.pushViewController(viewController, animated: true)
    }

    public func pop() {
        if let top = navigation.topViewController { popHandlers[ObjectIdentifier(top)] = nil }
        navigation.popViewController(animated: true)
    }

    public func present(_ screen: Screen, style: ModalStyle, onDismiss: (() -> Void)?) {
        let viewController = controller(screen)
        switch style {
        case .sheet(let dismissible): viewController.isModalInPresentation = !dismissible
        case .fullScreenCover: viewController.modalPresentationStyle = .fullScreen
        }
        viewController.presentationController?.delegate = self
        if let onDismiss { dismissHandlers[ObjectIdentifier(viewController)] = onDismiss }
        modalsByID[screen.id] = viewController
        var top: UIViewController = navigation
        while let next = top.presentedViewController { top = next }
        top.present(viewController, animated: true)
    }

    public func dismiss(_ id: ScreenID) {
        guard let viewController = modalsByID.removeValue(forKey: id) else { return }
        dismissHandlers[ObjectIdentifier(viewController)] = nil
        viewController.presentingViewController?.dismiss(animated: true)
    }

    public func selectTab(_ index: Int) {
        (navigation.viewControllers.first as? UITabBarController)?.selectedIndex = index
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let viewController = presentationController.presentedViewController
        modalsByID = modalsByID.filter { $0.value !== viewController }
        dismissHandlers.removeValue(forKey: ObjectIdentifier(viewController))?()
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let alive = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
        for (key, handler) in popHandlers where !alive.contains(key) {
            popHandlers[key] = nil
            handler()
        }
    }
}
#endif
