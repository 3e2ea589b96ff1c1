/// The two facts about a unit that migration progress counts, in the
/// seeds' terms (the migration guide's "Migrating Connection Screen":
/// `ConnectionViewController` becomes `ConnectionView` holding its
/// `ConnectionViewModel`). Both are recorded per unit (`UnitStatus`) and
/// counted by the one role tally (`RoleTally`), so they follow whatever
/// roles the resolver decides.
enum Migration {
    /// Units of the file (`RuleContext.owners` indices) whose code uses
    /// RxSwift: every ViewModel unit of a file that imports an Rx module,
    /// and the owner of every RxSwift construct RX001 sees (types, subjects
    /// and relays, `subscribe(onNext:)`, `disposed(by:)`, `drive`, `bind(to:)`).
    static func rxUsers(_ context: RuleContext) -> Set<Int> {
        guard context.fileHas(.viewModel) else { return [] }
        var users: Set<Int> = []
        if context.facts.imports.contains(where: { KnownTypes.rxModules.contains($0.module) }) {
            for i in context.roles.indices where context.roles[i].contains(.viewModel) { users.insert(context.owners[i]) }
        }
        for use in RuleSupport.rxUses(context, id: "RX001") {
            if let unit = use.unit { users.insert(unit) }
        }
        return users
    }

    /// View controllers that are not screens of their own: containers of
    /// other screens, SwiftUI hosts (the SwiftUI view inside is the screen),
    /// alerts, search and activity sheets, input views.
    static let nonScreenControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "UIAlertController", "UISearchController", "UIActivityViewController", "UIInputViewController",
    ]

    /// Names of SwiftUI views that are parts of a screen even when they
    /// observe a model of their own (a list row with a row ViewModel): the
    /// name is only the tie-breaker here, behaviour decides first.
    static let componentSuffixes = ["Row", "Cell", "Item", "Button", "Badge", "Label", "Chip", "Tile"]

    /// Whether unit `unit` (a declaration, not an extension) is a screen:
    ///
    /// - a **UIKit screen** is a view controller (the `viewController` role)
    ///   that is not a container, a SwiftUI host, an alert, a search or
    ///   activity sheet (`nonScreenControllers`, transitively);
    /// - a **SwiftUI screen** is a SwiftUI view (the `view` role) that holds
    ///   a ViewModel — a stored property whose type (or generic constraint)
    ///   the resolver gives the ViewModel role, or an object it observes
    ///   through `@StateObject` / `@ObservedObject` — unless its name says it
    ///   is a component (`componentSuffixes`).
    static func isScreen(_ unit: Int, context: RuleContext) -> Bool {
        let roles = context.roles[unit]
        let declaration = context.facts.units[unit].declaration
        guard declaration.kind != .extension else { return false }
        if roles.contains(.viewController) {
            return context.index.ancestors(of: declaration, module: context.module).isDisjoint(with: nonScreenControllers)
        }
        guard roles.contains(.view) else { return false }
        if componentSuffixes.contains(where: { declaration.name.hasSuffix($0) }) { return false }
        let constraints = Dictionary(context.facts.units[unit].genericParameters.map { ($0.name, $0.constraints) },
                                     uniquingKeysWith: { a, _ in a })
        for property in context.properties(of: unit) where !property.isStatic && !property.isComputed {
            if property.attributes.contains("StateObject") || property.attributes.contains("ObservedObject") { return true }
            // What the property holds, resolved where it is written (a generic parameter stands for its constraints).
            var held: [[String]] = []
            if let path = property.typePath ?? property.initializerPath {
                if path.count == 1, let bound = constraints[path[0]] { held += bound.map { [$0] } } else { held.append(path) }
            }
            for name in property.typeNames where !held.contains([name]) { held.append(constraints[name].map { $0 } ?? [name]) }
            for path in held where context.rolesOfType(path, unit: property.unit, offset: property.offset).contains(.viewModel) {
                return true
            }
        }
        return false
    }
}
