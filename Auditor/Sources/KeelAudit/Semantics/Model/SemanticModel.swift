/// The audited tree as the compiler would see its types: every type, type
/// alias and associated type with its lexical scope and module, each
/// file's imports, extensions merged into the type they extend (found by
/// the same lookup as any other name), and inheritance resolved through
/// all of that. Built once per run from the files' pass-1 indexes and the
/// `ModuleMap`; `audit`, `fix`, `migrate` and `explain` read the same one.
///
/// Name lookup follows the compiler's order (`resolve(_:in:)`): generic
/// parameters, the enclosing types innermost first (their nested types,
/// then those they inherit), the file's module, the tree's modules the
/// file imports, then the external modules it imports (`ExternalModules`).
/// Where a file's module is only the folder heuristic, a name no module in
/// reach declares is looked up in every module of the tree, and taken when
/// exactly one declares it.
///
/// Immutable once built and `Sendable`: pass-2 tasks share one. Lookups
/// are dictionary walks, bounded in depth; typealias chains and
/// inheritance cycles are cut at `maxDepth`.
package struct SemanticModel: Sendable {
    package struct File: Sendable {
        package var path: String
        package var module: Int
        package var imports: [String]
        /// The modules its imports make visible (`ExternalModules.visibleModules`).
        var visible: [String]
        /// Per unit of the file: the declaration it is (nil for an extension).
        var unitDecls: [DeclID?]
        /// Per unit: the symbol an extension extends (nil for a declaration).
        var extended: [Symbol?]
        /// Per unit: its enclosing unit.
        var unitParents: [Int?]
        /// Per unit: its own generic parameter names, and their lines.
        var unitGenerics: [[String]]
        /// Modules its imports bring in besides themselves: what the tree's imported modules re-export.
        var reexported: [String] = []
        var unitGenericLines: [[Int]]
        /// Per alias of the file: its declaration.
        var aliasDecls: [DeclID]
    }

    package struct Module: Sendable, Hashable {
        package var name: String
        package var source: ModuleSource
        /// Declarations without an isolation of their own are on the main actor (`DefaultIsolation`).
        package var mainActorByDefault = false
        /// Nonisolated `async` functions run on their caller's actor (`DefaultIsolation.runsAsyncOnCaller`).
        package var asyncRunsOnCaller = false
    }

    package private(set) var files: [File] = []
    package private(set) var modules: [Module] = []
    package private(set) var declarations: [DeclRecord] = []
    /// The pass-1 declaration of each nominal `DeclID` (nil for aliases).
    private(set) var typeDeclarations: [TypeDeclaration?] = []
    /// The alias facts of each alias `DeclID`.
    private(set) var aliasDeclarations: [TypeAliasDeclaration?] = []
    private var fileByPath: [String: Int] = [:]
    private var moduleByName: [String: Int] = [:]
    /// Per module, its top-level declarations by name.
    private var topLevel: [[String: [DeclID]]] = []
    /// Nested declarations of a declared type (in its body or its extensions), by name.
    private var members: [DeclID: [String: [DeclID]]] = [:]
    /// Nested declarations the tree adds to external types (`extension UIView { enum Style {} }`).
    private var externalMembers: [String: [String: [DeclID]]] = [:]
    /// Direct supertypes of each declaration: its inheritance clause and its extensions' clauses, resolved.
    package private(set) var supertypes: [DeclID: [Symbol]] = [:]
    /// The simple names of the declarations some declaration's own
    /// inheritance clause resolves to (aliases followed): the declared
    /// classes and protocols that have subtypes in the tree.
    package private(set) var namesWithSubtypes: Set<String> = []
    /// The extensions of each declared type, as (file, unit).
    package private(set) var extensions: [DeclID: [(file: Int, unit: Int)]] = [:]
    /// The extensions of external types, keyed `Module.Name`.
    package private(set) var externalExtensions: [String: [(file: Int, unit: Int)]] = [:]
    /// Macro names the tree declares.
    private var macros: Set<String> = []
    /// Per file: the declarations nested directly in each unit.
    private var nestedInUnit: [[Int: [DeclID]]] = []
    /// Per file and line: the declarations named there.
    private var declarationsByFileLine: [Int: [Int: [DeclID]]] = [:]

    static let maxDepth = 32

    /// Resolutions already made (`ResolutionMemo`); nil while the model is
    /// being built, so nothing resolved against half-built tables is kept.
    fileprivate var resolutions: ResolutionMemo?

    /// An empty model.
    package init() {}

    /// The model of `indexes` (files in a fixed order) under `modules`.
    package init(_ indexes: [FileIndex], modules moduleMap: ModuleMap, platform: ExternalModules.Platform = .apple) {
        var builder = SemanticModelBuilder(moduleMap: moduleMap, platform: platform)
        for index in indexes { builder.add(index) }
        self = builder.build()
    }

    // MARK: Queries

    /// The model's index of the file at `path`.
    package func file(_ path: String) -> Int? { fileByPath[path] }

    /// The declaration a unit of a file is (nil for an extension or an unknown file).
    package func declaration(file: Int, unit: Int) -> DeclID? {
        guard files.indices.contains(file), files[file].unitDecls.indices.contains(unit) else { return nil }
        return files[file].unitDecls[unit]
    }

    /// What a unit stands for: the declaration, or the type an extension extends.
    package func symbol(file: Int, unit: Int) -> Symbol? {
        guard files.indices.contains(file), files[file].unitDecls.indices.contains(unit) else { return nil }
        if let id = files[file].unitDecls[unit] { return .declared(id) }
        return files[file].extended[unit]
    }

    package func record(_ id: DeclID) -> DeclRecord { declarations[id.index] }

    /// The pass-1 declaration behind a nominal type's id.
    package func typeDeclaration(_ id: DeclID) -> TypeDeclaration? { typeDeclarations[id.index] }

    /// `Outer.Inner` — the declaration's name qualified by its enclosing types.
    package func qualifiedName(_ id: DeclID) -> String {
        var names = [declarations[id.index].name]
        var current = enclosingType(of: id)
        var depth = 0
        while let outer = current, depth < Self.maxDepth {
            switch outer {
            case .declared(let parent):
                names.append(declarations[parent.index].name)
                current = enclosingType(of: parent)
            case .external(_, let name):
                names.append(name)
                current = nil
            default:
                current = nil
            }
            depth += 1
        }
        return names.reversed().joined(separator: ".")
    }

    /// The type a declaration is nested in (through an extension, the extended type).
    package func enclosingType(of id: DeclID) -> Symbol? {
        let record = declarations[id.index]
        guard let parent = record.lexicalParent else { return nil }
        return symbol(file: record.file, unit: parent)
    }

    /// Whether `id` is declared inside `outer`, at any depth (through an extension, the extended type).
    package func isNested(_ id: DeclID, in outer: DeclID) -> Bool {
        var enclosing = enclosingType(of: id)
        var depth = 0
        while let symbol = enclosing, depth < Self.maxDepth {
            guard case .declared(let parent) = finalSymbol(symbol) else { return false }
            if parent == outer { return true }
            enclosing = enclosingType(of: parent)
            depth += 1
        }
        return false
    }

    /// The module a declaration belongs to.
    package func module(of id: DeclID) -> Module { modules[declarations[id.index].module] }

    /// The declaration named `name` whose name is on `line` of `file`.
    package func declaration(inFile file: Int, line: Int, name: String) -> DeclID? {
        declarationsByFileLine[file]?[line]?.first { declarations[$0.index].name == name }
    }

    /// Every declaration of a simple name, in model order (for `keel explain NAME`).
    package func declarations(named name: String) -> [DeclID] {
        var result: [DeclID] = []
        for (module, table) in topLevel.enumerated() { _ = module; result += table[name] ?? [] }
        for table in members.values { result += table[name] ?? [] }
        for table in externalMembers.values { result += table[name] ?? [] }
        return Array(Set(result)).sorted()
    }

    /// Whether a macro of this name is declared in the tree.
    package func declaresMacro(_ name: String) -> Bool { macros.contains(name) }

    // MARK: Lookup

    /// Where a name is looked up from: a file, the unit enclosing the
    /// reference (nil at file scope), and the generic parameters of the
    /// functions around it.
    package struct Scope: Sendable {
        package var file: Int
        package var unit: Int?
        package var genericNames: [String] = []
        /// The line of each of `genericNames`, when known (parallel).
        package var genericLines: [Int] = []
        /// What each of `genericNames` must conform to, as written.
        package var genericConstraints: [String: [[String]]] = [:]

        package init(file: Int, unit: Int?, genericNames: [String] = [], genericLines: [Int] = [],
                     genericConstraints: [String: [[String]]] = [:]) {
            self.file = file
            self.unit = unit
            self.genericNames = genericNames
            self.genericLines = genericLines
            self.genericConstraints = genericConstraints
        }
    }

    /// Resolves a written path (`["A", "B"]` for `A.B`) from `scope`,
    /// following type aliases to what they stand for when `followAliases`.
    package func resolve(_ path: [String], in scope: Scope, followAliases: Bool = true) -> Symbol {
        guard let first = path.first else { return .unresolved("") }
        guard let resolutions, !scope.genericNames.contains(first) else {
            return resolveUnmemoised(path, in: scope, followAliases: followAliases)
        }
        let key = ResolutionMemo.Key(path, file: scope.file, unit: scope.unit, followAliases: followAliases)
        if let known = resolutions.symbol(for: key) { return known }
        let symbol = resolveUnmemoised(path, in: scope, followAliases: followAliases)
        resolutions.store(symbol, for: key)
        return symbol
    }

    /// `resolve(_:in:followAliases:)` without the memo (its tests compare the two).
    func resolveUnmemoised(_ path: [String], in scope: Scope, followAliases: Bool) -> Symbol {
        guard let first = path.first else { return .unresolved("") }
        var current = lookup(first, in: scope)
        var rest = path.dropFirst()
        // A module's name as the first component (`SwiftUI.View`, `Swift.Sequence`, `MyKit.Foo`) when no
        // type of the tree has that name.
        let isModuleName = moduleByName[first] != nil || ExternalModules.isKnown(first) || files[scope.file].visible.contains(first)
        if current.declaration == nil, isModuleName, rest.first != nil { current = .unresolved(first) }
        if case .unresolved = current, let second = rest.first {
            if let module = moduleByName[first] {
                current = topLevel[module][second]?.first.map(Symbol.declared) ?? .external(module: first, name: second)
                rest = rest.dropFirst()
            } else if ExternalModules.isKnown(first) || files[scope.file].imports.contains(first) {
                current = .external(module: first, name: second)
                rest = rest.dropFirst()
            }
        }
        for component in rest {
            current = member(component, of: current)
            if case .unresolved = current { return current }
        }
        return followAliases ? finalSymbol(current) : current
    }

    /// The nested type `name` of `symbol` (declared, inherited, or added by an extension).
    package func member(_ name: String, of symbol: Symbol) -> Symbol {
        switch finalSymbol(symbol) {
        case .declared(let id):
            if let found = memberLookup(name, in: id, depth: 0) { return .declared(found) }
            // A member of an associated type is one of what it must conform to.
            if declarations[id.index].kind == .associatedType, let alias = aliasDeclarations[id.index], !alias.inherited.isEmpty {
                let record = declarations[id.index]
                let bounds = alias.inherited.map { resolve($0, in: Scope(file: record.file, unit: record.lexicalParent)) }
                return member(name, of: .genericParameter(record.name, bounds: bounds))
            }
            // An associated type the compiler infers from a conformance to an
            // external protocol (`Product.ID` of an `Identifiable` struct) is
            // synthesized in the type's own module.
            if ancestors(of: id).contains(where: { if case .external = $0 { true } else if case .unresolved = $0 { true } else { false } }) {
                return .external(module: modules[declarations[id.index].module].name, name: declarations[id.index].name + "." + name)
            }
            return .unresolved(name)
        case .external(let module, let outer):
            if let added = externalMembers[module + "." + outer]?[name]?.first ?? externalMembers["?." + outer]?[name]?.first {
                return .declared(added)
            }
            return .external(module: module, name: outer + "." + name)
        case .genericParameter(let generic, _, let bounds):
            // An associated type of what the parameter must conform to.
            for bound in bounds {
                switch finalSymbol(bound) {
                case .declared(let id):
                    if let found = memberLookup(name, in: id, depth: 0) { return .declared(found) }
                case .external(let module, _) where module != "?":
                    return .external(module: module, name: name)
                default:
                    continue
                }
            }
            return .external(module: "?", name: generic + "." + name)
        case .unresolved:
            return .unresolved(name)
        }
    }

    /// One name from a scope, without following aliases.
    func lookup(_ name: String, in scope: Scope) -> Symbol {
        if let index = scope.genericNames.lastIndex(of: name) {
            let line = scope.genericLines.indices.contains(index) ? scope.genericLines[index] : nil
            return .genericParameter(name, origin: line.map { GenericOrigin(file: scope.file, line: $0) },
                                     bounds: bounds(scope.genericConstraints[name] ?? [], for: name, in: Scope(file: scope.file, unit: scope.unit)))
        }
        let file = files[scope.file]
        var unit = scope.unit
        var depth = 0
        var externalOwner: String?
        var conformers: [DeclID] = []
        while let current = unit, depth < Self.maxDepth {
            if let index = file.unitGenerics[current].firstIndex(of: name) {
                let lines = file.unitGenericLines[current]
                let constraints = file.unitDecls[current].flatMap { typeDeclarations[$0.index]?.genericRequirements[name] } ?? []
                return .genericParameter(name, origin: lines.indices.contains(index) ? GenericOrigin(file: scope.file, line: lines[index]) : nil,
                                         bounds: bounds(constraints, for: name, in: Scope(file: scope.file, unit: file.unitParents[current])))
            }
            let owner: Symbol? = file.unitDecls[current].map(Symbol.declared) ?? file.extended[current]
            if let owner {
                if case .declared(let id) = owner {
                    if declarations[id.index].name == name, declarations[id.index].kind.isNominal { return owner }
                    // The type's generic parameters (visible in its extensions too) before its members.
                    if let decl = typeDeclarations[id.index], let index = decl.genericParameters.firstIndex(of: name) {
                        let line = decl.genericParameterLines.indices.contains(index) ? decl.genericParameterLines[index] : nil
                        var constraints = decl.genericRequirements[name] ?? []
                        if file.unitDecls[current] == nil { constraints += extensionDeclarations[scope.file][current]?.genericRequirements[name] ?? [] }
                        return .genericParameter(name, origin: line.map { GenericOrigin(file: declarations[id.index].file, line: $0) },
                                                 bounds: bounds(constraints, for: name, in: Scope(file: scope.file, unit: file.unitParents[current])))
                    }
                    if let found = memberLookup(name, in: id, depth: 0, protocols: false) { return .declared(found) }
                    conformers.append(id)
                } else if case .external(let module, _) = owner {
                    if case .declared(let added) = member(name, of: owner) { return .declared(added) }
                    if externalOwner == nil, module != "?" { externalOwner = module }
                }
            }
            // An extension of a nested type (`extension Outer.Inner`) sees the
            // outer types' generic parameters and members too.
            if file.unitDecls[current] == nil, case .declared(let extended)? = file.extended[current] {
                var outer = enclosingType(of: extended)
                var level = 0
                while case .declared(let id)? = outer, level < Self.maxDepth {
                    if let decl = typeDeclarations[id.index], let index = decl.genericParameters.firstIndex(of: name) {
                        let line = decl.genericParameterLines.indices.contains(index) ? decl.genericParameterLines[index] : nil
                        let record = declarations[id.index]
                        return .genericParameter(name, origin: line.map { GenericOrigin(file: record.file, line: $0) },
                                                 bounds: bounds(decl.genericRequirements[name] ?? [], for: name,
                                                                in: Scope(file: record.file, unit: record.lexicalParent)))
                    }
                    if declarations[id.index].name == name { return .declared(id) }
                    if let found = memberLookup(name, in: id, depth: 0, protocols: false) { return .declared(found) }
                    conformers.append(id)
                    outer = enclosingType(of: id)
                    level += 1
                }
            }
            unit = file.unitParents[current]
            depth += 1
        }
        // What the enclosing types' conformances bring, innermost first.
        for id in conformers {
            if let found = memberLookup(name, in: id, depth: 0) { return .declared(found) }
        }
        // `CodingKeys` the compiler synthesizes for a Codable type, in the type's module.
        if name == "CodingKeys", let id = conformers.first,
           ancestors(of: id).contains(where: { ["Codable", "Encodable", "Decodable"].contains($0.simpleName) }) {
            return .external(module: modules[declarations[id.index].module].name, name: name)
        }
        return lookupAtFileScope(name, file: scope.file, ownerModule: externalOwner)
    }

    /// The symbols a generic parameter's constraints name (a constraint on
    /// itself, `T: P<T>`, is skipped).
    private func bounds(_ constraints: [[String]], for name: String, in scope: Scope) -> [Symbol] {
        constraints.compactMap { path in path.first == name ? nil : resolve(path, in: scope) }
    }

    /// The file's module, the tree's modules it imports, the external
    /// modules it imports; the whole tree where the module is a guess.
    /// `ownerModule`: inside an extension of an external type, its module —
    /// what a name nothing else declares most likely belongs to (an
    /// associated type of the extended protocol).
    func lookupAtFileScope(_ name: String, file index: Int, ownerModule: String? = nil) -> Symbol {
        let file = files[index]
        if let found = visible(topLevel[file.module][name], from: index) { return .declared(found) }
        for imported in file.imports {
            if let module = moduleByName[imported], let found = visible(topLevel[module][name], from: index) { return .declared(found) }
        }
        for module in file.reexported {
            if let tree = moduleByName[module], let found = visible(topLevel[tree][name], from: index) { return .declared(found) }
        }
        if let module = ExternalModules.module(declaring: name, visible: file.visible) { return .external(module: module, name: name) }
        if modules[file.module].source == .folder {
            // The folder heuristic cannot see target boundaries: a name one
            // other module declares is taken as that module's.
            var candidates: [DeclID] = []
            for table in topLevel { if let found = table[name] { candidates += found } }
            if let only = candidates.first, Set(candidates.map { declarations[$0.index].module }).count == 1 { return .declared(only) }
        }
        if let ownerModule { return .external(module: ownerModule, name: name) }
        let unknown = (file.imports + file.reexported).filter { moduleByName[$0] == nil && !ExternalModules.isKnown($0) }
        if unknown.count == 1 { return .external(module: unknown[0], name: name) }
        if !unknown.isEmpty { return .external(module: "?", name: name) }
        return .unresolved(name)
    }

    /// The candidate a file sees: its own file's first (a file-private
    /// declaration shadows the module's), never another file's private one.
    ///
    /// Declarations under an `#if` that does not hold for the platform read
    /// for lose to their alternatives (`typealias Primitive` for Glibc over
    /// the one for `os`); one with no alternative is kept whatever its
    /// condition — a flag the build defines (`-D`, a package trait) cannot
    /// be known from the source.
    private func visible(_ candidates: [DeclID]?, from file: Int) -> DeclID? {
        guard let candidates, !candidates.isEmpty else { return nil }
        let reachable = candidates.filter { declarations[$0.index].file == file || !declarations[$0.index].isFilePrivate }
        let active = reachable.filter { declarations[$0.index].isActive }
        let pool = active.isEmpty ? reachable : active
        return pool.first { declarations[$0.index].file == file } ?? pool.first
    }

    /// A nested type of a declaration, or of what it inherits (superclass
    /// members, protocol associated types and aliases), innermost first.
    /// `protocols: false` leaves out what conformances bring (associated
    /// types, protocol extensions' aliases): unqualified lookup finds an
    /// enclosing type's own member before a protocol requirement of an inner one.
    func memberLookup(_ name: String, in id: DeclID, depth: Int, protocols: Bool = true) -> DeclID? {
        guard depth < Self.maxDepth else { return nil }
        if let candidates = members[id]?[name], !candidates.isEmpty {
            // Members the platform compiles, then those the type's own module declares.
            let active = candidates.filter { declarations[$0.index].isActive }
            let pool = active.isEmpty ? candidates : active
            let module = declarations[id.index].module
            return pool.first { declarations[$0.index].module == module } ?? pool.first
        }
        if declarations[id.index].kind == .typeAlias, case .declared(let target) = finalSymbol(.declared(id)), target != id {
            return memberLookup(name, in: target, depth: depth + 1, protocols: protocols)
        }
        for supertype in supertypes[id] ?? [] {
            guard case .declared(let parent) = supertype, parent != id else { continue }
            if !protocols, declarations[parent.index].kind == .protocol, declarations[id.index].kind != .protocol { continue }
            if let found = memberLookup(name, in: parent, depth: depth + 1, protocols: protocols) { return found }
        }
        return nil
    }

    /// A symbol with type aliases followed to what they stand for.
    package func finalSymbol(_ symbol: Symbol) -> Symbol {
        var current = symbol
        var depth = 0
        while case .declared(let id) = current, declarations[id.index].kind == .typeAlias, depth < Self.maxDepth {
            guard let alias = aliasDeclarations[id.index], let target = alias.target else { return current }
            let record = declarations[id.index]
            let next = resolve(target, in: Scope(file: record.file, unit: record.lexicalParent, genericNames: alias.genericParameters,
                                                 genericLines: alias.genericParameters.map { _ in alias.line }),
                               followAliases: false)
            if case .declared(let nextID) = next, nextID == id { return current }
            current = next
            depth += 1
        }
        return current
    }

    /// `ObservableObject` (Combine's, through any ancestor) or `@Observable`
    /// (Observation's macro, on it or a superclass) or SwiftData's `@Model`;
    /// `ancestors` when the caller has them at hand.
    package func isObservable(_ id: DeclID, ancestors: [Symbol]? = nil) -> Bool {
        if let decl = typeDeclaration(id) {
            if decl.attributes.contains("Observable"), !declaresMacro("Observable") { return true }
            if decl.attributes.contains("Model") { return true }
        }
        let ancestors = ancestors ?? self.ancestors(of: id)
        if isObservableObject(id, ancestors: ancestors) { return true }
        // A subclass of an `@Observable` class conforms to `Observable` through it.
        return ancestors.contains { symbol in
            guard case .declared(let base) = symbol else { return false }
            return typeDeclaration(base).map { $0.attributes.contains("Observable") && !declaresMacro("Observable") } ?? false
        }
    }

    /// Combine's `ObservableObject` through any ancestor: its observed state is
    /// only what it marks `@Published`.
    package func isObservableObject(_ id: DeclID, ancestors: [Symbol]? = nil) -> Bool {
        (ancestors ?? self.ancestors(of: id)).contains { symbol in
            switch symbol {
            case .external(_, "ObservableObject"), .unresolved("ObservableObject"): true
            default: false
            }
        }
    }

    /// A nominal type's declaration and each of its extensions, with the
    /// scope the names in each are written in (an extension's member types
    /// resolve from the extension, as the compiler reads them).
    package func parts(of id: DeclID) -> [(declaration: TypeDeclaration, scope: Scope)] {
        guard let primary = typeDeclarations[id.index] else { return [] }
        let record = declarations[id.index]
        var result = [(declaration: primary, scope: Scope(file: record.file, unit: record.index))]
        for (file, unit) in extensions[id] ?? [] {
            if let part = extensionDeclarations[file][unit] { result.append((part, Scope(file: file, unit: unit))) }
        }
        return result
    }

    /// The static stored properties of a type and its extensions with a
    /// written type: the path as written and the type it resolves to there.
    package func staticStoredTypes(of id: DeclID) -> [(path: [String], type: Symbol)] {
        parts(of: id).flatMap { part in
            part.declaration.storedMembers.compactMap { member in
                guard member.isStatic, let path = member.typePath else { return nil }
                return (path, finalSymbol(resolve(path, in: part.scope)))
            }
        }
    }

    /// What a declaration and its extensions show it does, merged.
    package func mergedTraits(_ id: DeclID) -> TypeTraits {
        var traits = typeDeclarations[id.index]?.traits ?? []
        for (file, unit) in extensions[id] ?? [] { traits.formUnion(extensionDeclarations[file][unit]?.traits ?? []) }
        return traits
    }

    // MARK: Ancestry

    /// Every supertype of a declaration, transitively (superclasses,
    /// conformances, refined protocols; extensions' conformances
    /// included), breadth first, each once.
    package func ancestors(of id: DeclID) -> [Symbol] {
        var result: [Symbol] = []
        var seen: Set<Symbol> = [.declared(id)]
        var frontier = supertypes[id] ?? []
        var depth = 0
        while !frontier.isEmpty, depth < Self.maxDepth {
            var next: [Symbol] = []
            for symbol in frontier where seen.insert(symbol).inserted {
                result.append(symbol)
                if case .declared(let parent) = symbol { next += supertypes[parent] ?? [] }
            }
            frontier = next
            depth += 1
        }
        return result
    }

    /// Whether a declaration inherits (transitively) from the external `module.name`.
    package func inherits(_ id: DeclID, fromExternal module: String, _ name: String) -> Bool {
        ancestors(of: id).contains { $0.isExternal(module, name) }
    }

    /// Whether a declaration inherits (transitively) from another declaration.
    package func inherits(_ id: DeclID, from other: DeclID) -> Bool {
        ancestors(of: id).contains(.declared(other))
    }

    /// The declarations that inherit (transitively) from `id`.
    package func subtypes(of id: DeclID) -> [DeclID] {
        declarations.indices.map(DeclID.init).filter { $0 != id && inherits($0, from: id) }
    }

    // MARK: Building

    fileprivate mutating func setTables(files: [File], modules: [Module], declarations: [DeclRecord],
                                        typeDeclarations: [TypeDeclaration?], aliasDeclarations: [TypeAliasDeclaration?],
                                        macros: Set<String>) {
        self.files = files
        self.modules = modules
        self.declarations = declarations
        self.typeDeclarations = typeDeclarations
        self.aliasDeclarations = aliasDeclarations
        self.macros = macros
        fileByPath = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        moduleByName = Dictionary(modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        topLevel = Array(repeating: [:], count: modules.count)
        for (i, record) in declarations.enumerated() where record.lexicalParent == nil {
            topLevel[record.module][record.name, default: []].append(DeclID(i))
        }
        // Nested declarations whose lexical parent is a declaration (not an extension).
        nestedInUnit = Array(repeating: [:], count: files.count)
        for (i, record) in declarations.enumerated() { declarationsByFileLine[record.file, default: [:]][record.line, default: []].append(DeclID(i)) }
        for (i, record) in declarations.enumerated() {
            guard let parent = record.lexicalParent else { continue }
            nestedInUnit[record.file][parent, default: []].append(DeclID(i))
            guard let owner = files[record.file].unitDecls[parent] else { continue }
            members[owner, default: [:]][record.name, default: []].append(DeclID(i))
        }
    }

    /// Resolves every extension's type (repeatedly, since a nested type
    /// declared in one extension can be what another extends), then every
    /// declaration's and extension's inheritance clause.
    fileprivate mutating func resolveExtensionsAndSupertypes() {
        var pending: [(file: Int, unit: Int, path: [String])] = []
        for (f, file) in files.enumerated() {
            for unit in file.unitDecls.indices where file.unitDecls[unit] == nil {
                pending.append((f, unit, extensionPaths[f][unit] ?? []))
            }
        }
        var round = 0
        while !pending.isEmpty, round < 4 {
            var still: [(file: Int, unit: Int, path: [String])] = []
            for item in pending {
                let scope = Scope(file: item.file, unit: files[item.file].unitParents[item.unit])
                let symbol = resolve(item.path, in: scope)
                if case .unresolved = symbol, round < 3 { still.append(item); continue }
                attach(extension: item.unit, of: item.file, to: symbol)
            }
            if still.count == pending.count { round = 3 } else { round += 1 }
            pending = still
        }
        for item in pending { attach(extension: item.unit, of: item.file, to: .unresolved(item.path.last ?? "")) }

        // Inheritance clauses, resolved from the declaration's scope.
        for (i, record) in declarations.enumerated() where record.kind.isNominal {
            guard let decl = typeDeclarations[i] else { continue }
            let scope = Scope(file: record.file, unit: record.lexicalParent, genericNames: decl.genericParameters,
                              genericLines: decl.genericParameterLines)
            let resolved = resolvedClause(decl, scope: scope)
            supertypes[DeclID(i)] = resolved
            for case .declared(let parent) in resolved { namesWithSubtypes.insert(declarations[parent.index].name) }
        }
        for (owner, list) in extensions {
            for (file, unit) in list {
                guard let decl = extensionDeclarations[file][unit] else { continue }
                let scope = Scope(file: file, unit: unit)
                let resolved = resolvedClause(decl, scope: scope)
                if !resolved.isEmpty { supertypes[owner, default: []].append(contentsOf: resolved) }
            }
        }
    }

    private func resolvedClause(_ decl: TypeDeclaration, scope: Scope) -> [Symbol] {
        let written = decl.inheritedPaths.isEmpty ? decl.inherited : decl.inheritedPaths
        return written.map { resolve($0.split(separator: ".").map(String.init), in: scope) }
    }

    private mutating func attach(extension unit: Int, of file: Int, to symbol: Symbol) {
        files[file].extended[unit] = symbol
        // Declarations nested in the extension become members of its type.
        let nested = nestedInUnit[file][unit] ?? []
        switch symbol {
        case .declared(let id):
            extensions[id, default: []].append((file, unit))
            for i in nested { members[id, default: [:]][declarations[i.index].name, default: []].append(i) }
        case .external(let module, let name):
            externalExtensions[module + "." + name, default: []].append((file, unit))
            for i in nested { externalMembers[module + "." + name, default: [:]][declarations[i.index].name, default: []].append(i) }
        default:
            break
        }
    }

    /// Per file and unit: the path an extension names (filled by the builder).
    fileprivate var extensionPaths: [[Int: [String]]] = []
    /// Per file and unit: an extension's pass-1 declaration (its clause).
    fileprivate var extensionDeclarations: [[Int: TypeDeclaration]] = []
    fileprivate mutating func setExtensions(paths: [[Int: [String]]], declarations: [[Int: TypeDeclaration]]) {
        extensionPaths = paths
        extensionDeclarations = declarations
    }
}

/// Collects files into a `SemanticModel`, in the order they are added.
package struct SemanticModelBuilder {
    let moduleMap: ModuleMap
    private var files: [SemanticModel.File] = []
    private var modules: [SemanticModel.Module] = []
    private var moduleIndex: [String: Int] = [:]
    private var declarations: [DeclRecord] = []
    private var typeDeclarations: [TypeDeclaration?] = []
    private var aliasDeclarations: [TypeAliasDeclaration?] = []
    private var extensionPaths: [[Int: [String]]] = []
    private var extensionDeclarations: [[Int: TypeDeclaration]] = []
    private var macros: Set<String> = []
    private var exportedImports: [[String]] = []
    /// `ExternalModules.visibleModules` by import list: most files import one
    /// of a few lists, and working one out took ~27,000 instructions.
    private var visibleByImports: [[String]: [String]] = [:]
    let platform: ExternalModules.Platform

    private static func visible(_ imports: [String], platform: ExternalModules.Platform, memo: inout [[String]: [String]]) -> [String] {
        if let known = memo[imports] { return known }
        let visible = ExternalModules.visibleModules(imports, platform: platform)
        memo[imports] = visible
        return visible
    }

    package init(moduleMap: ModuleMap, platform: ExternalModules.Platform = .apple) {
        self.moduleMap = moduleMap
        self.platform = platform
    }

    package mutating func add(_ index: FileIndex) {
        let assignment = moduleMap.module(of: index.path)
        let module: Int
        if let known = moduleIndex[assignment.name] {
            module = known
        } else {
            module = modules.count
            modules.append(SemanticModel.Module(name: assignment.name, source: assignment.source, mainActorByDefault: assignment.mainActorByDefault,
                                                asyncRunsOnCaller: assignment.asyncRunsOnCaller))
            moduleIndex[assignment.name] = module
        }
        let fileNumber = files.count
        var unitDecls: [DeclID?] = []
        var paths: [Int: [String]] = [:]
        var extensionDecls: [Int: TypeDeclaration] = [:]
        for (unit, decl) in index.declarations.enumerated() {
            if decl.kind == .extension {
                unitDecls.append(nil)
                paths[unit] = decl.extendedPath ?? [decl.name]
                extensionDecls[unit] = decl
                continue
            }
            unitDecls.append(DeclID(declarations.count))
            declarations.append(DeclRecord(name: decl.name, kind: DeclKind(decl.kind), file: fileNumber, index: unit,
                                           lexicalParent: decl.parent, module: module, line: decl.line,
                                           isActive: decl.condition.map { CompilationCondition.evaluate($0, platform: platform) } ?? true,
                                           isFilePrivate: decl.isFilePrivate))
            typeDeclarations.append(decl)
            aliasDeclarations.append(nil)
        }
        var aliasDecls: [DeclID] = []
        for (i, alias) in index.typeAliases.enumerated() {
            aliasDecls.append(DeclID(declarations.count))
            declarations.append(DeclRecord(name: alias.name, kind: alias.isAssociatedType ? .associatedType : .typeAlias, file: fileNumber,
                                           index: i, lexicalParent: alias.parent, module: module, line: alias.line,
                                           isActive: alias.condition.map { CompilationCondition.evaluate($0, platform: platform) } ?? true,
                                           isFilePrivate: alias.isFilePrivate))
            typeDeclarations.append(nil)
            aliasDeclarations.append(alias)
        }
        macros.formUnion(index.macros)
        let visible = Self.visible(index.imports, platform: platform, memo: &visibleByImports)
        files.append(SemanticModel.File(
            path: index.path, module: module, imports: index.imports, visible: visible,
            unitDecls: unitDecls, extended: Array(repeating: nil, count: index.declarations.count),
            unitParents: index.declarations.map(\.parent), unitGenerics: index.declarations.map(\.genericParameters),
            unitGenericLines: index.declarations.map(\.genericParameterLines),
            aliasDecls: aliasDecls))
        extensionPaths.append(paths)
        extensionDeclarations.append(extensionDecls)
        exportedImports.append(index.exportedImports)
    }

    package func build() -> SemanticModel {
        // What each module re-exports (`@_exported import`), then what each
        // file sees through the tree modules it imports, transitively.
        var visibleByImports = self.visibleByImports
        var exports: [String: [String]] = [:]
        for (file, exported) in zip(files, exportedImports) where !exported.isEmpty {
            exports[modules[file.module].name, default: []] += exported
        }
        var files = self.files
        if !exports.isEmpty {
            for i in files.indices {
                var seen = Set(files[i].imports)
                var frontier = files[i].imports + [modules[files[i].module].name]
                var added: [String] = []
                var depth = 0
                while !frontier.isEmpty, depth < 8 {
                    var next: [String] = []
                    for module in frontier {
                        for exported in exports[module] ?? [] where seen.insert(exported).inserted {
                            added.append(exported)
                            next.append(exported)
                        }
                    }
                    frontier = next
                    depth += 1
                }
                files[i].reexported = added
                files[i].visible = Self.visible(files[i].imports + added, platform: platform, memo: &visibleByImports)
            }
        }
        var model = SemanticModel()
        model.setTables(files: files, modules: modules, declarations: declarations, typeDeclarations: typeDeclarations,
                        aliasDeclarations: aliasDeclarations, macros: macros)
        model.setExtensions(paths: extensionPaths, declarations: extensionDeclarations)
        model.resolveExtensionsAndSupertypes()
        model.resolutions = ResolutionMemo()
        return model
    }
}
