/// CO002 — global singletons reached from a coordinator.
struct CoordinatorSingletonsRule: Rule {
    let howToFix = "Inject the dependency into the coordinator's init (AppStateManager, services from the DI container) and use the stored property; allow-list genuine system singletons via `allowedSingletons`."
    let description = RuleDescription(
        id: "CO002",
        name: "coordinator-global-singleton",
        summary: "Coordinators get dependencies injected, not from global singletons.",
        rationale: "Coordinator Refactor Plan › Core Principles › 5. Dependency Injection (\"No global singletons in coordinators\") and Maintainability (\"Clear Dependencies: No global state, explicit dependency injection\"). System singletons in `allowedSingletons` (UIApplication.shared, …) are allowed; defaults in init parameters too.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            final class SplashCoordinator: Coordinator {
                func start() {
                    ↓ThemeService.shared.fetchThemeFromServer()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class SplashCoordinator: Coordinator {
                private let themeService: ThemeServicing
                init(themeService: ThemeServicing = ThemeService.shared) { self.themeService = themeService }
                func start() {
                    themeService.fetchThemeFromServer()
                    UIApplication.shared.open(url)
                }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        RuleSupport.singletonAccesses(context, role: .coordinator).map { access, owner in
            finding(context, at: access.offset,
                    "Coordinator reaches the global singleton \(access.base).\(access.member); inject it (AppStateManager, services) through init.",
                    snippet: "\(access.base).\(access.member)", unit: owner)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.coordinator) }
}
