/// What a rule sees of one file: its facts, the repo-wide index, the
/// configuration, and each unit's resolved role.
///
/// A class: rules pass it around and capture it in closures, and a value
/// copy would retain every array of the facts and the index each time.
final class RuleContext {
    let facts: FileFacts
    let index: TypeIndex
    let configuration: Configuration
    let resolver: RoleResolver
    /// Roles of each unit (extensions get the roles of the type they extend).
    let roles: [Role]
    /// For each unit: the same-file primary declaration with the same name
    /// (extensions map to their type when it is declared in this file), else itself.
    let owners: [Int]
    /// Whether the file matches `legacyPaths`.
    let isLegacyFile: Bool
    /// `legacyPaths`, parsed once per run (`isLegacy(path:)` asks them for another file).
    private let legacyGlobs: [PathGlob]
    /// The file's top-level folder (`ModuleKey`), read once.
    let module: String
    /// `viewModels(_:)` by scope, computed on first use: most rules ask,
    /// twice each (findings and compliance). Rules run one after another
    /// on a context, never concurrently.
    private var viewModelsByScope: [RuleScope: [Int]] = [:]

    /// The semantic model (the index's), this file's place in it, and the run's roles.
    let model: SemanticModel
    /// This file's index in `model`.
    let file: Int
    let roleTable: RoleTable
    /// Per unit: the declaration it is, or the type an extension extends.
    let symbols: [Symbol?]

    init(facts: FileFacts, index: TypeIndex, configuration: Configuration, resolver: RoleResolver, legacyGlobs: [PathGlob]) {
        self.facts = facts
        self.configuration = configuration
        self.resolver = resolver
        let module = ModuleKey.of(facts.path)
        self.module = module
        // A file the index was not built from (a single-file analysis) is
        // read with a model of its own.
        var index = index
        if index.model.file(facts.path) == nil {
            var builder = TypeIndex.Builder()
            builder.add(FileIndex(facts: facts))
            index = builder.build()
        }
        self.index = index
        self.model = index.model
        let file = index.model.file(facts.path) ?? 0
        self.file = file
        let table = index.roleTable(resolver)
        self.roleTable = table
        var primaryByName: [String: Int] = [:]
        for (i, unit) in facts.units.enumerated() where unit.declaration.kind != .extension && unit.parent == nil {
            if primaryByName[unit.name] == nil { primaryByName[unit.name] = i }
        }
        var roles = [Role](repeating: [], count: facts.units.count)
        var owners = Array(facts.units.indices)
        var symbols = [Symbol?](repeating: nil, count: facts.units.count)
        for i in facts.units.indices {
            let symbol = index.model.symbol(file: file, unit: i)
            symbols[i] = symbol
            if let id = symbol.flatMap({ index.model.finalSymbol($0).declaration }) { roles[i] = table.roles(of: id) }
            // SwiftUI's own `Coordinator` (what a `UIViewRepresentable` makes in
            // `makeCoordinator()` to act as its delegate) is not a navigation
            // coordinator: a type nested in a representable never is one.
            if roles[i].contains(.coordinator), let parent = facts.units[i].parent, Self.isRepresentable(facts.units[parent], index: index) {
                roles[i].remove(.coordinator)
            }
        }
        for (i, unit) in facts.units.enumerated() where unit.declaration.kind == .extension {
            if let primary = primaryByName[unit.name], symbols[i] == symbols[primary] { owners[i] = primary }
        }
        self.symbols = symbols
        self.roles = roles
        self.owners = owners
        self.legacyGlobs = legacyGlobs
        self.isLegacyFile = legacyGlobs.contains { $0.matches(facts.path) }
    }

    /// Whether the file at `path` (another file of the tree) matches `legacyPaths`.
    func isLegacy(path: String) -> Bool { legacyGlobs.contains { $0.matches(path) } }

    var path: String { facts.path }

    /// Whether the file's module puts declarations without an isolation of
    /// their own on the main actor: its build description says so
    /// (`DefaultIsolation`), or `.keel.yml`'s `default_main_actor_isolation`.
    var mainActorByDefault: Bool {
        if configuration.defaultMainActorIsolation { return true }
        guard model.files.indices.contains(file) else { return false }
        return model.modules[model.files[file].module].mainActorByDefault
    }

    /// Whether the type declared by `unit` is isolated to the main actor:
    /// `@MainActor` on it or an ancestor, an actor of its own, or the
    /// module's default isolation (unless it opts out with `nonisolated`).
    func isMainActorIsolated(unit: Int) -> Bool {
        let decl = facts.units[unit].declaration
        if decl.kind == .actor || decl.isMainActor { return true }
        if mainActorByDefault, !decl.isNonisolated { return true }
        return index.isMainActorIsolated(decl.name, inherited: decl.inherited)
    }

    /// Whether the file's module runs nonisolated `async` functions on their
    /// caller's actor (`NonisolatedNonsendingByDefault`; Approachable Concurrency).
    var asyncRunsOnCaller: Bool {
        guard model.files.indices.contains(file) else { return false }
        return model.modules[model.files[file].module].asyncRunsOnCaller
    }

    /// Whether `unit` (or the type it extends) conforms to a SwiftUI
    /// representable protocol, here or in any other file.
    private static func isRepresentable(_ unit: UnitFact, index: TypeIndex) -> Bool {
        !KnownTypes.swiftUIRepresentables.isDisjoint(with: unit.declaration.inherited)
            || !KnownTypes.swiftUIRepresentables.isDisjoint(with: index.ancestors(of: unit.name))
    }

    /// The owner unit of `unit` if its innermost type has `role`.
    func owner(of unit: Int?, role: Role) -> Int? {
        guard let unit, roles[unit].contains(role) else { return nil }
        return owners[unit]
    }

    /// The ViewModel a value type nested in it belongs to: a struct the ViewModel declares and
    /// stores (`var input = Input()`, `let output: Output` — RxSwift's `Input`/`Output` pair). Its
    /// stored properties are made when the ViewModel is, so what their initial values reach is
    /// the ViewModel's. A nested type the ViewModel does not store (a row model it builds into a
    /// list, a state it passes on) is its own.
    func viewModelStoring(nested unit: Int?) -> Int? {
        ownerStoring(nested: unit) { owner(of: $0, role: .viewModel) }
    }

    /// `viewModelStoring(nested:)` for any owner `ownerOf` finds (a coordinator's nested `Dependencies`, CO002).
    func ownerStoring(nested unit: Int?, _ ownerOf: (Int) -> Int?) -> Int? {
        guard let unit, facts.units[unit].declaration.kind == .struct, let parent = facts.units[unit].parent,
              let owner = ownerOf(parent) else { return nil }
        let name = facts.units[unit].name
        let paths: Set<[String]> = [[name], [facts.units[owner].name, name], ["Self", name]]
        let stores = properties(of: owner).contains { property in
            !property.isStatic && !property.isComputed && !property.isCollection
                && (property.typePath.map(paths.contains) ?? false || property.initializerPath.map(paths.contains) ?? false)
        }
        return stores ? owner : nil
    }

    /// The ViewModel whose API a nested enum is: an enum the ViewModel declares and its own
    /// instance methods take (`func send(_ intent: Intent)`, `func action(_: Action)`) — what a view
    /// sends it, case by case. A nested enum no method of it takes (a row kind it keeps, a result
    /// it reduces privately without a parameter) is its own.
    ///
    /// The same for a nested struct (`kind: .struct`): the ViewModel's input (`func transform(input: Input) -> Output`,
    /// RxSwift's `Input`/`Output` pair) — what the view puts in it (`let profileVC: ProfileViewController`) is handed
    /// to the ViewModel.
    func viewModelTaking(nested unit: Int?, kind: TypeDeclaration.Kind = .enum) -> Int? {
        guard let unit, facts.units[unit].declaration.kind == kind, let parent = facts.units[unit].parent,
              let owner = owner(of: parent, role: .viewModel) else { return nil }
        let name = facts.units[unit].name
        let paths: Set<[String]> = [[name], [facts.units[owner].name, name], ["Self", name]]
        let takes = facts.functions.contains { function in
            !function.isStatic && function.name != "init" && owners[function.unit] == owner
                && function.parameterPaths.contains(where: paths.contains)
        }
        return takes ? owner : nil
    }

    /// The unit that owns navigation `unit` belongs to: a coordinator, or a SwiftUI router — an
    /// observable class with the router role that holds a navigation stack views bind to (a
    /// `NavigationPath`, a `path` of route enums) and navigates. The guides' coordinator is what owns navigation, whatever it is
    /// called (CO001, CO002). A route enum (also a router) is not one; nor is a UIKit router the guides
    /// keep as their router pattern (Windscribe's `routeTo(to:from:)` resolving each screen from the
    /// container: "✅ Clean router conversion").
    func navigationOwner(of unit: Int?) -> Int? {
        guard let unit else { return nil }
        if roles[unit].contains(.coordinator) { return owners[unit] }
        let owner = owners[unit]
        guard roles[unit].contains(.router), let symbol = symbols[owner],
              case .declared(let id) = model.finalSymbol(symbol), [.class, .actor].contains(model.record(id).kind),
              isObservable(owner), holdsNavigationStack(id) else { return nil }
        return owner
    }

    /// A SwiftUI navigation stack's state: a stored `NavigationPath`, or a collection of route enums
    /// (`var path: [RouterDestination]`) — what `NavigationStack(path:)` binds to.
    func holdsNavigationStack(_ id: DeclID) -> Bool {
        if model.swiftUINavigationPathMember(of: id) != nil { return true }
        let record = model.record(id)
        let scope = SemanticModel.Scope(file: record.file, unit: record.index, genericNames: [])
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic {
                guard member.isCollection else { continue }
                for name in member.typeNames where name.first?.isUppercase == true {
                    guard case .declared(let element) = model.finalSymbol(model.resolve(name.split(separator: ".").map(String.init), in: scope)),
                          model.record(element).kind == .enum, roleTable.roles(of: element).contains(.router) else { continue }
                    return true
                }
            }
        }
        return false
    }

    /// Primary declarations owning navigation (`navigationOwner(of:)`).
    func navigationOwnerUnits() -> [Int] {
        facts.units.indices.filter { facts.units[$0].declaration.kind != .extension && navigationOwner(of: $0) == $0 }
    }

    /// Primary declarations (not extensions) holding `role`.
    func primaryUnits(_ role: Role) -> [Int] {
        facts.units.indices.filter { facts.units[$0].declaration.kind != .extension && roles[$0].contains(role) }
    }

    /// Whether the file declares or extends a unit with `role`.
    func fileHas(_ role: Role) -> Bool { roles.contains { $0.contains(role) } }

    /// Properties declared in `owner` or in same-file extensions of it.
    func properties(of owner: Int) -> [PropertyFact] {
        let properties = facts.properties
        return properties.indices.compactMap { owners[properties[$0].unit] == owner ? properties[$0] : nil }
    }

    /// Names of `@Published` properties of `owner`.
    func publishedNames(of owner: Int) -> Set<String> {
        var names: Set<String> = []
        let properties = facts.properties
        for index in properties.indices where owners[properties[index].unit] == owner && properties[index].attributes.contains("Published") {
            names.formUnion(properties[index].names)
        }
        return names
    }

    /// The state SwiftUI observes of `owner`: its `@Published` properties, and
    /// for an `@Observable` class (or a subclass of one) every stored instance
    /// `var` not marked `@ObservationIgnored`.
    func observedStateNames(of owner: Int) -> Set<String> {
        var names = publishedNames(of: owner)
        let observation: Bool
        if let id = declaration(of: owner) {
            let ancestors = model.ancestors(of: id)
            observation = model.isObservable(id, ancestors: ancestors) && !model.isObservableObject(id, ancestors: ancestors)
        } else {
            observation = facts.units[owner].declaration.isObservable
        }
        guard observation else { return names }
        let properties = facts.properties
        for index in properties.indices where owners[properties[index].unit] == owner {
            let property = properties[index]
            if property.isStatic || property.isLet || property.isComputed || property.attributes.contains("ObservationIgnored") { continue }
            names.formUnion(property.names)
        }
        return names
    }

    /// Whether `name` is a type the tree declares itself (so a framework-looking
    /// name such as `Image` may be the app's own model type).
    func isOwnType(_ name: String) -> Bool { index.declares(name) }

    func threshold(_ name: String, default fallback: Int) -> Int { configuration.threshold(name, default: fallback) }

    // MARK: Resolution

    /// The generic parameters of the functions around `offset`.
    func genericNames(at offset: Int) -> [String] {
        var names: [String] = []
        for scope in facts.genericScopes where scope.start <= offset && offset < scope.end { names += scope.names }
        return names
    }

    /// What a written type path stands for at `offset` inside `unit`
    /// (type aliases followed).
    func resolve(_ path: [String], unit: Int?, offset: Int) -> Symbol {
        model.resolve(path, in: SemanticModel.Scope(file: file, unit: unit, genericNames: genericNames(at: offset)))
    }

    /// The type a constructor call builds: `Foo(…)`, `Module.Foo(…)`, or
    /// `.init(…)` where the context names the type (`CallFact.impliedPath`).
    func constructed(by call: CallFact) -> Symbol {
        resolve(call.impliedPath ?? [call.name], unit: call.unit, offset: call.offset)
    }

    /// What a type reference stands for. An attribute is resolved among
    /// attributes: `@Observable` is Observation's macro unless the tree
    /// declares a macro or property wrapper of that name.
    func resolve(_ ref: TypeRefFact) -> Symbol {
        if ref.role == .attribute, ref.path == nil {
            if ref.name == "Observable", !model.declaresMacro("Observable") { return .external(module: "Observation", name: "Observable()") }
        }
        if let compiler = index.compilerIndex, let offset = ref.nameOffsets.last, let symbol = compilerSymbol(compiler, at: offset) {
            return symbol
        }
        return resolve(ref.components, unit: ref.unit, offset: ref.offset)
    }

    /// What the compiler's index names at the name token starting at `offset`, as a model symbol.
    private func compilerSymbol(_ compiler: CompilerIndex, at offset: Int) -> Symbol? {
        let location = LineTable(lineStarts: facts.lineStarts, lineCount: facts.lineCount).location(offset)
        guard let target = compiler.target(at: SourcePoint(path: facts.path, line: location.line, column: location.column)) else { return nil }
        switch target {
        case .declared(let path, let line, let name):
            guard let file = model.file(path), let id = model.declaration(inFile: file, line: line, name: name) else { return nil }
            return .declared(id)
        case .external(let module, let name):
            return .external(module: module ?? "?", name: name)
        case .unresolved:
            return nil
        }
    }

    /// The roles of the type a symbol stands for: a declaration's inferred
    /// roles; for a type no visible module declares (the tree's own, outside
    /// the audited files), what its name suggests (`ViewModelNames`,
    /// `coordinatorNames`, `routerNames`); none for a framework's type.
    func roles(of symbol: Symbol) -> Role {
        switch model.finalSymbol(symbol) {
        case .declared(let id):
            return roleTable.roles(of: id)
        case .unresolved(let name), .external("?", let name):
            var roles: Role = []
            if resolver.viewModelNames.matches(name), !RoleResolver.isTestDouble(name) { roles.insert(.viewModel) }
            if resolver.coordinatorNames.matches(name) { roles.insert(.coordinator) }
            if resolver.routerNames.matches(name) { roles.insert(.router) }
            return roles
        default:
            return []
        }
    }

    /// The roles of the type `path` names where it is written.
    func rolesOfType(_ path: [String], unit: Int?, offset: Int) -> Role {
        roles(of: resolve(path, unit: unit, offset: offset))
    }

    /// The declaration a unit is, or the declaration an extension extends (nil for external types).
    func declaration(of unit: Int) -> DeclID? {
        symbols[unit].flatMap { model.finalSymbol($0).declaration }
    }

    /// The unit (or the type an extension extends) is a struct: a value ViewModel, whose closures
    /// copy `self` rather than retain it.
    func isStruct(_ unit: Int) -> Bool {
        guard let id = declaration(of: unit) else { return facts.units[unit].declaration.kind == .struct }
        return model.record(id).kind == .struct
    }

    /// Whether a symbol is a class that is `ObservableObject` or `@Observable`.
    func isObservable(symbol: Symbol) -> Bool {
        guard let id = model.finalSymbol(symbol).declaration else { return false }
        return model.isObservable(id)
    }

    /// Whether a symbol is a SwiftUI view, a view controller or a UIKit view.
    func isViewLike(_ symbol: Symbol) -> Bool {
        switch model.finalSymbol(symbol) {
        case .declared(let id):
            if !roleTable.roles(of: id).isDisjoint(with: [.view, .viewController]) || roleTable.initializesAsView(id) { return true }
            return model.ancestors(of: id).contains { ancestor in
                switch ancestor {
                case .external(_, let name), .unresolved(let name): KnownTypes.uiKitViews.contains(name)
                default: false
                }
            }
        case .external(_, let name):
            return KnownTypes.uiKitViews.contains(name)
        case .unresolved(let name):
            return KnownTypes.uiKitViews.contains(name) || name.hasSuffix("ViewController") || (name.hasSuffix("View") && name.count > 4)
        case .genericParameter:
            return false
        }
    }

    // MARK: ViewModels

    /// Whether a class is an `ObservableObject` or `@Observable`: declared so,
    /// through a protocol or superclass, or through an extension anywhere.
    func isObservable(_ unit: Int) -> Bool {
        guard let id = declaration(of: unit) else { return facts.units[unit].declaration.isObservable }
        return model.isObservable(id)
    }

    /// Whether SwiftUI observes the ViewModel: it is observable, or a
    /// SwiftUI view holds it (or a protocol it conforms to) and it has
    /// mutable state. `@Published` alone is not evidence: UIKit + Combine
    /// ViewModels publish state to view controllers through `$property`
    /// too (they, and Rx-relay ViewModels, are UIKit ViewModels), and an
    /// `import SwiftUI` says nothing about who observes a type.
    ///
    /// A ViewModel a SwiftUI view holds but that has no mutable stored state
    /// (only `let` closures and dependencies) has nothing to observe: not
    /// SwiftUI-facing.
    func isSwiftUIFacing(_ unit: Int) -> Bool {
        if isObservable(unit) { return true }
        guard let id = declaration(of: unit), roleTable.isHeldBySwiftUI(id) else { return false }
        return hasMutableState(unit) || model.typeDeclaration(id)?.declaresStoredVar == true
    }

    /// The class keeps no state at all: no stored instance `var` (`@Published`
    /// or plain) in it or in a superclass of the tree, and no ancestor keel
    /// cannot read (an unresolved supertype may hold some). An empty
    /// `ObservableObject`, or an `@Observable` service holding only `let`
    /// dependencies, has nothing a view could see change.
    func keepsNoState(_ unit: Int) -> Bool {
        guard let id = declaration(of: unit) else { return false }
        if model.typeDeclaration(id) == nil || keepsStoredState(id) { return false }
        for ancestor in model.ancestors(of: id) {
            switch ancestor {
            case .declared(let other):
                if keepsStoredState(other) { return false }
            case .external(let module, _):
                if module == "?" { return false }
            case .unresolved, .genericParameter:
                return false
            }
        }
        return true
    }

    /// A stored instance `var` that is state: any but a slot holding a dependency
    /// (`var analytics: AnalyticsServicing?`, a service the type is given — `DependencySlot`)
    /// and a private callback slot (`private var onDismiss: (() -> Void)?`, a view hands it in).
    func keepsStoredState(_ id: DeclID) -> Bool {
        model.parts(of: id).contains { part in
            part.declaration.storedMembers.contains {
                !$0.isLet && !$0.isStatic && !($0.isClosure && !$0.isExposed) && !DependencySlot.holdsDependency($0, in: part.scope, self)
            }
        }
    }

    /// The ViewModel, its extensions or a superclass of the tree declare a
    /// method: a controller binds to its logic. A class of only stored values
    /// (a box the controller reads) is state, not a ViewModel.
    func declaresLogic(_ unit: Int) -> Bool {
        guard let id = declaration(of: unit) else { return facts.units[unit].declaration.traits.contains(.declaresMethods) }
        let lineage = [id] + model.ancestors(of: id).compactMap(\.declaration)
        return lineage.contains { model.mergedTraits($0).contains(.declaresMethods) }
    }

    /// The unit declares a stored `var` (instance, not computed).
    func hasMutableState(_ unit: Int) -> Bool {
        let properties = facts.properties
        return properties.indices.contains { properties[$0].unit == unit && !properties[$0].isStatic && !properties[$0].isLet && !properties[$0].isComputed }
    }

    /// The file imports SwiftUI unconditionally (not only for `#if DEBUG` previews).
    var importsSwiftUI: Bool { facts.imports.contains { $0.module == "SwiftUI" && $0.condition == nil } }

    /// Whether the ViewModel `owner` (a primary unit, or an extension of a
    /// type declared in another file) is in `scope`: `.viewModels` covers
    /// every ViewModel, `.swiftUIViewModels` those SwiftUI observes outside
    /// `legacyPaths`, `.newViewModels` adds legacy UIKit ViewModels in files
    /// changed since the base ref, `.currentViewModels` is every ViewModel
    /// outside `legacyPaths`, `.publishingViewModels` those SwiftUI observes and
    /// the others of them with `@Published` state.
    func isInScope(_ owner: Int, _ scope: RuleScope) -> Bool {
        guard roles[owner].contains(.viewModel) else { return false }
        switch scope {
        case .swiftUIViewModels, .newViewModels:
            if isLegacyFile { return false }
            if scope == .newViewModels, facts.changedSinceBase { return true }
            return isSwiftUIFacing(owner)
        case .currentViewModels:
            return !isLegacyFile && (isSwiftUIFacing(owner) || declaresLogic(owner))
        case .publishingViewModels:
            if isLegacyFile { return false }
            return isSwiftUIFacing(owner) || (declaresLogic(owner) && !publishedNames(of: owner).isEmpty)
        default:
            return true
        }
    }

    /// The primary ViewModel units in `scope` (a rule's compliance denominator).
    func viewModels(_ scope: RuleScope) -> [Int] {
        if let known = viewModelsByScope[scope] { return known }
        let units = primaryUnits(.viewModel).filter { isInScope($0, scope) }
        viewModelsByScope[scope] = units
        return units
    }

    /// The owner of `unit` if it is a ViewModel in `scope`. Memoize per rule
    /// run with a `ScopeCache` when called per fact.
    func owner(of unit: Int?, in scope: RuleScope, cache: inout [Int: Bool]) -> Int? {
        guard let unit, roles[unit].contains(.viewModel) else { return nil }
        let owner = owners[unit]
        if let known = cache[owner] { return known ? owner : nil }
        let inScope = isInScope(owner, scope)
        cache[owner] = inScope
        return inScope ? owner : nil
    }
}
