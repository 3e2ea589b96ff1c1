/// Identifies one screen put on a navigation tree. Two pushes of the same
/// route are two entries with different ids; ids are never reused by a router.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// A root, tab root or pushed screen: its route and its identity.
public struct NavigationEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    public let id: EntryID
    public let route: Route

    public init(id: EntryID, route: Route) {
        self.id = id
        self.route = route
    }
}

/// A presented modal: its route, identity and style.
public struct ModalEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    public let id: EntryID
    public let route: Route
    public let style: ModalStyle

    public init(id: EntryID, route: Route, style: ModalStyle) {
        self.id = id
        self.route = route
        self.style = style
    }
}
