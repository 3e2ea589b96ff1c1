/// SU002 — owned ViewModel held as `@ObservedObject`.
struct ObservedObjectOwnershipRule: Rule {
    let howToFix = "Use `@StateObject private var viewModel = …` (or `self._viewModel = StateObject(wrappedValue: …)` in init) when the View creates the object; keep `@ObservedObject` only for objects passed in from outside."
    let description = RuleDescription(
        id: "SU002",
        name: "observedobject-owned",
        summary: "A View that creates its ViewModel must hold it as @StateObject, not @ObservedObject.",
        rationale: "SwiftUI MVVM Team Guidelines › View Checklist (\"Uses @StateObject for owned ViewModels\", \"Uses @ObservedObject for passed ViewModels\") and ViewModel Initialization Patterns: an @ObservedObject initialized inline is recreated every time the parent re-renders, dropping its state.",
        defaultSeverity: .error,
        triggeringExamples: [
            """
            struct ProductListView: View {
                ↓@ObservedObject var viewModel = ProductListViewModel(productService: ProductService())
                var body: some View { Text("") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct ProductListView: View {
                @StateObject private var viewModel = ProductListViewModel(productService: ProductService())
                @ObservedObject var filter: ProductFilterViewModel
                var body: some View { Text("") }
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.properties.compactMap { property in
            guard let offset = property.attributeOffset("ObservedObject"), let type = property.initializerType else { return nil }
            return finding(context, at: offset,
                           "@ObservedObject \(property.names.first ?? "") creates its own \(type); a view that owns its observable object must use @StateObject, or receive it from outside.",
                           snippet: property.snippet, unit: context.owners[property.unit])
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.view) }
}
