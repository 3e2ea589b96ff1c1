import KeelNavigation

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
    struct Pending {
        let description: String
        var isNavigation = false
        let finish: @MainActor () -> Void
    }

    public weak var observer: (any ViewControllerHierarchyObserver)?
    /// Everything UIKit would have printed to the console (refused calls), oldest first.
    public private(set) var log: [String] = []
    /// How many transitions have completed.
    public internal(set) var completedTransitions = 0
    /// Each tab's navigation stack, bottom (the tab root) to top.
    public internal(set) var navigationStacks: [[ModelViewController]] = []
    /// Whether the root is a tab bar controller.
    public private(set) var isTabbed = false
    public internal(set) var selectedTab = 0
    public internal(set) var presentedControllers: [ModelViewController] = []
    var pending: [Pending] = []
    var interactivePop: (tab: Int, popped: ModelViewController)?
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

    func wakeIdleWaiters() {
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

    // MARK: Internals

    var canInteract: Bool { !isTransitioning && !navigationStacks.isEmpty }

    private var isNavigationTransitioning: Bool {
        interactivePop != nil || pending.contains(where: \.isNavigation)
    }

    func navigationTransition(_ description: String, completion: @escaping @MainActor () -> Void) {
        pending.append(Pending(description: description, isNavigation: true) { [weak self] in
            completion()
            self?.observer?.hierarchyDidChangeOnScreen()
        })
    }

    func removePresented(from controller: ModelViewController) {
        guard let level = presentedControllers.firstIndex(where: { $0 === controller }) else { return }
        presentedControllers.removeSubrange(level...)
    }
}
