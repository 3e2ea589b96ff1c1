#if canImport(SwiftUI)
import SwiftUI

/// The SwiftUI router: state a root view binds to — a `NavigationStack`
/// path, a sheet and a full-screen cover. Dismissing a sheet by swipe sets
/// the binding to nil, which calls the screen's `onDismiss`. All behaviour
/// beyond this bookkeeping is covered by `HeadlessRouter`'s tests.
@MainActor
public final class SwiftUIRouter: ObservableObject, Router {
    public struct Presented: Identifiable {
        public let id: ScreenID
        public let screen: Screen
        public let dismissible: Bool
    }

    @Published public private(set) var root: ScreenID?
    @Published public var path: [ScreenID] = []
    @Published public var sheet: Presented?
    @Published public var cover: Presented?
    @Published public var selectedTab = 0
    private var onDismiss: [ScreenID: () -> Void] = [:]
    private var onPop: [ScreenID: () -> Void] = [:]

    public init() {}

    public func setRoot(_ screen: Screen) {
        root = screen.id
        path = []
        sheet = nil
        cover = nil
    }

    public func push(_ screen: Screen, onPop: (() -> Void)?) {
        if let onPop { self.onPop[screen.id] = onPop }
        path.append(screen.id)
    }

    public func pop() {
        if let last = path.popLast() { onPop[last] = nil }
    }

    public func present(_ screen: Screen, style: ModalStyle, onDismiss: (() -> Void)?) {
        if let onDismiss { self.onDismiss[screen.id] = onDismiss }
        switch style {
        case .sheet(let dismissible): sheet = Presented(id: screen.id, screen: screen, dismissible: dismissible)
        case .fullScreenCover: cover = Presented(id: screen.id, screen: screen, dismissible: false)
        }
    }

    public func dismiss(_ id: ScreenID) {
        onDismiss[id] = nil
        if sheet?.id == id { sheet = nil }
        if cover?.id == id { cover = nil }
    }

    public func selectTab(_ index: Int) { selectedTab = index }

    /// Bind `.sheet(item:onDismiss:)` to this: a user swipe ends here.
    public func sheetDismissedByUser() {
        guard let id = sheet?.id else { return }
        sheet = nil
        onDismiss.removeValue(forKey: id)?()
    }
}
#endif
