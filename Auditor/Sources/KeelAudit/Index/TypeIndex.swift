/// The repo-wide type index (pass 1 merged): every declared or extended type
/// by simple name, with its transitive ancestors (superclasses, conformances,
/// refined protocols) so roles and inherited isolation resolve across files.
///
/// Immutable and `Sendable`: build it once, share it across the pass-2 tasks.
/// Names are simple names; two types with the same simple name merge (the
/// index is deliberately forgiving — a role resolved on a homonym is rare and
/// only ever widens what the rules look at).
package struct TypeIndex: Sendable {
    /// Merged facts of one name.
    struct Entry: Sendable {
        var kind: TypeDeclaration.Kind = .extension
        var inherited: Set<String> = []
        var isMainActor = false
        var isNonisolated = false
        var isObservable = false
        var isFinal = false
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var ancestorsByName: [String: Set<String>] = [:]
    /// Names some declared class or protocol inherits from (has subtypes in the tree).
    private(set) var supertypes: Set<String> = []
    /// Inheritance levels followed (real hierarchies are a handful deep).
    static let maxDepth = 32

    /// Stable digest of the index content (independent of file order).
    package let fingerprint: String

    package init(_ files: [FileIndex]) {
        var entries: [String: Entry] = [:]
        var supertypes: Set<String> = []
        for file in files {
            for decl in file.declarations {
                var entry = entries[decl.name] ?? Entry()
                if decl.kind != .extension { entry.kind = decl.kind }
                entry.inherited.formUnion(decl.inherited)
                if decl.kind != .extension {
                    entry.isMainActor = entry.isMainActor || decl.isMainActor
                    entry.isNonisolated = entry.isNonisolated || decl.isNonisolated
                    entry.isObservable = entry.isObservable || decl.isObservable
                    entry.isFinal = entry.isFinal || decl.isFinal
                }
                entries[decl.name] = entry
                if decl.kind != .extension { supertypes.formUnion(decl.inherited) }
            }
        }
        self.entries = entries
        self.supertypes = supertypes

        // Breadth-first, iterative and depth-capped: no recursion to overflow and
        // bounded work even on pathological (generated or cyclic) hierarchies.
        var ancestors: [String: Set<String>] = [:]
        ancestors.reserveCapacity(entries.count)
        for (name, entry) in entries {
            var result = entry.inherited
            var frontier = Array(entry.inherited)
            var depth = 1
            while !frontier.isEmpty, depth < Self.maxDepth {
                var next: [String] = []
                for parent in frontier {
                    guard let parents = entries[parent]?.inherited else { continue }
                    for p in parents where p != name && result.insert(p).inserted { next.append(p) }
                }
                frontier = next
                depth += 1
            }
            ancestors[name] = result
        }
        self.ancestorsByName = ancestors

        var digest = Digest()
        for name in entries.keys.sorted() {
            guard let e = entries[name] else { continue }
            digest.add(name)
            digest.add(e.kind.rawValue)
            for i in e.inherited.sorted() { digest.add(i) }
            digest.add("\(e.isMainActor)\(e.isNonisolated)\(e.isObservable)\(e.isFinal)")
        }
        self.fingerprint = digest.hex
    }

    /// An empty index (single-file analysis with no cross-file knowledge).
    package static let empty = TypeIndex([])

    /// Whether any file declares (not just extends) a type of this name.
    package func declares(_ name: String) -> Bool {
        guard let e = entries[name] else { return false }
        return e.kind != .extension
    }

    /// The declared kind, if the tree declares the type.
    package func kind(of name: String) -> TypeDeclaration.Kind? {
        guard let e = entries[name], e.kind != .extension else { return nil }
        return e.kind
    }

    /// Transitive ancestors of a declared type (unresolved names included as leaves).
    package func ancestors(of name: String) -> Set<String> { ancestorsByName[name] ?? [] }

    /// Whether `name` is `target` or inherits from it transitively.
    package func inherits(_ name: String, from target: String) -> Bool {
        name == target || ancestors(of: name).contains(target)
    }

    /// Whether some declared type inherits from `name` (so it is not a leaf).
    package func hasSubtypes(_ name: String) -> Bool { supertypes.contains(name) }

    func entry(_ name: String) -> Entry? { entries[name] }

    /// Declared in the tree with `@MainActor`, or inherits isolation from an
    /// ancestor that is (a `@MainActor` protocol or superclass, or a UIKit /
    /// SwiftUI type that is main-actor isolated).
    package func isMainActorIsolated(_ name: String, inherited: [String] = []) -> Bool {
        if entries[name]?.isMainActor == true { return true }
        var all = ancestors(of: name)
        for i in inherited {
            all.insert(i)
            all.formUnion(ancestors(of: i))
        }
        for a in all {
            if entries[a]?.isMainActor == true { return true }
            if KnownTypes.mainActorIsolated.contains(a) { return true }
        }
        return false
    }
}
