/// Architectural roles the guides talk about. A type can hold several (a
/// coordinator that is also an `ObservableObject`, say).
public struct Role: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// MVVM ViewModel (name pattern, `*ViewModel` protocol conformance, or path glob).
    public static let viewModel = Role(rawValue: 1 << 0)
    /// SwiftUI `View` conformer.
    public static let view = Role(rawValue: 1 << 1)
    /// UIKit view controller (transitive `UIViewController` subclass).
    public static let viewController = Role(rawValue: 1 << 2)
    /// Coordinator (name pattern or conformance to a coordinator protocol).
    public static let coordinator = Role(rawValue: 1 << 3)
    /// Manager / legacy service (name pattern).
    public static let manager = Role(rawValue: 1 << 4)
    /// Route enum (`RouteID`) or router type.
    public static let router = Role(rawValue: 1 << 5)
}
