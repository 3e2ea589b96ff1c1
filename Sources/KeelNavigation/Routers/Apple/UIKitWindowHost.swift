#if canImport(UIKit)
import UIKit

/// The UIKit router: ``ControllerRouter`` driving a window through ``UIKitWindowHost``.
public typealias UIKitRouter<Route: Hashable & Sendable> = ControllerRouter<Route, UIKitWindowHost<Route>>

extension ControllerRouter where Host == UIKitWindowHost<Route> {
    /// A UIKit router for `window`; `makeViewController` builds each route's
    /// screen (a total function: every route has a screen).
    public convenience init(window: UIWindow, makeViewController: @escaping @MainActor (Route) -> UIViewController) {
        let host = UIKitWindowHost(window: window, makeViewController: makeViewController)
        self.init(host: host)
        host.router = self
    }
}

/// Thin forwarding from navigation changes to UIKit, and from UIKit's
/// callbacks back to the router. Every decision is in ``ControllerRouter``
/// and ``NavigationCore`` (tested on every platform); this class only
/// creates and moves view controllers.
///
/// - A root without tabs is a `UINavigationController`; with tabs, a
///   `UITabBarController` of one `UINavigationController` per tab.
/// - Sheets that are not dismissible set `isModalInPresentation`; covers use
///   `.fullScreen`. Each modal is presented by the one below it.
/// - A swipe-down (`presentationControllerDidDismiss`), a back navigation
///   (`navigationController(_:didShow:animated:)`) and a tab tap are reported
///   to the router, which calls the removal handlers.
@MainActor
public final class UIKitWindowHost<Route: Hashable & Sendable>: NSObject, ControllerHost,
    UIAdaptivePresentationControllerDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
    /// Set by `UIKitRouter`'s initializer.
    public weak var router: ControllerRouter<Route, UIKitWindowHost<Route>>?
    private let window: UIWindow
    private let makeViewController: @MainActor (Route) -> UIViewController
    private let controllers = ControllerRegistry<UIViewController>()
    private var navigations: [UINavigationController] = []
    private var tabBar: UITabBarController?

    public init(window: UIWindow, makeViewController: @escaping @MainActor (Route) -> UIViewController) {
        self.window = window
        self.makeViewController = makeViewController
        super.init()
    }

    public func apply(_ change: NavigationChange<Route>, origin: ChangeOrigin, tree: NavigationTree<Route>) {
        switch change {
        case .rootReplaced(let root, let tabs, _):
            controllers.removeAll()
            installRoot(root, tabs: tabs)
        case .pushed(let entry, let tab):
            let controller = makeViewController(entry.route)
            controllers.register(controller, for: entry.id)
            navigations[tab].pushViewController(controller, animated: true)
        case .popped(let tab, let depth, let removed):
            controllers.remove(removed)
            guard origin == .command else { return }
            let navigation = navigations[tab]
            navigation.popToViewController(navigation.viewControllers[depth], animated: true)
        case .presented(let entry):
            let controller = makeViewController(entry.route)
            switch entry.style {
            case .sheet(let dismissible): controller.isModalInPresentation = !dismissible
            case .fullScreenCover: controller.modalPresentationStyle = .fullScreen
            }
            controllers.register(controller, for: entry.id)
            controller.presentationController?.delegate = self
            topController().present(controller, animated: true, completion: nil)
        case .modalsRemoved(_, let removed):
            let lowest = removed.last.flatMap { controllers.controller(for: $0) }
            controllers.remove(removed)
            guard origin == .command else { return }
            lowest?.presentingViewController?.dismiss(animated: true, completion: nil)
        case .tabSelected(let index):
            if origin == .command { tabBar?.selectedIndex = index }
        }
    }

    private func installRoot(_ root: NavigationEntry<Route>, tabs: [NavigationEntry<Route>]) {
        window.rootViewController?.dismiss(animated: false, completion: nil)
        if tabs.isEmpty {
            let rootController = makeViewController(root.route)
            controllers.register(rootController, for: root.id)
            navigations = [UINavigationController(rootViewController: rootController)]
            tabBar = nil
            window.rootViewController = navigations[0]
        } else {
            navigations = tabs.map { tab in
                let controller = makeViewController(tab.route)
                controllers.register(controller, for: tab.id)
                return UINavigationController(rootViewController: controller)
            }
            let container = UITabBarController()
            container.setViewControllers(navigations, animated: false)
            container.delegate = self
            tabBar = container
            window.rootViewController = container
        }
        navigations.forEach { $0.delegate = self }
        window.makeKeyAndVisible()
    }

    private func topController() -> UIViewController {
        var top: UIViewController = window.rootViewController ?? navigations[0]
        while let next = top.presentedViewController { top = next }
        return top
    }

    // MARK: UIKit's reports

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let id = controllers.entry(of: presentationController.presentedViewController) else { return }
        router?.userDismissedModal(id)
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let tab = navigations.firstIndex(where: { $0 === navigationController }) else { return }
        router?.userPopped(toDepth: navigationController.viewControllers.count - 1, tab: tab)
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        router?.userSelectedTab(tabBarController.selectedIndex)
    }
}
#endif
