/// Global dependencies reached from inside a type (VM011, CO002): what the
/// guides call singletons and hard-coded environment access.
///
/// - `X.shared`, `.sharedInstance`, `.instance` always; `.default`,
///   `.standard`, `.current`, `.main` only on classes the tree declares (so
///   `Style.default` enum cases and `URLSessionConfiguration.default` values
///   pass);
/// - member access on the tree's global instances (`let Env = Environment()`
///   somewhere in the tree, then `Env.sportsStore…`);
/// - container look-ups through a type: `Assembler.resolve(…)`,
///   `Resolver.resolve(…)` (`Container.shared.resolve` is `Container.shared`).
///
/// - lower-case globals of the tree (`let analytics = Analytics()`, then
///   `analytics.track(…)`), unless the type has a member of that name;
/// - static calls into the tree's services (`APIService.fetchUser()`: a
///   static member of a type the model resolves to a manager or service);
/// - container look-ups through property wrappers (`@Injected`,
///   `@Dependency(\.api)`, `@Inject`, `@LazyInjected`…).
///
/// Default arguments (`analytics: Analytics = .shared` injection points),
/// the type's own statics and `allowedSingletons` (a `Type.member` entry,
/// or a bare name for every member) are fine; static members and static
/// factories of the type count like any other code of it.
enum GlobalDependencies {
    struct Use {
        var offset: Int
        /// "the global singleton Analytics.shared", "the global Env (Env.store)".
        var description: String
        var snippet: String
        var owner: Int
        /// In a static member or factory (counts, but is not the place to show first).
        var inStaticContext = false
    }

    static func uses(_ context: RuleContext, owner ownerOf: (Int?) -> Int?) -> [Use] {
        var allowedSet: Set<String>?   // built only for a file with a unit of the role
        var result: [Use] = []
        for access in context.facts.staticAccesses where !access.inDefaultArgument {
            guard let owner = ownerOf(access.unit) else { continue }
            let allowed = allowedSet ?? Set(context.configuration.allowedSingletons)
            allowedSet = allowed
            let base = access.base, member = access.member
            guard base != context.facts.units[owner].name, !allowed.contains(base), !allowed.contains("\(base).\(member)") else { continue }
            guard !KnownTypes.rxTypes.contains(base) else { continue }
            let snippet = "\(base).\(member)"
            switch member {
            case "shared", "sharedInstance", "instance":
                result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner,
                                  inStaticContext: access.inStaticContext))
            case "default", "standard", "current", "main":
                // Ambiguous names (enum cases, value factories): only the tree's own classes.
                if context.index.kind(of: base) == .class {
                    result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner))
                }
            case "resolve":
                result.append(Use(offset: access.offset, description: "the service locator \(snippet)(…)", snippet: snippet, owner: owner))
            case "subscript":
                if isStoreType(access, context: context) {
                    result.append(Use(offset: access.offset, description: "the global store \(base)[…]", snippet: base + "[…]", owner: owner,
                                      inStaticContext: access.inStaticContext))
                }
            default:
                if context.index.isVisibleGlobal(base, from: context.path), !context.index.declares(base) {
                    result.append(Use(offset: access.offset, description: "the global \(base) (\(snippet))", snippet: snippet, owner: owner))
                } else if isStaticServiceCall(access, context: context) {
                    result.append(Use(offset: access.offset, description: "the static service call \(snippet)", snippet: snippet, owner: owner))
                }
            }
        }
        // Lower-case globals of the tree.
        for base in context.facts.memberBases {
            guard let owner = ownerOf(base.unit), context.index.isVisibleGlobal(base.name, from: context.path) else { continue }
            let allowed = allowedSet ?? Set(context.configuration.allowedSingletons)
            allowedSet = allowed
            guard !allowed.contains(base.name), !context.properties(of: owner).contains(where: { $0.names.contains(base.name) }),
                  !inheritsMember(base.name, owner: owner, context) else { continue }
            result.append(Use(offset: base.offset, description: "the global \(base.name)", snippet: base.name, owner: owner))
        }
        // Container look-ups through property wrappers: known ones, and the tree's own
        // `@propertyWrapper` types that call `resolve(…)`; on stored properties and on locals.
        for property in context.facts.properties {
            guard let owner = ownerOf(property.unit),
                  let index = property.attributes.indices.first(where: { isContainerWrapper([property.attributes[$0]], unit: property.unit, offset: property.offset, context) })
            else { continue }
            let wrapper = property.attributes[index]
            result.append(Use(offset: property.attributeOffsets[index], description: "the container look-up @\(wrapper) \(property.names.first ?? "")",
                              snippet: "@" + wrapper, owner: owner))
        }
        for local in context.facts.localWrappers {
            let path = local.attribute.split(separator: ".").map(String.init)
            guard let owner = ownerOf(local.unit), isContainerWrapper(path, unit: local.unit, offset: local.offset, context) else { continue }
            result.append(Use(offset: local.offset, description: "the container look-up @\(local.attribute) \(local.name)",
                              snippet: "@" + local.attribute, owner: owner))
        }
        return result.sorted { $0.offset < $1.offset }
    }

    /// Whether `name` is a member the unit inherits (a superclass's or a
    /// protocol's stored or required property): inside the type, the
    /// member shadows any global of that name, as the compiler looks it up.
    private static func inheritsMember(_ name: String, owner: Int, _ context: RuleContext) -> Bool {
        guard let symbol = context.symbols[owner], case .declared(let id) = context.model.finalSymbol(symbol) else { return false }
        for ancestor in context.model.ancestors(of: id) {
            guard case .declared(let other) = ancestor, let decl = context.model.typeDeclaration(other) else { continue }
            if decl.storedMembers.contains(where: { $0.name == name }) { return true }
        }
        return false
    }

    static var injectionWrappers: Set<String> { KnownTypes.injectionWrappers }

    /// A known injection wrapper (`@Injected`, `@Dependency`), or a property wrapper the tree declares
    /// whose code calls `resolve(…)` (`@DIContainer.Resolve(UseCase.self)`).
    private static func isContainerWrapper(_ path: [String], unit: Int?, offset: Int, _ context: RuleContext) -> Bool {
        if path.count == 1, let name = path.first, injectionWrappers.contains(name) { return true }
        // Resolved only when the tree declares a type of that name (not for `@Published`, `@State`…).
        guard let last = path.last, last.first?.isUppercase == true, context.index.declares(last),
              case .declared(let id) = context.model.finalSymbol(context.resolve(path, unit: unit, offset: offset)),
              context.model.typeDeclaration(id)?.attributes.contains("propertyWrapper") == true else { return false }
        return context.model.mergedTraits(id).contains(.resolvesFromContainer)
    }

    /// `Type.member` where the model resolves `Type` to a manager or service
    /// of the tree (by what it does, or its name) and `member` is one of its
    /// static functions: a call into a service without an instance (a
    /// static constant is a value, not a dependency).
    private static func isStaticServiceCall(_ access: StaticAccessFact, context: RuleContext) -> Bool {
        guard case .declared(let id) = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset)),
              let decl = context.model.typeDeclaration(id),
              context.model.parts(of: id).contains(where: { $0.declaration.staticFunctions.contains(access.member) }) else { return false }
        return context.roleTable.roles(of: id).contains(.manager) || context.resolver.managerNames.matches(decl.name)
            || holdsStaticInstance(id, context)
    }

    /// The base of a type subscript (`Defaults[.key]`) is a store: a type of
    /// the tree, or of a library that is not the system's.
    private static func isStoreType(_ access: StaticAccessFact, context: RuleContext) -> Bool {
        let symbol = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset))
        if case .declared(let id) = symbol { return context.model.record(id).kind.isNominal }
        return isLibraryType(symbol)
    }

    /// A static facade over hidden state: the type keeps an instance in a
    /// static stored property (`private static let main = Settings()`,
    /// `static let dataStack: DataStack`) — a class of the tree, or a type
    /// of a library that is not the system's — so its static functions
    /// reach a singleton. Static constants of system value types do not count.
    private static func holdsStaticInstance(_ id: DeclID, _ context: RuleContext) -> Bool {
        context.model.staticStoredTypes(of: id).contains { stored in
            if case .declared(let other) = stored.type { return [.class, .actor].contains(context.model.record(other).kind) }
            return isLibraryType(stored.type)
        }
    }

    /// A type the tree does not declare and the system does not either: a
    /// library's (a module keel does not know, or one it cannot place).
    private static func isLibraryType(_ symbol: Symbol) -> Bool {
        switch symbol {
        case .external(let module, let name): module == "?" ? !KnownTypes.plainSystemTypes.contains(name) : !ExternalModules.isKnown(module)
        case .unresolved(let name): name.first?.isUppercase == true && !KnownTypes.plainSystemTypes.contains(name)
        case .declared, .genericParameter: false
        }
    }

    /// One violation per dependency a unit reaches (`Analytics.shared`), at
    /// its first use, the other uses related; per use in diff mode.
    /// A use in instance code is shown first, before one in a static factory.
    static func perDependency(_ uses: [Use], context: RuleContext) -> [ViolationGroups.Group] {
        let mentions = uses.map {
            ViolationGroups.Mention(offset: $0.offset, owner: $0.owner, key: $0.snippet, label: $0.description, demoted: $0.inStaticContext)
        }
        return ViolationGroups.group(mentions, diffMode: context.facts.changedSinceBase)
    }
}
