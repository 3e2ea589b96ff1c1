// Keel's clean-room interface stand-in for the subset of UIKit that Keel's
// Apple-only files use. Written from Apple's public documentation (names,
// signatures, declared isolation); no Apple header or interface was copied.
// It exists only so `scripts/check-apple-layer.sh` can type-check those
// files on Linux: every body traps, nothing here ever runs.
@_exported import Foundation

@usableFromInline
func interfaceOnly(_ function: StaticString = #function) -> Never {
    fatalError("UIKit interface stand-in: \(function) never runs")
}

/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

@MainActor @preconcurrency
open class UIResponder: NSObject {}

@MainActor @preconcurrency
open class UIView: UIResponder {
    public init(frame: CGRect) { interfaceOnly() }
    public required init?(coder: NSCoder) { interfaceOnly() }
    public convenience override init() { self.init(frame: .zero) }
}

@MainActor @preconcurrency
open class UIWindow: UIView {
    // Overrides both of UIView's designated inits, so it inherits `init()` as UIKit's does
    // (`UIWindow()`, what `ASPresentationAnchor()` makes).
    public override init(frame: CGRect) { interfaceOnly() }
    public init(windowScene: UIWindowScene) { interfaceOnly() }
    public required init?(coder: NSCoder) { interfaceOnly() }

    open var rootViewController: UIViewController? {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open func makeKeyAndVisible() { interfaceOnly() }
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { interfaceOnly() }
    public required init?(coder: NSCoder) { interfaceOnly() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open func viewDidLoad() { interfaceOnly() }
    // The appearance and layout callbacks subclasses override (`keel migrate`'s verification step
    // compiles legacy view controllers' declarations against this stand-in).
    open func viewWillAppear(_ animated: Bool) { interfaceOnly() }
    open func viewDidAppear(_ animated: Bool) { interfaceOnly() }
    open func viewWillDisappear(_ animated: Bool) { interfaceOnly() }
    open func viewDidDisappear(_ animated: Bool) { interfaceOnly() }
    open func viewWillLayoutSubviews() { interfaceOnly() }
    open func viewDidLayoutSubviews() { interfaceOnly() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { interfaceOnly() }
    open var title: String? {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open var navigationController: UINavigationController? { interfaceOnly() }
    open var presentedViewController: UIViewController? { interfaceOnly() }
    open var presentingViewController: UIViewController? { interfaceOnly() }
    open var presentationController: UIPresentationController? { interfaceOnly() }
    open var isModalInPresentation: Bool {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open var modalPresentationStyle: UIModalPresentationStyle {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        interfaceOnly()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { interfaceOnly() }

    open var isBeingPresented: Bool { interfaceOnly() }
    open var isBeingDismissed: Bool { interfaceOnly() }
    /// The coordinator of the transition in progress (presentation,
    /// dismissal, or a navigation controller's push or pop), if any.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { interfaceOnly() }
}

/// What a transition coordinator tells about its transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
}

/// Runs work alongside a view controller transition, and when it ends.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { interfaceOnly() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { interfaceOnly() }
    public required init?(coder aDecoder: NSCoder) { interfaceOnly() }

    open var viewControllers: [UIViewController] {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open var topViewController: UIViewController? { interfaceOnly() }
    weak open var delegate: (any UINavigationControllerDelegate)?

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { interfaceOnly() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { interfaceOnly() }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { interfaceOnly() }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { interfaceOnly() }
}

@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { interfaceOnly() }
    public required init?(coder: NSCoder) { interfaceOnly() }

    open var viewControllers: [UIViewController]? {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    open var selectedIndex: Int {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }

    weak open var delegate: (any UITabBarControllerDelegate)?

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { interfaceOnly() }
}

@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { interfaceOnly() }
    open var presentingViewController: UIViewController { interfaceOnly() }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// Objective-C optional protocol methods are modelled as requirements with
// default (empty) implementations.

@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

// MARK: Application and scenes

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration { interfaceOnly() }
}

@MainActor @preconcurrency
open class UIScene: UIResponder {
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {}
}

@MainActor @preconcurrency
open class UIWindowScene: UIScene {}

@MainActor @preconcurrency
open class UISceneSession: NSObject {
    open var role: UISceneSession.Role { interfaceOnly() }

    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { interfaceOnly() }
    open var delegateClass: AnyClass? {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }
}

@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
}

@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

