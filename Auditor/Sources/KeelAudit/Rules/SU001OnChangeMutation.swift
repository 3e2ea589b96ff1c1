/// SU001 — state mutated inside `.onChange` without deferring.
struct OnChangeMutationRule: Rule {
    /// A view's own state: its values, and its own queries (`@FetchRequest`'s
    /// predicate and sort descriptors are meant to be changed by the view).
    static let localState: Set<String> = ["State", "Binding", "FocusState", "SceneStorage", "AppStorage", "GestureState",
                                          "FetchRequest", "SectionedFetchRequest", "Query"]
    let info = RuleInfo(
        id: "SU001",
        name: "onchange-mutation",
        summary: "Defer ViewModel mutations made inside .onChange (DispatchQueue.main.async or Task).",
        rationale: "SwiftUI State Management & Publisher Architecture Analysis › Problems › 1. \"Publishing changes from within view updates\" Warning and Key Learnings › 2. Defer State Mutations: `.onChange` runs during the view update; mutating an observed object's @Published state there feeds back into the update. The mutation is found where it happens directly (`viewModel.query = newValue`), through a method of the observed object that assigns its @Published state synchronously (`viewModel.update(newValue)`, resolved across files), or through a callback closure the parent view passes that mutates its observed object (`SearchBar(onTextChanged: { viewModel.query = $0 })`). Assignments to the View's own @State/@Binding are fine; so is anything inside a nested closure (DispatchQueue.main.async, Task), and setting a property of a plain (not observable) class an observed object holds (`store.connection.onClose = { … }`: a service's callback, no observed state).",
        severity: .warning,
        appliesTo: .views,
        fixable: .conditionally("`keel fix` wraps a direct assignment (`viewModel.x = newValue`) in `DispatchQueue.main.async { … }`, seed 002's form, when it sits in the `.onChange` closure or an `if`/`else` block of it and every statement after it, in its block and each enclosing one, is such an assignment too (nothing is reordered), in a struct view, without `$0`; a call into a method or a parent's callback is left to you"),
        howToFix: "Wrap the mutation: `DispatchQueue.main.async { viewModel.update(newValue) }` or `Task { viewModel.update(newValue) }` — or better, call a ViewModel method that is safe to call during updates.",
        triggering: [
            RuleExample("""
            @MainActor
            final class SearchViewModel: ObservableObject {
                @Published private(set) var query = ""
                func update(_ text: String) { query = text }
                func log(_ text: String) { print(text) }
            }
            struct SearchView: View {
                @ObservedObject var viewModel: SearchViewModel
                @State private var text = ""
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in
                            viewModel.↓update(newValue)
                            viewModel.log(newValue)
                        }
                }
            }
            """),
            RuleExample("""
            struct SearchBar: View {
                @State private var text = ""
                let onTextChanged: (String) -> Void
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in ↓onTextChanged(newValue) }
                }
            }
            struct SearchScreen: View {
                @StateObject private var viewModel = SearchViewModel()
                var body: some View { SearchBar(onTextChanged: { viewModel.query = $0 }) }
            }
            """),
            RuleExample("""
            struct SearchView: View {
                @ObservedObject var viewModel: SearchViewModel
                @State private var text = ""
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in
                            ↓viewModel.property = newValue
                        }
                }
            }
            """),
            RuleExample("""
            final class FilterViewModel: ObservableObject {
                @Published var query = ""
            }
            struct FilterView: View {
                @StateObject private var viewModel = FilterViewModel()
                @State private var text = ""
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { _ in ↓update() }
                }
                private func update() { viewModel.query = text }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The observed store holds a plain connection object: setting its callback changes no observed state.
            final class Connection {
                var onClose: (() -> Void)?
            }
            @Observable final class SessionStore {
                let connection = Connection()
                private(set) var isOpen = false
            }
            struct SessionView: View {
                @State private var store = SessionStore()
                @State private var mode = 0
                var body: some View {
                    Text("Session").onChange(of: mode) { _, _ in
                        store.connection.onClose = { print("closed") }
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchView: View {
                @ObservedObject var viewModel: SearchViewModel
                @State private var text = ""
                @State private var count = 0
                var body: some View {
                    TextField("", text: $text)
                        .onChange(of: text) { newValue in
                            count = newValue.count
                            DispatchQueue.main.async {
                                viewModel.property = newValue
                            }
                        }
                        .onChange(of: viewModel.shouldDismiss) { shouldDismiss in
                            if shouldDismiss { dismiss() }
                        }
                }
            }
            """),
        ]
    )

    static let observedWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"]

    func check(_ context: RuleContext) -> [RawFinding] {
        var localNames: [Int: Set<String>] = [:]
        // A view's own value state (`@State var text`) is local; an observable
        // object it holds — as `@State` (an `@Observable` model) too — is not.
        func isLocal(_ name: String, _ owner: Int) -> Bool {
            if localNames[owner] == nil {
                localNames[owner] = Set(context.properties(of: owner).filter {
                    !$0.attributes.filter(Self.localState.contains).isEmpty && !holdsObservable($0)
                }.flatMap(\.names))
            }
            return localNames[owner]?.contains(name) == true
        }
        func holdsObservable(_ property: PropertyFact) -> Bool {
            guard let path = property.typePath ?? property.initializerPath ?? property.sharedInstancePath else { return false }
            let symbol = context.resolve(path, unit: property.unit, offset: property.offset)
            if context.isObservable(symbol: symbol) { return true }
            // A ViewModel held as a protocol of the tree (`let viewModel: any LectureListing`): observed when a
            // class adopting it is observable — the view may be given that one.
            guard case .declared(let id) = context.model.finalSymbol(symbol), context.model.record(id).kind == .protocol else { return false }
            return context.roleTable.productImplementers(of: id, model: context.model).contains {
                context.model.record($0).kind != .protocol && context.model.isObservable($0)
            }
        }
        /// An observed object: through an observing wrapper, or an observable class held any way.
        func isObserved(_ property: PropertyFact) -> Bool {
            !property.attributes.filter(Self.observedWrappers.contains).isEmpty || holdsObservable(property)
        }
        var result: [RawFinding] = []
        // Direct assignments: `viewModel.query = newValue`.
        for assignment in context.facts.assignments where assignment.inOnChange {
            guard let base = assignment.base, base != "self" else { continue }
            let root = Self.root(of: base)
            let owner = assignment.unit.map { context.owners[$0] }
            if let owner, isLocal(root, owner) { continue }
            // Only an observed object of the view feeds back into the update: a
            // binding passed in (`let selection: Binding<Int>`), a local or a value is not one.
            if let owner {
                guard let property = context.properties(of: owner).first(where: { $0.names.contains(root) }),
                      isObserved(property) || (property.typePath == nil && property.initializerPath == nil),
                      property.typePath?.last != "Binding" else { continue }
                // `store.connection.onFinish = { … }`: a property of a plain (not observable) class the observed
                // object holds — a service, a session — changes no state a view observes.
                if writesPlainObject(base, of: property, context) { continue }
            }
            result.append(finding(context, at: assignment.offset,
                                  "\(base).\(assignment.member) is mutated inside .onChange during the view update; defer it (DispatchQueue.main.async { … } or Task { … }).",
                                  snippet: assignment.snippet, unit: owner))
        }
        // Calls that reach @Published state: a method of the observed object
        // that assigns it synchronously, or a callback the parent passed that does.
        let calls = context.facts.calls
        for index in calls.indices where calls[index].inOnChange && !calls[index].isConstructor {
            guard let owner = context.owner(of: calls[index].unit, role: .view) else { continue }
            let call = calls[index]
            let properties = context.properties(of: owner)
            if let base = call.base, base != "self" {
                let root = Self.root(of: base)
                guard let property = properties.first(where: { $0.names.contains(root) }), isObserved(property),
                      // `@Environment(LoginModel.self) var model`: the type is the wrapper's argument (`typePath`).
                      let type = property.typeName ?? property.initializerPath?.last ?? property.sharedInstancePath?.last ?? property.typePath?.last,
                      context.index.publishingMethods(of: type).contains(call.name) else { continue }
                result.append(finding(context, at: call.nameOffset,
                                      "\(base).\(call.name)(…) changes \(context.index.isObservable(type, module: context.module) ? "observed" : "@Published") state of \(type) inside .onChange during the view update; defer it (DispatchQueue.main.async { … } or Task { … }).",
                                      snippet: call.snippet, unit: owner))
            } else if let method = context.facts.functions.first(where: { context.owners[$0.unit] == owner && $0.name == call.name && !$0.isStatic }) {
                // The view's own method, mutating an observed object (`.onChange { update() }`).
                let observed = properties.filter(isObserved).flatMap(\.names)
                guard let root = method.mutatedBases.first(where: observed.contains) else { continue }
                result.append(finding(context, at: call.nameOffset,
                                      "\(call.name)() mutates \(root) inside .onChange during the view update; defer it (DispatchQueue.main.async { … } or Task { … }).",
                                      snippet: call.snippet, unit: owner))
            } else {
                let view = context.facts.units[owner].name
                guard properties.contains(where: { $0.names.contains(call.name) && !$0.isComputed }),
                      context.index.isMutatingCallback(type: view, label: call.name) else { continue }
                result.append(finding(context, at: call.nameOffset,
                                      "\(call.name)(…) calls back into a parent that mutates observed state, inside .onChange during the view update; defer it (DispatchQueue.main.async { … } or Task { … }).",
                                      snippet: call.snippet, unit: owner))
            }
        }
        return result
    }

    /// Whether `base` (`store.connection`) reaches, through stored properties from the view's
    /// `property`, an object of a class of the tree that is not observable (as the model resolves each link).
    private func writesPlainObject(_ base: String, of property: PropertyFact, _ context: RuleContext) -> Bool {
        let links = base.split(separator: ".").map { SyntaxHelpers.withoutOptionalMarks(String($0)) }.filter { $0 != "self" }
        guard links.count > 1, let path = property.typePath ?? property.initializerPath,
              case .declared(let root) = context.model.finalSymbol(context.resolve(path, unit: property.unit, offset: property.offset)),
              let reached = context.memberType(Array(links.dropFirst()), of: root),
              case .declared(let object) = context.model.finalSymbol(reached), context.model.record(object).kind == .class else { return false }
        return !context.isObservable(symbol: reached)
    }

    /// `viewModel` for `viewModel.form`, `self.viewModel.form`, `self?.viewModel`.
    static func root(of base: String) -> String { SyntaxHelpers.chainRoot(base) }

    var interests: FactInterests { FactInterests(calls: ["onChange"]) }

    /// Views that use `.onChange`.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        var units: Set<Int> = []
        let calls = context.facts.calls
        for index in calls.indices where calls[index].name == "onChange" {
            if let owner = context.owner(of: calls[index].unit, role: .view), context.facts.units[owner].declaration.kind != .extension { units.insert(owner) }
        }
        return units.sorted()
    }
}
