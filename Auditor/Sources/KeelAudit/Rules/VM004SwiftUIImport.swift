/// VM004 — `import SwiftUI` in a ViewModel file.
struct SwiftUIImportRule: Rule {
    let info = RuleInfo(
        id: "VM004",
        name: "viewmodel-imports-swiftui",
        summary: "ViewModel files must not import SwiftUI.",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 1. Never Import SwiftUI in ViewModels, and the ViewModel Checklist (\"No SwiftUI imports\"): a ViewModel that can see SwiftUI drifts into UI types, can't be shared with UIKit, and is harder to test. A file that also declares a View, a view controller or a preview (a top-level `#Preview`, a `PreviewProvider`) is left alone (it needs the import; the ViewModel there is usually a stub or preview model, or an extension filling it with samples), and so is an import inside `#if DEBUG` (previews); VM005 still catches SwiftUI types inside the ViewModel.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .conditionally("`keel fix` replaces `import SwiftUI` with the imports it stood for (`Foundation` unless imported, `Combine` when Combine names are used, `Observation` for `@Observable`) when the file uses no SwiftUI-only name the rule knows, no UIKit name without importing UIKit, and the import has no attributes"),
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
        guard context.fileHas(.viewModel), !Self.holdsViewCode(context) else { return [] }
        guard let owner = Self.viewModelUnits(context).first else { return [] }
        return context.facts.imports.filter { $0.module == "SwiftUI" && !Self.isDebugOnly($0) }.map {
            finding(context, at: $0.offset, "ViewModel file imports SwiftUI; ViewModels stay UI-framework free — use Foundation/Combine and plain values.", snippet: $0.snippet, unit: owner)
        }
    }

    /// `#if DEBUG` (previews): not part of the shipped ViewModel.
    static func isDebugOnly(_ imp: ImportFact) -> Bool {
        guard let condition = imp.condition else { return false }
        return condition.containsBytes("DEBUG") && !condition.hasPrefix("!")
    }

    /// Whether the file declares a view or view controller. An `extension SomeView { @Observable final class
    /// ViewModel { … } }` that declares nothing of the view's own (no property, no method) uses the view's
    /// name as a namespace: the file is the ViewModel's, and its `import SwiftUI` is the ViewModel's import.
    /// A preview (a top-level `#Preview`, a `PreviewProvider`) is view code too: a file extending a ViewModel
    /// for its previews imports SwiftUI for them.
    static func holdsViewCode(_ context: RuleContext) -> Bool {
        let facts = context.facts
        if facts.declaresPreview || facts.units.contains(where: { $0.declaration.inherited.contains("PreviewProvider") }) { return true }
        return facts.units.indices.contains { unit in
            guard !context.roles[unit].isDisjoint(with: [.view, .viewController]) else { return false }
            guard facts.units[unit].declaration.kind == .extension else { return true }
            return facts.properties.contains { $0.unit == unit } || facts.functions.contains { $0.unit == unit }
                || !facts.units[unit].declaration.inherited.isEmpty
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        guard !Self.holdsViewCode(context) else { return [] }
        return Self.viewModelUnits(context)
    }

    /// The file's ViewModels (test doubles left out); in a file that only extends one, the extensions that
    /// add instance members to it (`extension RowModel { @ViewBuilder func makeView() -> some View }`): its
    /// code, merged into the type, so the file's `import SwiftUI` is the ViewModel's. An extension adding only
    /// static members (a preview's `static let sample`) or conformances is not.
    static func viewModelUnits(_ context: RuleContext) -> [Int] {
        let facts = context.facts
        let primary = context.primaryUnits(.viewModel).filter { !RoleResolver.isTestDouble(facts.units[$0].name) }
        guard primary.isEmpty else { return primary }
        return facts.units.indices.filter { unit in
            facts.units[unit].declaration.kind == .extension && context.roles[unit].contains(.viewModel)
                && !RoleResolver.isTestDouble(facts.units[unit].name)
                && (facts.properties.contains { $0.unit == unit && !$0.isStatic } || facts.functions.contains { $0.unit == unit && !$0.isStatic })
        }
    }
}

extension SwiftUIImportRule {
    /// Names only SwiftUI provides (VM005's types, property wrappers, stacks,
    /// previews, animation): a ViewModel file that uses one needs the import,
    /// so `keel fix` leaves it (unless the project declares a type of that name).
    static let swiftUIOnlyNames: Set<String> = KnownTypes.swiftUITypes.union([
        "SwiftUI", "State", "Environment", "Bindable", "SceneStorage", "FocusedValue", "FocusedBinding",
        "withAnimation", "withTransaction", "Animation", "Transaction", "AnyTransition", "Angle", "UnitPoint",
        "ColorScheme", "ScenePhase", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection", "Edge", "Axis",
        "GeometryProxy", "GeometryReader", "Shape", "AnyShape", "Material", "Visibility", "DismissAction",
        "OpenURLAction", "ToolbarItemPlacement", "PresentationDetent", "ImageRenderer", "Preview", "PreviewProvider",
        "PreviewDevice", "UIHostingController", "NSHostingController", "UIViewRepresentable",
        "UIViewControllerRepresentable", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Spacer", "List",
        "ForEach", "NavigationView", "NavigationStack", "NavigationLink", "ScrollView", "Group", "EmptyView",
        "TextField", "SecureField", "Toggle", "Picker", "Slider", "ProgressView", "Menu", "Section", "Form",
        "Divider", "TupleView", "ModifiedContent", "Scene", "App", "WindowGroup", "AsyncImage", "Canvas",
    ])
}

extension Auditor {
    /// Names only SwiftUI provides, as VM004 knows them (`keel fix`).
    package static var swiftUIOnlyNames: Set<String> { SwiftUIImportRule.swiftUIOnlyNames }
}
