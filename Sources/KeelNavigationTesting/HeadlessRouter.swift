import KeelCombine
import KeelNavigation

/// A router with no UI, for tests: it keeps the navigation tree as data,
/// records every command it applied, and plays the user's part
/// (`simulate…` methods). It runs the same decisions as `SwiftUIRouter`
/// and the UIKit router (one shared model), so what a coordinator test sees
/// here is what those routers do — removal handlers included.
///
/// Works from Swift Testing and XCTest alike (it asserts nothing itself).
/// Threading: main actor.
@MainActor
public final class HeadlessRouter<Route: Hashable & Sendable>: Router {
    /// One applied command.
    public enum Command: Hashable, Sendable {
        /// `setRoot(_:tabs:onRemoved:)`.
        case setRoot(Route, tabs: [Route])
        /// `push(_:onRemoved:)`.
        case push(Route)
        /// `pop()`.
        case pop
        /// `present(_:style:onRemoved:)`.
        case present(Route, ModalStyle)
        /// `dismiss(_:)`.
        case dismiss(Route)
        /// `selectTab(_:)`.
        case selectTab(Int)
    }

    /// Commands applied so far, oldest first (refused ones are in `refused`).
    public private(set) var commands: [Command] = []
    /// Refused commands and simulated actions, oldest first.
    public private(set) var refused: [NavigationRefusal<Route>] = []
    private let core = NavigationCore<Route>()
    private var refusalSubscription: AnyCancellable?

    /// A router with an empty tree.
    public init() {
        refusalSubscription = core.refusals.sink { [weak self] in self?.refused.append($0) }
    }

    // MARK: Reading the tree

    /// The whole tree.
    public var tree: NavigationTree<Route> { core.tree }
    /// The root route.
    public var root: Route? { core.tree.root?.route }
    /// The selected tab's push stack above its root, bottom to top.
    public var stack: [Route] { core.tree.stack.map(\.route) }
    /// Presented modals, bottom to top.
    public var presented: [(route: Route, style: ModalStyle)] { core.tree.modals.map { ($0.route, $0.style) } }
    /// What the user sees on top.
    public var topRoute: Route? { core.tree.topRoute }
    /// The selected tab.
    public var selectedTab: Int { core.tree.selectedTab }
    /// Refused commands and actions, as they happen.
    public var refusals: AnyPublisher<NavigationRefusal<Route>, Never> { core.refusals }

    /// Every change of the tree, as it happens (see `.changes`).
    public var changes: AnyPublisher<NavigationChange<Route>, Never> { core.changes }
    /// Removal handlers not yet called; each belongs to a screen on the tree.
    public var pendingHandlerCount: Int { core.handlerCount }

    // MARK: Router

    @discardableResult
    public func setRoot(_ route: Route, tabs: [Route], onRemoved: RemovalHandler?) -> EntryID {
        commands.append(.setRoot(route, tabs: tabs))
        return core.setRoot(route, tabs: tabs, onRemoved: onRemoved)
    }

    @discardableResult
    public func push(_ route: Route, onRemoved: RemovalHandler?) -> EntryID? {
        let id = core.push(route, onRemoved: onRemoved)
        if id != nil { commands.append(.push(route)) }
        return id
    }

    @discardableResult
    public func pop() -> Bool {
        record(core.pop(), .pop)
    }

    @discardableResult
    public func present(_ route: Route, style: ModalStyle, onRemoved: RemovalHandler?) -> EntryID? {
        let id = core.present(route, style: style, onRemoved: onRemoved)
        if id != nil { commands.append(.present(route, style)) }
        return id
    }

    @discardableResult
    public func dismiss(_ route: Route) -> Bool {
        record(core.dismiss(route), .dismiss(route))
    }

    @discardableResult
    public func selectTab(_ index: Int) -> Bool {
        record(core.selectTab(index), .selectTab(index))
    }

    // MARK: The user's part

    /// The user taps back: pops the selected stack's top screen (its handler
    /// gets `.user`). Refused while a modal covers the stack,
    /// or when the stack is empty.
    @discardableResult
    public func simulateBackButton() -> Bool {
        guard core.tree.modals.isEmpty else { return core.refuse(.coveredByModal) }
        guard !core.tree.stack.isEmpty else { return core.refuse(.nothingToPop) }
        return core.userPopped(toDepth: core.tree.stack.count - 1)
    }

    /// The user goes back to `depth` screens above the tab root in one
    /// gesture (a long press on back). Refused while a modal covers the stack.
    @discardableResult
    public func simulateUserPop(toDepth depth: Int) -> Bool {
        guard core.tree.modals.isEmpty else { return core.refuse(.coveredByModal) }
        return core.userPopped(toDepth: depth)
    }

    /// The user completes a swipe back that began before anything else
    /// happened: pops the selected stack's top screen (its handler gets
    /// `.user`) even if a modal was presented during the gesture, as UIKit
    /// and SwiftUI finish a gesture they started. Refused on an empty stack.
    @discardableResult
    public func simulateInteractivePopCompleted() -> Bool {
        guard !core.tree.stack.isEmpty else { return core.refuse(.nothingToPop) }
        return core.userPopped(toDepth: core.tree.stack.count - 1)
    }

    /// The user swipes the top modal away. Refused for a modal that is not
    /// user-dismissible, as `isModalInPresentation` / `interactiveDismissDisabled` would.
    @discardableResult
    public func simulateUserDismiss() -> Bool {
        guard !core.tree.modals.isEmpty else { return core.refuse(.noSuchModal(level: 0)) }
        return core.userDismissed(level: core.tree.modals.count - 1)
    }

    /// The user dismisses the modal at `level` (0: the bottom one) — e.g. a
    /// lower sheet's own dismiss action. Modals above it go too
    /// (`.cascade`).
    @discardableResult
    public func simulateUserDismiss(level: Int) -> Bool {
        core.userDismissed(level: level)
    }

    /// The modal at `level`'s own screen dismisses itself (SwiftUI's
    /// `@Environment(\.dismiss)`, a controller's `dismiss(animated:)`) — for
    /// any style, as the SwiftUI and UIKit routers accept it. Its handler
    /// gets `.user`, modals above it `.cascade`.
    @discardableResult
    public func simulateScreenDismissesItself(level: Int) -> Bool {
        guard core.tree.modals.indices.contains(level) else { return core.refuse(.noSuchModal(level: level)) }
        return core.modalLeftScreen(core.tree.modals[level].id, cause: .user)
    }

    /// The user taps tab `index`.
    @discardableResult
    public func simulateUserSelectTab(_ index: Int) -> Bool {
        core.selectTab(index, origin: .user)
    }

    private func record(_ applied: Bool, _ command: Command) -> Bool {
        if applied { commands.append(command) }
        return applied
    }
}
