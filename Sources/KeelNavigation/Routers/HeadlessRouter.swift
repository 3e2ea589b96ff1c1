/// A router with no UI: it keeps the navigation tree as data and records
/// every command, so coordinators are testable without UIKit or SwiftUI.
/// `simulateUserDismiss()` and `simulateBackButton()` play the user's part.
@MainActor
public final class HeadlessRouter: Router {
    /// One recorded command.
    public enum Command: Equatable, Sendable {
        case setRoot(ScreenID)
        case push(ScreenID)
        case pop
        case present(ScreenID, ModalStyle)
        case dismiss(ScreenID)
        case selectTab(Int)
    }

    private struct Pushed {
        let id: ScreenID
        let onPop: (() -> Void)?
    }

    private struct Modal {
        let id: ScreenID
        let style: ModalStyle
        let onDismiss: (() -> Void)?
    }

    public private(set) var root: ScreenID?
    private var pushed: [Pushed] = []
    private var modals: [Modal] = []
    public private(set) var selectedTab = 0
    public private(set) var commands: [Command] = []

    public init() {}

    /// The push stack above the root.
    public var stack: [ScreenID] { pushed.map(\.id) }
    /// Modals, bottom to top.
    public var presented: [(id: ScreenID, style: ModalStyle)] { modals.map { ($0.id, $0.style) } }
    /// What the user sees on top.
    public var topScreen: ScreenID? { modals.last?.id ?? pushed.last?.id ?? root }

    public func setRoot(_ screen: Screen) {
        commands.append(.setRoot(screen.id))
        root = screen.id
        pushed.removeAll()
        modals.removeAll()
    }

    public func push(_ screen: Screen, onPop: (() -> Void)?) {
        commands.append(.push(screen.id))
        pushed.append(Pushed(id: screen.id, onPop: onPop))
    }

    public func pop() {
        guard !pushed.isEmpty else { return }
        commands.append(.pop)
        pushed.removeLast()
    }

    public func present(_ screen: Screen, style: ModalStyle, onDismiss: (() -> Void)?) {
        commands.append(.present(screen.id, style))
        modals.append(Modal(id: screen.id, style: style, onDismiss: onDismiss))
    }

    public func dismiss(_ id: ScreenID) {
        guard let index = modals.lastIndex(where: { $0.id == id }) else { return }
        commands.append(.dismiss(id))
        modals.removeSubrange(index...)
    }

    public func selectTab(_ index: Int) {
        commands.append(.selectTab(index))
        selectedTab = index
    }

    /// The user swipes the top modal away. Refused (returns `false`) for
    /// non-dismissible modals, as `isModalInPresentation` would.
    @discardableResult
    public func simulateUserDismiss() -> Bool {
        guard let top = modals.last, top.style == .sheet(dismissible: true) else { return false }
        modals.removeLast()
        top.onDismiss?()
        return true
    }

    /// The user taps back.
    @discardableResult
    public func simulateBackButton() -> Bool {
        guard modals.isEmpty, let top = pushed.popLast() else { return false }
        top.onPop?()
        return true
    }
}
