/// VM003 — `@Published` state settable from outside the ViewModel.
struct PublishedPrivateSetRule: Rule {
    let info = RuleInfo(
        id: "VM003",
        name: "published-private-set",
        summary: "@Published properties of a ViewModel (stored properties of an @Observable one) must be private(set).",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 4. Don't Expose Mutable Collections Directly, and the ViewModel Checklist (\"Published properties are private(set)\"): views read state and call methods; a publicly settable @Published property lets any view mutate state behind the ViewModel's back. An `@Observable` ViewModel's observed state is its stored `var`s (the guide's own `var movies: [Movie] = []`): each needs `private(set)` too, unless marked `@ObservationIgnored`. The reason holds for a view controller as for a SwiftUI view: a UIKit + Combine ViewModel whose `@Published` state controllers `sink` on (a `viewState` the controller renders) counts too. A class of stored values only (no method: a box the view or controller reads) is no ViewModel, and files under `legacyPaths` are left alone.",
        severity: .warning,
        appliesTo: .currentViewModels,
        fixable: .conditionally("`keel fix` adds `private(set)` (after `public`/`internal` when present) when the project index proves that nothing outside the ViewModel sets the property: no `vm.x = …`, `$vm.x` binding, `&vm.x`, key path `\\.x` or possibly mutating call on `vm.x` in any file, excluded files and tests included; no extension in another file (nor a protocol extension constrained to the ViewModel) assigning it; no protocol requiring it `{ get set }`; no type inheriting from the ViewModel"),
        howToFix: "Declare the property `@Published private(set) var` and add an intent method (`func updateName(_:)`, `func addItem(_:)`) that the View calls. For two-way form fields, expose a method or a `Binding` built in the View from the getter and the method.",
        triggering: [
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                ↓@Published var items: [Item] = []
            }
            """),
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                ↓@Published public var title = ""
            }
            """),
            RuleExample("""
            import Combine
            import UIKit
            @MainActor
            final class InboxViewModel {
                ↓@Published var viewState = InboxViewState.loading
                func load() { viewState = .loaded }
            }
            enum InboxViewState { case loading, loaded }
            final class InboxViewController: UIViewController {
                private let viewModel = InboxViewModel()
                private var cancellables = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.$viewState.sink { [weak self] in self?.render($0) }.store(in: &cancellables)
                }
                private func render(_ state: InboxViewState) {}
            }
            """),
            RuleExample("""
            import Observation
            @MainActor @Observable
            final class MoviesViewModel {
                ↓var movies: [Movie] = []
                private(set) var isLoading = false
                @ObservationIgnored var cache: [Movie] = []
                private let service: MovieService
                init(service: MovieService) { self.service = service }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var items: [Item] = []
                @Published private var cache: [Item] = []
                func addItem(_ item: Item) { items.append(item) }
            }
            """),
            RuleExample("""
            final class FormModel: ObservableObject {
                @Published var name = ""
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var scope: [Int: Bool] = [:]
        var result: [RawFinding] = []
        let properties = context.facts.properties
        for index in properties.indices {
            guard !properties[index].isStatic else { continue }
            if properties[index].attributeOffset("Published") == nil {
                if let finding = observableStateFinding(properties[index], context, scope: &scope) { result.append(finding) }
                continue
            }
            guard let offset = properties[index].attributeOffset("Published"),
                  let owner = context.owner(of: properties[index].unit, in: .currentViewModels, cache: &scope) else { continue }
            let property = properties[index]
            if property.setterAccess == "private" || property.setterAccess == "fileprivate" { continue }
            if property.access == "private" || property.access == "fileprivate" { continue }
            let name = property.names.first ?? "property"
            result.append(finding(context, at: offset,
                                  "@Published var \(name) can be set from outside the ViewModel; declare it @Published private(set) var and expose a method for changes.",
                                  snippet: property.snippet, unit: owner))
        }
        return result
    }

    /// A stored `var` of an `@Observable` ViewModel that can be set from outside.
    private func observableStateFinding(_ property: PropertyFact, _ context: RuleContext, scope: inout [Int: Bool]) -> RawFinding? {
        guard !property.isLet, !property.isComputed, !property.attributes.contains("ObservationIgnored"),
              let owner = context.owner(of: property.unit, in: .currentViewModels, cache: &scope), isObservableMacro(owner, context) else { return nil }
        if property.setterAccess == "private" || property.setterAccess == "fileprivate" { return nil }
        if property.access == "private" || property.access == "fileprivate" { return nil }
        let name = property.names.first ?? "property"
        return finding(context, at: property.offset,
                       "var \(name) of an @Observable ViewModel can be set from outside; declare it private(set) var and expose a method for changes.",
                       snippet: property.snippet, unit: owner)
    }

    /// Whether the ViewModel is `@Observable` (Observation's macro).
    private func isObservableMacro(_ owner: Int, _ context: RuleContext) -> Bool {
        guard let id = context.declaration(of: owner), let decl = context.model.typeDeclaration(id) else { return false }
        return decl.attributes.contains("Observable") && !context.model.declaresMacro("Observable")
    }

    /// ViewModels with @Published state, and @Observable ViewModels with stored state.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.currentViewModels).filter { !context.publishedNames(of: $0).isEmpty || (isObservableMacro($0, context) && context.hasMutableState($0)) }
    }
}
