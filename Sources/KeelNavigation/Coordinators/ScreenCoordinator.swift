/// Where a ``ScreenCoordinator`` shows its screen.
public enum ScreenPresentation<Route: Hashable & Sendable>: Hashable, Sendable {
    /// As the root (a full-screen root replaces everything), optionally with tabs.
    case root(Route, tabs: [Route] = [])
    /// Pushed on the selected tab's stack.
    case push(Route)
    /// Presented modally.
    case modal(Route, ModalStyle)

    /// The screen's route.
    public var route: Route {
        switch self {
        case .root(let route, _), .push(let route), .modal(let route, _): route
        }
    }
}

/// How a ``ScreenCoordinator``'s screen went away.
public enum ScreenOutcome: Hashable, Sendable {
    /// The user removed it (back, swipe down on a dismissible sheet).
    case removedByUser
    /// It went with another screen: a root swap, a modal below it dismissed.
    case removedWithOthers
    /// The coordinator closed it (``ScreenCoordinator/close(as:)``).
    case closed
}

/// A coordinator that owns exactly one screen: it shows it on `start()` and
/// finishes — and is released by its parent — the moment the screen is
/// gone, whoever removed it. The coordinator refactor plan's Splash,
/// Maintenance and update coordinators, and any pushed detail, are this.
///
/// - The user removing the screen finishes it with ``ScreenOutcome/removedByUser``;
///   a root swap or a dismissal below it with ``ScreenOutcome/removedWithOthers``.
/// - ``close(as:)`` removes the screen (dismiss a modal, pop a pushed screen
///   that is on top) and finishes with ``ScreenOutcome/closed``.
/// - Cancelled by its parent, it removes its screen if the screen is still
///   shown (a modal or the top pushed screen), so no screen outlives its owner.
///
/// Subclass it to give the screen's ViewModel its closures (override
/// `start()`, build what the screen needs, then call `super.start()`).
/// Threading: main actor.
@MainActor
open class ScreenCoordinator<Route: Hashable & Sendable>: BaseCoordinator<ScreenOutcome> {
    /// The router the screen is on.
    public let router: any Router<Route>
    /// Where the screen is shown.
    public let presentation: ScreenPresentation<Route>
    /// The screen's entry on the router, once shown.
    public private(set) var entryID: EntryID?

    /// A coordinator for one screen, shown on `start()` — on `router`, where
    /// `presentation` says — and finished the moment the screen is gone.
    ///
    /// - Parameters:
    ///   - router: the router to show the screen on.
    ///   - presentation: where to show it.
    ///   - tracker: reports this coordinator if it stays alive after ending.
    public init(router: any Router<Route>, presentation: ScreenPresentation<Route>, tracker: CoordinatorLeakTracker? = nil) {
        self.router = router
        self.presentation = presentation
        super.init(tracker: tracker)
    }

    /// Shows the screen. A refused presentation (no root yet) finishes the
    /// coordinator at once with ``ScreenOutcome/removedWithOthers``: it has
    /// nothing to own.
    open override func start() {
        let onRemoved: RemovalHandler = { [weak self] cause in
            self?.finish(cause == .user ? .removedByUser : .removedWithOthers)
        }
        switch presentation {
        case .root(let route, let tabs):
            entryID = router.setRoot(route, tabs: tabs, onRemoved: onRemoved)
        case .push(let route):
            entryID = router.push(route, onRemoved: onRemoved)
        case .modal(let route, let style):
            entryID = router.present(route, style: style, onRemoved: onRemoved)
        }
        if entryID == nil { finish(.removedWithOthers) }
    }

    /// Removes the screen and finishes with `outcome` (``ScreenOutcome/closed``
    /// by default; a screen's own "Not now" button may report
    /// ``ScreenOutcome/removedByUser``). Returns `false` (and changes nothing)
    /// when the screen cannot be removed by its owner: a root (only another
    /// root replaces it), or a pushed screen with screens above it.
    @discardableResult
    public func close(as outcome: ScreenOutcome = .closed) -> Bool {
        guard !isFinished, removeScreen() else { return false }
        finish(outcome)
        return true
    }

    open override func willEnd(_ outcome: CoordinatorOutcome<ScreenOutcome>) {
        if case .cancelled = outcome { removeScreen() }
    }

    /// Whether this coordinator's screen is on the router's tree.
    public var isShowing: Bool {
        guard let entryID else { return false }
        return router.tree.allEntryIDs.contains(entryID)
    }

    @discardableResult
    private func removeScreen() -> Bool {
        guard let entryID, isShowing else { return false }
        switch presentation {
        case .root:
            return false
        case .push:
            guard router.tree.stack.last?.id == entryID else { return false }
            return router.pop()
        case .modal(let route, _):
            guard let level = router.tree.modals.firstIndex(where: { $0.id == entryID }) else { return false }
            // Dismiss by route removes the topmost modal with this route: make
            // sure that is ours.
            guard router.tree.modals[level...].dropFirst().allSatisfy({ $0.route != route }) else { return false }
            return router.dismiss(route)
        }
    }
}
