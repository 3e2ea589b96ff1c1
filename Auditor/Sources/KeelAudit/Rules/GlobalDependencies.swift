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
/// - static look-ups in a container of instances (`DIContainer.signUseCase`,
///   where the type keeps `static let signUseCase: some SignUseCase = …`: a
///   static stored member holding an instance of the tree's class, actor or
///   protocol), one per container;
/// - reads and writes of a static store's mutable state
///   (`UserInfoService.isLoggedIn`, where the service keeps
///   `@UserDefault static var token`): a static property that is not a
///   constant, on a service that keeps static mutable state, one per store;
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
        /// What names the violation (the snippet, unless a container or store groups them): the finding's snippet.
        var key: String? = nil
        /// The type of the tree (or library) the use reaches through its static members (`Analytics` for
        /// `Analytics.shared`, `Analytics.track()`, `Analytics.isEnabled`): every use of one type's static
        /// dependency members is one violation, whichever member each reads.
        var type: String? = nil
        /// A container look-up through a type (`Assembler.resolve(…)`).
        var isServiceLocator = false
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
            // The type's own nested helper (`Coalescer.shared` inside the type declaring `Coalescer`): its implementation.
            guard !isNestedHelper(access, of: owner, context) else { continue }
            guard !KnownTypes.rxTypes.contains(base) else { continue }
            let snippet = "\(base).\(member)"
            switch member {
            case "shared", "sharedInstance", "instance":
                result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner,
                                  inStaticContext: access.inStaticContext, type: base))
            case "default", "standard", "current", "main":
                // Ambiguous names (enum cases, value factories): only the tree's own classes.
                // Or a library type the app keeps its own instance of (`extension APIService { static let default: APIService = … }`).
                if context.index.kind(of: base) == .class || extensionKeepsInstance(base, member, context) {
                    result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner, type: base))
                }
            case "resolve":
                result.append(Use(offset: access.offset, description: "the service locator \(snippet)(…)", snippet: snippet, owner: owner,
                                  isServiceLocator: true))
            case "subscript":
                if isStoreType(access, context: context) {
                    result.append(Use(offset: access.offset, description: "the global store \(base)[…]", snippet: base + "[…]", owner: owner,
                                      inStaticContext: access.inStaticContext))
                }
            default:
                if context.index.isVisibleGlobal(base, from: context.path), !context.index.declares(base) {
                    result.append(Use(offset: access.offset, description: "the global \(base) (\(snippet))", snippet: snippet, owner: owner))
                } else if access.inStaticContext, isStaticFactoryCall(access, context: context) {
                    // The type's own static member (a preview `stub()`) making its dependency with that type's
                    // static factory: a fresh instance handed to `init`, no shared global.
                    continue
                } else if isStaticServiceCall(access, context: context) {
                    result.append(Use(offset: access.offset, description: "the static service call \(snippet)", snippet: snippet, owner: owner, type: base))
                } else if let kind = staticDependencyRead(access, context: context) {
                    let description = kind == "singleton" ? "the global singleton \(snippet)" : "the \(kind) \(base) (\(snippet))"
                    result.append(Use(offset: access.offset, description: description, snippet: snippet, owner: owner,
                                      inStaticContext: access.inStaticContext, key: kind == "singleton" ? snippet : base, type: base))
                }
            }
        }
        // `private let store: Store = .shared`: the implicit member reads the annotated type's singleton.
        for property in context.facts.properties where !property.isStatic {
            guard let member = property.implicitSharedMember, let path = property.typePath, let type = path.last,
                  let owner = ownerOf(property.unit) else { continue }
            let allowed = allowedSet ?? Set(context.configuration.allowedSingletons)
            allowedSet = allowed
            let snippet = "\(type).\(member)"
            guard type != context.facts.units[owner].name, !allowed.contains(type), !allowed.contains(snippet),
                  !KnownTypes.rxTypes.contains(type),
                  implicitMemberIsSingleton(member, of: context.resolve(path, unit: property.unit, offset: property.offset), owner: owner, context)
            else { continue }
            result.append(Use(offset: property.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner, type: type))
        }
        // `let api: APIClient = provide()` in a type adopting a protocol that overloads `static func provide()` by
        // its result: a look-up in a locator, whatever the function is called.
        for property in context.facts.properties where !property.isStatic {
            guard let name = property.initializerFreeCall, let owner = ownerOf(property.unit),
                  let locator = locatorProtocol(adoptedBy: property.unit, offering: name, context) else { continue }
            result.append(Use(offset: property.offset, description: "the service locator \(name)() of \(locator)", snippet: "\(name)()",
                              owner: owner, isServiceLocator: true))
        }
        // Lower-case globals of the tree (the first use per type and name).
        var basesSeen: Set<String> = []
        for base in context.facts.memberBases {
            guard basesSeen.insert("\(base.unit ?? -1).\(base.name)").inserted, let owner = ownerOf(base.unit),
                  context.index.isVisibleGlobal(base.name, from: context.path) else { continue }
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

    /// The protocol of the tree the unit's type adopts whose declaration, or whose extensions, declare more than one
    /// static function `name` (`static func provide() -> APIClient`, `static func provide() -> Preferences`):
    /// the adopter picks an instance by the type it asks for — a service locator. One factory is no locator.
    private static func locatorProtocol(adoptedBy unit: Int, offering name: String, _ context: RuleContext) -> String? {
        guard let symbol = context.symbols[unit], case .declared(let id) = context.model.finalSymbol(symbol) else { return nil }
        for ancestor in context.model.ancestors(of: id) {
            guard case .declared(let other) = ancestor, context.model.record(other).kind == .protocol else { continue }
            // The protocol's requirements and its extensions' bodies apart: a requirement with its one default
            // body is one factory, not two (review r17 #7).
            let counts = context.model.parts(of: other).map { $0.declaration.staticFunctions.filter { $0 == name }.count }
            let required = counts.first ?? 0
            let implemented = counts.dropFirst().reduce(0, +)
            if max(required, implemented) > 1 { return context.model.record(other).name }
        }
        return nil
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
        return isService(id, decl, context)
    }

    /// `Model.stub()` where the tree's `Model` declares `stub` as a static factory of a fresh `Model`.
    private static func isStaticFactoryCall(_ access: StaticAccessFact, context: RuleContext) -> Bool {
        guard case .declared(let id) = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset)) else {
            return false
        }
        return context.model.parts(of: id).contains { $0.declaration.staticFactories.contains(access.member) }
    }

    /// A manager or service of the tree, by what it does or its name, or a type keeping its own shared instance.
    private static func isService(_ id: DeclID, _ decl: TypeDeclaration, _ context: RuleContext) -> Bool {
        context.roleTable.roles(of: id).contains(.manager) || context.resolver.managerNames.matches(decl.name)
            || holdsStaticInstance(id, context)
    }

    /// `Type.member` where `member` is a static property that hands out a
    /// dependency rather than a value: "static container" when the type keeps
    /// an instance there (`static let api: APIService = APIService(…)`, a
    /// class, actor or protocol of the tree — not a library's or the system's
    /// value such as an `HKQuantity` or a `UIColor`), "singleton" when that
    /// instance is of the type itself (`static let sharedManager = DataManager()`); "static store"
    /// when the type is a service (as `isStaticServiceCall` decides) that keeps
    /// static mutable state (a `static var`, stored or wrapped) and `member` is
    /// not a stored constant. Nil otherwise (constants, enum cases, nested types).
    private static func staticDependencyRead(_ access: StaticAccessFact, context: RuleContext) -> String? {
        guard access.member.first?.isLowercase == true,
              case .declared(let id) = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset)),
              let decl = context.model.typeDeclaration(id) else { return nil }
        let parts = context.model.parts(of: id)
        let statics = parts.flatMap { part in part.declaration.storedMembers.filter(\.isStatic).map { (member: $0, scope: part.scope) } }
        if let stored = statics.first(where: { $0.member.name == access.member }), let path = stored.member.typePath {
            let type = context.model.finalSymbol(context.model.resolve(path, in: stored.scope))
            // A data record kept as a constant (`static let media = Media(…)`, a `Codable`/`NSManagedObject`
            // class) is a value the ViewModel passes on, not a service it reaches.
            if case .declared(let other) = type, [.class, .actor, .protocol].contains(context.model.record(other).kind) {
                if context.roleTable.isDataModel(other) { return nil }
                return other == id ? "singleton" : "static container"
            }
        }
        guard parts.contains(where: { $0.declaration.staticMembers.contains(access.member) }),
              !parts.contains(where: { $0.declaration.staticFunctions.contains(access.member) }),
              !statics.contains(where: { $0.member.name == access.member && $0.member.isLet }),
              statics.contains(where: { !$0.member.isLet }) else { return nil }
        return isService(id, decl, context) ? "static store" : nil
    }

    /// The base of a type subscript (`Defaults[.key]`) is a store: a type of
    /// the tree, or of a library that is not the system's. A value enum of the
    /// tree — it declares cases and keeps no static mutable state
    /// (`Filter[index]` mapping an index to one of its cases) — is a lookup, not a store.
    private static func isStoreType(_ access: StaticAccessFact, context: RuleContext) -> Bool {
        let symbol = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset))
        if case .declared(let id) = symbol {
            guard context.model.record(id).kind.isNominal else { return false }
            return !isValueEnum(id, context)
        }
        return isLibraryType(symbol)
    }

    /// The file extends `base` with a static stored `member` holding an instance of `base` itself
    /// (`private extension APIService { static let default: APIService = … }`): an instance the app
    /// keeps for everyone — a singleton of the app's making, whoever declared the type.
    private static func extensionKeepsInstance(_ base: String, _ member: String, _ context: RuleContext) -> Bool {
        context.facts.properties.contains { property in
            guard property.isStatic, !property.isComputed, context.facts.units[property.unit].declaration.kind == .extension,
                  context.facts.units[property.unit].name == base,
                  property.names.contains(where: { $0.filter { $0 != "`" } == member }) else { return false }
            let type = property.typePath ?? property.initializerPath
            return type?.last == base || type == ["Self"]
        }
    }

    /// An enum of the tree with cases and no static mutable state (no `static var` stored or wrapped).
    private static func isValueEnum(_ id: DeclID, _ context: RuleContext) -> Bool {
        let parts = context.model.parts(of: id)
        guard context.model.record(id).kind == .enum, parts.contains(where: { $0.declaration.declaresCases }) else { return false }
        return !parts.contains { $0.declaration.storedMembers.contains { $0.isStatic && !$0.isLet } }
    }

    /// `Helper.shared` where `Helper` is a type declared inside the unit's own type (at any depth):
    /// the type reaching its own implementation, not an outside dependency.
    private static func isNestedHelper(_ access: StaticAccessFact, of owner: Int, _ context: RuleContext) -> Bool {
        isNestedHelper(context.resolve([access.base], unit: access.unit, offset: access.offset), of: owner, context)
    }

    private static func isNestedHelper(_ symbol: Symbol, of owner: Int, _ context: RuleContext) -> Bool {
        guard let ownerSymbol = context.symbols[owner], case .declared(let ownerID) = context.model.finalSymbol(ownerSymbol),
              case .declared(let id) = context.model.finalSymbol(symbol), id != ownerID else { return false }
        return context.model.isNested(id, in: ownerID)
    }

    /// `let store: Store = .shared`: the annotated type, resolved where it is written, hands out an
    /// instance through a static member of that name — a class, actor, struct or protocol of the tree
    /// declaring `static … shared` (in its body or an extension), not an enum's case (`var visibility:
    /// Visibility = .shared`) nor its own nested helper; a library's type (`URLSession`) counts as written.
    private static func implicitMemberIsSingleton(_ member: String, of symbol: Symbol, owner: Int, _ context: RuleContext) -> Bool {
        switch context.model.finalSymbol(symbol) {
        case .declared(let id):
            guard [.class, .actor, .struct, .protocol].contains(context.model.record(id).kind),
                  !isNestedHelper(.declared(id), of: owner, context) else { return false }
            return context.model.parts(of: id).contains { $0.declaration.staticMembers.contains(member) }
        case .external, .unresolved: return true
        case .genericParameter: return false
        }
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
    /// Uses of one type's static members (`Settings.shared`, `Settings.get(…)`,
    /// `Settings.isOn`) are one dependency: one finding, named by its first
    /// use (its snippet, for baselines) and listing the other members reached.
    static func perDependency(_ uses: [Use], context: RuleContext) -> [ViolationGroups.Group] {
        let mentions = uses.map {
            ViolationGroups.Mention(offset: $0.offset, owner: $0.owner, key: $0.type.map { "type:" + $0 } ?? $0.key ?? $0.snippet,
                                    label: $0.description, demoted: $0.inStaticContext)
        }
        let groups = ViolationGroups.group(mentions, diffMode: context.facts.changedSinceBase)
        let byOffset = Dictionary(uses.map { ($0.offset, $0) }, uniquingKeysWith: { first, _ in first })
        return groups.map { group in
            var group = group
            guard let first = byOffset[group.first.offset] else { return group }
            group.first.key = first.key ?? first.snippet
            guard first.type != nil else { return group }
            var others: [String] = []
            for offset in group.related {
                guard let use = byOffset[offset], use.snippet != first.snippet, !others.contains(use.snippet) else { continue }
                if first.key != nil, use.key == first.key { continue }   // the same container or store, already named by type
                others.append(use.snippet)
            }
            if !others.isEmpty { group.first.label += " and its other static members \(others.joined(separator: ", "))" }
            return group
        }
    }
}
