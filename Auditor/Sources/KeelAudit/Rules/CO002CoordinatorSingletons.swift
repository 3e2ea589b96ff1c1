/// CO002 — global singletons and service locators reached from a coordinator.
struct CoordinatorSingletonsRule: Rule {
    let info = RuleInfo(
        id: "CO002",
        name: "coordinator-global-singleton",
        summary: "Coordinators get dependencies injected, not from global singletons or service locators.",
        rationale: "Coordinator Refactor Plan › Core Principles › 5. Dependency Injection (\"No global singletons in coordinators\"), Current Architecture Problems (\"Global Dependencies: Hardcoded `Env` usage throughout\") and Maintainability (\"Clear Dependencies: No global state, explicit dependency injection\"). Counts `X.shared`-style singletons, member access on the tree's global instances (`Env.presentationConfigurationStore`), and container look-ups (`Assembler.resolve(…)`, `Container.shared.resolve(…)`). So do a type's static members that hand out a dependency: an instance a static container keeps (`DIContainer.signUseCase`, a `static let` of the tree's class or protocol; one finding per container), an instance a class keeps of itself under any name (`DataManager.sharedManager`), and a static store's mutable state (`UserSettingsService.isSignedIn`, where the service keeps a `static var`; one finding per store). Static constants (`Limits.pageSize`, `Palette.accent`) are values. System singletons in `allowedSingletons` (UIApplication.shared, …) are allowed; defaults in init parameters too. Coordinators are what owns navigation, whatever they are called: an observable router class holding the navigation stack views bind to (a `NavigationPath`, a `path` of route enums) and navigating counts — except for the container look-ups with which it resolves the screens it shows, which the Windscribe guide keeps as its router pattern (› Router Conversion: \"✅ Clean router conversion\").",
        severity: .warning,
        appliesTo: .coordinators,
        fixable: .manual("a new init parameter and a stored property; the call sites that build the coordinator change too"),
        howToFix: "Inject the dependency into the coordinator's init (AppStateManager, services from the DI container) and use the stored property; allow-list genuine system singletons via `allowedSingletons`.",
        triggering: [
            RuleExample("""
            final class SplashCoordinator: Coordinator {
                func start() {
                    ↓ThemeService.shared.fetchThemeFromServer()
                    ↓Env.presentationConfigurationStore.loadConfiguration()
                    let store = ↓Assembler.resolve(SportsStore.self)
                }
            }
            let Env = Environment()
            final class Environment {}
            """),
            RuleExample("""
            // A SwiftUI router (the navigation stack views bind to, and the methods changing it) is the app's coordinator.
            final class SettingsRouter: ObservableObject {
                @Published var path: [SettingsRoute] = []
                func navigate(to route: SettingsRoute) {
                    ↓Analytics.shared.track("settings")
                    path.append(route)
                }
            }
            enum SettingsRoute: Hashable { case help, account }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class SplashCoordinator: Coordinator {
                private let themeService: ThemeServicing
                init(themeService: ThemeServicing = ThemeService.shared) { self.themeService = themeService }
                func start() {
                    themeService.fetchThemeFromServer()
                    UIApplication.shared.open(url)
                }
            }
            """),
            RuleExample("""
            // Resolving the screens it shows from the container is the guides' router pattern.
            final class HelpRouter: ObservableObject {
                @Published var activeRoute: HelpRoute?
                func navigate(to route: HelpRoute) { activeRoute = route }
                func createView(for route: HelpRoute) -> AnyView {
                    switch route {
                    case .ticket: AnyView(Assembler.resolve(SendTicketView.self))
                    case .log: AnyView(Assembler.resolve(DebugLogView.self))
                    }
                }
            }
            enum HelpRoute: Hashable { case ticket, log }
            """),
        ]
    )

    /// `resolve(…)` calls: a property wrapper of the tree that makes them is a container look-up.
    var interests: FactInterests { FactInterests(calls: ["resolve"]) }

    func check(_ context: RuleContext) -> [RawFinding] {
        // A SwiftUI router resolving the screens it shows from the container (`Assembler.resolve(SendTicketView.self)`)
        // is the guides' router pattern ("✅ Clean router conversion"); its other global dependencies count.
        // A struct nested in the coordinator that it keeps (`struct Dependencies { let flags: FlagService = inject() }`)
        // is where its dependencies are looked up.
        let uses = GlobalDependencies.uses(context) { unit in
            context.navigationOwner(of: unit) ?? context.ownerStoring(nested: unit) { context.navigationOwner(of: $0) }
        }
            .filter { !$0.isServiceLocator || context.roles[$0.owner].contains(.coordinator) }
        return GlobalDependencies.perDependency(uses, context: context).map { group in
            var raw = finding(context, at: group.first.offset,
                              "Coordinator reaches \(group.first.label)\(group.related.isEmpty ? "" : " (\(group.related.count + 1) places)"); inject it (AppStateManager, services) through init.",
                              snippet: group.first.key, unit: group.first.owner)
            raw.related = group.related
            return raw
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.navigationOwnerUnits() }
}
