/// VM004 — `import SwiftUI` in a ViewModel file.
struct SwiftUIImportRule: Rule {
    let howToFix = "Remove `import SwiftUI`; import `Foundation` (and `KeelCombine`/`Combine`) instead. Replace any SwiftUI types the ViewModel used with plain values (see VM005). Keep Views and ViewModels in separate files."
    let description = RuleDescription(
        id: "VM004",
        name: "viewmodel-imports-swiftui",
        summary: "ViewModel files must not import SwiftUI.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 1. Never Import SwiftUI in ViewModels, and the ViewModel Checklist (\"No SwiftUI imports\"): a ViewModel that can see SwiftUI drifts into UI types, can't be shared with UIKit, and is harder to test. A file that also declares the View is left alone (the View needs the import); VM005 still catches SwiftUI types inside the ViewModel.",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            ↓import SwiftUI

            @MainActor
            final class BadViewModel: ObservableObject {}
            """,
        ],
        nonTriggeringExamples: [
            """
            import Combine

            @MainActor
            final class GoodViewModel: ObservableObject {}
            """,
            """
            import SwiftUI

            struct ProductListView: View {
                var body: some View { Text("") }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        guard context.fileHas(.viewModel), !context.fileHas(.view) else { return [] }
        let owner = context.primaryUnits(.viewModel).first
        return context.facts.imports.filter { $0.module == "SwiftUI" }.map {
            finding(context, at: $0.offset, "ViewModel file imports SwiftUI; ViewModels stay UI-framework free — use Foundation/Combine and plain values.", snippet: $0.snippet, unit: owner)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
