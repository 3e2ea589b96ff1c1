/// VM011 — ViewModel reaches global singletons.
struct ViewModelSingletonsRule: Rule {
    let howToFix = "Add an init parameter for the dependency with the singleton as its default value (`analytics: AnalyticsProtocol = Analytics.shared`), store it, and use the stored property. System singletons that are fine to reach go into `allowedSingletons`."
    let description = RuleDescription(
        id: "VM011",
        name: "viewmodel-global-singleton",
        summary: "ViewModels must get dependencies through init, not from global singletons.",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Standards (dependencies through init, `analytics: AnalyticsProtocol = Analytics.shared` as a default argument) and ViewModel Checklist (\"All dependencies injected via init\"); Windscribe SwiftUI Migration Guide › 4. Dependency Injection for ViewModels. Defaults in init parameters are allowed; so are the allow-listed system singletons (`allowedSingletons`). `.shared`, `.sharedInstance` and `.instance` always count; `.default`, `.standard`, `.current`, `.main` only on classes the tree declares.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            @MainActor
            final class ProductListViewModel: ObservableObject {
                func load() {
                    ↓Analytics.shared.track("load")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class ProductListViewModel: ObservableObject {
                private let analytics: AnalyticsProtocol
                init(analytics: AnalyticsProtocol = Analytics.shared) { self.analytics = analytics }
                func open() { UIApplication.shared.open(url) }
                func style() -> Style { Style.default }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        RuleSupport.singletonAccesses(context, role: .viewModel).map { access, owner in
            finding(context, at: access.offset,
                    "ViewModel reaches the global singleton \(access.base).\(access.member); inject it through init (a default argument is fine).",
                    snippet: "\(access.base).\(access.member)", unit: owner)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
