// UIKit's window, where UIKit has one: iOS, tvOS, visionOS and Mac Catalyst.
// watchOS imports UIKit but has no UIWindow or UIViewController.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The UIKit router: ``ControllerRouter`` driving a window through a
/// ``ViewControllerHost`` over ``UIKitWindowHierarchy``.
public typealias UIKitRouter<Route: Hashable & Sendable> =
    ControllerRouter<Route, ViewControllerHost<Route, UIKitWindowHierarchy>>

extension ControllerRouter {
    /// A UIKit router for `window`; `makeViewController` builds each route's
    /// screen (a total function: every route has a screen). The router
    /// installs its root in `window` and makes it key and visible on the
    /// first `setRoot`.
    public convenience init(window: UIWindow, makeViewController: @escaping @MainActor (Route) -> UIViewController)
    where Host == ViewControllerHost<Route, UIKitWindowHierarchy> {
        self.init(hierarchy: UIKitWindowHierarchy(window: window), makeController: makeViewController)
    }
}

/// A real window as a ``ViewControllerHierarchy``: thin forwarding to
/// `UINavigationController`, `UITabBarController` and
/// `present`/`dismiss`, and UIKit's delegate callbacks back to the host.
/// Every decision — what to do next, when, and what UIKit's state means —
/// is ``ViewControllerHost``'s, tested on every platform against
/// `UIKitBehaviorModel`.
///
/// - A root without tabs is a `UINavigationController`; with tabs, a
///   `UITabBarController` of one `UINavigationController` per tab.
/// - Sheets that are not dismissible set `isModalInPresentation`; covers use
///   `.fullScreen`.
/// - Completions: `present`/`dismiss` completion blocks, and for pushes and
///   pops the navigation controller's `transitionCoordinator`. Each is
///   passed on in a new main-actor task, once UIKit has finished the
///   transition, so the host never starts the next one inside the last.
/// - A swipe-down (`presentationControllerDidDismiss`), a navigation
///   controller showing another controller (`navigationController(_:didShow:animated:)`)
///   and a tab tap are reported to the host.
///
/// Threading: main actor.
@MainActor
public final class UIKitWindowHierarchy: NSObject, ViewControllerHierarchy,
    UIAdaptivePresentationControllerDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
    public weak var observer: (any ViewControllerHierarchyObserver)?
    private let window: UIWindow
    private var navigations: [UINavigationController] = []
    private var tabBar: UITabBarController?

    /// The hierarchy of `window` (its root view controller is replaced on the router's first `setRoot`).
    public init(window: UIWindow) {
        self.window = window
        super.init()
    }

    // MARK: Structure

    public func installRoot(tabRoots: [UIViewController], tabbed: Bool) {
        window.rootViewController?.dismiss(animated: false, completion: nil)
        navigations = tabRoots.map { UINavigationController(rootViewController: $0) }
        navigations.forEach { $0.delegate = self }
        if tabbed {
            let container = UITabBarController()
            container.setViewControllers(navigations, animated: false)
            container.delegate = self
            tabBar = container
            window.rootViewController = container
        } else {
            tabBar = nil
            window.rootViewController = navigations.first
        }
        window.makeKeyAndVisible()
    }

    public var selectedTab: Int { tabBar?.selectedIndex ?? 0 }

    public func selectTab(_ index: Int) {
        tabBar?.selectedIndex = index
    }

    public func viewControllers(inTab tab: Int) -> [UIViewController] {
        navigations.indices.contains(tab) ? navigations[tab].viewControllers : []
    }

    public var presentedControllers: [UIViewController] {
        var chain: [UIViewController] = []
        var next = window.rootViewController?.presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    // MARK: Time

    public var isTransitioning: Bool { activeTransition != nil }

    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        guard let transition = activeTransition else {
            body()
            return
        }
        let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in
            Task { @MainActor in self?.whenIdle(body) }
        }
        if !queued {
            // The transition is ending and takes no more blocks: look again next turn.
            Task { @MainActor [weak self] in self?.whenIdle(body) }
        }
    }

    /// The transition coordinator of any transition in progress in the window.
    private var activeTransition: (any UIViewControllerTransitionCoordinator)? {
        let controllers = [window.rootViewController].compactMap { $0 } + navigations + presentedControllers
        for controller in controllers {
            if let transition = controller.transitionCoordinator { return transition }
        }
        return nil
    }

    // MARK: Transitions

    public func push(_ controller: UIViewController, inTab tab: Int,
                     completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigations.indices.contains(tab) else { return .refused("no navigation controller for tab \(tab)") }
        let navigation = navigations[tab]
        navigation.pushViewController(controller, animated: true)
        return navigationStarted(navigation, showing: controller, completion: completion)
    }

    public func pop(to controller: UIViewController, inTab tab: Int,
                    completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigations.indices.contains(tab), navigations[tab].viewControllers.contains(where: { $0 === controller }) else {
            return .refused("the navigation controller does not hold \(controller)")
        }
        let navigation = navigations[tab]
        navigation.popToViewController(controller, animated: true)
        return navigationStarted(navigation, showing: controller, completion: completion)
    }

    public func setViewControllers(_ controllers: [UIViewController], inTab tab: Int,
                                   completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigations.indices.contains(tab), let top = controllers.last else {
            return .refused("no navigation controller for tab \(tab)")
        }
        let navigation = navigations[tab]
        navigation.setViewControllers(controllers, animated: true)
        return navigationStarted(navigation, showing: top, completion: completion)
    }

    public func present(_ controller: UIViewController, style: ModalStyle, from presenter: UIViewController?,
                        completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard let presenter = presenter ?? window.rootViewController else {
            return .refused("Attempt to present \(controller) on a window without a root view controller")
        }
        switch style {
        case .sheet(let dismissible):
            controller.isModalInPresentation = !dismissible
        case .fullScreenCover:
            controller.modalPresentationStyle = .fullScreen
        }
        // After the style: reading `presentationController` creates it for the current style.
        controller.presentationController?.delegate = self
        presenter.present(controller, animated: true) { Task { @MainActor in completion() } }
        // UIKit sets `presentedViewController` when it accepts a presentation;
        // a refused one (a presentation in progress, a presenter not in the
        // window) is only logged, and its completion never runs.
        guard presenter.presentedViewController === controller else {
            return .refused("UIKit did not present \(controller) on \(presenter) (see the console)")
        }
        return .started
    }

    public func dismiss(from controller: UIViewController, completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard let presenter = controller.presentingViewController else {
            return .refused("\(controller) is not presented")
        }
        presenter.dismiss(animated: true) { Task { @MainActor in completion() } }
        let started = presenter.presentedViewController == nil || controller.isBeingDismissed
            || presenter.transitionCoordinator != nil || controller.transitionCoordinator != nil
        return started ? .started : .refused("UIKit did not dismiss \(controller) (see the console)")
    }

    /// Passes `completion` on once the navigation transition just started ends.
    private func navigationStarted(_ navigation: UINavigationController, showing controller: UIViewController,
                                   completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard let transition = navigation.transitionCoordinator else {
            // Not animated (e.g. the navigation controller is not on screen):
            // already done, unless UIKit dropped the call.
            guard navigation.topViewController === controller else {
                return .refused("UIKit did not show \(controller) in \(navigation) (see the console)")
            }
            Task { @MainActor in completion() }
            return .started
        }
        let queued = transition.animate(alongsideTransition: nil) { _ in
            Task { @MainActor in completion() }
        }
        if !queued { Task { @MainActor in completion() } }
        return .started
    }

    // MARK: UIKit's reports

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        observer?.hierarchyDidChangeOnScreen()
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        observer?.hierarchyDidChangeOnScreen()
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        observer?.hierarchyDidSelectTab(tabBarController.selectedIndex)
    }
}
#endif
