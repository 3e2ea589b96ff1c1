/// VM013 — ViewModel class not `final`.
struct ViewModelFinalRule: Rule {
    let howToFix = "Add `final`. If the class is meant to be a base class, the rule already stays quiet once a subclass exists in the audited tree."
    let description = RuleDescription(
        id: "VM013",
        name: "viewmodel-final",
        summary: "ViewModel classes should be final unless the tree subclasses them.",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Standards › Basic ViewModel Structure (`@MainActor final class ProductListViewModel: ObservableObject`): one ViewModel per View, composed rather than inherited. Classes that another type in the tree inherits from, and `open` classes, are exempt.",
        defaultSeverity: .note,
        triggeringExamples: [
            """
            @MainActor
            class ↓ProductListViewModel: ObservableObject {}
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class ProductListViewModel: ObservableObject {}
            """,
            """
            @MainActor class BaseListViewModel: ObservableObject {}
            @MainActor final class ProductListViewModel: BaseListViewModel {}
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in context.primaryUnits(.viewModel) {
            let decl = context.facts.units[unit].declaration
            guard decl.kind == .class, !decl.isFinal, !context.index.hasSubtypes(decl.name) else { continue }
            if context.facts.units[unit].snippet.isEmpty { continue }
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not final; mark it final (compose, don't inherit)."))
        }
        return result
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
