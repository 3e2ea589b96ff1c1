/// A coordinator owns navigation for one flow: it shows screens through a
/// router, starts child coordinators for sub-flows, and finishes — and is
/// released — when its flow ends (the coordinator refactor plan's base
/// protocol, main-actor isolated and UIKit-free).
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinators this one started that have not finished.
    var childCoordinators: [any Coordinator] { get }
    /// Shows the flow's first screen.
    func start()
}

/// How a coordinator ended.
public enum CoordinatorOutcome<Result> {
    /// It finished its flow with a result (`finish(_:)`).
    case finished(Result)
    /// Its parent finished first and ended it (`cancel()`).
    case cancelled
}

extension CoordinatorOutcome: Equatable where Result: Equatable {}
extension CoordinatorOutcome: Sendable where Result: Sendable {}

/// The base coordinator: keeps its children, removes and releases a child
/// the moment it ends, and reports ended-but-alive coordinators to a
/// ``CoordinatorLeakTracker``.
///
/// - ``finish(_:)`` ends this coordinator with a result: its children are
///   cancelled first (youngest first), then `onFinish` is called with
///   ``CoordinatorOutcome/finished(_:)``, then it leaves its parent — which
///   releases it.
/// - ``cancel()`` ends it without a result (its parent ended, or the screen
///   it owned was removed with no result to give): the same steps, with
///   ``CoordinatorOutcome/cancelled``.
/// - Ending twice does nothing. Every child, whatever its `Result` type,
///   ends with its parent.
///
/// Threading: main actor. A coordinator never creates `Task`s (the SwiftUI
/// state management analysis: async work belongs to flow controllers, Tasks
/// to views) and reaches no singletons: dependencies come through `init`.
@MainActor
open class BaseCoordinator<Result>: Coordinator {
    public private(set) var childCoordinators: [any Coordinator] = []
    /// Called once, when this coordinator ends.
    public var onFinish: ((CoordinatorOutcome<Result>) -> Void)?
    /// `true` once this coordinator finished or was cancelled.
    public private(set) var isFinished = false
    /// Strong link to a wrapper that holds the parent weakly.
    private var parentCoordinator: ParentLink?
    private let tracker: CoordinatorLeakTracker?

    /// A coordinator with no parent and no children; nothing happens until `start()`.
    ///
    /// - Parameter tracker: reports this coordinator if it stays alive after ending.
    public init(tracker: CoordinatorLeakTracker? = nil) {
        self.tracker = tracker
    }

    /// Shows the flow's first screen. Subclasses override; the base does nothing.
    open func start() {}

    /// Starts `child` as this coordinator's child and retains it until it
    /// ends. `onFinish` runs after the child's own `onFinish`.
    public func startChild<ChildResult>(
        _ child: BaseCoordinator<ChildResult>,
        onFinish: ((CoordinatorOutcome<ChildResult>) -> Void)? = nil
    ) {
        precondition(child.parentCoordinator == nil && !child.isFinished, "a coordinator is started once, by one parent")
        child.parentCoordinator = ParentLink(self)
        let previous = child.onFinish
        child.onFinish = { outcome in
            previous?(outcome)
            onFinish?(outcome)
        }
        childCoordinators.append(child)
        child.start()
    }

    /// Ends this coordinator with `result` (see the type's documentation).
    public func finish(_ result: Result) {
        end(.finished(result))
    }

    /// Ends this coordinator without a result (see the type's documentation).
    public func cancel() {
        end(.cancelled)
    }

    /// Called once when this coordinator ends, after its children ended and
    /// before `onFinish`: the place to remove a screen it still shows.
    /// The base does nothing.
    open func willEnd(_ outcome: CoordinatorOutcome<Result>) {}

    private func end(_ outcome: CoordinatorOutcome<Result>) {
        guard !isFinished else { return }
        isFinished = true
        for child in childCoordinators.reversed() {
            (child as? any ParentEndable)?.cancelFromParent()
        }
        childCoordinators.removeAll()
        willEnd(outcome)
        let callback = onFinish
        onFinish = nil
        callback?(outcome)
        tracker?.ended(self)
        parentCoordinator?.remove(self)
        parentCoordinator = nil
    }

    fileprivate func removeChild(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// Lets a parent end a child whatever its result type.
@MainActor
private protocol ParentEndable {
    func cancelFromParent()
}

extension BaseCoordinator: ParentEndable {
    fileprivate func cancelFromParent() { cancel() }
}

/// A weak, type-erased link from a child to its parent.
@MainActor
private final class ParentLink {
    private let removeChild: (AnyObject) -> Void

    init<ParentResult>(_ parent: BaseCoordinator<ParentResult>) {
        removeChild = { [weak parent] child in parent?.removeChild(child) }
    }

    func remove(_ child: AnyObject) { removeChild(child) }
}
