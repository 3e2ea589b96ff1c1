// Keel's clean-room interface stand-in for the subset of SwiftUI that Keel's
// Apple-only files use. Written from Apple's public documentation (names,
// signatures, declared isolation — e.g. `View` is `@MainActor
// @preconcurrency`, its modifiers `nonisolated`); no Apple header or
// interface was copied. It exists only so `scripts/check-apple-layer.sh` can
// type-check those files on Linux: every body traps, nothing here ever runs.
//
// Combine's `ObservableObject` is OpenCombine's here, as it is for the rest
// of Keel on Linux (through KeelCombine).
import Foundation
import OpenCombine

@usableFromInline
func interfaceOnly(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI interface stand-in: \(function) never runs")
}

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        interfaceOnly()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        interfaceOnly()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public nonisolated struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

public nonisolated struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

public nonisolated struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

/// What every stand-in modifier returns: the modified view, opaquely.
public nonisolated struct _StandInModified<Content: View>: View {
    public typealias Body = Never
    public var body: Never { interfaceOnly() }
}

extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    @usableFromInline
    nonisolated func _standIn() -> _StandInModified<Self> { interfaceOnly() }
}

public protocol DynamicProperty {}
