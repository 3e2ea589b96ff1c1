/// Identifies a screen in the navigation tree.
public struct ScreenID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// How a modal is shown (seed 003: maintenance is a full-screen root, a
/// required update an undismissible modal, an available update a dismissible one).
public enum ModalStyle: Hashable, Sendable {
    case sheet(dismissible: Bool)
    case fullScreenCover
}

/// A screen to show: its id and the platform content (a view controller, a
/// SwiftUI view, or nothing in headless tests).
public struct Screen {
    public let id: ScreenID
    public let content: Any?
    public init(_ id: ScreenID, content: Any? = nil) {
        self.id = id
        self.content = content
    }
}

/// What coordinators talk to instead of UIKit or SwiftUI. Implementations:
/// `HeadlessRouter` (tests), `UIKitRouter`, `SwiftUIRouter`.
///
/// Dismissal callbacks fire when the *user* removes a screen (swipe down,
/// back button), so the coordinator that owns it can finish and be released.
@MainActor
public protocol Router: AnyObject {
    /// Replaces everything with `screen` as the root.
    func setRoot(_ screen: Screen)
    /// Pushes on the current navigation stack; `onPop` fires if the user pops it.
    func push(_ screen: Screen, onPop: (() -> Void)?)
    /// Pops the top screen of the stack (programmatic: no callback).
    func pop()
    /// Presents modally over whatever is shown; `onDismiss` fires if the
    /// user dismisses it (only possible when dismissible).
    func present(_ screen: Screen, style: ModalStyle, onDismiss: (() -> Void)?)
    /// Dismisses the modal `id` and everything above it (programmatic: no callback).
    func dismiss(_ id: ScreenID)
    /// Selects a tab of the root tab container.
    func selectTab(_ index: Int)
}
