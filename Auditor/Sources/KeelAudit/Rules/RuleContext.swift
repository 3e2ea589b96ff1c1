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
    /// The file's top-level folder (`ModuleKey`), read once.
    let module: String
    /// `viewModels(_:)` by scope, computed on first use: most rules ask,
    /// twice each (findings and compliance). Rules run one after another
    /// on a context, never concurrently.
    private var viewModelsByScope: [RuleScope: [Int]] = [:]

    init(facts: FileFacts, index: TypeIndex, configuration: Configuration, resolver: RoleResolver, legacyGlobs: [PathGlob]) {
        self.facts = facts
        self.index = index
        self.configuration = configuration
        self.resolver = resolver
        let module = ModuleKey.of(facts.path)
        self.module = module
        var primaryByName: [String: Int] = [:]
        for (i, unit) in facts.units.enumerated() where unit.declaration.kind != .extension && unit.parent == nil {
            if primaryByName[unit.name] == nil { primaryByName[unit.name] = i }
        }
        var roles = [Role](repeating: [], count: facts.units.count)
        var owners = Array(facts.units.indices)
        for (i, unit) in facts.units.enumerated() where unit.declaration.kind != .extension {
            roles[i] = resolver.roles(of: unit.declaration, path: facts.path, module: module, index: index)
            // SwiftUI's own `Coordinator` (what a `UIViewRepresentable` makes in
            // `makeCoordinator()` to act as its delegate) is not a navigation
            // coordinator: a type nested in a representable never is one.
            if roles[i].contains(.coordinator), let parent = unit.parent, Self.isRepresentable(facts.units[parent], index: index) {
                roles[i].remove(.coordinator)
            }
        }
        for (i, unit) in facts.units.enumerated() where unit.declaration.kind == .extension {
            if let primary = primaryByName[unit.name] {
                owners[i] = primary
                roles[i] = roles[primary]
            } else {
                roles[i] = resolver.roles(ofName: unit.name, index: index)
            }
        }
        self.roles = roles
        self.owners = owners
        self.isLegacyFile = legacyGlobs.contains { $0.matches(facts.path) }
    }

    var path: String { facts.path }

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

    /// Whether `name` is a type the tree declares itself (so a framework-looking
    /// name such as `Image` may be the app's own model type).
    func isOwnType(_ name: String) -> Bool { index.declares(name) }

    func threshold(_ name: String, default fallback: Int) -> Int { configuration.threshold(name, default: fallback) }

    // MARK: ViewModels

    /// Whether a class is an `ObservableObject` or `@Observable`: declared so,
    /// through a protocol or superclass, or through an extension anywhere.
    func isObservable(_ unit: Int) -> Bool {
        let decl = facts.units[unit].declaration
        if decl.isObservable || index.isObservable(decl.name, module: module) { return true }
        let ancestors = index.ancestors(of: decl, module: module).union(decl.inherited)
        if ancestors.contains("ObservableObject") { return true }
        return ancestors.contains { index.isObservable($0, module: module) }
    }

    /// Whether SwiftUI observes the ViewModel: it is observable, a SwiftUI
    /// view holds it (or a protocol it conforms to), or it has `@Published`
    /// state in a file that imports SwiftUI. `@Published` alone is not
    /// evidence: UIKit + Combine ViewModels publish state to view
    /// controllers through `$property` too (they, and Rx-relay ViewModels,
    /// are UIKit ViewModels).
    ///
    /// A ViewModel a SwiftUI view holds but that has no mutable stored state
    /// (only `let` closures and dependencies) has nothing to observe: not
    /// SwiftUI-facing.
    func isSwiftUIFacing(_ unit: Int) -> Bool {
        isObservable(unit) || (index.isHeldBySwiftUI(facts.units[unit].declaration, path: facts.path) && hasMutableState(unit))
            || publishesToSwiftUI(unit)
    }

    /// The unit declares a stored `var` (instance, not computed).
    func hasMutableState(_ unit: Int) -> Bool {
        let properties = facts.properties
        return properties.indices.contains { properties[$0].unit == unit && !properties[$0].isStatic && !properties[$0].isLet && !properties[$0].isComputed }
    }

    /// `@Published` state in a file that imports SwiftUI (outside `#if`) and
    /// declares no UIKit view controller (a UIKit screen file imports SwiftUI
    /// for its `#Preview`s).
    func publishesToSwiftUI(_ unit: Int) -> Bool {
        importsSwiftUI && !publishedNames(of: unit).isEmpty && !fileHas(.viewController)
    }

    /// The file imports SwiftUI unconditionally (not only for `#if DEBUG` previews).
    var importsSwiftUI: Bool { facts.imports.contains { $0.module == "SwiftUI" && $0.condition == nil } }

    /// Whether the type extended by an extension declared apart from its
    /// type (another file) is SwiftUI-facing, from the index.
    private func isSwiftUIFacing(name: String) -> Bool {
        let declarations = index.declarations(of: name)
        if index.entry(name)?.isObservable == true || index.ancestors(of: name).contains("ObservableObject") { return true }
        return declarations.contains { index.isHeldBySwiftUI($0) || (importsSwiftUI && !$0.publishedNames.isEmpty) }
    }

    /// Whether the ViewModel `owner` (a primary unit, or an extension of a
    /// type declared in another file) is in `scope`: `.viewModels` covers
    /// every ViewModel, `.swiftUIViewModels` those SwiftUI observes outside
    /// `legacyPaths`, `.newViewModels` adds legacy UIKit ViewModels in files
    /// changed since the base ref.
    func isInScope(_ owner: Int, _ scope: RuleScope) -> Bool {
        guard roles[owner].contains(.viewModel) else { return false }
        switch scope {
        case .swiftUIViewModels, .newViewModels:
            if isLegacyFile { return false }
            if scope == .newViewModels, facts.changedSinceBase { return true }
            let unit = facts.units[owner]
            return unit.declaration.kind == .extension ? isSwiftUIFacing(name: unit.name) : isSwiftUIFacing(owner)
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
