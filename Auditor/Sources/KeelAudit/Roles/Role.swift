/// Architectural roles the guides talk about. A type can hold several (a
/// coordinator that is also an `ObservableObject`, say).
package struct Role: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// MVVM ViewModel (name pattern, `*ViewModel` protocol conformance, or path glob).
    package static let viewModel = Role(rawValue: 1 << 0)
    /// SwiftUI `View` conformer.
    package static let view = Role(rawValue: 1 << 1)
    /// UIKit view controller (transitive `UIViewController` subclass).
    package static let viewController = Role(rawValue: 1 << 2)
    /// Coordinator (name pattern or conformance to a coordinator protocol).
    package static let coordinator = Role(rawValue: 1 << 3)
    /// Manager / legacy service (name pattern).
    package static let manager = Role(rawValue: 1 << 4)
    /// Route enum (`RouteID`) or router type.
    package static let router = Role(rawValue: 1 << 5)
}
