import Foundation

extension View {
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _standIn() }
    public nonisolated func padding(_ length: CGFloat) -> some View { _standIn() }
    public nonisolated func font(_ font: Font?) -> some View { _standIn() }
    public nonisolated func foregroundColor(_ color: Color?) -> some View { _standIn() }
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _standIn() }
    public nonisolated func disabled(_ disabled: Bool) -> some View { _standIn() }
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _standIn() }
    public nonisolated func tag<V: Hashable>(_ tag: V) -> some View { _standIn() }
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _standIn() }

    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _standIn()
    }

    @available(iOS, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        _standIn()
    }

    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _standIn()
    }

    // The action inherits the caller's actor: SwiftUI's interface marks it
    // `@_inheritActorContext`, which the rendered documentation does not show
    // (Ole Begemann, "Where View.task gets its main-actor isolation from").
    public nonisolated func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _standIn()
    }

    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _standIn()
    }

    public nonisolated func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _standIn()
    }

    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _standIn()
    }

    public nonisolated func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _standIn()
    }

    public nonisolated func environmentObject<T: ObservableObjectType>(_ object: T) -> some View { _standIn() }
}
