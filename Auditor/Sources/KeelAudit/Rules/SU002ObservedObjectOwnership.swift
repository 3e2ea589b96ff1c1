/// SU002 — owned ViewModel held as `@ObservedObject`.
struct ObservedObjectOwnershipRule: Rule {
    let info = RuleInfo(
        id: "SU002",
        name: "observedobject-owned",
        summary: "A View that creates its ViewModel must hold it as @StateObject, not @ObservedObject.",
        rationale: "SwiftUI MVVM Team Guidelines › View Checklist (\"Uses @StateObject for owned ViewModels\", \"Uses @ObservedObject for passed ViewModels\") and ViewModel Initialization Patterns: an @ObservedObject initialized inline is recreated every time the parent re-renders, dropping its state. The same holds for an observable object (`ObservableObject` or `@Observable`) a view creates in a plain stored property (`let model = Model()`, no `@StateObject`/`@State`), and for one a view builds in its code and passes to a child view that holds it as `@ObservedObject` or a plain property (`ChildView(viewModel: ChildViewModel())` in `body`): each render makes a new one. One built when something happens — in a `Button`'s action, or in a method that returns nothing (an action handler that hands it to a screen it presents) — is made once per event, not per render. Neither is reported: an object the view keeps in its own `@State`/`@StateObject` (built in `init` and stored there, `self.viewModel = viewModel`), nor a wrapper of values (an `ObservableObject` of `let`s only, no method or state: nothing to lose when it is rebuilt).",
        severity: .error,
        appliesTo: .views,
        fixable: .conditionally("`keel fix` changes `@ObservedObject var x = Foo()` to `@StateObject` when the view never assigns `x` (or `_x`) and no constructor call passes `x:` to the view; an object created in `init` is left to you"),
        howToFix: "Use `@StateObject private var viewModel = …` (or `self._viewModel = StateObject(wrappedValue: …)` in init) when the View creates the object; keep `@ObservedObject` only for objects passed in from outside.",
        triggering: [
            RuleExample("""
            final class ChoresViewModel: ObservableObject {
                @Published private(set) var chores: [String] = []
            }
            struct ChoresView: View {
                @ObservedObject var viewModel: ChoresViewModel
                init(viewModel: ChoresViewModel = ↓ChoresViewModel()) { self.viewModel = viewModel }
                var body: some View { Text("") }
            }
            """),
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
            RuleExample("""
            @Observable final class CounterModel { var count = 0 }
            struct CounterView: View {
                ↓let model = CounterModel()
                var body: some View { Text("\\(model.count)") }
            }
            """),
            RuleExample("""
            final class DetailViewModel: ObservableObject { @Published var title = "" }
            struct DetailView: View {
                @ObservedObject var viewModel: DetailViewModel
                var body: some View { Text(viewModel.title) }
            }
            struct ListScreen: View {
                var body: some View {
                    DetailView(viewModel: ↓DetailViewModel())
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Built when the button is tapped, for the screen it presents: once per tap.
            struct FilesView: View {
                var body: some View {
                    Button("Edit") { openEditor() }
                }
                private func openEditor() {
                    let editor = EditorViewModel()
                    present(UIHostingController(rootView: EditorView(model: editor)))
                }
            }
            struct EditorView: View {
                @ObservedObject var model: EditorViewModel
                var body: some View { Text(model.title) }
            }
            """),
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
        result += recreatedOnRender(context)
        return result
    }

    /// Observable objects a view makes anew on every render: held in a
    /// plain stored property it initializes, or built in its code for a
    /// child view that does not own it (`@ObservedObject` or plain).
    private func recreatedOnRender(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        for property in context.facts.properties where !property.isStatic && !property.isComputed && property.attributes.isEmpty {
            guard let owner = context.owner(of: property.unit, role: .view), let path = property.initializerPath,
                  context.isObservable(symbol: context.resolve(path, unit: property.unit, offset: property.offset)) else { continue }
            let name = property.names.first ?? ""
            let type = path.joined(separator: ".")
            result.append(finding(context, at: property.offset,
                                  "\(name) creates its own \(type) in a plain stored property: every render of the parent makes a new one; hold it as @StateObject (ObservableObject) or @State (@Observable).",
                                  snippet: property.snippet, unit: owner))
        }
        let calls = context.facts.calls
        // A default argument of the view's initializer (`init(viewModel: FooViewModel = FooViewModel())`)
        // into a property the view does not own: every parent render that omits it makes a new one.
        for call in calls where call.isConstructor && call.inDefaultArgument {
            guard let owner = context.owner(of: call.unit, role: .view), !call.inStaticContext,
                  context.isObservable(symbol: context.constructed(by: call)),
                  let held = context.properties(of: owner).first(where: { !$0.isStatic && !$0.isComputed && $0.typePath?.last == call.name }),
                  !held.attributes.contains("StateObject"), !held.attributes.contains("State") else { continue }
            result.append(finding(context, at: call.offset,
                                  "\(call.name)() as a default argument builds a new \(call.name) whenever a parent makes this view without one, and the view does not own it (\(held.attributes.contains("ObservedObject") ? "@ObservedObject" : "a plain property")); hold it as @StateObject (ObservableObject) or @State (@Observable), or have the parent pass one it owns.",
                                  snippet: call.snippet, unit: owner))
        }
        // `ChildView(viewModel: ChildViewModel())`, `ChildView(model: .init())` in the view's code.
        for call in calls where call.isConstructor || call.isImplicitInitArgument || !call.receiver.isEmpty {
            // Built in a button's action or an action handler (`func showEditor()`, handing it to a hosting
            // controller it presents): made once per tap, not per render.
            guard let owner = context.owner(of: call.unit, role: .view), !call.inStaticContext, !call.inAction,
                  let parentIndex = call.argumentOf, let label = call.argumentLabel, calls.indices.contains(parentIndex),
                  calls[parentIndex].isConstructor else { continue }
            let parent = calls[parentIndex]
            guard case .declared(let child) = context.model.finalSymbol(context.constructed(by: parent)),
                  context.roleTable.roles(of: child).contains(.view),
                  let (member, scope) = storedMember(label, of: child, context) else { continue }
            if member.attributes.contains("StateObject") || member.attributes.contains("State") { continue }
            let built: (symbol: Symbol, type: String, how: String)?
            if call.isConstructor {
                built = (context.constructed(by: call), call.name, call.name + "()")
            } else if call.isImplicitInitArgument {
                // The parameter is the member's type only for a plain or `@ObservedObject` member
                // (`@Binding var account: Account` takes a `Binding`).
                guard member.attributes.allSatisfy({ $0 == "ObservedObject" }) else { continue }
                built = member.typePath.map { (context.model.resolve($0, in: scope), $0.last ?? "", ".init()") }
            } else {
                built = factoryResult(of: call, in: owner, context).map { ($0.symbol, $0.type, call.snippet + "(…)") }
            }
            guard let built, context.isObservable(symbol: built.symbol) else { continue }
            // A wrapper of values (only `let`s of plain values, no method or state): nothing to observe or lose.
            if case .declared(let id) = context.model.finalSymbol(built.symbol),
               context.roleTable.reasons(of: id).contains(where: { $0.text.hasPrefix(RoleReason.valueWrapper) }) { continue }
            result.append(finding(context, at: call.offset,
                                  "\(parent.name)(\(label): \(built.how)) builds a new \(built.type) on every render, and \(parent.name) does not own it (\(member.attributes.contains("ObservedObject") ? "@ObservedObject" : "a plain property")); create it once (@StateObject/@State here, or in \(parent.name) as @StateObject) and pass it down.",
                                  snippet: call.snippet, unit: owner))
        }
        // `let model = ChildModel(…)` in the view's code, then `ChildView(model: model)`.
        for parent in calls where parent.isConstructor && !parent.nameArguments.isEmpty {
            guard let owner = context.owner(of: parent.unit, role: .view), !parent.inStaticContext, !parent.inAction,
                  case .declared(let child) = context.model.finalSymbol(context.constructed(by: parent)),
                  context.roleTable.roles(of: child).contains(.view) else { continue }
            // The view's own `@State`/`@StateObject` of that name (`init` builds `let model = Model(…)` and
            // stores it, `self.model = model`): the argument in `body` reads the state SwiftUI keeps, built once.
            let owned = Set(context.properties(of: owner).filter { !$0.isStatic && ($0.attributes.contains("State") || $0.attributes.contains("StateObject")) }
                .flatMap(\.names))
            for (label, name) in zip(parent.labels, parent.nameArguments) where !name.isEmpty {
                guard let local = context.facts.localTypes.last(where: { $0.name == name && $0.unit == parent.unit && $0.offset < parent.offset }),
                      local.isConstructed,
                      !(owned.contains(name) && Self.isDeclaredInInit(local, context)),
                      let (member, _) = storedMember(label, of: child, context),
                      !member.attributes.contains("StateObject"), !member.attributes.contains("State"),
                      context.isObservable(symbol: context.resolve(local.typePath, unit: local.unit, offset: local.offset)) else { continue }
                let type = local.typePath.joined(separator: ".")
                result.append(finding(context, at: local.offset,
                                      "\(name) = \(type)(…) is built on every render and passed to \(parent.name)(\(label):), which does not own it (\(member.attributes.contains("ObservedObject") ? "@ObservedObject" : "a plain property")); create it once (@StateObject/@State here, or in \(parent.name) as @StateObject) and pass it down.",
                                      snippet: "let \(name) = \(type)(…)", unit: owner))
            }
        }
        return result
    }

    /// The local is declared in an initializer of its type: the member the local sits in is the
    /// nearest one of the unit (a method, an initializer or a property, whose accessors hold `body`)
    /// starting before it. A local of `body` that shadows the state is built on every render.
    static func isDeclaredInInit(_ local: LocalTypeFact, _ context: RuleContext) -> Bool {
        let functions = context.facts.functions.filter { $0.unit == local.unit && $0.offset < local.offset }
            .map { (offset: $0.offset, isInit: $0.name == "init") }
        let properties = context.facts.properties.filter { $0.unit == local.unit && $0.offset < local.offset }
            .map { (offset: $0.offset, isInit: false) }
        return (functions + properties).max { $0.offset < $1.offset }?.isInit ?? false
    }

    /// The child view's instance stored property `label` (the memberwise
    /// initializer's parameter), from its declaration or an extension, with
    /// the scope its type is written in.
    private func storedMember(_ label: String, of child: DeclID, _ context: RuleContext) -> (MemberDeclaration, SemanticModel.Scope)? {
        for part in context.model.parts(of: child) {
            if let member = part.declaration.storedMembers.first(where: { $0.name == label && !$0.isStatic }) { return (member, part.scope) }
        }
        return nil
    }

    /// A call on one of the view's properties to a method of its type that
    /// returns a new instance it constructs (`repository.rowViewModel(for: id)`):
    /// the type it builds.
    private func factoryResult(of call: CallFact, in owner: Int, _ context: RuleContext) -> (symbol: Symbol, type: String)? {
        let links = call.receiverNames
        guard links.count == 1, let root = links.first,
              let property = context.properties(of: owner).first(where: { $0.names.contains(root) && !$0.isStatic }),
              let path = property.typePath ?? property.initializerPath,
              case .declared(let holder) = context.model.finalSymbol(context.resolve(path, unit: property.unit, offset: property.offset)) else { return nil }
        for part in context.model.parts(of: holder) {
            guard let index = part.declaration.factoryMethods.firstIndex(of: call.name) else { continue }
            let result = part.declaration.factoryResults[index]
            return (context.model.resolve(result, in: part.scope), result.last ?? "")
        }
        return nil
    }

    private func message(_ context: RuleContext, _ offset: Int, _ name: String, _ type: String, _ snippet: String, _ owner: Int) -> RawFinding {
        finding(context, at: offset,
                "@ObservedObject \(name) creates its own \(type); a view that owns its observable object must use @StateObject, or receive it from outside.",
                snippet: snippet, unit: owner)
    }

    /// Views with @ObservedObject properties, plain stored properties they
    /// initialize, or constructor calls in their code.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        var units: Set<Int> = []
        let properties = context.facts.properties
        for index in properties.indices where properties[index].attributes.contains("ObservedObject")
            || (properties[index].attributes.isEmpty && properties[index].initializerPath != nil && !properties[index].isStatic) {
            if let owner = context.owner(of: properties[index].unit, role: .view), context.facts.units[owner].declaration.kind != .extension { units.insert(owner) }
        }
        return units.sorted()
    }
}
