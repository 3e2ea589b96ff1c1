import KeelCombine

/// What coordinators talk to instead of UIKit or SwiftUI: a navigation tree of
/// typed routes — a root (optionally with tabs, each with its own push stack)
/// and a stack of modals above it.
///
/// Implementations: ``SwiftUIRouter`` (state a SwiftUI root view binds to),
/// ``ControllerRouter`` (the UIKit router's decisions; `UIKitRouter` on Apple
/// platforms) and `HeadlessRouter` (product `KeelNavigationTesting`). All three
/// run the same decisions (one shared model), so a headless test describes what
/// the UIKit and SwiftUI routers do.
///
/// **Routes are values.** A screen is identified by a `Route` the app defines
/// (an enum, usually); the UI layer turns a route into a view or a view
/// controller with a total function the app writes. There is no `Any`
/// content and no fallback screen.
///
/// **Removal callbacks.** Every screen put on the tree may carry an
/// `onRemoved` handler. It fires exactly once, when the screen leaves the
/// tree for any reason *other than* the programmatic call that named it:
/// - ``RemovalCause/user``: the user removed it (back button, swipe back,
///   swipe down on a dismissible sheet);
/// - ``RemovalCause/cascade``: it went with another screen — a root swap
///   removes every screen, dismissing a modal removes the modals above it.
///
/// `pop()` and `dismiss(_:)` do not call the handler of the screen they
/// name (its owner asked for it), but do call the handlers of screens removed
/// with it. This is what lets a coordinator finish — and be released — whenever
/// its screen is gone, whoever removed it.
///
/// **Bad input changes nothing.** A command that cannot apply (pushing before
/// a root exists, dismissing a route that is not presented, selecting a tab
/// that does not exist) returns `false`, changes nothing, and is published on
/// the router's `refusals`.
///
/// Threading: main actor. Handlers run synchronously on the main actor after
/// the tree has changed (so a handler that navigates sees the new tree).
@MainActor
public protocol Router<Route>: AnyObject {
    /// The app's screen identifiers.
    associatedtype Route: Hashable & Sendable

    /// Replaces everything with `route` as the root. With `tabs`, the root is
    /// a tab container whose tabs have these root routes, each with its own
    /// push stack; the first tab is selected. Every screen removed gets its
    /// handler called with ``RemovalCause/cascade``; `onRemoved` fires when this
    /// root is itself replaced.
    @discardableResult
    func setRoot(_ route: Route, tabs: [Route], onRemoved: RemovalHandler?) -> EntryID

    /// Pushes `route` on the selected tab's stack (under any modals).
    /// Returns the new screen's entry, or `nil` when refused (no root).
    @discardableResult
    func push(_ route: Route, onRemoved: RemovalHandler?) -> EntryID?

    /// Pops the top screen of the selected tab's stack. Its handler is not
    /// called. Refused (returns `false`) when the stack is empty.
    @discardableResult
    func pop() -> Bool

    /// Presents `route` modally over everything shown. Returns the modal's
    /// entry, or `nil` when refused (no root).
    @discardableResult
    func present(_ route: Route, style: ModalStyle, onRemoved: RemovalHandler?) -> EntryID?

    /// Dismisses the topmost modal showing `route` and every modal above it.
    /// Its own handler is not called; those above get ``RemovalCause/cascade``.
    /// Refused (returns `false`) when no modal shows `route`.
    @discardableResult
    func dismiss(_ route: Route) -> Bool

    /// The tree as it is now.
    var tree: NavigationTree<Route> { get }

    /// Every change of the tree — commands and what the user did — after
    /// the tree changed and before removal handlers run.
    var changes: AnyPublisher<NavigationChange<Route>, Never> { get }

    /// Selects a tab of the root tab container. Refused (returns `false`) for
    /// an index the root does not have.
    @discardableResult
    func selectTab(_ index: Int) -> Bool
}

extension Router {
    /// Replaces everything with `route` as a root without tabs.
    @discardableResult
    public func setRoot(_ route: Route, onRemoved: RemovalHandler? = nil) -> EntryID {
        setRoot(route, tabs: [], onRemoved: onRemoved)
    }

    /// Pushes `route` with no removal handler.
    @discardableResult
    public func push(_ route: Route) -> EntryID? {
        push(route, onRemoved: nil)
    }

    /// Presents `route` with no removal handler.
    @discardableResult
    public func present(_ route: Route, style: ModalStyle) -> EntryID? {
        present(route, style: style, onRemoved: nil)
    }
}

/// Why a screen left the navigation tree without its owner asking.
public enum RemovalCause: Hashable, Sendable {
    /// The user removed it: back button or swipe back, swipe down on a
    /// dismissible sheet.
    case user
    /// It went with another screen: a root swap, or the dismissal of a modal
    /// (or pop of a screen) beneath it.
    case cascade
}

/// Called when a screen leaves the tree without its owner asking (see ``Router``).
public typealias RemovalHandler = @MainActor (RemovalCause) -> Void

/// How a modal is shown. Maintenance, in the coordinator refactor plan, is a
/// full-screen *root*, not a modal; a required update is an undismissible
/// modal, an available update a dismissible one.
public enum ModalStyle: Hashable, Sendable {
    /// A sheet; `dismissible: false` blocks the swipe-down (UIKit's
    /// `isModalInPresentation`, SwiftUI's `interactiveDismissDisabled`).
    case sheet(dismissible: Bool)
    /// A full-screen cover; the user cannot swipe it away.
    case fullScreenCover

    /// Whether the user can dismiss it by swiping.
    public var isUserDismissible: Bool {
        if case .sheet(dismissible: true) = self { return true }
        return false
    }
}
