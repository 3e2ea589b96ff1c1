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
                result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner))
            case "default", "standard", "current", "main":
                // Ambiguous names (enum cases, value factories): only the tree's own classes.
                if context.index.kind(of: base) == .class {
                    result.append(Use(offset: access.offset, description: "the global singleton \(snippet)", snippet: snippet, owner: owner))
                }
            case "resolve":
                result.append(Use(offset: access.offset, description: "the service locator \(snippet)(…)", snippet: snippet, owner: owner))
            default:
                if context.index.isGlobal(base), !context.index.declares(base) {
                    result.append(Use(offset: access.offset, description: "the global \(base) (\(snippet))", snippet: snippet, owner: owner))
                } else if isStaticServiceCall(access, context: context) {
                    result.append(Use(offset: access.offset, description: "the static service call \(snippet)", snippet: snippet, owner: owner))
                }
            }
        }
        // Lower-case globals of the tree.
        for base in context.facts.memberBases {
            guard let owner = ownerOf(base.unit), context.index.isGlobal(base.name) else { continue }
            let allowed = allowedSet ?? Set(context.configuration.allowedSingletons)
            allowedSet = allowed
            guard !allowed.contains(base.name), !context.properties(of: owner).contains(where: { $0.names.contains(base.name) }) else { continue }
            result.append(Use(offset: base.offset, description: "the global \(base.name)", snippet: base.name, owner: owner))
        }
        // Container look-ups through property wrappers.
        for property in context.facts.properties {
            guard let owner = ownerOf(property.unit),
                  let index = property.attributes.firstIndex(where: injectionWrappers.contains) else { continue }
            let wrapper = property.attributes[index]
            result.append(Use(offset: property.attributeOffsets[index], description: "the container look-up @\(wrapper) \(property.names.first ?? "")",
                              snippet: "@" + wrapper, owner: owner))
        }
        return result.sorted { $0.offset < $1.offset }
    }

    /// Property wrappers that look a dependency up in a container
    /// (Resolver, Factory, swift-dependencies, Swinject helpers, home-made ones).
    static let injectionWrappers: Set<String> = [
        "Injected", "Inject", "LazyInjected", "WeakInjected", "OptionalInjected", "InjectedObject", "InjectedObservable",
        "Dependency", "Resolved", "Autowired", "Service", "Provided",
    ]

    /// `Type.member` where the model resolves `Type` to a manager or service
    /// of the tree (by what it does, or its name) and `member` is one of its
    /// static members: a call into a service without an instance.
    private static func isStaticServiceCall(_ access: StaticAccessFact, context: RuleContext) -> Bool {
        guard case .declared(let id) = context.model.finalSymbol(context.resolve([access.base], unit: access.unit, offset: access.offset)),
              let decl = context.model.typeDeclaration(id), decl.staticMembers.contains(access.member) else { return false }
        return context.roleTable.roles(of: id).contains(.manager) || context.resolver.managerNames.matches(decl.name)
    }

    /// The uses grouped into one entry per owning unit (at its first use,
    /// naming every distinct dependency once), as a team reads them: "this
    /// ViewModel reaches Env.store, Analytics.shared"; in diff mode
    /// (`changedSinceBase`) one entry per use, so `--since` keeps exactly the
    /// new ones.
    static func perUnit(_ uses: [Use], diffMode: Bool) -> [(first: Use, names: [String])] {
        if diffMode { return uses.map { ($0, [$0.description]) } }
        var order: [Int] = []
        var grouped: [Int: (first: Use, names: [String])] = [:]
        for use in uses {
            if var entry = grouped[use.owner] {
                if !entry.names.contains(use.description) { entry.names.append(use.description) }
                grouped[use.owner] = entry
            } else {
                grouped[use.owner] = (use, [use.description])
                order.append(use.owner)
            }
        }
        return order.compactMap { grouped[$0] }
    }

    /// "the global singleton A.shared", or "3 global dependencies: …, …, …".
    static func phrase(_ names: [String]) -> String {
        names.count == 1 ? names[0] : "\(names.count) global dependencies: " + names.joined(separator: ", ")
    }
}
