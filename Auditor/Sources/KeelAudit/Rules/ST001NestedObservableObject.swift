/// ST001 — nested ObservableObject held in `@Published` (or in a SwiftUI
/// wrapper inside a class, where it observes nothing).
struct NestedObservableObjectRule: Rule {
    let info = RuleInfo(
        id: "ST001",
        name: "nested-observable-object",
        summary: "Don't hold an ObservableObject (e.g. a ViewModel) in a @Published property, or in @ObservedObject / @StateObject inside a class.",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 2. Nested ObservableObjects Not Updating Views (\"@Published only observes the reference change, not property changes within the object\") and Key Learnings › 1. Avoid Nested ObservableObjects — use composition: one flow controller owns the state (\"Single Source of Truth\"). The type is nested when the index sees it conform to ObservableObject (or use @Observable) or it is a ViewModel; a `@Published` collection of such objects (`[RowViewModel]`, `[String: [RowViewModel]]`, `= [RowViewModel]()`, `[Poll.Option]` — a nested type by its qualified name) nests them too: a change inside an element is no change of the collection. `@ObservedObject` and `@StateObject` only work in views: in a class they observe nothing at all. A view controller holding one nests nothing (it is no ObservableObject; its SwiftUI root view observes the object itself), so it is not reported. `@Published` in a class that is no `ObservableObject` (a UIKit ViewModel a controller `sink`s on property by property) nests nothing and is not reported.",
        severity: .warning,
        appliesTo: .observableClasses,
        fixable: .manual("the state has to be flattened into one owner"),
        howToFix: "Don't nest observable objects: give the screen one owner of state (a flow controller / ViewModel with `@Published private(set)` values, RideFlowController-style) and pass child ViewModels to child Views directly instead of publishing them.",
        triggering: [
            RuleExample("""
            final class SomeViewModel: ObservableObject {}
            class Coordinator: ObservableObject {
                ↓@Published var viewModel: SomeViewModel
                init() { self.viewModel = SomeViewModel() }
            }
            """),
            RuleExample("""
            @MainActor
            final class RideRequestFlow: ObservableObject {
                ↓@Published private(set) var map = MapViewModel()
            }
            final class MapViewModel: ObservableObject {}
            """),
            RuleExample("""
            @MainActor
            final class ReaderViewModel: ObservableObject {
                ↓@Published private(set) var outline = [OutlineEntry]()
                ↓@Published var pollOptions: [PollDraft.Option] = []
            }
            final class OutlineEntry: ObservableObject, Identifiable {
                @Published var isExpanded = false
            }
            enum PollDraft {
                final class Option: ObservableObject {
                    @Published var text = ""
                }
            }
            """),
            RuleExample("""
            final class DetailsViewModel: ObservableObject {
                ↓@ObservedObject var header: HeaderViewModel
                init() { self.header = HeaderViewModel() }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Combine
            // Not an ObservableObject: the controller sinks on `$detail` itself.
            final class TripScreenModel {
                @Published private(set) var detail: TripDetailModel?
                func load() { detail = TripDetailModel() }
            }
            final class TripDetailModel: ObservableObject {
                @Published var title = ""
            }
            """),
            RuleExample("""
            @MainActor
            class RideFlowController: ObservableObject {
                @Published private(set) var currentState: RideState
                @Published private(set) var driver: DriverInfo?
            }
            """),
            RuleExample("""
            struct DetailsView: View {
                @ObservedObject var header: HeaderViewModel
                var body: some View { Text(header.title) }
            }
            struct Keyboard: DynamicProperty {
                @ObservedObject var observer: KeyboardObserver
            }
            """),
            RuleExample("""
            import WatchKit
            final class HostingController: WKHostingController<ContentView> {
                @ObservedObject var settings = SettingsStore.shared
                override var body: ContentView { ContentView(settings: settings) }
            }
            """),
            RuleExample("""
            final class FiltersHostingController: UIHostingController<FiltersView> {
                @ObservedObject private var filters: FiltersModel
                init(filters: FiltersModel) {
                    self.filters = filters
                    super.init(rootView: FiltersView(filters: filters))
                }
            }
            """),
        ]
    )

    /// The observable element type of a collection property (`[T]`, `Set<T>`,
    /// `[K: T]`, `OrderedDictionary<K, [T]>`), when it has one.
    private func observableElement(of property: PropertyFact, _ context: RuleContext) -> String? {
        guard property.isCollection || property.typeNames.count > 1 else { return nil }
        let container = property.typePath?.last
        for name in property.typeNames where name != container && name.first?.isUppercase == true {
            let symbol = context.resolve(name.split(separator: ".").map(String.init), unit: property.unit, offset: property.offset)
            if case .declared = context.model.finalSymbol(symbol), context.isObservable(symbol: symbol) { return name }
        }
        return nil
    }

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        let properties = context.facts.properties
        var observable: Set<Int>?
        // Both findings need an attribute (@Published, @ObservedObject, @StateObject).
        for index in properties.indices where !properties[index].isStatic && !properties[index].attributes.isEmpty {
            let property = properties[index]
            let owner = context.owners[property.unit]
            if let offset = property.attributeOffset("Published") {
                // Nesting is an observed object's problem: `@Published` in a class no view observes
                // as a whole (a UIKit ViewModel a controller `sink`s on) nests nothing.
                let classes = observable ?? Set(observableClasses(context))
                observable = classes
                guard classes.contains(owner) else { continue }
                if let path = property.typePath ?? property.initializerPath,
                   isObservable(context.resolve(path, unit: property.unit, offset: property.offset), context) {
                    let type = path.joined(separator: ".")
                    result.append(finding(context, at: offset,
                                          "@Published holds the ObservableObject \(type); changes inside it won't refresh views — flatten the state into one owner instead of nesting (don't forward objectWillChange).",
                                          snippet: property.snippet, unit: owner))
                } else if let element = observableElement(of: property, context) {
                    // `@Published var rows: [RowViewModel]`: a change inside one element is no change of the array.
                    result.append(finding(context, at: offset,
                                          "@Published holds a collection of the ObservableObject \(element); changes inside an element won't refresh views observing this property — publish the elements' state as values, or let each row view observe its own object and keep only identifiers here.",
                                          snippet: property.snippet, unit: owner))
                }
            } else if context.facts.units[owner].declaration.kind == .class, context.roles[owner].isDisjoint(with: [.view, .viewController]),
                      !Self.isHostingController(owner, context),
                      let wrapper = ["ObservedObject", "StateObject"].first(where: { property.attributeOffset($0) != nil }),
                      let offset = property.attributeOffset(wrapper) {
                // The wrapper compiles only on an ObservableObject, so its type needs no check.
                let type = property.typeName ?? property.initializerType ?? "object"
                result.append(finding(context, at: offset,
                                      "@\(wrapper) in a class observes nothing (it works in views only), so changes inside \(type) won't refresh views — flatten the state into one owner instead of nesting.",
                                      snippet: property.snippet, unit: owner))
            }
        }
        return result
    }

    /// SwiftUI's hosting controllers: a subclass hands its root view what it keeps (SwiftUI glue, like a view).
    static let hostingControllers = ["UIHostingController", "NSHostingController", "WKHostingController"]

    /// A subclass of a hosting controller (watchOS's `WKHostingController<ContentView>` overriding `body`,
    /// UIKit's `UIHostingController`): it builds the SwiftUI root view and passes the object on, and the
    /// view observes it itself — nothing is nested in an observed object.
    static func isHostingController(_ unit: Int, _ context: RuleContext) -> Bool {
        let decl = context.facts.units[unit].declaration
        return hostingControllers.contains { base in
            decl.inherited.contains { $0 == base || $0.hasPrefix(base + "<") } || context.index.inherits(decl.name, from: base)
        }
    }

    /// A class the tree declares as `ObservableObject` / `@Observable`; a
    /// type outside the audited tree only when named like a ViewModel (the
    /// guides' `@Published var viewModel: SomeViewModel`). A declared class
    /// that is neither — a UIKit ViewModel publishing through `$state` — is
    /// not one, whatever its name.
    private func isObservable(_ symbol: Symbol, _ context: RuleContext) -> Bool {
        switch context.model.finalSymbol(symbol) {
        case .declared: return context.isObservable(symbol: symbol)
        case .unresolved, .external("?", _): return context.roles(of: symbol).contains(.viewModel)
        default: return false
        }
    }

    /// Observable classes with @Published or observed-object properties.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        let classes = Set(observableClasses(context))
        var units: Set<Int> = []
        let properties = context.facts.properties
        for index in properties.indices where !properties[index].isStatic && properties[index].attributes.contains(where: ["Published", "ObservedObject", "StateObject"].contains) {
            let owner = context.owners[properties[index].unit]
            if classes.contains(owner) { units.insert(owner) }
        }
        return units.sorted()
    }
}

/// Classes that are ObservableObjects (ST001/ST002 compliance units): declared so, or a ViewModel
/// SwiftUI observes (through a supertype, or held by a view). A UIKit ViewModel with `@Published`
/// state and no `ObservableObject` conformance is none: no view observes it as a whole, so there is
/// no nesting to break.
func observableClasses(_ context: RuleContext) -> [Int] {
    context.facts.units.indices.filter { i in
        let decl = context.facts.units[i].declaration
        guard decl.kind == .class else { return false }
        return decl.inherited.contains("ObservableObject") || context.index.inherits(decl.name, from: "ObservableObject")
            || (context.roles[i].contains(.viewModel) && context.isSwiftUIFacing(i))
    }
}
