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
/// Default arguments (`analytics: Analytics = .shared` injection points),
/// static members, the type's own statics and `allowedSingletons` (a
/// `Type.member` entry, or a bare name for every member) are fine.
enum GlobalDependencies {
    struct Use {
        var offset: Int
        /// "the global singleton Analytics.shared", "the global Env (Env.store)".
        var description: String
        var snippet: String
        var owner: Int
    }

    static func uses(_ context: RuleContext, owner ownerOf: (Int?) -> Int?) -> [Use] {
        let allowed = Set(context.configuration.allowedSingletons)
        var result: [Use] = []
        for access in context.facts.staticAccesses where !access.inDefaultArgument && !access.inStaticContext {
            guard let owner = ownerOf(access.unit) else { continue }
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
                }
            }
        }
        return result
    }
}
