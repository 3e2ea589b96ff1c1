/// VM002 — ViewModel neither `ObservableObject` nor `@Observable`.
struct ViewModelObservableRule: Rule {
    let howToFix = "Conform the class to `ObservableObject` (with `@Published private(set)` state), or annotate it `@Observable`. If its protocol should carry the conformance, declare `protocol FooViewModel: ObservableObject`."
    let description = RuleDescription(
        id: "VM002",
        name: "viewmodel-observable-object",
        summary: "ViewModels must conform to ObservableObject (or use @Observable).",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Checklist (\"Conforms to ObservableObject\") and Windscribe SwiftUI Migration Guide › Conventions › 3. Use @Published for All UI State: views observe ViewModels through ObservableObject; a ViewModel SwiftUI cannot observe forces manual refresh plumbing. Conformance inherited through a protocol or superclass anywhere in the tree counts; when a ViewModel inherits from a type the tree does not declare, the rule stays silent. Legacy UIKit ViewModels — in `legacyPaths`, or RxSwift-based without any @Published state — are left to the RX rules.",
        defaultSeverity: .error,
        triggeringExamples: [
            """
            @MainActor
            final class ↓SettingsViewModel {
                private(set) var title = ""
            }
            """,
            """
            @MainActor
            final class ↓ProfileViewModel: NSObject {}
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class SettingsViewModel: ObservableObject {}
            """,
            """
            @MainActor @Observable
            final class SettingsViewModel {}
            """,
            """
            protocol PushNotificationViewModel: ObservableObject {}
            @MainActor final class PushNotificationViewModelImpl: PushNotificationViewModel {}
            """,
            """
            @MainActor final class ExternalViewModel: SomeFrameworkBaseViewModel {}
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in context.primaryUnits(.viewModel) {
            let decl = context.facts.units[unit].declaration
            if decl.isObservable || context.index.entry(decl.name)?.isObservable == true { continue }
            var ancestors = context.index.ancestors(of: decl.name).union(decl.inherited)
            for i in decl.inherited { ancestors.formUnion(context.index.ancestors(of: i)) }
            if ancestors.contains("ObservableObject") { continue }
            if ancestors.contains(where: { context.index.entry($0)?.isObservable == true }) { continue }
            // Legacy UIKit ViewModels (RxSwift, no @Published state) are the RX rules' business.
            let importsRx = context.facts.imports.contains { KnownTypes.rxModules.contains($0.module) }
            if context.isLegacyFile || (importsRx && context.publishedNames(of: unit).isEmpty) { continue }
            // An ancestor the tree does not declare might bring the conformance.
            if ancestors.contains(where: { !context.index.declares($0) && !KnownTypes.plainSystemTypes.contains($0) }) { continue }
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not an ObservableObject; conform to ObservableObject (or use @Observable) so views can observe it."))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
