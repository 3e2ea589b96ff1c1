/// A declared type and the roles the engine gave it — for `keel`'s
/// diagnostics ("why is this a ViewModel?") and for tests.
package struct DeclaredRole: Sendable, Hashable {
    package var name: String
    package var line: Int
    package var roles: Role
}

extension Role: CustomStringConvertible {
    package var description: String {
        let names: [(Role, String)] = [(.viewModel, "ViewModel"), (.view, "View"), (.viewController, "ViewController"),
                                       (.coordinator, "Coordinator"), (.manager, "Manager"), (.router, "Router")]
        let parts = names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}

extension Auditor {
    /// Roles of the types a prepared file declares (extensions excluded), in source order.
    package func roles(in file: PreparedFile, index: TypeIndex) -> [DeclaredRole] {
        let context = RuleContext(facts: file.facts, index: index, configuration: configuration, resolver: resolver, legacyGlobs: legacyGlobs)
        let lines = LineTable(lineStarts: file.facts.lineStarts, lineCount: file.facts.lineCount)
        return file.facts.units.indices.compactMap { i in
            let unit = file.facts.units[i]
            guard unit.declaration.kind != .extension else { return nil }
            return DeclaredRole(name: unit.name, line: lines.line(unit.nameOffset), roles: context.roles[i])
        }
    }
}
