import Foundation

/// The repo-wide type index (pass 1 merged): every declared or extended type
/// by simple name, with its transitive ancestors (superclasses, conformances,
/// refined protocols) so roles and inherited isolation resolve across files.
///
/// Immutable and `Sendable`: build it once, share it across the pass-2 tasks.
/// Names are simple names. Two types with the same simple name (a view in one
/// module, a model in another) keep their declarations apart: a declaration's
/// roles come from its own inheritance clause plus the extensions of its name
/// (`ancestors(of:)` for a `TypeDeclaration`), and a question about a bare
/// name (`isView("Header")`) is answered "yes" only when every declaration of
/// that name says yes (`RoleResolver.roles(ofName:index:)`).
package struct TypeIndex: Sendable {
    /// Merged facts of one name.
    struct Entry: Sendable {
        var kind: TypeDeclaration.Kind = .extension
        /// Inherited names of every declaration and extension of the name.
        var inherited: Set<String> = []
        /// Inherited names added by extensions only.
        var extensionInherited: Set<String> = []
        /// The primary (non-extension) declarations of the name.
        var declarations: [TypeDeclaration] = []
        var isMainActor = false
        var isNonisolated = false
        var isObservable = false
        var isFinal = false
        /// Traits of the declarations and extensions, merged.
        var traits: TypeTraits = []
        var publishingMethods: Set<String> = []
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var ancestorsByName: [String: Set<String>] = [:]
    /// Names some declared class or protocol inherits from (has subtypes in the tree).
    private(set) var supertypes: Set<String> = []
    /// Types SwiftUI views hold in stored properties (`@StateObject var vm: FooViewModel`,
    /// `let viewModel: any FooViewModeling`): the ViewModels SwiftUI observes.
    private(set) var heldBySwiftUI: Set<String> = []
    /// For each held name, the top-level folders (`ModuleKey`) of the views holding it.
    private(set) var heldIn: [String: Set<String>] = [:]
    /// For each declared name, the top-level folders declaring it (homonyms in several app targets).
    private(set) var declaredIn: [String: Set<String>] = [:]
    /// For names declared in several top-level folders: per folder, what its
    /// declarations and extensions there inherit, and whether one is observable.
    private(set) var homonymInherited: [String: [String: Set<String>]] = [:]
    private(set) var homonymObservable: [String: [String: Bool]] = [:]
    /// Global variables by name, with their type when the syntax names one.
    private(set) var globals: [String: String?] = [:]
    /// Global variables by name: the files declaring them.
    private(set) var globalFiles: [String: [String]] = [:]
    /// Parameter types of navigation functions (what makes an enum a route enum).
    private(set) var navigationParameterTypes: Set<String> = []
    /// Members something sends values into from outside their owner.
    private(set) var sentMembers: Set<String> = []
    /// `Type.label` closure arguments that mutate observed state where the type is built.
    private(set) var mutatingCallbacks: Set<String> = []
    /// For `keel fix` (no rule reads these, so they are not part of the
    /// fingerprint): the files writing each member name through a base, …
    private(set) var memberWriters: [String: Set<String>] = [:]
    /// … by member name, the declared types of the bases written through and the files where, …
    private(set) var typedWriters: [String: [String: Set<String>]] = [:]
    /// … by member name, the types writing it as their own member and the files where, …
    private(set) var ownWriters: [String: [String: Set<String>]] = [:]
    /// … `Protocol.member` requirements with a setter, and `Type.label` of constructor calls.
    private(set) var settableRequirements: Set<String> = []
    private(set) var constructorLabels: Set<String> = []
    /// Inheritance levels followed (real hierarchies are a handful deep).
    static let maxDepth = 32

    /// The semantic model of the same files (scopes, modules, resolved names).
    package private(set) var model = SemanticModel()
    /// Where the user has a compiler index (`keel audit --index-store`): the
    /// compiler's answer for a type reference, preferred to the model's lookup.
    package var compilerIndex: CompilerIndex?
    /// Roles inferred on the model, per configuration (computed on first use).
    private var roleTables = RoleTables()

    /// The roles of the model's declarations under `resolver`'s name
    /// patterns (computed once per pattern set, then shared).
    func roleTable(_ resolver: RoleResolver) -> RoleTable {
        roleTables.table(for: resolver, model: model)
    }

    /// Digest of everything the index and the model were built from: each
    /// file's content key (which determines its pass-1 index exactly, the
    /// engine's identity included) in order, and the module map — derived,
    /// never a hand-kept list of fields. Without keys (an index built from
    /// indexes alone), a digest of the indexes' own encoding.
    /// Computed on first use and kept (only analysis cache keys read it):
    /// without keys, encoding every index costs a serial fifth of a cold
    /// audit that never needs it.
    package var fingerprint: String { fingerprintValue.value }
    private var fingerprintValue = LazyDigest { "" }

    /// An index with nothing in it (what `Builder.build()` fills).
    private init() {}

    package init(_ files: [FileIndex]) {
        var builder = Builder()
        for file in files { builder.add(file) }
        self = builder.build()
    }

    /// Builds a `TypeIndex` one file at a time, so the merging can run
    /// while other files are still being parsed. Files must be added in a
    /// fixed order (the index is the same for the same order).
    package struct Builder {
        private var files: [FileIndex] = []
        private var modules: [String] = []
        private var entries: [String: Entry] = [:]
        private var supertypes: Set<String> = []
        private var held: Set<String> = []
        private var heldIn: [String: Set<String>] = [:]
        private var declaredIn: [String: Set<String>] = [:]
        private var globals: [String: String?] = [:]
        private var globalFiles: [String: [String]] = [:]
        private var navigationParameterTypes: Set<String> = []
        private var sentMembers: Set<String> = []
        private var mutatingCallbacks: Set<String> = []
        private var memberWriters: [String: Set<String>] = [:]
        private var typedWriters: [String: [String: Set<String>]] = [:]
        private var ownWriters: [String: [String: Set<String>]] = [:]
        private var settableRequirements: Set<String> = []
        private var constructorLabels: Set<String> = []
        /// Each added file's content key, while every file came with one.
        private var keys: [String]? = []

        package init() {}

        /// Merges one file's pass-1 index; `key` is the content key it was
        /// computed under (`Auditor.prepareKey`), when known.
        package mutating func add(_ file: FileIndex, key: String? = nil) {
            let module = ModuleKey.of(file.path)
            if let key { keys?.append(key) } else { keys = nil }
            files.append(file)
            modules.append(module)
            for decl in file.declarations {
                // Mutated in place: a copied-out entry would copy its sets on every write.
                TypeIndex.merge(decl, into: &entries[decl.name, default: Entry()])
                if decl.kind != .extension {
                    supertypes.formUnion(decl.inherited)
                    declaredIn[decl.name, default: []].insert(module)
                }
                held.formUnion(decl.heldTypes)
                for name in decl.heldTypes { heldIn[name, default: []].insert(module) }
            }
            for global in file.globals {
                globals[global.name] = global.typeName
                globalFiles[global.name, default: []].append(file.path)
            }
            navigationParameterTypes.formUnion(file.navigationParameterTypes)
            sentMembers.formUnion(file.sentMembers)
            mutatingCallbacks.formUnion(file.mutatingCallbacks)
            for member in file.memberWrites { memberWriters[member, default: []].insert(file.path) }
            for key in file.typedWrites {
                guard let dot = key.lastIndex(of: ".") else { continue }
                typedWriters[String(key[key.index(after: dot)...]), default: [:]][String(key[..<dot]), default: []].insert(file.path)
            }
            for key in file.ownWrites {
                guard let dot = key.lastIndex(of: ".") else { continue }
                ownWriters[String(key[key.index(after: dot)...]), default: [:]][String(key[..<dot]), default: []].insert(file.path)
            }
            settableRequirements.formUnion(file.settableRequirements)
            constructorLabels.formUnion(file.constructorLabels)
        }

        /// The index of every file added so far, its model under `modules`.
        package func build(modules moduleMap: ModuleMap = .folders, platform: ExternalModules.Platform = .apple) -> TypeIndex {
            var index = buildTables(modules: moduleMap)
            index.model = SemanticModel(files, modules: moduleMap, platform: platform)
            return index
        }

        /// `build(modules:platform:)` on both cores, with the roles under
        /// `resolver` inferred as well: the semantic model and then its role
        /// table (`roleTable(_:)`) are built on a child task while this one
        /// merges the name tables and their ancestors — two serial pieces of
        /// work that read nothing of each other. The index is the same as
        /// `build(modules:platform:)`'s; the role table is the one its first
        /// `roleTable(resolver)` would have inferred.
        /// Cancellation: none (both halves always finish).
        func build(modules moduleMap: ModuleMap, platform: ExternalModules.Platform = .apple, roles resolver: RoleResolver) async -> TypeIndex {
            let files = files
            async let modelAndRoles: (SemanticModel, RoleTable) = {
                let model = SemanticModel(files, modules: moduleMap, platform: platform)
                return (model, RoleTable(model: model, patterns: resolver))
            }()
            var index = buildTables(modules: moduleMap)
            let (model, table) = await modelAndRoles
            index.model = model
            index.roleTables.store(table, for: resolver)
            return index
        }

        /// Everything of the index but its semantic model.
        private func buildTables(modules moduleMap: ModuleMap) -> TypeIndex {
            var index = TypeIndex()
            let (files, keys) = (files, keys)
            index.fingerprintValue = LazyDigest { TypeIndex.fingerprint(files: files, keys: keys, modules: moduleMap) }
            index.entries = entries
            index.supertypes = supertypes
            index.heldBySwiftUI = held
            index.heldIn = heldIn
            index.declaredIn = declaredIn
            // Names declared in several top-level folders (few): what each
            // folder's declarations and extensions of the name inherit.
            let homonyms = Set(declaredIn.lazy.filter { $0.value.count > 1 }.map(\.key))
            if !homonyms.isEmpty {
                var inheritedIn: [String: [String: Set<String>]] = [:]
                var observableIn: [String: [String: Bool]] = [:]
                for (file, module) in zip(files, modules) {
                    for decl in file.declarations where homonyms.contains(decl.name) {
                        inheritedIn[decl.name, default: [:]][module, default: []].formUnion(decl.inherited)
                        if decl.isObservable { observableIn[decl.name, default: [:]][module] = true }
                    }
                }
                for name in homonyms {
                    index.homonymInherited[name] = inheritedIn[name]
                    index.homonymObservable[name] = observableIn[name] ?? [:]
                }
            }
            index.globals = globals
            index.globalFiles = globalFiles
            index.navigationParameterTypes = navigationParameterTypes
            index.sentMembers = sentMembers
            index.mutatingCallbacks = mutatingCallbacks
            index.memberWriters = memberWriters
            index.typedWriters = typedWriters
            index.ownWriters = ownWriters
            index.settableRequirements = settableRequirements
            index.constructorLabels = constructorLabels

            // Breadth-first, iterative and depth-capped: no recursion to overflow and
            // bounded work even on pathological (generated or cyclic) hierarchies.
            var ancestors: [String: Set<String>] = [:]
            ancestors.reserveCapacity(entries.count)
            for (name, entry) in entries {
                ancestors[name] = TypeIndex.closure(of: entry.inherited, excluding: name, entries: entries)
            }
            index.ancestorsByName = ancestors
            return index
        }
    }

    /// Adds a declaration or extension to its name's entry.
    private static func merge(_ decl: TypeDeclaration, into entry: inout Entry) {
        entry.inherited.formUnion(decl.inherited)
        entry.traits.formUnion(decl.traits)
        entry.publishingMethods.formUnion(decl.publishingMethods)
        if decl.kind == .extension {
            entry.extensionInherited.formUnion(decl.inherited)
        } else {
            entry.kind = decl.kind
            entry.declarations.append(decl)
            entry.isMainActor = entry.isMainActor || decl.isMainActor
            entry.isNonisolated = entry.isNonisolated || decl.isNonisolated
            entry.isObservable = entry.isObservable || decl.isObservable
            entry.isFinal = entry.isFinal || decl.isFinal
        }
    }

    /// See `fingerprint`.
    fileprivate static func fingerprint(files: [FileIndex], keys: [String]?, modules: ModuleMap) -> String {
        var digest = Digest()
        digest.add(modules.fingerprint)
        // Sorted: the same files give the same digest in any order.
        if let keys, keys.count == files.count {
            for key in keys.sorted() { digest.add(key) }
        } else {
            let encoder = PropertyListEncoder.binary
            var parts: [String] = []
            for file in files {
                var part = Digest()
                if let data = try? encoder.encode(file) { data.withUnsafeBytes { part.add(bytes: $0) } }
                parts.append(part.hex)
            }
            for part in parts.sorted() { digest.add(part) }
        }
        return digest.hex
    }

    /// The transitive closure of `names` through the entries' inherited names.
    private static func closure(of names: Set<String>, excluding name: String, entries: [String: Entry]) -> Set<String> {
        var result = names
        var frontier = Array(names)
        var depth = 1
        while !frontier.isEmpty, depth < maxDepth {
            var next: [String] = []
            for parent in frontier {
                guard let parents = entries[parent]?.inherited else { continue }
                for p in parents where p != name && result.insert(p).inserted { next.append(p) }
            }
            frontier = next
            depth += 1
        }
        return result
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

    /// Transitive ancestors of a name, every declaration of it merged
    /// (unresolved names included as leaves).
    package func ancestors(of name: String) -> Set<String> { ancestorsByName[name] ?? [] }

    /// Transitive ancestors of one declaration: its own inheritance clause,
    /// the extensions of its name, and their ancestors — not a homonym's.
    package func ancestors(of decl: TypeDeclaration) -> Set<String> {
        var direct = Set(decl.inherited)
        if let entry = entries[decl.name] { direct.formUnion(entry.extensionInherited) }
        var result = direct
        for name in direct { result.formUnion(ancestors(of: name)) }
        return result
    }

    /// Transitive ancestors of a declaration made in the top-level folder
    /// `module` (`ModuleKey`): where app targets declare homonyms
    /// (`protocol EnterEmailViewModel: ObservableObject` in the iOS app, a
    /// plain protocol of the same name in the TV app), a name is read as
    /// that folder's declaration when the folder declares it. Without
    /// homonyms, the same as `ancestors(of:)`.
    package func ancestors(of decl: TypeDeclaration, module: String) -> Set<String> {
        guard !homonymInherited.isEmpty else { return ancestors(of: decl) }
        var direct = Set(decl.inherited)
        if let byModule = homonymInherited[decl.name] {
            direct.formUnion(byModule[module] ?? [])
        } else if let entry = entries[decl.name] {
            direct.formUnion(entry.extensionInherited)
        }
        var result = direct
        var frontier = Array(direct)
        var depth = 1
        while !frontier.isEmpty, depth < Self.maxDepth {
            var next: [String] = []
            for parent in frontier {
                let parents = homonymInherited[parent]?[module] ?? entries[parent]?.inherited ?? []
                for p in parents where p != decl.name && result.insert(p).inserted { next.append(p) }
            }
            frontier = next
            depth += 1
        }
        return result
    }

    /// Whether a declaration of `name` is `ObservableObject`/`@Observable`,
    /// reading homonyms as the declaration in `module` when it declares one.
    func isObservable(_ name: String, module: String) -> Bool {
        if let byModule = homonymObservable[name], declaredIn[name]?.contains(module) == true {
            return byModule[module] == true
        }
        return entries[name]?.isObservable == true
    }

    /// Whether `name` is `target` or inherits from it transitively.
    package func inherits(_ name: String, from target: String) -> Bool {
        name == target || ancestors(of: name).contains(target)
    }

    /// Whether some declared type inherits from `name` (so it is not a leaf):
    /// as written, or through what the semantic model resolves the written
    /// name to (`class NewsViewModel: BaseFeed` with `typealias BaseFeed =
    /// FeedViewModel` subclasses `FeedViewModel`). By simple name: a homonym's
    /// subtype counts too.
    package func hasSubtypes(_ name: String) -> Bool {
        supertypes.contains(name) || model.namesWithSubtypes.contains(name)
    }

    func entry(_ name: String) -> Entry? { entries[name] }

    /// The primary declarations of a name (more than one for homonyms).
    func declarations(of name: String) -> [TypeDeclaration] { entries[name]?.declarations ?? [] }

    /// Traits of a name: its declarations and extensions merged.
    func traits(of name: String) -> TypeTraits { entries[name]?.traits ?? [] }

    /// Whether `name` is a global variable of the tree (`let Env = Environment()`).
    func isGlobal(_ name: String) -> Bool { globals[name] != nil }

    /// Whether a global variable `name` is visible from the file at `path`:
    /// declared in the file's module, or in a module the file imports, or
    /// where no build description says which module (the folder heuristic
    /// is lenient). A global of another target the file cannot see is not
    /// what its name means there.
    func isVisibleGlobal(_ name: String, from path: String) -> Bool {
        guard let files = globalFiles[name], let file = model.file(path) else { return isGlobal(name) }
        let own = model.files[file]
        for other in files {
            guard let declaring = model.file(other) else { return true }
            let module = model.modules[model.files[declaring].module]
            if model.files[declaring].module == own.module || module.source == .folder || own.imports.contains(module.name) { return true }
        }
        return false
    }

    /// Whether a SwiftUI view holds the type, or one of its ancestors (a
    /// ViewModel protocol), in a stored property.
    ///
    /// When app targets declare homonyms (`ConfirmEmailViewModelImpl` in
    /// the iOS app's folder and in the TV app's), only views in the
    /// declaration's own top-level folder count (`path` is the declaring
    /// file's; nil = any view).
    func isHeldBySwiftUI(_ decl: TypeDeclaration, path: String? = nil) -> Bool {
        let module = path.map(ModuleKey.of)
        let names = [decl.name] + (module.map { ancestors(of: decl, module: $0) } ?? ancestors(of: decl)).sorted()
        let scoped = path != nil && (declaredIn[decl.name]?.count ?? 0) > 1
        return names.contains { name in
            guard heldBySwiftUI.contains(name) else { return false }
            guard scoped, let module else { return true }
            return heldIn[name]?.contains(module) == true
        }
    }

    /// Whether a navigation function takes the type, or one of its ancestors, as a parameter.
    func isNavigationParameter(_ decl: TypeDeclaration) -> Bool {
        if navigationParameterTypes.contains(decl.name) { return true }
        return !navigationParameterTypes.isDisjoint(with: ancestors(of: decl))
    }

    /// Whether something outside the type sends values into its `member`
    /// (`viewModel.query.send(text)` where `viewModel` is declared with the
    /// type, or a protocol or superclass of it).
    func isSentFromOutside(_ member: String, of decl: TypeDeclaration) -> Bool {
        ([decl.name] + ancestors(of: decl).sorted()).contains { sentMembers.contains($0 + "." + member) }
    }

    /// Whether `Type(label: { … })` somewhere passes a closure that mutates observed state.
    func isMutatingCallback(type: String, label: String) -> Bool { mutatingCallbacks.contains(type + "." + label) }

    /// Methods of `name` (or of a type conforming to / inheriting from it)
    /// that synchronously assign `@Published` state.
    func publishingMethods(of name: String) -> Set<String> {
        var result = entries[name]?.publishingMethods ?? []
        guard kind(of: name) == .protocol || hasSubtypes(name) else { return result }
        for (other, entry) in entries where !entry.publishingMethods.isEmpty && ancestors(of: other).contains(name) {
            result.formUnion(entry.publishingMethods)
        }
        return result
    }

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

/// The role tables computed for an index, by name-pattern set.
private final class RoleTables: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: RoleTable] = [:]

    func table(for resolver: RoleResolver, model: SemanticModel) -> RoleTable {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[resolver.key] { return known }
        let table = RoleTable(model: model, patterns: resolver)
        tables[resolver.key] = table
        return table
    }

    /// Keeps `table`, inferred on this index's model, as the one for `resolver`.
    func store(_ table: RoleTable, for resolver: RoleResolver) {
        lock.lock()
        defer { lock.unlock() }
        tables[resolver.key] = table
    }
}
