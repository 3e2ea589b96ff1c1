/// The architectural roles the report's headline counts units of, in the
/// order it lists them. (`Role` is the engine's option set; this is the
/// stable, printable name of one role for figures, JSON and caches.)
package enum FigureRole: String, Sendable, Hashable, Codable, CaseIterable {
    case viewModel, view, viewController, coordinator, manager, router

    /// Plural as reports print it: "ViewModels clean: 12/79".
    package var plural: String {
        switch self {
        case .viewModel: "ViewModels"
        case .view: "SwiftUI views"
        case .viewController: "View controllers"
        case .coordinator: "Coordinators"
        case .manager: "Managers"
        case .router: "Route enums"
        }
    }
}

/// What pass 2 says about one unit (a type with a role) of one file, for
/// the per-role figures: whether any enabled rule checks it, and whether it
/// has a finding at or above `warning` (after suppressions).
///
/// A type's extensions in other files report under the type's name with no
/// `declaredIn`; `RoleTally.tally` folds them into the declaration.
package struct UnitStatus: Sendable, Hashable, Codable {
    /// The type's name, qualified by its enclosing types (`HomeView.ViewModel`).
    package var name: String
    /// The file declaring the type; nil for an extension of a type declared elsewhere.
    package var declaredIn: String?
    package var roles: [FigureRole]
    /// At least one enabled rule applies to the unit (it is in some rule's `applicableUnits`).
    package var checked: Bool
    /// It has a finding at or above `warning` that no suppression covers.
    package var flagged: Bool

    package init(name: String, declaredIn: String?, roles: [FigureRole], checked: Bool, flagged: Bool) {
        self.name = name
        self.declaredIn = declaredIn
        self.roles = roles
        self.checked = checked
        self.flagged = flagged
    }
}

/// Units of one role across the tree: how many some rule checks, how many
/// of those are clean (no finding at or above `warning`).
package struct RoleTally: Sendable, Hashable, Codable {
    package var role: FigureRole
    package var units: Int
    package var clean: Int

    package init(role: FigureRole, units: Int, clean: Int) {
        self.role = role
        self.units = units
        self.clean = clean
    }

    /// Folds every file's unit statuses into one tally per role (roles with
    /// no checked unit are left out), once per run. A type counts once
    /// however many files declare extensions of it; an extension elsewhere
    /// with a finding makes its type unclean. Two declarations of the same
    /// name in different files are two units.
    package static func tally(_ statuses: [UnitStatus]) -> [RoleTally] {
        struct Unit { var roles: [FigureRole]; var checked: Bool; var flagged: Bool }
        var units: [Unit] = []
        var declared: [String: Int] = [:]      // file + name → unit
        var byName: [String: [Int]] = [:]      // name → declared units
        for status in statuses {
            guard let file = status.declaredIn else { continue }
            let key = file + "\u{1F}" + status.name
            if let index = declared[key] {
                units[index].checked = units[index].checked || status.checked
                units[index].flagged = units[index].flagged || status.flagged
            } else {
                declared[key] = units.count
                byName[status.name, default: []].append(units.count)
                units.append(Unit(roles: status.roles, checked: status.checked, flagged: status.flagged))
            }
        }
        var undeclared: [String: Int] = [:]
        for status in statuses where status.declaredIn == nil {
            if let indices = byName[status.name] {
                for index in indices {
                    units[index].checked = units[index].checked || status.checked || status.flagged
                    units[index].flagged = units[index].flagged || status.flagged
                }
            } else if let index = undeclared[status.name] {
                units[index].checked = units[index].checked || status.checked
                units[index].flagged = units[index].flagged || status.flagged
            } else {
                undeclared[status.name] = units.count
                units.append(Unit(roles: status.roles, checked: status.checked, flagged: status.flagged))
            }
        }
        return FigureRole.allCases.compactMap { role in
            let counted = units.filter { ($0.checked || $0.flagged) && $0.roles.contains(role) }
            guard !counted.isEmpty else { return nil }
            return RoleTally(role: role, units: counted.count, clean: counted.filter { !$0.flagged }.count)
        }
    }
}
