/// Something that finds the type references in a tree's sources and says
/// what each names: the auditor's resolver under test in `keel
/// index-compare`, where the compiler's index (`CompilerIndex`) is the
/// referee. Today's is `SimpleNameTypeResolver` (the baseline); the
/// semantic model plugs in here.
///
/// Contract: `references(in:)` sees the whole tree at once (paths as
/// `SourceInput.path`, relative to the root) and returns every type
/// reference it resolved, one per written name token (`Outer.Inner` is two),
/// keyed by the token's `SourcePoint` (1-based line, UTF-8 column). A
/// reference it saw but cannot resolve is `.unresolved`; one it did not
/// see is simply absent. A declared target's line is that of the
/// declaration's name token. It may run work concurrently inside; it must
/// not fail — a file it cannot parse contributes nothing.
package protocol TypeReferenceResolver: Sendable {
    /// How reports name it (`baseline: simple names`).
    var name: String { get }
    func references(in sources: [SourceInput]) async -> [ResolvedTypeReference]
    /// The same, told which module each file belongs to (the tree's build descriptions).
    func references(in sources: [SourceInput], modules: ModuleMap) async -> [ResolvedTypeReference]
}

extension TypeReferenceResolver {
    package func references(in sources: [SourceInput], modules: ModuleMap) async -> [ResolvedTypeReference] {
        await references(in: sources)
    }
}
