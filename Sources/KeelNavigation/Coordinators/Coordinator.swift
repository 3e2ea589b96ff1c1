/// Seed 003, "Base Coordinator Protocol", main-actor isolated and
/// UIKit-free: a coordinator owns navigation for one flow, starts its
/// children and is released when it finishes.
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinators this one started and that have not finished.
    var childCoordinators: [any Coordinator] { get }
    /// Shows the flow's first screen.
    func start()
}

/// The base coordinator: keeps children, removes and releases a child the
/// moment it finishes, and reports finished-but-alive coordinators to the
/// leak tracker.
///
/// Threading: main actor. A coordinator never creates `Task`s (seed 002):
/// async work belongs to flow controllers, Tasks to views.
@MainActor
open class BaseCoordinator<Result>: Coordinator {
    public private(set) var childCoordinators: [any Coordinator] = []
    /// Called once, when this coordinator finishes.
    public var onFinish: ((Result) -> Void)?
    public private(set) var isFinished = false
    /// Strong link to a wrapper that holds the parent weakly.
    private var parentCoordinator: AnyParentCoordinator?
    private let tracker: CoordinatorLeakTracker?

    public init(tracker: CoordinatorLeakTracker? = nil) {
        self.tracker = tracker
    }

    open func start() {}

    /// Starts `child` as this coordinator's child. The child is retained
    /// here until it finishes.
    public func startChild<ChildResult>(_ child: BaseCoordinator<ChildResult>, onFinish: ((ChildResult) -> Void)? = nil) {
        child.parentCoordinator = AnyParentCoordinator(self)
        let previous = child.onFinish
        child.onFinish = { result in
            previous?(result)
            onFinish?(result)
        }
        childCoordinators.append(child)
        child.start()
    }

    /// Finishes this coordinator: finishes its children first, calls
    /// `onFinish`, and removes it from its parent (which releases it).
    /// Finishing twice does nothing.
    public func finish(_ result: Result) {
        guard !isFinished else { return }
        isFinished = true
        for child in childCoordinators.reversed() {
            (child as? any FinishableByParent)?.finishFromParent()
        }
        childCoordinators.removeAll()
        onFinish?(result)
        onFinish = nil
        tracker?.finished(self)
        parentCoordinator?.remove(self)
        parentCoordinator = nil
    }

    fileprivate func removeChild(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// Lets a parent finish a child whose result type it doesn't know.
@MainActor
protocol FinishableByParent {
    func finishFromParent()
}

extension BaseCoordinator: FinishableByParent where Result == Void {
    func finishFromParent() { finish(()) }
}

/// A weak, type-erased link from a child to its parent.
@MainActor
private final class AnyParentCoordinator {
    private let removeChild: (AnyObject) -> Void

    init<ParentResult>(_ parent: BaseCoordinator<ParentResult>) {
        removeChild = { [weak parent] child in parent?.removeChild(child) }
    }

    func remove(_ child: AnyObject) { removeChild(child) }
}
