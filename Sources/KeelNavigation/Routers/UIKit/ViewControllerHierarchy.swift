/// A view-controller hierarchy as UIKit documents it, in UIKit's own terms:
/// a window whose root is one `UINavigationController` (or a
/// `UITabBarController` of one per tab), a chain of presented controllers
/// above it, and transitions that **take time**.
///
/// ``ViewControllerHost`` — the UIKit router's host — drives one. On Apple
/// platforms it is `UIKitWindowHierarchy` (real controllers in a real
/// window); in tests it is `UIKitBehaviorModel` (product
/// `KeelNavigationTesting`), which behaves as UIKit documents: presentations,
/// dismissals, pushes and pops complete later, through callbacks;
/// presenting while a presentation or dismissal is in progress is refused
/// and dropped; the user pops interactively; controllers the router never
/// made are pushed.
///
/// Contract for a conforming type (what the host relies on):
/// - A transition method either starts the transition and returns
///   ``TransitionStart/started`` — the hierarchy already shows the new
///   structure (`viewControllers`, `presentedControllers` change at once, as
///   UIKit's do) and calls `completion` once, when the transition has ended —
///   or returns ``TransitionStart/refused(_:)`` and changes nothing (UIKit
///   logs and drops the call; `completion` is never called).
/// - During a dismissal the leaving controllers stay in
///   ``presentedControllers`` until it completes (UIKit keeps
///   `presentedViewController` set until then).
/// - What happens on screen without the router (a back navigation, an
///   interactive pop, a swipe-down, a push by other code) is reported to
///   ``observer`` once it has happened.
///
/// Threading: main actor, like UIKit.
@MainActor
public protocol ViewControllerHierarchy: AnyObject {
    /// The hierarchy's view controller type (`UIViewController` on Apple platforms).
    associatedtype Controller: AnyObject

    /// Told what happened on screen without the router (set by the host, held weakly).
    var observer: (any ViewControllerHierarchyObserver)? { get set }

    /// Replaces the window's root, without animation: one navigation
    /// controller per controller of `tabRoots`, in a tab bar controller when
    /// `tabbed`. Everything presented on the old root goes with it.
    func installRoot(tabRoots: [Controller], tabbed: Bool)

    /// The selected tab (0 without tabs).
    var selectedTab: Int { get }

    /// Selects a tab programmatically (UIKit reports nothing back for this).
    func selectTab(_ index: Int)

    /// `tab`'s navigation controller's `viewControllers`, bottom (the tab's
    /// root) to top. Empty for a tab that does not exist.
    func viewControllers(inTab tab: Int) -> [Controller]

    /// The presented chain: the root's `presentedViewController`, its
    /// `presentedViewController`, and so on, bottom to top.
    var presentedControllers: [Controller] { get }

    /// Whether a transition is in progress anywhere in the window (a
    /// presentation, a dismissal, a push or pop, an interactive pop).
    var isTransitioning: Bool { get }

    /// Calls `body` once no transition is in progress (at once when none is).
    func whenIdle(_ body: @escaping @MainActor () -> Void)

    /// Pushes `controller` on `tab`'s navigation controller.
    func push(_ controller: Controller, inTab tab: Int, completion: @escaping @MainActor () -> Void) -> TransitionStart

    /// Pops `tab`'s navigation controller to `controller` (which it holds).
    func pop(to controller: Controller, inTab tab: Int, completion: @escaping @MainActor () -> Void) -> TransitionStart

    /// Replaces `tab`'s navigation controller's stack (`setViewControllers(_:animated:)`).
    func setViewControllers(_ controllers: [Controller], inTab tab: Int,
                            completion: @escaping @MainActor () -> Void) -> TransitionStart

    /// Presents `controller` with `style` from `presenter` (`nil`: the
    /// window's root). Refused by UIKit when `presenter` is already
    /// presenting, when any presentation or dismissal is in progress, or
    /// when `presenter` is not in the window.
    func present(_ controller: Controller, style: ModalStyle, from presenter: Controller?,
                 completion: @escaping @MainActor () -> Void) -> TransitionStart

    /// Dismisses the presented `controller` and every controller above it
    /// (`controller.presentingViewController?.dismiss(animated:completion:)`).
    func dismiss(from controller: Controller, completion: @escaping @MainActor () -> Void) -> TransitionStart
}

/// Whether a hierarchy started a transition.
public enum TransitionStart: Hashable, Sendable {
    /// Started: the structure changed at once, the completion comes when it ends.
    case started
    /// Refused, with the framework's reason; nothing changed and no completion comes.
    case refused(String)
}

/// Receives what a ``ViewControllerHierarchy`` did without the router.
@MainActor
public protocol ViewControllerHierarchyObserver: AnyObject {
    /// Something changed on screen that the router did not ask for: a
    /// navigation controller showed another controller (`didShow`), a
    /// presented controller was dismissed (`presentationControllerDidDismiss`).
    /// The host reads the hierarchy and reconciles by identity.
    func hierarchyDidChangeOnScreen()

    /// The user tapped tab `index` (`tabBarController(_:didSelect:)`).
    func hierarchyDidSelectTab(_ index: Int)
}
