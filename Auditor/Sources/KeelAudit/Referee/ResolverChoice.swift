/// The resolvers `keel index-compare --resolver` can run. The semantic
/// model of issue 27 joins here as a case of its own.
package enum ResolverChoice: String, CaseIterable, Sendable {
    /// `SimpleNameTypeResolver`: today's simple-name lookup (the "before" figure).
    case baseline

    package func make() -> any TypeReferenceResolver {
        switch self {
        case .baseline: SimpleNameTypeResolver()
        }
    }
}
