/// What `keel fix` proves safety from: who writes which member, which
/// protocols require a setter, which constructor calls pass which labels.
/// Names are simple names; paths are the index's (`FileIndex.path`).
extension TypeIndex {
    /// The files that write `member` through a base other than `self`
    /// (`vm.x = …`, `$vm.x`, `&vm.x`, `\.x`, `vm.x.append(…)`) whose type
    /// the index does not know.
    package func writers(of member: String) -> Set<String> { memberWriters[member] ?? [] }

    /// The writes of `member` through a base of a known declared type: the
    /// types, with the files where.
    package func typedWriters(of member: String) -> [String: Set<String>] { typedWriters[member] ?? [:] }

    /// The types that write `member` as their own member (`x = …`,
    /// `self.x += …`), with the files where they do.
    package func ownWriters(of member: String) -> [String: Set<String>] { ownWriters[member] ?? [:] }

    /// A protocol among `types` that requires `member` with a setter, if any.
    package func settableRequirement(_ member: String, in types: some Sequence<String>) -> String? {
        types.sorted().first { settableRequirements.contains($0 + "." + member) }
    }

    /// Whether some constructor call of `type` passes an argument labeled `label`.
    package func isConstructed(_ type: String, withLabel label: String) -> Bool {
        constructorLabels.contains(type + "." + label)
    }
}
