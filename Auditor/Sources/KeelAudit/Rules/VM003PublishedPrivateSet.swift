/// VM003 — `@Published` state settable from outside the ViewModel.
struct PublishedPrivateSetRule: Rule {
    let info = RuleInfo(
        id: "VM003",
        name: "published-private-set",
        summary: "@Published properties of a ViewModel must be private(set).",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 4. Don't Expose Mutable Collections Directly, and the ViewModel Checklist (\"Published properties are private(set)\"): views read state and call methods; a publicly settable @Published property lets any view mutate state behind the ViewModel's back.",
        severity: .warning,
        appliesTo: .swiftUIViewModels,
        fixable: .conditionally("`keel fix` adds `private(set)` (after `public`/`internal` when present) when the project index proves that nothing outside the ViewModel sets the property: no `vm.x = …`, `$vm.x` binding, `&vm.x`, key path `\\.x` or possibly mutating call on `vm.x` in any file, excluded files and tests included; no extension in another file assigning it; no protocol requiring it `{ get set }`; no type inheriting from the ViewModel"),
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
            guard !properties[index].isStatic, let offset = properties[index].attributeOffset("Published"),
                  let owner = context.owner(of: properties[index].unit, in: .swiftUIViewModels, cache: &scope) else { continue }
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

    /// ViewModels with @Published state.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.viewModels(.swiftUIViewModels).filter { !context.publishedNames(of: $0).isEmpty }
    }
}
