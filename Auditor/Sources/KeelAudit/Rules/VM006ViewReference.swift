/// VM006 — ViewModel references a View or view controller.
struct ViewReferenceRule: Rule {
    let info = RuleInfo(
        id: "VM006",
        name: "viewmodel-references-view",
        summary: "ViewModels must not reference Views or view controllers.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 2. Never Access Views from ViewModels (\"weak var view: ProductListView?  // Never reference views\"): the View observes the ViewModel, never the other way round — publish state (an alertMessage) instead. Types are views when every declaration of the name in the tree conforms to SwiftUI's View, or subclasses a UIKit view or view controller (an app's own `SettingsRowView: UIView` held as `[SettingsRowView]` included), or when their name ends in View/ViewController and the tree does not declare them; a model type that shares a view's simple name in another module is not a view.",
        severity: .error,
        appliesTo: .viewModels,
        fixable: .manual("the ViewModel publishes state the view observes instead"),
        howToFix: "Delete the reference. Publish what the view should show (`@Published private(set) var alertMessage: String?`) and let the view observe it; for navigation, expose a closure that a coordinator sets (VM010).",
        triggering: [
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                weak var view: ↓ProductListView?
            }
            """),
            RuleExample("""
            final class SettingsScreen: UIViewController {}
            @MainActor
            final class SettingsViewModel: ObservableObject {
                private weak var screen: ↓SettingsScreen?
            }
            """),
            RuleExample("""
            class WSView: UIView {}
            final class SettingsRowView: WSView {}
            @MainActor
            final class SettingsViewModel: ObservableObject {
                private var rows: [↓SettingsRowView] = []
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var alertMessage: String?
            }
            """),
            RuleExample("""
            struct Preview {}
            @MainActor
            final class GoodViewModel: ObservableObject {
                private let preview: Preview
                init(preview: Preview) { self.preview = preview }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        var known: [String: Bool] = [:]
        for ref in context.facts.typeRefs where ref.role == .type {
            guard let owner = context.owner(of: ref.unit, role: .viewModel) else { continue }
            let key = ref.components.joined(separator: ".") + "@\(ref.unit ?? -1)"
            if known[key] == nil { known[key] = isView(ref, context) }
            guard known[key] == true else { continue }
            result.append(finding(context, at: ref.offset,
                                  "ViewModel references the view type \(ref.name); publish state and let the view observe it instead.",
                                  snippet: ref.name, unit: owner))
        }
        return result
    }

    private func isView(_ ref: TypeRefFact, _ context: RuleContext) -> Bool {
        let symbol = context.resolve(ref)
        if case .external(_, let name) = symbol, KnownTypes.swiftUITypes.contains(name) { return false }   // VM005's business
        if case .unresolved(let name) = symbol, KnownTypes.swiftUITypes.contains(name) { return false }
        return context.isViewLike(symbol)
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
