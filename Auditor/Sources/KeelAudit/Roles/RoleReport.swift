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

extension FigureRole {
    /// The engine role this figure role counts.
    var role: Role {
        switch self {
        case .viewModel: .viewModel
        case .view: .view
        case .viewController: .viewController
        case .coordinator: .coordinator
        case .manager: .manager
        case .router: .router
        }
    }

    /// The figure roles `roles` holds, in `FigureRole` order.
    static func of(_ roles: Role) -> [FigureRole] { allCases.filter { roles.contains($0.role) } }
}

extension Auditor {
    /// The per-role status of every unit of the file that has a role
    /// (`UnitStatus`), checked or not: `checked` are the units some enabled
    /// rule applies to, `flagged` those with a finding at or above `warning`
    /// after suppressions; `usesRx` and `screen` are the migration facts
    /// (`Migration`). Extensions count for the type they extend (same file:
    /// its declaration; another file: by name). The roles are the
    /// resolver's (`RuleContext.roles`) — the one decision every figure follows.
    func unitStatuses(_ context: RuleContext, checked: Set<Int>, flagged: Set<Int>) -> [UnitStatus] {
        let units = context.facts.units
        var statuses: [Int: UnitStatus] = [:]
        var rxUsers: Set<Int>?
        for unit in units.indices {
            let owner = context.owners[unit]
            guard owner < units.count else { continue }
            let roles = FigureRole.of(context.roles[owner])
            guard !roles.isEmpty else { continue }
            if statuses[owner] == nil {
                let isDeclaration = units[owner].declaration.kind != .extension
                var usesRx = false
                if roles.contains(.viewModel) {
                    if rxUsers == nil { rxUsers = Migration.rxUsers(context) }
                    usesRx = rxUsers?.contains(owner) ?? false
                }
                let screen = isDeclaration && (roles.contains(.view) || roles.contains(.viewController)) && Migration.isScreen(owner, context: context)
                statuses[owner] = UnitStatus(name: qualifiedName(owner, units: units), declaredIn: isDeclaration ? context.path : nil,
                                             roles: roles, checked: false, flagged: false, usesRx: usesRx, screen: screen)
            }
            if checked.contains(unit) || flagged.contains(unit) { statuses[owner]?.checked = true }
            if flagged.contains(unit) { statuses[owner]?.flagged = true }
        }
        return statuses.keys.sorted().compactMap { statuses[$0] }
    }

    /// `Outer.Inner` for a nested unit.
    private func qualifiedName(_ unit: Int, units: [UnitFact]) -> String {
        var name = units[unit].name
        var parent = units[unit].parent
        var depth = 0
        while let p = parent, p < units.count, depth < 64 {
            name = units[p].name + "." + name
            parent = units[p].parent
            depth += 1
        }
        return name
    }
}
