import Foundation

/// What `SemanticModel.resolve(_:in:followAliases:)` answered, kept for the
/// model's lifetime: the same path written in the same scope is resolved once
/// per run, not once per mention (a rule, the role table and the type index
/// each ask again for the same `@Published var x: SomeType`).
///
/// A resolution is a function of the path, the file, the enclosing unit and
/// whether aliases are followed — except when the path's first name is one of
/// the scope's generic parameters (their constraints then matter), which the
/// model does not memoise. The model installs a memo only once it is built
/// (its tables never change afterwards), so nothing resolved against a
/// half-built model is kept.
///
/// Safe to share across threads (pass-2 tasks and the role table's tasks ask
/// concurrently): one lock around one table. Two tasks that miss on the same
/// key both compute it and store the same answer.
final class ResolutionMemo: @unchecked Sendable {
    struct Key: Hashable {
        var path: [String]
        var file: Int32
        /// The enclosing unit, -1 at file scope.
        var unit: Int32
        var followAliases: Bool

        init(_ path: [String], file: Int, unit: Int?, followAliases: Bool) {
            self.path = path
            self.file = Int32(truncatingIfNeeded: file)
            self.unit = Int32(truncatingIfNeeded: unit ?? -1)
            self.followAliases = followAliases
        }
    }

    private let lock = NSLock()
    private var table: [Key: Symbol] = [:]

    /// The stored answer for `key`, if any.
    func symbol(for key: Key) -> Symbol? {
        lock.lock()
        defer { lock.unlock() }
        return table[key]
    }

    /// Keeps `symbol` as the answer for `key`.
    func store(_ symbol: Symbol, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        table[key] = symbol
    }
}
