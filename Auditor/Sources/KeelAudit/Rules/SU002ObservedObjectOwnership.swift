/// SU002 — owned ViewModel held as `@ObservedObject`.
struct ObservedObjectOwnershipRule: Rule {
    let info = RuleInfo(
        id: "SU002",
        name: "observedobject-owned",
        summary: "A View that creates its ViewModel must hold it as @StateObject, not @ObservedObject.",
        rationale: "SwiftUI MVVM Team Guidelines › View Checklist (\"Uses @StateObject for owned ViewModels\", \"Uses @ObservedObject for passed ViewModels\") and ViewModel Initialization Patterns: an @ObservedObject initialized inline is recreated every time the parent re-renders, dropping its state.",
        severity: .error,
        appliesTo: .views,
        fixable: .conditionally("`keel fix` changes `@ObservedObject var x = Foo()` to `@StateObject` when the view never assigns `x` (or `_x`) and no constructor call passes `x:` to the view; an object created in `init` is left to you"),
        howToFix: "Use `@StateObject private var viewModel = …` (or `self._viewModel = StateObject(wrappedValue: …)` in init) when the View creates the object; keep `@ObservedObject` only for objects passed in from outside.",
        triggering: [
            RuleExample("""
            struct ProductListView: View {
                ↓@ObservedObject var viewModel = ProductListViewModel(productService: ProductService())
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            struct ProductListView: View {
                @ObservedObject private var viewModel: ProductListViewModel
                init(productService: ProductServiceProtocol) {
                    ↓self._viewModel = ObservedObject(wrappedValue: ProductListViewModel(productService: productService))
                }
                var body: some View { Text("") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ProductListView: View {
                @StateObject private var viewModel = ProductListViewModel(productService: ProductService())
                @ObservedObject var filter: ProductFilterViewModel
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            struct ProductListView: View {
                @StateObject private var viewModel: ProductListViewModel
                @ObservedObject var filter: ProductFilterViewModel
                init(productService: ProductServiceProtocol, filter: ProductFilterViewModel) {
                    self._viewModel = StateObject(wrappedValue: ProductListViewModel(productService: productService))
                    self.filter = filter
                }
                var body: some View { Text("") }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        var observed: [Int: Set<String>] = [:]
        let properties = context.facts.properties
        for index in properties.indices {
            // Views only: `@ObservedObject` in a class observes nothing, and
            // `@StateObject` there would not help either.
            guard let offset = properties[index].attributeOffset("ObservedObject"), let owner = context.owner(of: properties[index].unit, role: .view) else { continue }
            let property = properties[index]
            observed[owner, default: []].formUnion(property.names)
            guard let type = property.initializerType else { continue }
            result.append(message(context, offset, property.names.first ?? "", type, property.snippet, owner))
        }
        // Created in init: `self.viewModel = FooViewModel()` / `_viewModel = ObservedObject(wrappedValue: FooViewModel())`.
        for assignment in context.facts.assignments {
            guard let constructed = assignment.constructed, let owner = context.owner(of: assignment.unit, role: .view),
                  assignment.base == nil || assignment.base == "self", let names = observed[owner] else { continue }
            if constructed.hasPrefix("ObservedObject:"), assignment.member.hasPrefix("_"), names.contains(String(assignment.member.dropFirst())) {
                result.append(message(context, assignment.offset, String(assignment.member.dropFirst()), String(constructed.dropFirst("ObservedObject:".count)), assignment.snippet, owner))
            } else if !constructed.containsBytes(":"), names.contains(assignment.member), constructed != "ObservedObject" {
                result.append(message(context, assignment.offset, assignment.member, constructed, assignment.snippet, owner))
            }
        }
        return result
    }

    private func message(_ context: RuleContext, _ offset: Int, _ name: String, _ type: String, _ snippet: String, _ owner: Int) -> RawFinding {
        finding(context, at: offset,
                "@ObservedObject \(name) creates its own \(type); a view that owns its observable object must use @StateObject, or receive it from outside.",
                snippet: snippet, unit: owner)
    }

    /// Views with @ObservedObject properties.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        var units: Set<Int> = []
        let properties = context.facts.properties
        for index in properties.indices where properties[index].attributes.contains("ObservedObject") {
            if let owner = context.owner(of: properties[index].unit, role: .view), context.facts.units[owner].declaration.kind != .extension { units.insert(owner) }
        }
        return units.sorted()
    }
}
