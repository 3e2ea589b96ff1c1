/// VM013 — ViewModel class not `final`.
struct ViewModelFinalRule: Rule {
    let info = RuleInfo(
        id: "VM013",
        name: "viewmodel-final",
        summary: "ViewModel classes should be final unless the tree subclasses them.",
        rationale: "SwiftUI MVVM Team Guidelines › ViewModel Standards › Basic ViewModel Structure (`@MainActor final class ProductListViewModel: ObservableObject`): one ViewModel per View, composed rather than inherited. Applies to the ViewModels SwiftUI observes (the guide's subject) and, by the same convention as VM001 and VM003, to every other ViewModel whose `@Published` state a UI layer reads (a UIKit + Combine ViewModel a controller binds to, outside `legacyPaths`); classes that another type in the tree inherits from (its inheritance clause resolved by the semantic model: through a type alias too), and `open` classes, are exempt.",
        severity: .note,
        appliesTo: .publishingViewModels,
        fixable: .conditionally("`keel fix` adds `final` when no type in the project inherits from the class (excluded files and tests included) and neither the class nor a member of it is `open`"),
        howToFix: "Add `final`. If the class is meant to be a base class, the rule already stays quiet once a subclass exists in the audited tree.",
        triggering: [
            RuleExample("""
            @MainActor
            class ↓ProductListViewModel: ObservableObject {}
            """),
            RuleExample("""
            // A UIKit + Combine ViewModel its controller binds to: the same checklist applies.
            import Combine
            class ↓ProfileViewModel {
                @Published private(set) var name = ""
                func load() { name = "Ada" }
            }
            final class ProfileViewController: UIViewController { let viewModel = ProfileViewModel() }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class ProductListViewModel: ObservableObject {}
            """),
            RuleExample("""
            @MainActor class BaseListViewModel: ObservableObject {}
            @MainActor final class ProductListViewModel: BaseListViewModel {}
            """),
            RuleExample("""
            // Subclassed through a type alias: the subclass inherits from the class all the same.
            @MainActor class FeedViewModel: ObservableObject {}
            typealias BaseFeed = FeedViewModel
            @MainActor final class NewsViewModel: BaseFeed {}
            """),
            RuleExample("""
            // An `open` class is meant to be subclassed by other modules.
            @MainActor
            open class StoreViewModel: ObservableObject {}
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for unit in context.viewModels(.publishingViewModels) {
            let decl = context.facts.units[unit].declaration
            guard decl.kind == .class, !decl.isFinal, !decl.isOpen, !context.index.hasSubtypes(decl.name) else { continue }
            if context.facts.units[unit].snippet.isEmpty { continue }
            result.append(declarationFinding(context, unit: unit, "\(decl.name) is not final; mark it final (compose, don't inherit)."))
        }
        return result
    }

    /// ViewModel classes SwiftUI observes, and the others with `@Published` state a UI reads.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.publishingViewModels).filter {
            context.facts.units[$0].declaration.kind == .class && !context.facts.units[$0].declaration.isOpen
        }
    }
}
