/// Why a router refused a command or a reported user action. A refused
/// command changes nothing; routers publish refusals on `refusals`.
public enum NavigationRefusal<Route: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// `push` or `present` before any `setRoot`.
    case noRoot(Route)
    /// `pop()` on an empty stack, or a user pop to a depth the stack does not have.
    case nothingToPop
    /// `dismiss(_:)` of a route no modal shows.
    case notPresented(Route)
    /// A modal level that does not exist.
    case noSuchModal(level: Int)
    /// A user dismissal of a modal the user cannot dismiss.
    case notDismissible(Route)
    /// A user back navigation while a modal covers the stack.
    case coveredByModal
    /// A tab index the root does not have.
    case noSuchTab(Int)
    /// A framework reported a path the router never showed (not a prefix of its stack).
    case unknownPath
    /// The UI framework refused to show a screen the router had put on its
    /// tree (UIKit logs "Attempt to present … while a presentation is in
    /// progress" or "… whose view is not in the window hierarchy" and drops
    /// the presentation). The router removes the screen from its tree — its
    /// removal handler runs with ``RemovalCause/cascade`` — so the tree is
    /// what is on screen; `reason` is the framework's.
    case refusedByFramework(Route, reason: String)

    public var description: String {
        switch self {
        case .noRoot(let route): "no root: cannot show \(route)"
        case .nothingToPop: "nothing to pop"
        case .notPresented(let route): "\(route) is not presented"
        case .noSuchModal(let level): "no modal at level \(level)"
        case .notDismissible(let route): "\(route) cannot be dismissed by the user"
        case .coveredByModal: "the stack is covered by a modal"
        case .noSuchTab(let index): "no tab \(index)"
        case .unknownPath: "reported path is not a prefix of the stack"
        case .refusedByFramework(let route, let reason): "the UI framework refused to show \(route): \(reason)"
        }
    }
}
