/// VM004 — `import SwiftUI` in a ViewModel file.
struct SwiftUIImportRule: Rule {
    let info = RuleInfo(
        id: "VM004",
        name: "viewmodel-imports-swiftui",
        summary: "ViewModel files must not import SwiftUI.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 1. Never Import SwiftUI in ViewModels, and the ViewModel Checklist (\"No SwiftUI imports\"): a ViewModel that can see SwiftUI drifts into UI types, can't be shared with UIKit, and is harder to test. A file that also declares a View or a view controller is left alone (it needs the import; the ViewModel there is usually a stub or preview model), and so is an import inside `#if DEBUG` (previews); VM005 still catches SwiftUI types inside the ViewModel.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .conditionally("delete the import when the file uses no SwiftUI type"),
        howToFix: "Remove `import SwiftUI`; import `Foundation` (and `KeelCombine`/`Combine`) instead. Replace any SwiftUI types the ViewModel used with plain values (see VM005). Keep Views and ViewModels in separate files.",
        triggering: [
            RuleExample("""
            ↓import SwiftUI

            @MainActor
            final class BadViewModel: ObservableObject {}
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Combine
            #if DEBUG
            import SwiftUI
            #endif

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published private(set) var name = ""
            }
            """),
            RuleExample("""
            import UIKit
            import SwiftUI

            final class ProfileSnapshotViewController: UIViewController {}
            private final class StubProfileViewModel: ProfileViewModelProtocol {}
            """),
            RuleExample("""
            import Combine

            @MainActor
            final class GoodViewModel: ObservableObject {}
            """),
            RuleExample("""
            import SwiftUI

            struct ProductListView: View {
                var body: some View { Text("") }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        guard context.fileHas(.viewModel), !context.fileHas(.view), !context.fileHas(.viewController) else { return [] }
        let viewModels = context.primaryUnits(.viewModel).filter { !RoleResolver.isTestDouble(context.facts.units[$0].name) }
        guard let owner = viewModels.first else { return [] }
        return context.facts.imports.filter { $0.module == "SwiftUI" && !Self.isDebugOnly($0) }.map {
            finding(context, at: $0.offset, "ViewModel file imports SwiftUI; ViewModels stay UI-framework free — use Foundation/Combine and plain values.", snippet: $0.snippet, unit: owner)
        }
    }

    /// `#if DEBUG` (previews): not part of the shipped ViewModel.
    static func isDebugOnly(_ imp: ImportFact) -> Bool {
        guard let condition = imp.condition else { return false }
        return condition.containsBytes("DEBUG") && !condition.hasPrefix("!")
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        guard !context.fileHas(.view), !context.fileHas(.viewController) else { return [] }
        return context.primaryUnits(.viewModel)
    }
}
