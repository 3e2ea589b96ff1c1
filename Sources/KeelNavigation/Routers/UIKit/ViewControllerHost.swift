/// The UIKit router's host: keeps a ``ViewControllerHierarchy`` showing the
/// router's tree, the way UIKit lets it.
///
/// - **Sequenced on completions.** One transition at a time: the next
///   starts when UIKit calls the previous one's completion, and none starts
///   while any transition is in progress (an interactive pop, a dismissal
///   the user started). "Dismiss the update modal, present maintenance" is
///   a dismissal, its completion, then a presentation — never a
///   presentation on a controller that is still leaving.
/// - **Reconciled by identity, never by index.** After every change and
///   every completion the host compares the controllers on screen with the
///   tree's entries, by object identity, and issues the one transition that
///   brings them closer: dismiss from the lowest presented controller the
///   tree no longer has, present the lowest it lacks, pop to the deepest
///   controller the stack keeps, push what it lacks. Controllers it did not
///   make (pushed or presented by other code) are left alone unless they
///   sit above a screen that goes.
/// - **What happened without the router is reported.** A pushed screen or
///   modal the host had shown and that is no longer on screen (back, an
///   interactive pop, a swipe-down, a screen that dismissed itself) is
///   reported to the router (``ControllerRouter/pushedLeftScreen(_:tab:)``,
///   ``ControllerRouter/modalLeftScreen(_:)``), which calls its removal
///   handler; a tab tap through ``ControllerRouter/userSelectedTab(_:)``.
/// - **What UIKit refused is reported.** A refused presentation is removed
///   from the tree and published as
///   ``NavigationRefusal/refusedByFramework(_:reason:)``
///   (``ControllerRouter/frameworkRefused(_:reason:)``).
///
/// The router's tree is the intent and changes at once; the screen follows
/// as fast as UIKit allows. ``isSettled`` tells when they agree.
///
/// Threading: main actor.
@MainActor
public final class ViewControllerHost<Route: Hashable & Sendable, Hierarchy: ViewControllerHierarchy>: ControllerHost,
    ViewControllerHierarchyObserver {
    /// The router this host reports to (set by ``ControllerRouter/init(hierarchy:makeController:)``).
    public weak var router: ControllerRouter<Route, ViewControllerHost<Route, Hierarchy>>?
    /// The hierarchy it drives (retained).
    public let hierarchy: Hierarchy
    private let makeController: @MainActor (Route) -> Hierarchy.Controller

    private var tree = NavigationTree<Route>()
    private var controllers: [EntryID: Hierarchy.Controller] = [:]
    private var entries: [ObjectIdentifier: EntryID] = [:]
    /// Controllers whose entries left the tree and that may still be on screen.
    private var leaving: [ObjectIdentifier: Hierarchy.Controller] = [:]
    /// Entries the hierarchy has shown (a pushed or presented screen that is
    /// gone from the screen afterwards left without the router).
    private var shown: Set<EntryID> = []
    private var installedRoot: [EntryID]?
    private var transitionInFlight = false
    private var waitingForIdle = false
    private var reconciling = false
    private var needsAnotherPass = false

    /// A host for `hierarchy` that shows nothing until its router sets a root.
    ///
    /// - Parameters:
    ///   - hierarchy: the view controllers to drive (its observer becomes this host).
    ///   - makeController: each route's screen — a total function, called
    ///     once per entry put on the tree.
    public init(hierarchy: Hierarchy, makeController: @escaping @MainActor (Route) -> Hierarchy.Controller) {
        self.hierarchy = hierarchy
        self.makeController = makeController
        hierarchy.observer = self
    }

    /// The controller showing entry `id`, while the entry is on the tree.
    public func controller(for id: EntryID) -> Hierarchy.Controller? { controllers[id] }

    /// The entry a controller shows, while it is on the tree (`nil` for a
    /// controller the router did not make, or whose entry left).
    public func entry(of controller: Hierarchy.Controller) -> EntryID? { entries[ObjectIdentifier(controller)] }

    /// The entries that have a controller (every entry on the tree except a
    /// tabbed root, which is the tab bar controller itself).
    public var entryIDs: Set<EntryID> { Set(controllers.keys) }

    /// Whether the screen shows the tree: no transition in progress, none
    /// to start.
    public var isSettled: Bool {
        !transitionInFlight && !hierarchy.isTransitioning && nextStep(dryRun: true) == .done
    }

    /// Reads the hierarchy again and reconciles. Call it after code outside
    /// the router changed the hierarchy in a way UIKit reports to no
    /// delegate — a screen's own `dismiss(animated:)` (close a modal through
    /// its coordinator instead). Otherwise such a change is noticed at the
    /// router's next command or UIKit's next report.
    public func synchronize() {
        reconcile()
    }

    // MARK: ControllerHost

    public func apply(_ change: NavigationChange<Route>, origin: ChangeOrigin, tree: NavigationTree<Route>) {
        self.tree = tree
        switch change {
        case .rootReplaced(let root, let tabs, let removed):
            forget(removed)
            if tabs.isEmpty { register(root.id, route: root.route) }
            for tab in tabs { register(tab.id, route: tab.route) }
        case .pushed(let entry, _):
            register(entry.id, route: entry.route)
        case .presented(let entry):
            register(entry.id, route: entry.route)
        case .popped(_, _, let removed), .modalsRemoved(_, let removed):
            forget(removed)
        case .tabSelected:
            break
        }
        reconcile()
    }

    // MARK: ViewControllerHierarchyObserver

    public func hierarchyDidChangeOnScreen() {
        reconcile()
    }

    public func hierarchyDidSelectTab(_ index: Int) {
        router?.userSelectedTab(index)
        reconcile()
    }

    // MARK: Reconciling

    private enum Step: Equatable {
        /// The screen shows the tree.
        case done
        /// Something changed synchronously; look again.
        case again
        /// A transition started; its completion looks again.
        case started
    }

    private func reconcile() {
        guard !reconciling else {
            needsAnotherPass = true
            return
        }
        reconciling = true
        defer { reconciling = false }
        var passes = 0
        repeat {
            needsAnotherPass = false
            passes += 1
            guard !transitionInFlight else { return }
            guard !hierarchy.isTransitioning else {
                waitForIdle()
                return
            }
            if reportWhatLeftTheScreen() {
                needsAnotherPass = true
                continue
            }
            switch nextStep(dryRun: false) {
            case .done:
                leaving.removeAll()
            case .again:
                needsAnotherPass = true
            case .started:
                return
            }
        } while needsAnotherPass && passes < 10_000
    }

    private func waitForIdle() {
        guard !waitingForIdle else { return }
        waitingForIdle = true
        hierarchy.whenIdle { [weak self] in
            self?.waitingForIdle = false
            self?.reconcile()
        }
    }

    /// Reports the first shown screen that is no longer on screen; `true`
    /// when it reported one (the tree changed).
    private func reportWhatLeftTheScreen() -> Bool {
        guard let router, installedRoot == wantedRoot else { return false }
        let chain = Set(hierarchy.presentedControllers.map(ObjectIdentifier.init))
        for modal in tree.modals where shown.contains(modal.id) {
            guard let controller = controllers[modal.id], !chain.contains(ObjectIdentifier(controller)) else { continue }
            shown.remove(modal.id)
            return router.modalLeftScreen(modal.id)
        }
        for (tab, stack) in tree.stacks.enumerated() {
            let onScreen = Set(hierarchy.viewControllers(inTab: tab).map(ObjectIdentifier.init))
            for entry in stack where shown.contains(entry.id) {
                guard let controller = controllers[entry.id], !onScreen.contains(ObjectIdentifier(controller)) else { continue }
                shown.remove(entry.id)
                return router.pushedLeftScreen(entry.id, tab: tab)
            }
        }
        return false
    }

    private var wantedRoot: [EntryID]? {
        guard let root = tree.root else { return nil }
        return tree.tabs.isEmpty ? [root.id] : tree.tabs.map(\.id)
    }

    /// The one thing to do next to bring the screen to the tree.
    private func nextStep(dryRun: Bool) -> Step {
        guard let wantedRoot else { return .done }
        if installedRoot != wantedRoot {
            if dryRun { return .again }
            hierarchy.installRoot(tabRoots: wantedRoot.compactMap { controllers[$0] }, tabbed: !tree.tabs.isEmpty)
            installedRoot = wantedRoot
            leaving.removeAll()
            shown = Set(wantedRoot)
            return .again
        }
        if let step = modalStep(dryRun: dryRun) { return step }
        if tree.tabs.count > 1, hierarchy.selectedTab != tree.selectedTab {
            if dryRun { return .again }
            hierarchy.selectTab(tree.selectedTab)
            return .again
        }
        for tab in tree.stacks.indices {
            if let step = stackStep(tab: tab, dryRun: dryRun) { return step }
        }
        return .done
    }

    private func modalStep(dryRun: Bool) -> Step? {
        let chain = hierarchy.presentedControllers
        let known = chain.filter(isOurs)
        let wanted = tree.modals.compactMap { controllers[$0.id] }
        let common = zip(known, wanted).prefix { $0 === $1 }.count
        if known.count > common {
            if dryRun { return .again }
            return start(hierarchy.dismiss(from: known[common], completion: completion()), refusedEntry: nil)
        }
        guard wanted.count > common else { return nil }
        if dryRun { return .again }
        let modal = tree.modals[common]
        let started = hierarchy.present(wanted[common], style: modal.style, from: chain.last, completion: completion())
        if started == .started { shown.insert(modal.id) }
        return start(started, refusedEntry: modal.id)
    }

    private func stackStep(tab: Int, dryRun: Bool) -> Step? {
        let rootID = tree.tabs.isEmpty ? tree.root?.id : (tree.tabs.indices.contains(tab) ? tree.tabs[tab].id : nil)
        guard let rootID, let root = controllers[rootID] else { return nil }
        let wanted = [root] + tree.stacks[tab].compactMap { controllers[$0.id] }
        let actual = hierarchy.viewControllers(inTab: tab)
        let known = actual.filter(isOurs)
        if known.count == wanted.count, zip(known, wanted).allSatisfy({ $0 === $1 }) { return nil }
        if dryRun { return .again }
        let result: TransitionStart
        if known.count > wanted.count, zip(known, wanted).allSatisfy({ $0 === $1 }),
           let firstGone = actual.firstIndex(where: { shown in isOurs(shown) && !wanted.contains { $0 === shown } }),
           firstGone > 0 {
            // Pop to what is right below the first screen that goes (a
            // controller the router did not make stays if it is below it).
            result = hierarchy.pop(to: actual[firstGone - 1], inTab: tab, completion: completion())
        } else if known.count < wanted.count, zip(known, wanted).allSatisfy({ $0 === $1 }), known.count + 1 == wanted.count {
            result = hierarchy.push(wanted[known.count], inTab: tab, completion: completion())
        } else if known.count < wanted.count, zip(known, wanted).allSatisfy({ $0 === $1 }) {
            result = hierarchy.setViewControllers(actual + wanted[known.count...], inTab: tab, completion: completion())
        } else {
            result = hierarchy.setViewControllers(wanted, inTab: tab, completion: completion())
        }
        if result == .started { shown.formUnion(tree.stacks[tab].map(\.id)) }
        return start(result, refusedEntry: nil)
    }

    /// Records a transition's start; a refused presentation is reported to the router.
    private func start(_ result: TransitionStart, refusedEntry: EntryID?) -> Step {
        switch result {
        case .started:
            transitionInFlight = true
            return .started
        case .refused(let reason):
            if let refusedEntry, let router {
                router.frameworkRefused(refusedEntry, reason: reason)
                return .again
            }
            // A refused dismissal or stack change while nothing is in
            // progress: try again once the hierarchy is idle.
            waitForIdle()
            return .started
        }
    }

    private func completion() -> @MainActor () -> Void {
        { [weak self] in
            guard let self else { return }
            self.transitionInFlight = false
            self.reconcile()
        }
    }

    private func isOurs(_ controller: Hierarchy.Controller) -> Bool {
        let id = ObjectIdentifier(controller)
        return entries[id] != nil || leaving[id] != nil
    }

    private func register(_ id: EntryID, route: Route) {
        let controller = makeController(route)
        controllers[id] = controller
        entries[ObjectIdentifier(controller)] = id
    }

    private func forget(_ ids: [EntryID]) {
        for id in ids {
            shown.remove(id)
            guard let controller = controllers.removeValue(forKey: id) else { continue }
            entries[ObjectIdentifier(controller)] = nil
            leaving[ObjectIdentifier(controller)] = controller
        }
    }
}

extension ControllerRouter {
    /// The UIKit router over `hierarchy`: a ``ViewControllerHost`` that
    /// creates each route's controller with `makeController` and keeps the
    /// hierarchy showing the tree (see ``ViewControllerHost``).
    public convenience init<Hierarchy: ViewControllerHierarchy>(
        hierarchy: Hierarchy,
        makeController: @escaping @MainActor (Route) -> Hierarchy.Controller
    ) where Host == ViewControllerHost<Route, Hierarchy> {
        let host = ViewControllerHost<Route, Hierarchy>(hierarchy: hierarchy, makeController: makeController)
        self.init(host: host)
        host.router = self
    }
}
