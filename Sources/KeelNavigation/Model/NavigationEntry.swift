/// Identifies one screen put on a navigation tree. Two pushes of the same
/// route are two entries with different ids; ids are never reused by a router.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id's number (increasing per router).
    public let rawValue: Int

    /// An id with this number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// A root, tab root or pushed screen: its route and its identity.
public struct NavigationEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    public let id: EntryID
    /// The screen's route.
    public let route: Route

    /// An entry.
    public init(id: EntryID, route: Route) {
        self.id = id
        self.route = route
    }
}

/// A presented modal: its route, identity and style.
public struct ModalEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    public let id: EntryID
    /// The modal's route.
    public let route: Route
    /// How it is presented.
    public let style: ModalStyle

    /// A modal entry.
    public init(id: EntryID, route: Route, style: ModalStyle) {
        self.id = id
        self.route = route
        self.style = style
    }
}
