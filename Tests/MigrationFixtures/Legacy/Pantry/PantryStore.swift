import Foundation

/// A book of the shelf.
public struct Book: Equatable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The legacy book store (plain Swift; unchanged by the migration).
public final class PantryStore {
    public private(set) var lent: Set<Int>

    public init(lent: Set<Int> = []) {
        self.lent = lent
    }

    public func isAvailable(_ book: Book) -> Bool { !lent.contains(book.id) }
}

/// The detail screen's ViewModel the shelf builds for a selected book.
public final class BookDetailViewModel: CustomStringConvertible {
    public let book: Book
    public let store: PantryStore

    public init(book: Book, store: PantryStore) {
        self.book = book
        self.store = store
    }

    public var description: String { "BookDetail(\(book.id), \(book.title))" }
}
