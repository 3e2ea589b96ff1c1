import KeelCombine

/// The SwiftUI router: a ``NavigationTree`` a SwiftUI root view binds to —
/// a `TabView` selection, one `NavigationStack` path per tab, and one sheet
/// or full-screen cover per modal level (a modal stack: each presented view
/// presents the next level).
///
/// This class holds every decision and compiles on every platform: the
/// bindings and the view that forward to it (`RoutedRootView`,
/// `pathBinding(tab:)`, `sheetBinding(level:)`, …) are a thin layer behind
/// `#if canImport(SwiftUI)`. What SwiftUI reports — a path cut short by the
/// back button or swipe, a sheet swiped down, a tab tapped — arrives through
/// ``pathChanged(to:tab:)``, ``modalDismissedByUser(level:)`` and
/// ``tabSelectedByUser(_:)``, which apply the same rules as every router and
/// call removal handlers (``RemovalCause/user`` for the screen the user
/// removed, ``RemovalCause/cascade`` for modals above it).
///
/// A report the router cannot accept (a path that is not a prefix of the
/// stack — a `NavigationLink` the router did not make — or a level-based
/// swipe report on a modal that is not dismissible) is refused, published
/// on ``refusals``, and the unchanged tree is republished so SwiftUI shows
/// it again.
///
/// **Modal identity.** The presentation bindings are created for one modal
/// (its ``EntryID``) and report through ``modalDismissed(id:)``: a late nil
/// write for a modal that is already gone never closes the modal that
/// replaced it, and `@Environment(\.dismiss)` works inside every style the
/// router offers (sheets, non-dismissible sheets, full-screen covers).
///
/// Threading: main actor.
@MainActor
public final class SwiftUIRouter<Route: Hashable & Sendable>: ObservableObject, Router {
    /// What the root view renders. Changes only through the router.
    @Published public private(set) var tree = NavigationTree<Route>()
    private let core = NavigationCore<Route>()

    /// A router with an empty tree.
    public init() {
        core.didChange = { [weak self] _, _ in
            guard let self else { return }
            self.tree = self.core.tree
        }
    }

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

    // MARK: What the bindings read

    /// The path `tab`'s `NavigationStack` shows (empty for a tab that does not exist).
    public func path(tab: Int) -> [NavigationEntry<Route>] {
        tree.stacks.indices.contains(tab) ? tree.stacks[tab] : []
    }

    /// The modal shown at `level` (0: presented by the root), if it is a sheet.
    public func sheet(level: Int) -> ModalEntry<Route>? {
        modal(level: level).flatMap { $0.style == .fullScreenCover ? nil : $0 }
    }

    /// The modal shown at `level`, if it is a full-screen cover.
    public func cover(level: Int) -> ModalEntry<Route>? {
        modal(level: level).flatMap { $0.style == .fullScreenCover ? $0 : nil }
    }

    /// Whether the sheet at `level` blocks the swipe-down (`interactiveDismissDisabled`).
    public func isDismissDisabled(level: Int) -> Bool {
        !(modal(level: level)?.style.isUserDismissible ?? true)
    }

    // MARK: What SwiftUI reports

    /// `tab`'s `NavigationStack` set its path (the user went back one or
    /// more screens). Accepted when `path` is a prefix of the stack; the
    /// screens cut off get ``RemovalCause/user``.
    @discardableResult
    public func pathChanged(to path: [NavigationEntry<Route>], tab: Int) -> Bool {
        let current = self.path(tab: tab)
        guard path != current else { return true }
        guard path.count < current.count, Array(current.prefix(path.count)) == path else {
            return refuseAndRepublish(.unknownPath)
        }
        return core.userPopped(toDepth: path.count, tab: tab) || refuseAndRepublish(nil)
    }

    /// The presentation binding of `level` was set to nil by SwiftUI (the
    /// user swiped the sheet away). A level that no longer exists was
    /// already removed with a modal below it: nothing to do (`false`, no
    /// refusal).
    @discardableResult
    public func modalDismissedByUser(level: Int) -> Bool {
        guard level < tree.modals.count else { return false }
        return core.userDismissed(level: level) || refuseAndRepublish(nil)
    }

    /// The presentation binding created for modal `id` was set to nil by
    /// SwiftUI: the user swiped it away, or its view called
    /// `@Environment(\.dismiss)`. What the `sheet`/`fullScreenCover`
    /// bindings call (``sheetBinding(level:)``, ``coverBinding(level:)``).
    ///
    /// - **Identity.** Only modal `id` is dismissed. A late write — the
    ///   binding of a modal the router already removed, arriving after
    ///   another modal took its level — changes nothing and returns `false`
    ///   (no refusal): it never closes the newer modal.
    /// - **Every style.** SwiftUI blocks the swipe on a non-dismissible
    ///   sheet (`interactiveDismissDisabled`) and on a full-screen cover, so
    ///   a nil write for one of them is its own view's `dismiss()`: it is
    ///   accepted, like a swipe on a dismissible sheet. The modal's handler
    ///   gets ``RemovalCause/user``; modals above it ``RemovalCause/cascade``.
    @discardableResult
    public func modalDismissed(id: EntryID) -> Bool {
        core.modalLeftScreen(id, cause: .user)
    }

    /// The user tapped a tab (`TabView`'s selection binding).
    @discardableResult
    public func tabSelectedByUser(_ index: Int) -> Bool {
        core.selectTab(index, origin: .user) || refuseAndRepublish(nil)
    }

    // MARK: Internals

    private func modal(level: Int) -> ModalEntry<Route>? {
        tree.modals.indices.contains(level) ? tree.modals[level] : nil
    }

    /// Publishes `refusal` (when the core has not already) and republishes
    /// the unchanged tree so SwiftUI redraws what the router holds.
    private func refuseAndRepublish(_ refusal: NavigationRefusal<Route>?) -> Bool {
        if let refusal { _ = core.refuse(refusal) }
        objectWillChange.send()
        return false
    }
}
