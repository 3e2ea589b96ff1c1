/// VM002 — ViewModel neither `ObservableObject` nor `@Observable`.
struct ViewModelObservableRule: Rule {
    let info = RuleInfo(
        id: "VM002",
        name: "viewmodel-observable-object",
        summary: "ViewModels must conform to ObservableObject (or use @Observable).",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Checklist (\"Conforms to ObservableObject\") and Windscribe SwiftUI Migration Guide › Conventions › 3. Use @Published for All UI State: views observe ViewModels through ObservableObject; a ViewModel SwiftUI cannot observe forces manual refresh plumbing. Applies only to ViewModels SwiftUI actually observes or is meant to: held by a SwiftUI view (a stored property, `@StateObject`/`@ObservedObject`/`@EnvironmentObject`, or a protocol the ViewModel conforms to), or declaring @Published state in a file that imports SwiftUI. UIKit ViewModels (including Combine ViewModels whose `$state` view controllers subscribe to) (cell models, Rx relays or Combine subjects driving view controllers) are not applicable, nor are files in `legacyPaths`. Conformance inherited through a protocol or superclass anywhere in the tree counts; when a ViewModel inherits from a type the tree does not declare, the rule stays silent.",
        severity: .error,
        appliesTo: .swiftUIViewModels,
        fixable: .manual("not applied by `keel fix`: add `: ObservableObject` (mechanical when the class has no superclass the tree does not declare)"),
        howToFix: "Conform the class to `ObservableObject` (with `@Published private(set)` state), or annotate it `@Observable`. If its protocol should carry the conformance, declare `protocol FooViewModel: ObservableObject`.",
        triggering: [
            RuleExample("""
            @MainActor
            final class ↓SettingsViewModel {
                private(set) var title = ""
            }
            struct SettingsView: View {
                let viewModel: SettingsViewModel
                var body: some View { Text(viewModel.title) }
            }
            """),
            RuleExample("""
            import SwiftUI
            @MainActor
            final class ↓ProfileViewModel: NSObject {
                @Published private(set) var name = ""
            }
            struct ProfileView: View {
                let viewModel: ProfileViewModel
                var body: some View { Text(viewModel.name) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // @Published state and an `import SwiftUI`, but no SwiftUI view holds
            // it: a UIKit + Combine ViewModel (view controllers read `$name`).
            import SwiftUI
            @MainActor
            final class ProfileViewModel: NSObject {
                @Published private(set) var name = ""
            }
            """),
            RuleExample("""
            @MainActor
            final class SettingsViewModel: ObservableObject {}
            """),
            RuleExample("""
            @MainActor @Observable
            final class SettingsViewModel {}
            """),
            RuleExample("""
            protocol PushNotificationViewModel: ObservableObject {}
            @MainActor final class PushNotificationViewModelImpl: PushNotificationViewModel {}
            """),
            RuleExample("""
            @MainActor final class ExternalViewModel: SomeFrameworkBaseViewModel {
                @Published private(set) var name = ""
            }
            """),
            RuleExample("""
            // UIKit ViewModels SwiftUI never observes: a cell model and a subject-driven screen model.
            final class StaticIPNodeCellModel {
                var displayingStaticIP: String?
            }
            final class TipsViewModel {
                var selectedIndexPublisher = CurrentValueSubject<Int?, Never>(nil)
            }
            final class TipsViewController: UIViewController {
                let viewModel: TipsViewModel
            }
            """),
            RuleExample("""
            // A UIKit + Combine ViewModel: view controllers subscribe to $tabs.
            import Combine
            final class ChipsViewModel {
                @Published private(set) var tabs: [String] = []
            }
            """),
            RuleExample("""
            // Held by a SwiftUI view, but nothing to observe: only actions.
            final class PromptViewModel {
                let onDismiss: () -> Void
                init(onDismiss: @escaping () -> Void) { self.onDismiss = onDismiss }
            }
            struct PromptView: View {
                let viewModel: PromptViewModel
                var body: some View { Button("Close", action: viewModel.onDismiss) }
            }
            """),
            RuleExample("""
            // A UIKit screen file that imports SwiftUI only for its previews.
            import SwiftUI
            private final class MenuPreviewViewModel: MenuViewModelProtocol {
                @Published private(set) var items: [String] = []
            }
            final class MenuSnapshotViewController: UIViewController {}
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in applicableUnits(context) where !context.isObservable(unit) {
            let decl = context.facts.units[unit].declaration
            // An ancestor the tree does not declare might bring the conformance.
            let ancestors = context.index.ancestors(of: decl, module: context.module)
            if ancestors.contains(where: { !context.index.declares($0) && !KnownTypes.plainSystemTypes.contains($0) }) { continue }
            let why = context.index.isHeldBySwiftUI(decl, path: context.facts.path) ? "a SwiftUI view holds it" : "it declares @Published state"
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not an ObservableObject, but \(why); conform to ObservableObject (or use @Observable) so the view can observe it."))
        }
        return result
    }

    /// ViewModels a SwiftUI view holds, or with @Published state in a file that imports SwiftUI.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.swiftUIViewModels).filter { unit in
            context.isSwiftUIFacing(unit)
        }
    }
}
