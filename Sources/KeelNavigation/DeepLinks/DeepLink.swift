import Foundation

/// One step of a multi-step route: a tab, a screen, a detail.
public enum NavigationStep: Hashable, Sendable {
    /// Select the tab with this id.
    case tab(String)
    /// Show the named screen, with its id if it takes one.
    case screen(String, id: String?)
}

/// A typed route a deep link resolves to, applied in one go.
public struct DeepLinkRoute: Hashable, Sendable {
    /// The steps, applied in order.
    public var steps: [NavigationStep]
    /// A route of `steps`.
    public init(_ steps: [NavigationStep]) { self.steps = steps }
}

/// What parsing a URL gives: a route, or a clear reason it is not handled.
public enum DeepLinkResult: Hashable, Sendable {
    /// The link resolves to this route.
    case route(DeepLinkRoute)
    /// The link is not handled, and why.
    case unhandled(reason: String)
}

/// Parses URLs of the form `scheme://tab/screen/id/screen/id…` against the
/// app's known tabs and screens. Anything else is `.unhandled` with the
/// reason, never a crash or a silent no-op.
public struct DeepLinkParser: Sendable {
    /// The URL scheme (compared case-insensitively).
    public let scheme: String
    /// The tab ids a link may name.
    public let tabs: Set<String>
    /// Screen names and whether each requires an id.
    public let screens: [String: Bool]

    /// A parser for `scheme` links to `tabs` and `screens` (name → requires an id).
    public init(scheme: String, tabs: Set<String>, screens: [String: Bool]) {
        self.scheme = scheme
        self.tabs = tabs
        self.screens = screens
    }

    /// Parses `url`: a route, or why it is not handled. Never traps.
    public func parse(_ url: URL) -> DeepLinkResult {
        guard url.scheme?.lowercased() == scheme.lowercased() else {
            return .unhandled(reason: "unknown scheme '\(url.scheme ?? "")'")
        }
        guard let tab = url.host, !tab.isEmpty else { return .unhandled(reason: "missing tab") }
        guard tabs.contains(tab) else { return .unhandled(reason: "unknown tab '\(tab)'") }
        var steps: [NavigationStep] = [.tab(tab)]
        var parts = url.pathComponents.filter { $0 != "/" }[...]
        while let name = parts.popFirst() {
            guard let needsID = screens[name] else { return .unhandled(reason: "unknown screen '\(name)'") }
            if needsID {
                guard let id = parts.popFirst(), !id.isEmpty else { return .unhandled(reason: "screen '\(name)' needs an id") }
                steps.append(.screen(name, id: id))
            } else {
                steps.append(.screen(name, id: nil))
            }
        }
        return .route(DeepLinkRoute(steps))
    }
}
