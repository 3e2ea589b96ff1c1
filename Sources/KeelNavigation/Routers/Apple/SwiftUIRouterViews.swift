#if canImport(SwiftUI)
import SwiftUI

// Bindings call the router on the main actor: SwiftUI reads and writes
// them there, and `Binding`'s closures are `@isolated(any) @Sendable`, so
// each closure states its isolation.
extension SwiftUIRouter {
    /// The path of `tab`'s `NavigationStack`; SwiftUI's back navigation
    /// reports through ``SwiftUIRouter/pathChanged(to:tab:)``.
    public func pathBinding(tab: Int) -> Binding<[NavigationEntry<Route>]> {
        Binding(get: { @MainActor in self.path(tab: tab) }, set: { @MainActor in self.pathChanged(to: $0, tab: tab) })
    }

    /// The sheet at `level`, bound to the modal shown there now: a nil
    /// write (a swipe-down, or `@Environment(\.dismiss)` in the sheet)
    /// reports through ``SwiftUIRouter/modalDismissed(id:)`` for *that*
    /// modal only, so a late write never closes a newer one.
    public func sheetBinding(level: Int) -> Binding<ModalEntry<Route>?> {
        let shown = sheet(level: level)?.id
        return Binding(get: { @MainActor in self.sheet(level: level) },
                       set: { @MainActor in if $0 == nil, let shown { self.modalDismissed(id: shown) } })
    }

    /// The full-screen cover at `level`, bound to the modal shown there now
    /// (see ``sheetBinding(level:)``); `@Environment(\.dismiss)` in a cover
    /// dismisses it.
    public func coverBinding(level: Int) -> Binding<ModalEntry<Route>?> {
        let shown = cover(level: level)?.id
        return Binding(get: { @MainActor in self.cover(level: level) },
                       set: { @MainActor in if $0 == nil, let shown { self.modalDismissed(id: shown) } })
    }

    /// The selected tab; a tap reports through ``SwiftUIRouter/tabSelectedByUser(_:)``.
    public var tabBinding: Binding<Int> {
        Binding(get: { @MainActor in self.tree.selectedTab }, set: { @MainActor in self.tabSelectedByUser($0) })
    }
}

/// Renders a ``SwiftUIRouter``'s tree: the root (or a `TabView` of its
/// tabs), one `NavigationStack` per tab, and each modal level presenting the
/// next. `screen` turns a route into its view — a total function, so every
/// route has a screen.
///
/// Only forwarding lives here; the decisions are ``SwiftUIRouter``'s.
public struct RoutedRootView<Route: Hashable & Sendable, Screen: View>: View {
    @ObservedObject private var router: SwiftUIRouter<Route>
    private let screen: (Route) -> Screen

    /// A root view rendering `router`'s tree; `screen` turns each route into its
    /// view (a total function: every route has a screen).
    public init(router: SwiftUIRouter<Route>, @ViewBuilder screen: @escaping (Route) -> Screen) {
        self.router = router
        self.screen = screen
    }

    public var body: some View {
        content.modifier(ModalLevel(router: router, level: 0, screen: screen))
    }

    @ViewBuilder
    private var content: some View {
        if let root = router.tree.root {
            if router.tree.tabs.isEmpty {
                stack(tab: 0, root: root.route)
            } else {
                TabView(selection: router.tabBinding) {
                    ForEach(Array(router.tree.tabs.enumerated()), id: \.element.id) { index, tab in
                        stack(tab: index, root: tab.route).tag(index)
                    }
                }
            }
        }
    }

    private func stack(tab: Int, root: Route) -> some View {
        NavigationStack(path: router.pathBinding(tab: tab)) {
            screen(root).navigationDestination(for: NavigationEntry<Route>.self) { entry in
                screen(entry.route)
            }
        }
    }
}

/// Presents modal `level` (a sheet or a cover) from the view below it, and
/// lets that modal present the next level.
struct ModalLevel<Route: Hashable & Sendable, Screen: View>: ViewModifier {
    @ObservedObject var router: SwiftUIRouter<Route>
    let level: Int
    let screen: (Route) -> Screen

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover: covers are sheets there.
        content.sheet(item: router.modalBinding(level: level)) { entry in presented(entry) }
        #else
        content
            .sheet(item: router.sheetBinding(level: level)) { entry in presented(entry) }
            .fullScreenCover(item: router.coverBinding(level: level)) { entry in presented(entry) }
        #endif
    }

    private func presented(_ entry: ModalEntry<Route>) -> some View {
        screen(entry.route)
            .interactiveDismissDisabled(router.isDismissDisabled(level: level))
            .modifier(ModalLevel(router: router, level: level + 1, screen: screen))
    }
}

#if os(macOS)
extension SwiftUIRouter {
    /// macOS: the modal at `level`, sheet or cover alike.
    fileprivate func modalBinding(level: Int) -> Binding<ModalEntry<Route>?> {
        let shown = (sheet(level: level) ?? cover(level: level))?.id
        return Binding(get: { @MainActor in self.sheet(level: level) ?? self.cover(level: level) },
                       set: { @MainActor in if $0 == nil, let shown { self.modalDismissed(id: shown) } })
    }
}
#endif
#endif
