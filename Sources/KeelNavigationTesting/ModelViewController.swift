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
