/// VM001 — ViewModel not `@MainActor`.
struct ViewModelMainActorRule: Rule {
    let howToFix = "Mark the class `@MainActor` (`@MainActor final class …ViewModel: ObservableObject`). If every ViewModel in the module should be main-actor isolated, set `defaultMainActorIsolation: true` in `.keel.yml` (Swift 6.2 default isolation) instead. Background work then goes into `async` functions or services, and results are assigned back on the main actor."
    let description = RuleDescription(
        id: "VM001",
        name: "viewmodel-main-actor",
        summary: "ViewModels must be @MainActor.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 8. Don't Forget @MainActor, and the ViewModel Checklist (\"Marked with @MainActor\"): @Published state drives the UI and must only change on the main thread; without isolation a background mutation crashes or publishes off-main. Isolation inherited from a @MainActor protocol or superclass, or set as the module default (defaultMainActorIsolation), counts.",
        defaultSeverity: .error,
        triggeringExamples: [
            """
            final class ↓BadViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """,
            """
            class ↓ConnectionViewModel: ObservableObject {
                @Published private(set) var state = 0
            }
            @MainActor extension ConnectionViewModel {}
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """,
            """
            @MainActor protocol LocationPermissionInfoViewModel: ObservableObject {}
            final class LocationPermissionInfoViewModelImpl: LocationPermissionInfoViewModel {}
            """,
            """
            @MainActor class BaseViewModel: ObservableObject {}
            final class ProfileViewModel: BaseViewModel {}
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in context.primaryUnits(.viewModel) {
            let decl = context.facts.units[unit].declaration
            if decl.kind == .actor || decl.isMainActor { continue }
            if context.configuration.defaultMainActorIsolation, !decl.isNonisolated { continue }
            if context.index.isMainActorIsolated(decl.name, inherited: decl.inherited) { continue }
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not @MainActor; its @Published state must only change on the main thread — mark the class @MainActor."))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
