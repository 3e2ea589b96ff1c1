import Foundation

/// A jar of the pantry.
public struct Jar: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The legacy jar store (plain Swift; unchanged by the migration).
public final class PantryStore {
    public private(set) var lent: Set<Int>

    public init(lent: Set<Int> = []) {
        self.lent = lent
    }

    public func isAvailable(_ jar: Jar) -> Bool { !lent.contains(jar.id) }
}

/// The detail screen's ViewModel the pantry builds for a selected jar.
public final class JarDetailViewModel: CustomStringConvertible {
    public let jar: Jar
    public let store: PantryStore

    public init(jar: Jar, store: PantryStore) {
        self.jar = jar
        self.store = store
    }

    public var description: String { "JarDetail(\(jar.id), \(jar.title))" }
}
