/// VM006 — ViewModel references a View or view controller.
struct ViewReferenceRule: Rule {
    let howToFix = "Delete the reference. Publish what the view should show (`@Published private(set) var alertMessage: String?`) and let the view observe it; for navigation, expose a closure that a coordinator sets (VM010)."
    let description = RuleDescription(
        id: "VM006",
        name: "viewmodel-references-view",
        summary: "ViewModels must not reference Views or view controllers.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 2. Never Access Views from ViewModels (\"weak var view: ProductListView?  // Never reference views\"): the View observes the ViewModel, never the other way round — publish state (an alertMessage) instead. Types are Views when the index sees them conform to View or subclass UIViewController, or when their name ends in View/ViewController and the tree does not declare them otherwise.",
        defaultSeverity: .error,
        triggeringExamples: [
            """
            @MainActor
            final class BadViewModel: ObservableObject {
                weak var view: ↓ProductListView?
            }
            """,
            """
            final class SettingsScreen: UIViewController {}
            @MainActor
            final class SettingsViewModel: ObservableObject {
                private weak var screen: ↓SettingsScreen?
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var alertMessage: String?
            }
            """,
            """
            struct Preview {}
            @MainActor
            final class GoodViewModel: ObservableObject {
                private let preview: Preview
                init(preview: Preview) { self.preview = preview }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for ref in context.facts.typeRefs where ref.module == nil {
            guard let owner = context.owner(of: ref.unit, role: .viewModel) else { continue }
            guard isView(ref.name, context) else { continue }
            result.append(finding(context, at: ref.offset,
                                  "ViewModel references the view type \(ref.name); publish state and let the view observe it instead.",
                                  snippet: ref.name, unit: owner))
        }
        return result
    }

    private func isView(_ name: String, _ context: RuleContext) -> Bool {
        if KnownTypes.swiftUITypes.contains(name) { return false }   // VM005's business
        if KnownTypes.uiKitViews.contains(name) { return true }
        if context.index.declares(name) {
            return !context.resolver.roles(ofName: name, index: context.index).isDisjoint(with: [.view, .viewController])
        }
        if name.hasSuffix("ViewController") { return true }
        return name.hasSuffix("View") && name.count > 4
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
