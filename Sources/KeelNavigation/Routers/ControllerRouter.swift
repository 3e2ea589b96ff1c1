import KeelCombine

/// What mirrors a navigation tree on screen for a ``ControllerRouter``.
/// Keel's is ``ViewControllerHost`` (the UIKit router's host, over UIKit's
/// window or `UIKitBehaviorModel` in tests); conform your own only to drive
/// a UI that is not UIKit.
///
/// `apply` receives **every** change: a ``ChangeOrigin/command`` change is
/// one the host must carry out (push, present, dismiss, swap the root); a
/// ``ChangeOrigin/user`` change has already happened on screen and the host
/// only forgets what it removed. A host keeps no controller for a screen
/// that left the tree.
@MainActor
public protocol ControllerHost<Route>: AnyObject {
    /// The router's route type.
    associatedtype Route: Hashable & Sendable
    /// Mirrors one change; `tree` is the tree after it.
    func apply(_ change: NavigationChange<Route>, origin: ChangeOrigin, tree: NavigationTree<Route>)
}

/// The UIKit router's decisions, on every platform: a ``Router`` over the
/// shared navigation model that forwards each change to a
/// ``ControllerHost`` and accepts what happened on screen from it.
///
/// On Apple platforms `UIKitRouter<Route>` is this class with a
/// ``ViewControllerHost`` over `UIKitWindowHierarchy`; in tests,
/// `ModelUIKitRouter<Route>` is the same host over `UIKitBehaviorModel`
/// (product `KeelNavigationTesting`). The tree is the router's intent and
/// changes at once; the host brings the screen to it as fast as UIKit
/// allows, sequencing transitions on their completions, and reports back
/// what the user or other code did (``pushedLeftScreen(_:tab:)``,
/// ``modalLeftScreen(_:)``, ``userSelectedTab(_:)``) and what UIKit refused
/// (``frameworkRefused(_:reason:)``).
///
/// Threading: main actor.
@MainActor
public final class ControllerRouter<Route: Hashable & Sendable, Host: ControllerHost>: Router where Host.Route == Route {
    /// The host the changes are forwarded to (retained).
    public let host: Host
    private let core = NavigationCore<Route>()

    /// A router that forwards every change to `host` (retained).
    public init(host: Host) {
        self.host = host
        core.didChange = { [weak self] change, origin in
            guard let self else { return }
            self.host.apply(change, origin: origin, tree: self.core.tree)
        }
    }

    /// The tree the host mirrors.
    public var tree: NavigationTree<Route> { core.tree }

    /// Refused commands and reports, as they happen.
    public var refusals: AnyPublisher<NavigationRefusal<Route>, Never> { core.refusals }

    /// Every change of the tree, as it happens (see ``Router/changes``).
    public var changes: AnyPublisher<NavigationChange<Route>, Never> { core.changes }

    // MARK: Router

    @discardableResult
    public func setRoot(_ route: Route, tabs: [Route], onRemoved: RemovalHandler?) -> EntryID {
        core.setRoot(route, tabs: tabs, onRemoved: onRemoved)
    }

    @discardableResult
    public func push(_ route: Route, onRemoved: RemovalHandler?) -> EntryID? {
        core.push(route, onRemoved: onRemoved)
    }

    @discardableResult
    public func pop() -> Bool { core.pop() }

    @discardableResult
    public func present(_ route: Route, style: ModalStyle, onRemoved: RemovalHandler?) -> EntryID? {
        core.present(route, style: style, onRemoved: onRemoved)
    }

    @discardableResult
    public func dismiss(_ route: Route) -> Bool { core.dismiss(route) }

    @discardableResult
    public func selectTab(_ index: Int) -> Bool { core.selectTab(index) }

    // MARK: What the host reports

    /// The navigation controller of `tab` now shows `depth` screens above its
    /// root (the user went back). A depth the stack already has is no change
    /// (UIKit also reports the router's own pops): returns `true`.
    @discardableResult
    public func userPopped(toDepth depth: Int, tab: Int) -> Bool {
        guard core.tree.stacks.indices.contains(tab) else { return core.refuse(.noSuchTab(tab)) }
        guard depth != core.tree.stacks[tab].count else { return true }
        return core.userPopped(toDepth: depth, tab: tab)
    }

    /// The user swiped away the modal showing entry `id`
    /// (`presentationControllerDidDismiss`). A modal already gone is no change.
    @discardableResult
    public func userDismissedModal(_ id: EntryID) -> Bool {
        guard let level = core.tree.modals.firstIndex(where: { $0.id == id }) else { return false }
        return core.userDismissed(level: level)
    }

    /// The user tapped tab `index`.
    @discardableResult
    public func userSelectedTab(_ index: Int) -> Bool {
        core.selectTab(index, origin: .user)
    }

    /// The modal showing entry `id` is no longer on screen and the router did
    /// not ask: the user swiped it away, or its own screen dismissed itself
    /// (a controller's `dismiss(animated:)`, which UIKit reports to nobody).
    /// Accepted for every style — it has already happened on screen. Its
    /// handler gets ``RemovalCause/user``, modals above it
    /// ``RemovalCause/cascade``. A modal already gone is no change (`false`).
    @discardableResult
    public func modalLeftScreen(_ id: EntryID) -> Bool {
        core.modalLeftScreen(id, cause: .user)
    }

    /// The pushed screen `id` on `tab` is no longer in its navigation
    /// controller and the router did not ask (a back navigation, an
    /// interactive pop, a `setViewControllers` from outside). It and every
    /// screen above it get ``RemovalCause/user``. Not on the stack: no change.
    @discardableResult
    public func pushedLeftScreen(_ id: EntryID, tab: Int) -> Bool {
        core.pushedLeftScreen(id, tab: tab)
    }

    /// The UI framework refused to show entry `id` (UIKit dropped a
    /// presentation). The screen — a modal, and every modal above it — leaves
    /// the tree with ``RemovalCause/cascade`` and
    /// ``NavigationRefusal/refusedByFramework(_:reason:)`` is published, so
    /// the tree is what is on screen and the refusal is visible. Returns
    /// `false` for an entry that is not a modal on the tree (nothing changes).
    @discardableResult
    public func frameworkRefused(_ id: EntryID, reason: String) -> Bool {
        guard let modal = core.tree.modals.first(where: { $0.id == id }) else { return false }
        core.modalLeftScreen(id, cause: .cascade)
        core.refuse(.refusedByFramework(modal.route, reason: reason))
        return true
    }
}

/// The controllers a host shows, by entry — the one place a host looks them
/// up, so a removed screen's controller cannot linger.
@MainActor
public final class ControllerRegistry<Controller: AnyObject> {
    private var controllers: [EntryID: Controller] = [:]

    /// An empty registry.
    public init() {}

    /// How many controllers are registered.
    public var count: Int { controllers.count }

    /// The registered entry ids.
    public var entryIDs: Set<EntryID> { Set(controllers.keys) }

    /// Registers the controller that shows entry `id`.
    public func register(_ controller: Controller, for id: EntryID) { controllers[id] = controller }

    /// The controller that shows entry `id`, if registered.
    public func controller(for id: EntryID) -> Controller? { controllers[id] }

    /// The entry a controller shows, if registered.
    public func entry(of controller: Controller) -> EntryID? {
        controllers.first { $0.value === controller }?.key
    }

    /// Forgets the controllers of `ids` (the `removed` list of a change).
    public func remove(_ ids: [EntryID]) {
        for id in ids { controllers[id] = nil }
    }

    /// Forgets everything.
    public func removeAll() { controllers.removeAll() }
}
