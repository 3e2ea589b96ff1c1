/// What the ProductList example reports.
public enum AnalyticsEvent: Equatable, Sendable {
    case productsLoaded(count: Int)
    case error(String)
}

@MainActor
public protocol AnalyticsProtocol: AnyObject {
    func track(_ event: AnalyticsEvent)
}

/// The app's analytics. Reached as `Analytics.shared` only as a default
/// argument of an initializer (the SwiftUI MVVM Team Guidelines' pattern) — never from inside a
/// ViewModel's body.
@MainActor
public final class Analytics: AnalyticsProtocol {
    public static let shared = Analytics()
    public private(set) var events: [AnalyticsEvent] = []
    public init() {}
    public func track(_ event: AnalyticsEvent) { events.append(event) }
}
