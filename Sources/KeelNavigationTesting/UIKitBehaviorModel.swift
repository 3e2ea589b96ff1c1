import KeelNavigation

/// The UIKit router on a ``UIKitBehaviorModel``: what a test builds with
/// `ModelUIKitRouter(hierarchy: UIKitBehaviorModel()) { ModelViewController(name: "\($0)") }`.
public typealias ModelUIKitRouter<Route: Hashable & Sendable> =
    ControllerRouter<Route, ViewControllerHost<Route, UIKitBehaviorModel>>

/// A view controller in a ``UIKitBehaviorModel``: a name (what the test
/// reads) and the presentation settings UIKit's host sets.
@MainActor
public final class ModelViewController: CustomStringConvertible {
    /// What the test calls this screen (usually its route).
    public let name: String
    /// UIKit's `isModalInPresentation`: the user cannot swipe it down.
    public internal(set) var isModalInPresentation = false
    /// UIKit's `modalPresentationStyle == .fullScreen`: no swipe-down either.
    public internal(set) var isFullScreen = false

    /// A controller called `name`.
    public init(name: String) { self.name = name }

    public nonisolated var description: String { name }
}

/// A window that behaves as UIKit documents, for tests: the UIKit router
/// (``ControllerRouter`` over a ``ViewControllerHost``) runs on it exactly as
/// it runs on `UIKitWindowHierarchy`, and a test plays time and the user.
///
/// What it models (from Apple's documentation of `UIViewController`'s
/// presentation, `UINavigationController` and transition coordinators):
/// - **Transitions take time.** `present`, `dismiss`, push, pop and
///   `setViewControllers` change the structure at once (as
///   `presentedViewController` and `viewControllers` do) and complete later:
///   the test ends them with ``finishTransition()`` or ``settle(maxTransitions:)``.
///   Completions and delegate callbacks (`didShow`,
///   `presentationControllerDidDismiss`) come then, in that order.
/// - **During a dismissal** the leaving controllers stay presented until it
///   completes.
/// - **Refusals.** Presenting while any presentation or dismissal is in
///   progress, or from a controller that is already presenting, or from a
///   controller not in the window, is refused and dropped, and logged the
///   way UIKit logs it ("Attempt to present … while a presentation is in
///   progress"). So are dismissals during a transition and pushes during a
///   navigation transition. Every such line is in ``log``; a correct router
///   leaves it empty.
/// - **The user and the system.** A back tap, a long-press pop, an
///   interactive pop that completes or is cancelled (`didShow` only when it
///   completes), a swipe-down (never on `isModalInPresentation` or
///   full-screen modals), a screen dismissing itself (reported to nobody, as
///   UIKit does), a push by code the router does not own, a tab tap. User
///   gestures are ignored while a transition is in progress, as UIKit
///   ignores touches then.
///
/// What it cannot prove — layout, animation curves, the exact run-loop turn
/// a callback arrives on, adaptive presentations, the real SDK — only a
/// device or simulator proves: docs/articles/Apple-Layer-Check.md.
///
/// Threading: main actor.
@MainActor
public final class UIKitBehaviorModel: ViewControllerHierarchy {
    public typealias Controller = ModelViewController

    /// A transition in progress.
    private struct Pending {
        let description: String
        var isNavigation = false
        let finish: @MainActor () -> Void
    }

    public weak var observer: (any ViewControllerHierarchyObserver)?
    /// Everything UIKit would have printed to the console (refused calls), oldest first.
    public private(set) var log: [String] = []
    /// How many transitions have completed.
    public private(set) var completedTransitions = 0
    /// Each tab's navigation stack, bottom (the tab root) to top.
    public private(set) var navigationStacks: [[ModelViewController]] = []
    /// Whether the root is a tab bar controller.
    public private(set) var isTabbed = false
    public private(set) var selectedTab = 0
    public private(set) var presentedControllers: [ModelViewController] = []
    private var pending: [Pending] = []
    private var interactivePop: (tab: Int, popped: ModelViewController)?
    private var idleWaiters: [@MainActor () -> Void] = []

    /// Whether the window is visible (`makeKeyAndVisible()` was called).
    /// While it is not, UIKit refuses every presentation ("… whose view is
    /// not in the window hierarchy"), as it does in a scene that presents
    /// before its window is shown.
    public var isWindowVisible = true

    /// An empty window.
    public init() {}

    /// Transitions in progress, oldest first (their descriptions).
    public var transitionsInProgress: [String] {
        pending.map(\.description) + (interactivePop.map { ["interactive pop of \($0.popped)"] } ?? [])
    }

    public var isTransitioning: Bool { !pending.isEmpty || interactivePop != nil }

    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        if isTransitioning { idleWaiters.append(body) } else { body() }
    }

    // MARK: Time

    /// Ends the oldest transition in progress: its completion, then the
    /// delegate callback it causes. Returns `false` when none is in progress.
    @discardableResult
    public func finishTransition() -> Bool {
        guard !pending.isEmpty else { return false }
        let transition = pending.removeFirst()
        completedTransitions += 1
        transition.finish()
        wakeIdleWaiters()
        return true
    }

    /// Ends transitions until none is in progress (each completion may start
    /// the next). Returns how many ended; stops after `maxTransitions` (a
    /// router that never settles fails the test instead of hanging it).
    @discardableResult
    public func settle(maxTransitions: Int = 1_000) -> Int {
        var count = 0
        while count < maxTransitions, finishTransition() { count += 1 }
        return count
    }

    private func wakeIdleWaiters() {
        while !isTransitioning, !idleWaiters.isEmpty {
            idleWaiters.removeFirst()()
        }
    }

    private func refuse(_ message: String) -> TransitionStart {
        log.append(message)
        return .refused(message)
    }

    // MARK: ViewControllerHierarchy

    public func installRoot(tabRoots: [ModelViewController], tabbed: Bool) {
        // Replacing the window's root takes everything presented on it.
        presentedControllers = []
        navigationStacks = tabRoots.map { [$0] }
        isTabbed = tabbed
        selectedTab = 0
    }

    public func selectTab(_ index: Int) {
        guard navigationStacks.indices.contains(index) else { return }
        selectedTab = index
    }

    public func viewControllers(inTab tab: Int) -> [ModelViewController] {
        navigationStacks.indices.contains(tab) ? navigationStacks[tab] : []
    }

    public func push(_ controller: ModelViewController, inTab tab: Int,
                     completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigationStacks.indices.contains(tab) else { return refuse("no navigation controller for tab \(tab)") }
        guard !isNavigationTransitioning else {
            return refuse("Attempt to push \(controller) while a navigation transition is in progress (nested push animation)")
        }
        guard !navigationStacks[tab].contains(where: { $0 === controller }) else {
            return refuse("Pushing the same view controller instance (\(controller)) more than once is not supported")
        }
        navigationStacks[tab].append(controller)
        navigationTransition("push \(controller)", completion: completion)
        return .started
    }

    public func pop(to controller: ModelViewController, inTab tab: Int,
                    completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigationStacks.indices.contains(tab),
              let index = navigationStacks[tab].firstIndex(where: { $0 === controller }) else {
            return refuse("Tried to pop to a view controller (\(controller)) that doesn't exist")
        }
        guard !isNavigationTransitioning else {
            return refuse("Attempt to pop to \(controller) while a navigation transition is in progress")
        }
        navigationStacks[tab].removeSubrange((index + 1)...)
        navigationTransition("pop to \(controller)", completion: completion)
        return .started
    }

    public func setViewControllers(_ controllers: [ModelViewController], inTab tab: Int,
                                   completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard navigationStacks.indices.contains(tab), !controllers.isEmpty else {
            return refuse("setViewControllers with no navigation controller or no controllers")
        }
        guard !isNavigationTransitioning else {
            return refuse("Attempt to set view controllers while a navigation transition is in progress")
        }
        navigationStacks[tab] = controllers
        navigationTransition("set view controllers \(controllers)", completion: completion)
        return .started
    }

    public func present(_ controller: ModelViewController, style: ModalStyle, from presenter: ModelViewController?,
                        completion: @escaping @MainActor () -> Void) -> TransitionStart {
        let presenterName = presenter?.description ?? "the root view controller"
        guard !isTransitioning else {
            return refuse("Attempt to present \(controller) on \(presenterName) while a presentation is in progress")
        }
        if let presenter {
            guard let index = presentedControllers.firstIndex(where: { $0 === presenter }) else {
                return refuse("Attempt to present \(controller) on \(presenterName) whose view is not in the window hierarchy")
            }
            guard index == presentedControllers.count - 1 else {
                return refuse("Attempt to present \(controller) on \(presenterName) which is already presenting \(presentedControllers[index + 1])")
            }
        } else if let presented = presentedControllers.first {
            return refuse("Attempt to present \(controller) on \(presenterName) which is already presenting \(presented)")
        }
        guard !navigationStacks.isEmpty, isWindowVisible else {
            return refuse("Attempt to present \(controller) on \(presenterName) whose view is not in the window hierarchy")
        }
        switch style {
        case .sheet(let dismissible): controller.isModalInPresentation = !dismissible
        case .fullScreenCover: controller.isFullScreen = true
        }
        presentedControllers.append(controller)
        pending.append(Pending(description: "present \(controller)", finish: completion))
        return .started
    }

    public func dismiss(from controller: ModelViewController, completion: @escaping @MainActor () -> Void) -> TransitionStart {
        guard let level = presentedControllers.firstIndex(where: { $0 === controller }) else {
            return refuse("Attempt to dismiss \(controller), which is not presented")
        }
        guard !isTransitioning else {
            return refuse("Attempt to dismiss \(controller) while a presentation or dismiss is in progress")
        }
        let leaving = presentedControllers[level]
        pending.append(Pending(description: "dismiss \(controller)") { [weak self] in
            self?.removePresented(from: leaving)
            completion()
        })
        return .started
    }

    // MARK: The user and the system

    /// The user taps back on the selected tab (ignored under a modal, during
    /// a transition, or on a tab root): an animated pop, then `didShow`.
    @discardableResult
    public func userTapsBack() -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab),
              navigationStacks[tab].count > 1 else { return false }
        navigationStacks[tab].removeLast()
        navigationTransition("back", completion: {})
        return true
    }

    /// The user long-presses back and picks the screen `depth` above the tab
    /// root (0: the root).
    @discardableResult
    public func userPops(toDepth depth: Int) -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab), depth >= 0,
              depth < navigationStacks[tab].count - 1 else {
            return false
        }
        navigationStacks[tab].removeSubrange((depth + 1)...)
        navigationTransition("pop to depth \(depth)", completion: {})
        return true
    }

    /// The user starts swiping back: the navigation controller already shows
    /// the screen below (`viewControllers` has changed) while the gesture runs.
    @discardableResult
    public func beginInteractivePop() -> Bool {
        let tab = selectedTab
        guard canInteract, presentedControllers.isEmpty, navigationStacks.indices.contains(tab),
              navigationStacks[tab].count > 1 else { return false }
        interactivePop = (tab, navigationStacks[tab].removeLast())
        return true
    }

    /// The user lifts the finger: `completed` pops (then `didShow`), otherwise
    /// the stack is restored and nothing is reported.
    public func endInteractivePop(completed: Bool) {
        guard let (tab, popped) = interactivePop else { return }
        interactivePop = nil
        if completed {
            completedTransitions += 1
            observer?.hierarchyDidChangeOnScreen()
        } else {
            navigationStacks[tab].append(popped)
        }
        wakeIdleWaiters()
    }

    /// The user swipes down the modal at `level` (0: the bottom one): refused
    /// for `isModalInPresentation` and full-screen modals; otherwise the
    /// modals from `level` up are dismissed, then
    /// `presentationControllerDidDismiss` is reported.
    @discardableResult
    public func userSwipesDown(level: Int) -> Bool {
        guard canInteract, presentedControllers.indices.contains(level) else { return false }
        let controller = presentedControllers[level]
        guard !controller.isModalInPresentation, !controller.isFullScreen else { return false }
        pending.append(Pending(description: "swipe down \(controller)") { [weak self] in
            self?.removePresented(from: controller)
            self?.observer?.hierarchyDidChangeOnScreen()
        })
        return true
    }

    /// The screen at modal `level` calls `dismiss(animated:)` on itself — for
    /// any style. UIKit reports this to no delegate.
    @discardableResult
    public func screenDismissesItself(level: Int) -> Bool {
        guard canInteract, presentedControllers.indices.contains(level) else { return false }
        let controller = presentedControllers[level]
        pending.append(Pending(description: "self-dismiss \(controller)") { [weak self] in
            self?.removePresented(from: controller)
        })
        return true
    }

    /// Code the router does not own pushes `controller` on `tab` (a
    /// `show(_:sender:)` from a legacy screen, a split view collapsing):
    /// the stack now differs from what the router asked.
    @discardableResult
    public func systemPush(_ controller: ModelViewController, inTab tab: Int? = nil) -> Bool {
        let tab = tab ?? selectedTab
        guard canInteract, navigationStacks.indices.contains(tab) else { return false }
        navigationStacks[tab].append(controller)
        navigationTransition("system push \(controller)", completion: {})
        return true
    }

    /// Code the router does not own presents `controller` on top (an alert
    /// from a legacy screen).
    @discardableResult
    public func systemPresent(_ controller: ModelViewController) -> Bool {
        guard present(controller, style: .fullScreenCover, from: presentedControllers.last, completion: {}) == .started else {
            return false
        }
        return true
    }

    /// The user taps tab `index`.
    @discardableResult
    public func userTapsTab(_ index: Int) -> Bool {
        guard canInteract, presentedControllers.isEmpty, isTabbed, navigationStacks.indices.contains(index) else { return false }
        selectedTab = index
        observer?.hierarchyDidSelectTab(index)
        return true
    }

    // MARK: Checking

    /// How this window differs from `router`'s tree once no transition is in
    /// progress — empty when it shows exactly the tree: the same root and
    /// tabs, each stack and the presented chain holding the tree's entries'
    /// controllers in order (by identity; controllers the router did not make
    /// are ignored), the modal settings each style needs, no controller kept
    /// for an entry that left, nothing logged, nothing left to do.
    /// Call ``settle(maxTransitions:)`` first.
    public func mismatches<Route: Hashable & Sendable>(
        with router: ControllerRouter<Route, ViewControllerHost<Route, UIKitBehaviorModel>>
    ) -> [String] {
        let model = self
        let host = router.host
        let tree = router.tree
        var problems: [String] = []
        if !model.log.isEmpty { problems.append("UIKit logged: \(model.log)") }
        if model.isTransitioning { problems.append("transitions never ended: \(model.transitionsInProgress)") }
        if !host.isSettled { problems.append("the host has work left") }
        guard let root = tree.root else {
            if !model.navigationStacks.isEmpty { problems.append("a root on screen without one on the tree") }
            return problems
        }
        let tabRoots = tree.tabs.isEmpty ? [root] : tree.tabs
        if model.isTabbed == tree.tabs.isEmpty { problems.append("tab bar: \(model.isTabbed) vs tabs \(tree.tabs.count)") }
        if model.navigationStacks.count != tabRoots.count {
            problems.append("\(model.navigationStacks.count) navigation controllers for \(tabRoots.count) tabs")
            return problems
        }
        if tree.tabs.count > 1, model.selectedTab != tree.selectedTab {
            problems.append("selected tab \(model.selectedTab) vs \(tree.selectedTab)")
        }
        for (tab, tabRoot) in tabRoots.enumerated() {
            let shown = model.navigationStacks[tab].compactMap { host.entry(of: $0) }
            let wanted = [tabRoot.id] + tree.stacks[tab].map(\.id)
            if shown != wanted { problems.append("tab \(tab) shows \(shown) vs \(wanted)") }
        }
        let presented = model.presentedControllers.compactMap { host.entry(of: $0) }
        if presented != tree.modals.map(\.id) { problems.append("modals \(presented) vs \(tree.modals.map(\.id))") }
        for (modal, controller) in zip(tree.modals, model.presentedControllers) where host.entry(of: controller) == modal.id {
            if controller.isModalInPresentation != (modal.style == .sheet(dismissible: false)) { problems.append("isModalInPresentation of \(controller)") }
            if controller.isFullScreen != (modal.style == .fullScreenCover) { problems.append("full screen of \(controller)") }
        }
        let onTree = Set(tree.allEntryIDs.filter { $0 != root.id || tree.tabs.isEmpty })
        if host.entryIDs != onTree { problems.append("controllers for \(host.entryIDs.sorted()) vs tree \(onTree.sorted())") }
        return problems
    }

    // MARK: Internals

    private var canInteract: Bool { !isTransitioning && !navigationStacks.isEmpty }

    private var isNavigationTransitioning: Bool {
        interactivePop != nil || pending.contains(where: \.isNavigation)
    }

    private func navigationTransition(_ description: String, completion: @escaping @MainActor () -> Void) {
        pending.append(Pending(description: description, isNavigation: true) { [weak self] in
            completion()
            self?.observer?.hierarchyDidChangeOnScreen()
        })
    }

    private func removePresented(from controller: ModelViewController) {
        guard let level = presentedControllers.firstIndex(where: { $0 === controller }) else { return }
        presentedControllers.removeSubrange(level...)
    }
}
