import Foundation

/// The type references the compiler resolved in a project's own source
/// files, read from an index store (`swift build -Xswiftc -index-store-path
/// -Xswiftc PATH`, or Xcode's DerivedData): what `keel index-compare`
/// measures a resolver against, and what `keel audit --index-store` may
/// consult where it has an answer.
///
/// Kept: every occurrence that is a *reference* (not a declaration or
/// definition) the source spells out (not an implicit one), of a type symbol
/// (`TypeSymbolKind`: classes and actors, structs, enums, protocols,
/// typealiases, associated types, generic parameters of types), in a file
/// under the root that `includes` admits. Its target is `.declared` at the
/// symbol's definition when that is in such a file too, else `.external`
/// with the declaring module: from the definition's unit when the store
/// has it (a dependency's checkout), else from the USR (`SwiftUSR`), else —
/// C declarations — from the system module that owns the defining header;
/// nil only when none says (a `/usr/include` header). A declaration the
/// compiler synthesized (`CodingKeys`, an associated type's inferred
/// witness) has no definition in any file: its target is external, in the
/// project's own module (`statistics.synthesizedTargets` counts them).
///
/// Immutable and `Sendable` once read. `read` is synchronous and not
/// cancellable: it blocks the calling thread while it reads every
/// non-system record once (system records only to name the modules of C
/// types) — seconds on a large store, so call it where blocking is fine
/// (not the main actor). Its errors are `IndexStoreError`, and it changes
/// nothing on disk.
package struct CompilerIndex: Sendable {
    /// Every kept reference, sorted by point (then USR).
    package private(set) var references: [CompilerTypeReference]
    /// Files under the root with a record (relative paths): what the compiler compiled.
    package private(set) var files: Set<String>
    /// The module the compiler compiled each of those files into (`Logging`
    /// for `Sources/Logging/Logger.swift`), where the store says.
    package private(set) var modules: [String: String]
    package private(set) var statistics: Statistics
    private var firstByPoint: [SourcePoint: Int]

    /// What the reading saw.
    package struct Statistics: Sendable, Hashable, Codable {
        package var units = 0
        package var systemUnits = 0
        /// Distinct records read (of non-system units).
        package var records = 0
        /// Records of files under the root that `includes` admits.
        package var projectRecords = 0
        /// Implicit references to types in those files, left out.
        package var implicitReferences = 0
        /// Points with more than one type reference (the first is `target(at:)`'s answer).
        package var pointsWithSeveralReferences = 0
        /// References whose target is external but in one of the project's
        /// own modules: declarations the compiler synthesized.
        package var synthesizedTargets = 0
    }

    package init(references: [CompilerTypeReference], files: Set<String> = [], modules: [String: String] = [:],
                 statistics: Statistics = Statistics()) {
        var sorted = references.sorted { ($0.point, $0.usr) < ($1.point, $1.usr) }
        // The same file compiled by several units (two targets, two configurations) repeats its references.
        struct Key: Hashable { var point: SourcePoint; var usr: String }
        var seen: Set<Key> = []
        sorted.removeAll { !seen.insert(Key(point: $0.point, usr: $0.usr)).inserted }
        var firstByPoint: [SourcePoint: Int] = [:]
        var statistics = statistics
        statistics.pointsWithSeveralReferences = 0
        for (i, reference) in sorted.enumerated() {
            if firstByPoint[reference.point] == nil { firstByPoint[reference.point] = i } else { statistics.pointsWithSeveralReferences += 1 }
        }
        self.references = sorted
        self.files = files.union(sorted.map(\.point.path))
        self.modules = modules
        self.statistics = statistics
        self.firstByPoint = firstByPoint
    }

    /// What the compiler resolved the type reference at `point` to; nil when
    /// it recorded no type reference there.
    package func target(at point: SourcePoint) -> ReferenceTarget? { reference(at: point)?.target }

    /// The compiler's type reference at `point`, if any.
    package func reference(at point: SourcePoint) -> CompilerTypeReference? {
        firstByPoint[point].map { references[$0] }
    }

    /// Reads the store at `storePath` (see `IndexStoreLocation`) for the files
    /// under `root` (the folder the store's paths were recorded under: where
    /// the project was built) that `includes` admits (relative paths;
    /// default: `defaultIncludes`).
    package static func read(storePath: String, root: String, library: IndexStoreLibrary,
                             includes: (String) -> Bool = CompilerIndex.defaultIncludes) throws -> CompilerIndex {
        let reader = try IndexStoreReader(path: storePath, library: library)
        return try withoutActuallyEscaping(includes) { includes in
            var scan = CompilerIndexScan(root: root, includes: includes)
            try scan.read(reader)
            guard scan.statistics.projectRecords > 0 else {
                throw IndexStoreError.nothingUnderRoot(store: reader.path, root: scan.rootPrefixes.first.map { String($0.dropLast()) } ?? root,
                                                       units: scan.statistics.units)
            }
            let references = scan.resolvedReferences()
            var statistics = scan.statistics
            let projectModules = Set(scan.modules.values)
            statistics.synthesizedTargets = references.count { reference in
                guard case .external(let module?, _) = reference.target else { return false }
                return projectModules.contains(module)
            }
            return CompilerIndex(references: references, files: scan.files, modules: scan.modules, statistics: statistics)
        }
    }

    /// Files keel reads by default: none under a hidden folder (`.build`,
    /// `.git`…) or `Pods`, `Carthage`, `DerivedData` (as `SourceDiscovery`
    /// with `Configuration.defaultExcludes`).
    package static func defaultIncludes(_ relativePath: String) -> Bool {
        let folders = relativePath.split(separator: "/").dropLast()
        return !folders.contains { $0.hasPrefix(".") || $0 == "Pods" || $0 == "Carthage" || $0 == "DerivedData" }
    }
}
