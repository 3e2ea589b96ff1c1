import Foundation

public nonisolated struct Text: View, Equatable {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}

    public func font(_ font: Font?) -> Text { interfaceOnly() }
    public func foregroundColor(_ color: Color?) -> Text { interfaceOnly() }
}

public nonisolated struct Button<Label: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public nonisolated struct VStack<Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public nonisolated struct HStack<Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public nonisolated struct Form<Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
    public init(@ViewBuilder content: () -> Content) {}
}

public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

public nonisolated struct NavigationPath: Equatable {
    public init() {}
    public var count: Int { interfaceOnly() }
    public var isEmpty: Bool { interfaceOnly() }
}

public nonisolated struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}
