/// The resolvers `keel index-compare --resolver` can run. The semantic
/// model of issue 27 joins here as a case of its own.
package enum ResolverChoice: String, CaseIterable, Sendable {
    /// `SimpleNameTypeResolver`: today's simple-name lookup (the "before" figure).
    case baseline
    /// `ModelTypeResolver`: the semantic model (scopes, modules, imports, aliases).
    case model

    package func make() -> any TypeReferenceResolver {
        switch self {
        case .baseline: SimpleNameTypeResolver()
        case .model: ModelTypeResolver()
        }
    }
}
