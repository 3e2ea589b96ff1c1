/// The architectural roles the report counts units of, in the order it
/// lists them. (`Role` is the engine's option set; this is the stable,
/// printable name of one role for figures, JSON and caches.)
package enum FigureRole: String, Sendable, Hashable, Codable, CaseIterable {
    case viewModel, view, viewController, coordinator, manager, router

    /// Plural as reports print it: "ViewModels: 79".
    package var plural: String {
        switch self {
        case .viewModel: "ViewModels"
        case .view: "SwiftUI views"
        case .viewController: "View controllers"
        case .coordinator: "Coordinators"
        case .manager: "Managers"
        // Route enums *and* router classes and structs: the role holds all
        // three (`RoleResolver`), so the label must not say "enums".
        case .router: "Routers"
        }
    }
}

/// What pass 2 says about one unit (a type with a role) of one file: its
/// roles as the resolver decided them, whether any enabled rule checks it,
/// whether it has a finding at or above `warning` (after suppressions), and
/// the two facts migration progress counts (uses RxSwift; is a screen).
///
/// Every unit with a role is listed, checked or not: the per-role figures
/// count *all* units of a role and show how many of them some rule checks.
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
    /// Its code (or its file's imports) uses RxSwift (`Migration.rxUsers`); read for ViewModels.
    package var usesRx: Bool
    /// A view or view controller that is a whole screen (`Migration.isScreen`).
    package var screen: Bool

    package init(name: String, declaredIn: String?, roles: [FigureRole], checked: Bool, flagged: Bool,
                 usesRx: Bool = false, screen: Bool = false) {
        self.name = name
        self.declaredIn = declaredIn
        self.roles = roles
        self.checked = checked
        self.flagged = flagged
        self.usesRx = usesRx
        self.screen = screen
    }
}

/// Units of one role across the tree — the one count of the role every
/// figure and every format prints (`AuditFigures`, `MigrationProgress`):
/// all of them, how many some enabled rule checks, how many of those have no
/// finding at or above `warning`, and the migration counts among them.
package struct RoleTally: Sendable, Hashable, Codable {
    package var role: FigureRole
    /// Every unit of the role (declared, or extended, in the audited tree).
    package var units: Int
    /// Units some enabled rule checks (a unit with a finding is checked).
    package var checked: Int
    /// Checked units with no finding at or above `warning`.
    package var clean: Int
    /// ViewModels using no RxSwift (0 for other roles).
    package var rxFree: Int
    /// Units that are screens (views and view controllers; 0 for other roles).
    package var screens: Int

    package init(role: FigureRole, units: Int, checked: Int, clean: Int, rxFree: Int = 0, screens: Int = 0) {
        self.role = role
        self.units = units
        self.checked = checked
        self.clean = clean
        self.rxFree = rxFree
        self.screens = screens
    }

    /// Checked units with a finding at or above `warning`.
    package var flagged: Int { checked - clean }
    /// Units no enabled rule checks: neither clean nor flagged — nothing looked.
    package var unchecked: Int { units - checked }

    /// Folds every file's unit statuses into one tally per role (roles with
    /// no unit are left out), once per run. A type counts once however many
    /// files declare extensions of it; an extension elsewhere with a finding
    /// makes its type unclean, one using RxSwift makes it an Rx user. Two
    /// declarations of the same name in different files are two units. An
    /// extension of a type the audited tree does not declare is one unit.
    package static func tally(_ statuses: [UnitStatus]) -> [RoleTally] {
        struct Unit { var roles: [FigureRole]; var checked: Bool; var flagged: Bool; var usesRx: Bool; var screen: Bool }
        func merge(_ unit: inout Unit, _ status: UnitStatus) {
            unit.checked = unit.checked || status.checked || status.flagged
            unit.flagged = unit.flagged || status.flagged
            unit.usesRx = unit.usesRx || status.usesRx
            unit.screen = unit.screen || status.screen
        }
        func unit(_ status: UnitStatus) -> Unit {
            Unit(roles: status.roles, checked: status.checked || status.flagged, flagged: status.flagged, usesRx: status.usesRx, screen: status.screen)
        }
        var units: [Unit] = []
        var declared: [String: Int] = [:]      // file + name → unit
        var byName: [String: [Int]] = [:]      // name → declared units
        for status in statuses {
            guard let file = status.declaredIn else { continue }
            let key = file + "\u{1F}" + status.name
            if let index = declared[key] {
                merge(&units[index], status)
            } else {
                declared[key] = units.count
                byName[status.name, default: []].append(units.count)
                units.append(unit(status))
            }
        }
        var undeclared: [String: Int] = [:]
        for status in statuses where status.declaredIn == nil {
            if let indices = byName[status.name] {
                for index in indices { merge(&units[index], status) }
            } else if let index = undeclared[status.name] {
                merge(&units[index], status)
            } else {
                undeclared[status.name] = units.count
                units.append(unit(status))
            }
        }
        return FigureRole.allCases.compactMap { role in
            let all = units.filter { $0.roles.contains(role) }
            guard !all.isEmpty else { return nil }
            let checked = all.filter(\.checked)
            return RoleTally(role: role, units: all.count, checked: checked.count, clean: checked.filter { !$0.flagged }.count,
                             rxFree: role == .viewModel ? all.filter { !$0.usesRx }.count : 0,
                             screens: role == .view || role == .viewController ? all.filter(\.screen).count : 0)
        }
    }
}
