import Foundation

public struct Color: Hashable, Sendable, View {
    public typealias Body = Never
    public nonisolated var body: Never { interfaceOnly() }
    private let name: String
    private init(name: String) { self.name = name }

    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let orange = Color(name: "orange")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
}

public struct Font: Hashable, Sendable {
    private let name: String
    private init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public static let center = Alignment(horizontal: .center)
    public static let leading = Alignment(horizontal: .leading)
    public static let trailing = Alignment(horizontal: .trailing)
}

public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Values `Text` interpolates as formatted numbers.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation(_ text: Text) {}
    }

    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}
