import Foundation

/// One piece of evidence for a role: what the engine saw, and where.
package struct RoleReason: Sendable, Hashable {
    /// How a route nested in another route's case is explained (`RoleInference.nestedRoutes`; RT001 reads it).
    package static let nestedRoute = "a case of the route"
    /// How an observable wrapper of values a view holds is explained (`swiftUIViewModels`; SU002 reads it).
    package static let valueWrapper = "a wrapper of values, not a ViewModel"
    /// How an observable record of the domain a view reaches is explained (`swiftUIViewModels`).
    package static let domainRecord = "a record of the domain, not a ViewModel"
    /// How a box of state named like a ViewModel is explained (`isLogicFreeBox`).
    package static let logicFreeBox = "a box of state, not a ViewModel"
    /// How an `ObservableObject` that publishes nothing is explained (`swiftUIViewModels`).
    package static let nothingToObserve = "nothing to observe, not a ViewModel"
    /// How a navigator switching on an enum's cases is explained, after its name (`switchedRoutes`; RT001 reads it).
    package static let switchesToNavigate = "switches on its cases to navigate"
    package var role: Role
    /// What was seen, in words ("`SettingsView` holds it as @StateObject").
    package var text: String
    /// Where (an engine path and 1-based line), when one place shows it.
    package var path: String?
    package var line: Int?

    package var description: String {
        guard let path else { return text }
        return "\(text) (\(path)\(line.map { ":\($0)" } ?? ""))"
    }
}

/// The roles of every declaration of a `SemanticModel`, decided by what
/// types do, names only breaking ties — and why (`RoleReason`), so
/// `keel explain` can say it.
///
/// - **View**: conforms to SwiftUI's `View` (resolved: the tree's own
///   `View` protocol is not SwiftUI's). **ViewController**: inherits from
///   UIKit's `UIViewController` family.
/// - **ViewModel**: a class a SwiftUI view holds (as `@StateObject`,
///   `@ObservedObject`, `@EnvironmentObject`, `@State`, `@Bindable`, or a
///   plain property), or a class a view controller or UIKit view holds and
///   binds to (it publishes state, declares `transform(input:)`, or is
///   named like a ViewModel) — through a protocol or superclass too. A
///   class only *named* like a ViewModel is one when it publishes state
///   (observable, `@Published`, subjects or relays); a service-layer helper
///   with neither a view nor state is not.
/// - **Coordinator**: owns navigation — it holds a navigation controller,
///   window, navigation path, router or child coordinators, or calls
///   UIKit's presentation APIs — and is named like one, conforms to the
///   tree's coordinator protocol, or does both. A `…Coordinator` that does
///   neither (a background refresh job) is not one; a view controller or
///   view never is.
/// - **Manager**: a long-lived dependency: a class injected into a
///   ViewModel or coordinator (an initializer parameter or stored
///   property), or named like a manager.
/// - **Router**: an enum a navigation method takes (through type aliases)
///   that is named like a route, or whose cases a coordinator or router
///   switches on to navigate; a class named like a router that holds or
///   calls navigation. Neither describes network requests.
package struct RoleTable: Sendable {
    package private(set) var roles: [Role]
    package private(set) var reasons: [[RoleReason]]
    /// Classes a SwiftUI view holds (the ViewModels SwiftUI observes), with how.
    package private(set) var heldBySwiftUI: [DeclID: String] = [:]
    /// Classes that initialize as UIKit views do though their UIKit ancestor is out of sight
    /// (`RoleInference.viewsByInitializer`).
    private var viewsByInitializer: Set<DeclID> = []
    /// Per declared type: the declarations that inherit from it or conform to it (transitively).
    private var implementersByType: [DeclID: [DeclID]] = [:]

    /// The declarations that inherit from `id` or conform to it.
    package func implementers(of id: DeclID) -> [DeclID] { implementersByType[id] ?? [] }

    /// The implementers that are the app's own, test doubles (`PostsNavigatorMock`, `FakeRouter`) left out.
    package func productImplementers(of id: DeclID, model: SemanticModel) -> [DeclID] {
        implementers(of: id).filter { !RoleResolver.isTestDouble(model.record($0).name) }
    }

    package func roles(of id: DeclID) -> Role { roles.indices.contains(id.index) ? roles[id.index] : [] }
    package func reasons(of id: DeclID) -> [RoleReason] { reasons.indices.contains(id.index) ? reasons[id.index] : [] }
    package func isHeldBySwiftUI(_ id: DeclID) -> Bool { heldBySwiftUI[id] != nil }
    /// Whether `id` is a UIKit view by how it is made (`init(frame:)`, `init?(coder:)` in a UI file),
    /// its UIKit ancestor being a library's or out of sight.
    package func initializesAsView(_ id: DeclID) -> Bool { viewsByInitializer.contains(id) }
    /// Data records (`Codable`, `NSManagedObject`, `@Model`): values an app stores and sends, no service.
    private var dataModels: Set<DeclID> = []
    package func isDataModel(_ id: DeclID) -> Bool { dataModels.contains(id) }
    /// The tree's types a SwiftUI view keeps in an instance stored property (`let model: BannerModel`),
    /// resolved where each is written: built once per run.
    package private(set) var heldByViews: Set<DeclID> = []

    static let empty = RoleTable(roles: [], reasons: [])

    private init(roles: [Role], reasons: [[RoleReason]]) {
        self.roles = roles
        self.reasons = reasons
    }

    /// Infers every declaration's roles; `patterns` are the configuration's
    /// name patterns (tie-breakers).
    init(model: SemanticModel, patterns: RoleResolver) {
        var inference = RoleInference(model: model, patterns: patterns)
        inference.run()
        self.init(roles: inference.roles, reasons: inference.reasons)
        heldBySwiftUI = inference.heldBySwiftUI
        viewsByInitializer = Set(inference.ids.filter { inference.initializesAsView[$0.index] })
        dataModels = Set(inference.ids.filter { model.record($0).kind.isNominal && inference.isDataModel($0) })
        implementersByType = inference.implementers
        heldByViews = Self.typesHeld(by: inference.ids.filter { inference.roles[$0.index].contains(.view) }, model)
        inertCasesByEnum = inference.inertCases
    }

    /// Per enum navigators switch on to navigate: the cases their switches list only in arms that change no screen
    /// (`case .showAlert: return`) — no place to go (`RoleInference.switchedRoutes`; RT001 reads it).
    private var inertCasesByEnum: [DeclID: Set<String>] = [:]
    package func casesNavigatorsIgnore(_ id: DeclID) -> Set<String> { inertCasesByEnum[id] ?? [] }

    private static func typesHeld(by holders: [DeclID], _ model: SemanticModel) -> Set<DeclID> {
        var held: Set<DeclID> = []
        for holder in holders where model.record(holder).kind.isNominal {
            for part in model.parts(of: holder) {
                for member in part.declaration.storedMembers where !member.isStatic {
                    guard let path = member.typePath, case .declared(let id) = model.finalSymbol(model.resolve(path, in: part.scope)) else { continue }
                    held.insert(id)
                }
            }
        }
        return held
    }
}

/// What `RoleInference.run()` asks of the roles settled after `coordinators()`, on two cores.
private struct SettledAnswers: Sendable {
    var dependencies: [DeclID: Set<DeclID>] = [:]
    var stores: Set<DeclID> = []
    var listData: Set<DeclID> = []
}

/// The work behind `RoleTable.init(model:patterns:)`.
private struct RoleInference {
    let model: SemanticModel
    let patterns: RoleResolver
    var roles: [Role]
    var reasons: [[RoleReason]]
    var heldBySwiftUI: [DeclID: String] = [:]
    /// Per declared type: the classes that are it or inherit from it (conformers, subclasses).
    var implementers: [DeclID: [DeclID]] = [:]
    /// Per declaration: the names of every ancestor (declared, external or unresolved), for framework questions.
    var ancestorNames: [Set<String>]
    var ancestorSymbols: [[Symbol]]
    var traits: [TypeTraits]
    /// Per declaration, over it and its extensions: how many screen methods it declares, and
    /// whether a navigation method takes a parameter of a named type (read once, in `prepare`).
    var screenMethodCounts: [Int]
    var takesNavigationParameters: [Bool]
    /// Per class: initializes as a UIKit view does though its UIKit ancestor is out of sight (`viewsByInitializer`).
    var initializesAsView: [Bool]
    /// Observable classes a SwiftUI view holds through a SwiftUI wrapper (before roles are settled).
    var observedByViews: Set<DeclID> = []
    /// Per enum navigators switch on: the cases they list only in arms that change no screen (`switchedRoutes`).
    var inertCases: [DeclID: Set<String>] = [:]

    init(model: SemanticModel, patterns: RoleResolver) {
        self.model = model
        self.patterns = patterns
        let count = model.declarations.count
        roles = Array(repeating: [], count: count)
        reasons = Array(repeating: [], count: count)
        ancestorNames = Array(repeating: [], count: count)
        ancestorSymbols = Array(repeating: [], count: count)
        traits = Array(repeating: [], count: count)
        screenMethodCounts = Array(repeating: 0, count: count)
        takesNavigationParameters = Array(repeating: false, count: count)
        initializesAsView = Array(repeating: false, count: count)
    }

    var ids: [DeclID] { model.declarations.indices.map(DeclID.init) }

    func decl(_ id: DeclID) -> TypeDeclaration? { model.typeDeclaration(id) }
    func path(_ id: DeclID) -> String { model.files[model.record(id).file].path }

    mutating func add(_ role: Role, to id: DeclID, _ text: String, path: String? = nil, line: Int? = nil) {
        roles[id.index].insert(role)
        let reason = RoleReason(role: role, text: text, path: path, line: line)
        if !reasons[id.index].contains(reason) { reasons[id.index].append(reason) }
    }

    mutating func run() {
        prepare()
        frameworkRoles()
        observedByViews = observedClasses()
        navigationStateHolders()
        coordinators()
        // Three questions read only what is settled by now (the model, views
        // and view controllers, coordinators and routers — no later step adds
        // those roles): asked on two cores at once, each answered as it
        // would be where it is used.
        let settled = self
        let answers = concurrentMap([0, 1]) { part -> SettledAnswers in
            part == 0 ? SettledAnswers(dependencies: settled.dependencyHolders())
                : SettledAnswers(stores: settled.sharedStores(), listData: settled.listElementEnums())
        }
        let (dependencies, stores, listData) = (answers[0].dependencies, answers[1].stores, answers[1].listData)
        swiftUIViewModels(stores: stores, dependencies: dependencies)
        uiKitViewModels()
        namedViewModels()
        managers()
        routers(listData: listData)
        nestedRoutes()
    }

    // MARK: Preparation

    mutating func prepare() {
        for id in ids where model.record(id).kind.isNominal {
            let ancestors = model.ancestors(of: id)
            ancestorSymbols[id.index] = ancestors
            var names: Set<String> = []
            for symbol in ancestors {
                switch symbol {
                case .declared(let other): names.insert(model.record(other).name)
                case .external(let module, let name): names.insert(name); names.insert(module + "." + name)
                case .unresolved(let name): names.insert(name)
                case .genericParameter: break
                }
                if case .declared(let other) = symbol { implementers[other, default: []].append(id) }
            }
            ancestorNames[id.index] = names
            traits[id.index] = model.mergedTraits(id)
            for part in model.parts(of: id) {
                screenMethodCounts[id.index] += part.declaration.screenMethods
                if !part.declaration.navigationParameters.isEmpty { takesNavigationParameters[id.index] = true }
            }
        }
        viewsByInitializer()
    }

    /// Classes that are UIKit views by how they are made, though the UIKit class they descend from is
    /// out of sight (a library's `HoshiTextField`, `MDCButton`, a superclass in an unindexed module):
    /// the class, or a class of the tree it inherits from, declares the initializers UIKit gives its
    /// views — `init(frame: CGRect)`, or `init?(coder: NSCoder)` (every view made in code must declare
    /// it) — in a UI file. An archived model (`NSObject`, `NSCoding`, `NSSecureCoding`, `Codable`) also
    /// takes a coder, and is not one; nor is a view controller (its own role).
    mutating func viewsByInitializer() {
        func declaresViewInitializer(_ id: DeclID) -> Bool {
            model.parts(of: id).contains { part in
                part.declaration.initParameters.contains { $0 == ["CGRect"] || $0 == ["NSCoder"] }
            }
        }
        for id in ids where model.record(id).kind == .class && traits[id.index].contains(.uiLayer) {
            let names = ancestorNames[id.index]
            guard names.isDisjoint(with: KnownTypes.uiKitViews), names.isDisjoint(with: Self.archivedModelNames) else { continue }
            // A root class — nothing it inherits can be a class — is no UIKit view, whatever initializers
            // it declares (a `required init?(coder:)` left over in a plain `@MainActor` navigator).
            guard mayHaveSuperclass(id) else { continue }
            let lineage = [id] + ancestorSymbols[id.index].compactMap { symbol -> DeclID? in
                guard case .declared(let other) = symbol, model.record(other).kind == .class else { return nil }
                return other
            }
            if lineage.contains(where: declaresViewInitializer) { initializesAsView[id.index] = true }
        }
    }

    /// Whether something `id` inherits can be a superclass: a class of the tree, a type of a framework
    /// other than those declaring only protocols a class adopts (the standard library, Combine, Observation),
    /// or a name nothing resolves. A class inheriting none of these is a root class.
    func mayHaveSuperclass(_ id: DeclID) -> Bool {
        ancestorSymbols[id.index].contains { symbol in
            switch symbol {
            case .declared(let other): isClassLike(other)
            case .external(let module, _): !Self.protocolOnlyModules.contains(module)
            case .unresolved: true
            case .genericParameter: false
            }
        }
    }

    /// Modules whose types a class inherits only as protocols (`Sendable`, `ObservableObject`, `Observable`).
    static let protocolOnlyModules: Set<String> = ["Swift", "_Concurrency", "Combine", "Observation"]

    /// Supertypes of a model archived with a coder (`init?(coder:)` without being a view).
    static let archivedModelNames: Set<String> = ["NSObject", "NSCoding", "NSSecureCoding", "Codable", "Decodable", "Encodable", "NSManagedObject"]

    func isClassLike(_ id: DeclID) -> Bool { model.record(id).kind == .class || model.record(id).kind == .actor }

    // MARK: Views and view controllers

    mutating func frameworkRoles() {
        for id in ids where model.record(id).kind.isNominal {
            let kind = model.record(id).kind
            let names = ancestorNames[id.index]
            if kind != .protocol, kind != .enum, isSwiftUIView(id) {
                add(.view, to: id, "conforms to SwiftUI's View")
            }
            if kind == .class, let root = KnownTypes.viewControllerRoots.first(where: { names.contains($0) }) {
                add(.viewController, to: id, "inherits from UIKit's \(root)")
            }
        }
    }

    /// SwiftUI's `View`: an external `View` of SwiftUI (or of a module the
    /// engine cannot name, with a `body`), never a `View` the tree declares.
    func isSwiftUIView(_ id: DeclID) -> Bool {
        for symbol in ancestorSymbols[id.index] {
            switch symbol {
            case .external(let module, "View") where module == "SwiftUI": return true
            case .external("?", "View"), .unresolved("View"): if traits[id.index].contains(.hasBody) { return true }
            default: continue
            }
        }
        return false
    }

    func isUIKitView(_ id: DeclID) -> Bool {
        !ancestorNames[id.index].isDisjoint(with: KnownTypes.uiKitViews) || initializesAsView[id.index]
    }

    func isUILayer(_ id: DeclID) -> Bool {
        !roles[id.index].isDisjoint(with: [.view, .viewController]) || isUIKitView(id)
    }

    // MARK: Navigation state (SwiftUI routers)

    /// A class that holds the app's navigation state — stored route enums
    /// (`var path: [RouterDestination]`, `var presentedSheet: SheetDestination?`)
    /// — and navigates with methods (`navigate(to:)`): a SwiftUI router,
    /// whatever its name. Its route enums are route enums.
    mutating func navigationStateHolders() {
        for id in ids where isClassLike(id) && !isUILayer(id) {
            guard let holder = decl(id), screenMethodCount(id) > 0 || takesNavigationParameters[id.index] else { continue }
            var routes: [DeclID] = []
            // An observable class whose navigation methods (`push(_ page: NavigationPage)`,
            // `pop()`, `dismiss()`) take one of the tree's enums: SwiftUI navigation state,
            // whatever the enum is called.
            if isObservable(id), screenMethodCount(id) >= 2, hasMutableState(id) {
                // Where it navigates is what it keeps (`var path: [Page]`, `var sheet: Page?`) or pushes on SwiftUI's
                // stack; an enum it only hands on (`presentIndicator(_ toast: Toast)` forwarding to a library) is no page.
                let pushesStack = model.swiftUINavigationPathMember(of: id) != nil
                for case .declared(let target) in navigationTargets(of: id, subjectsOnly: true)
                where model.record(target).kind == .enum && !traits[target.index].contains(.describesRequests)
                    && (pushesStack || keeps(target, in: id)) {
                    routes.append(target)
                }
            }
            for member in holder.storedMembers where !member.isStatic && !member.isLet && !RoleEvidence.isStream(member.typePath) {
                for name in Set(member.typeNames + (member.typePath.map { [$0.joined(separator: ".")] } ?? [])) {
                    guard case .declared(let target) = model.finalSymbol(resolveMember(name.split(separator: ".").map(String.init), of: id)),
                          model.record(target).kind == .enum, !traits[target.index].contains(.describesRequests),
                          RoleEvidence.namesNavigationState(model.record(target).name) || patterns.routerNames.matches(model.record(target).name)
                    else { continue }
                    routes.append(target)
                }
            }
            // SwiftUI's own stack state (`var path = NavigationPath()`) with methods that push and pop
            // it: the router of a `NavigationStack(path:)`, even when what it pushes is `any Hashable`.
            if routes.isEmpty, isObservable(id), screenMethodCount(id) > 0, let stack = model.swiftUINavigationPathMember(of: id) {
                add(.router, to: id, "holds the navigation stack (`\(stack.name)`, SwiftUI's `NavigationPath`) and navigates")
                continue
            }
            guard !routes.isEmpty else { continue }
            add(.router, to: id, "holds navigation state (\(Set(routes.map { model.record($0).name }).sorted().joined(separator: ", "))) and navigates")
            for route in routes {
                add(.router, to: route, "navigation state `\(model.qualifiedName(id))` holds", path: path(id), line: model.record(id).line)
            }
        }
    }

    /// Whether `holder` keeps `target` in a stored instance property (`[Page]`, `Page?`, `Page`).
    func keeps(_ target: DeclID, in holder: DeclID) -> Bool {
        model.parts(of: holder).contains { part in
            part.declaration.storedMembers.contains { member in
                !member.isStatic && member.typeNames.contains { name in
                    model.finalSymbol(model.resolve(name.split(separator: ".").map(String.init), in: part.scope)) == .declared(target)
                }
            }
        }
    }

    // MARK: Coordinators

    mutating func coordinators() {
        // Protocols of the tree that describe coordinators: named like one,
        // or requiring navigation (`var navigationController: … { get }`) —
        // unless named like a ViewModel: a ViewModel protocol that requires
        // a router describes the violation VM010 reports, not a coordinator.
        //
        // The name is a tie-breaker only: a protocol named like a coordinator is one when it, or one
        // of the app's own types adopting it, shows navigation (holds a navigation controller, router
        // or children; presents; declares screen methods) — or when nothing in the tree adopts it.
        // `…SessionCoordinator` protocols wrapping a data-sharing session, adopted only by types that
        // navigate nothing, are no coordinators (nor are their test doubles).
        var coordinatorProtocols: Set<DeclID> = []
        func showsNavigation(_ id: DeclID) -> Bool {
            let t = traits[id.index]
            return t.contains(.holdsNavigation) || t.contains(.callsNavigation) || t.contains(.navigates) || declaresScreenMethods(id)
        }
        for id in ids where model.record(id).kind == .protocol {
            let name = model.record(id).name
            if traits[id.index].contains(.holdsNavigation) && !patterns.viewModelNames.matches(name) {
                coordinatorProtocols.insert(id)
            } else if patterns.coordinatorNames.matches(name) {
                let adopters = (implementers[id] ?? []).filter {
                    model.record($0).kind != .protocol && !RoleResolver.isTestDouble(model.record($0).name) && !isTestCode($0) && !isTestClass($0)
                }
                if adopters.isEmpty || showsNavigation(id) || adopters.contains(where: showsNavigation) { coordinatorProtocols.insert(id) }
            }
        }
        for id in ids where model.record(id).kind.isNominal && model.record(id).kind != .protocol && model.record(id).kind != .enum {
            guard !isUILayer(id), !isCompositionRoot(id) else { continue }
            // A test case (an `XCTestCase` or Quick spec, or a class of a file importing a test
            // framework) sets a screen up to check it: it holds a window, but owns no navigation.
            if isTestClass(id) { continue }
            // A test double in test code (`MockPaymentCoordinator` in `…Tests/`) stands in for a coordinator
            // in a test; the rules read the type it doubles for, as for ViewModels (`isTestCode`).
            if RoleResolver.isTestDouble(model.record(id).name), isTestCode(id) { continue }
            let t = traits[id.index]
            let named = patterns.coordinatorNames.matches(model.record(id).name)
            let ownsNavigation = t.contains(.holdsNavigation) || t.contains(.callsNavigation)
            // A declared coordinator protocol or base class, or an undeclared
            // supertype named like one (the tree's own, in another module).
            var declaredSupertype: DeclID?
            var undeclaredSupertype: String?
            for symbol in ancestorSymbols[id.index] {
                switch symbol {
                case .declared(let other) where coordinatorProtocols.contains(other)
                    || (isClassLike(other) && patterns.coordinatorNames.matches(model.record(other).name)
                        && (traits[other.index].contains(.holdsNavigation) || traits[other.index].contains(.callsNavigation))):
                    if declaredSupertype == nil { declaredSupertype = other }
                case .unresolved(let name) where patterns.coordinatorNames.matches(name),
                     .external("?", let name) where patterns.coordinatorNames.matches(name):
                    if undeclaredSupertype == nil { undeclaredSupertype = name }
                default:
                    continue
                }
            }
            if t.contains(.drivesWebView), declaredSupertype == nil { continue }
            // Conforming to the app's coordinator protocol is not owning navigation: a
            // toast or indicator presenter that adopts it (to be started and stopped like
            // one) and neither is named like a coordinator nor navigates is not one.
            if let base = declaredSupertype, model.record(base).kind == .protocol, !named, !ownsNavigation,
               !t.contains(.navigates), !declaresScreenMethods(id) {
                continue
            }
            if let base = declaredSupertype {
                let how = model.record(base).kind == .protocol ? "conforms to the coordinator protocol" : "inherits navigation from"
                add(.coordinator, to: id, "\(how) `\(model.qualifiedName(base))`", path: path(base), line: model.record(base).line)
            } else if named, ownsNavigation {
                add(.coordinator, to: id, t.contains(.holdsNavigation)
                    ? "holds what navigation happens in (a navigation controller, window, router or child coordinators)"
                    : "calls UIKit's presentation APIs")
            } else if named, declaresScreenMethods(id), !patterns.viewModelNames.matches(model.record(id).name) {
                add(.coordinator, to: id, "named like a coordinator, and declares methods that show, present or dismiss screens")
            } else if named, isObservable(id), observedByViews.contains(id) {
                // The state analysis's `RideRequestCoordinator`: an ObservableObject
                // SwiftUI views observe, orchestrating a flow.
                add(.coordinator, to: id, "named like a coordinator, and an observable object SwiftUI views observe (a SwiftUI flow's coordinator)")
            } else if let undeclared = undeclaredSupertype, named || ownsNavigation || t.contains(.navigates) {
                add(.coordinator, to: id, "conforms to `\(undeclared)`, a coordinator type outside the audited tree")
            } else if t.contains(.holdsNavigation), t.contains(.callsNavigation) || declaresScreenMethods(id),
                      !patterns.viewModelNames.matches(model.record(id).name), !isObservable(id), !isBoundByController(id) {
                add(.coordinator, to: id, "holds a navigation controller or window and presents, pushes or shows screens")
            }
        }
        flowSwitchers(coordinatorProtocols)
    }

    /// A class that keeps the active flow's coordinator in a stored `var` and replaces it in a method of
    /// its own (`activeCoordinator = dispatcher.coordinator(for: root)`) decides which flow is on screen:
    /// it owns navigation, whatever it is called (a `…Delegate`, a `…Manager`). Setting it only in the
    /// initializer, keeping a weak back reference (a child's `parent`) or a list (handlers, children) is no switching.
    mutating func flowSwitchers(_ coordinatorProtocols: Set<DeclID>) {
        for id in ids where isClassLike(id) && !roles[id.index].contains(.coordinator) {
            let name = model.record(id).name
            guard !isUILayer(id), !isCompositionRoot(id), !isTestClass(id), !isTestCode(id), !patterns.viewModelNames.matches(name),
                  !observedByViews.contains(id), !isBoundByController(id) else { continue }
            let parts = model.parts(of: id)
            search: for part in parts {
                // The one active coordinator: a list of handlers or children is no switch between flows.
                for member in part.declaration.storedMembers where !member.isStatic && !member.isLet && !member.isWeak && !member.isCollection {
                    let held = member.typeNames.compactMap { typeName -> DeclID? in
                        guard case .declared(let target) = model.finalSymbol(model.resolve(typeName.split(separator: ".").map(String.init), in: part.scope)),
                              target != id else { return nil }
                        return roles[target.index].contains(.coordinator) || coordinatorProtocols.contains(target) ? target : nil
                    }
                    guard let coordinator = held.first,
                          let method = parts.lazy.flatMap(\.declaration.screenBodies).first(where: { $0.writes.contains(member.name) }) else { continue }
                    add(.coordinator, to: id, "keeps the active coordinator (`\(member.name)`, a `\(model.qualifiedName(coordinator))`) and switches it in `\(method.name)`",
                        path: path(id), line: member.line)
                    break search
                }
            }
        }
    }

    /// A view controller keeps it in a stored property, and it publishes what the
    /// controller binds to (subjects, relays, `@Published`) or transforms the
    /// controller's input: the controller's ViewModel, whatever it is called — a
    /// `…DataSource` that builds the pages it shows and forwards a back tap to its
    /// coordinator is no coordinator by behaviour. The controller may inherit from
    /// a library's controller base keel cannot read (a pager's `TabmanViewController`).
    func isBoundByController(_ id: DeclID) -> Bool {
        guard publishesDeclaredState(id) || traits[id.index].contains(.transformsInput) else { return false }
        for holder in ids where roles[holder.index].contains(.viewController) || inheritsLibraryController(holder) {
            guard let holderDecl = decl(holder) else { continue }
            for member in holderDecl.storedMembers where !member.isStatic {
                guard let typePath = member.typePath else { continue }
                if classes(for: resolveMember(typePath, of: holder)).contains(id) { return true }
            }
        }
        return false
    }

    /// A class whose superclass chain reaches a type outside the tree named like a
    /// view controller (a library's `…ViewController` base): the supertype cannot be
    /// read, so its name breaks the tie.
    func inheritsLibraryController(_ id: DeclID) -> Bool {
        guard model.record(id).kind == .class else { return false }
        return ancestorSymbols[id.index].contains { symbol in
            switch symbol {
            case .external(_, let name), .unresolved(let name):
                name.split(separator: ".").last?.hasSuffix("ViewController") == true
            default:
                false
            }
        }
    }

    /// The app's or a scene's delegate (`UIApplicationDelegate`,
    /// `UIWindowSceneDelegate`…): the composition root, where shared
    /// objects are made and the first window shown — not a coordinator,
    /// though it holds a window.
    func isCompositionRoot(_ id: DeclID) -> Bool {
        !ancestorNames[id.index].isDisjoint(with: Self.applicationDelegates)
    }

    static let applicationDelegates: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
    ]

    /// Declares a method (in the type or an extension) that shows, presents, pushes,
    /// dismisses or builds a screen (`start()`/`finish()` alone do not count: a background job has them).
    func declaresScreenMethods(_ id: DeclID) -> Bool {
        screenMethodCount(id) > 0
    }

    /// How many screen methods the type and its extensions declare.
    func screenMethodCount(_ id: DeclID) -> Int { screenMethodCounts[id.index] }

    /// The types the navigation methods of a type and its extensions take,
    /// each resolved where it is written; with `subjectsOnly`, only each
    /// method's first parameter (where it goes, not how: `present(scene:transition:)` → the scene).
    func navigationTargets(of id: DeclID, subjectsOnly: Bool = false) -> [Symbol] {
        model.parts(of: id).flatMap { part in
            (subjectsOnly ? part.declaration.navigationSubjects : part.declaration.navigationParameters)
                .map { model.finalSymbol(model.resolve($0, in: part.scope)) }
        }
    }

    // MARK: ViewModels

    /// The classes a held type stands for: itself, and every class that
    /// inherits from it or conforms to it.
    func classes(for symbol: Symbol) -> [DeclID] {
        guard case .declared(let id) = model.finalSymbol(symbol), model.record(id).kind.isNominal else { return [] }
        var result: [DeclID] = isClassLike(id) ? [id] : []
        for other in implementers[id] ?? [] where isClassLike(other) { result.append(other) }
        return result
    }

    func resolveMember(_ path: [String], of holder: DeclID) -> Symbol {
        let record = model.record(holder)
        return model.resolve(path, in: SemanticModel.Scope(file: record.file, unit: record.index, genericNames: []))
    }

    /// Whether a class publishes state views can observe.
    func publishesState(_ id: DeclID) -> Bool {
        isObservable(id) || publishesDeclaredState(id)
    }

    /// Declares published state (`@Published`, subjects, relays, drivers), itself or through an ancestor.
    func publishesDeclaredState(_ id: DeclID) -> Bool {
        traits[id.index].contains(.publishesState)
            || ancestorSymbols[id.index].contains { if case .declared(let a) = $0 { traits[a.index].contains(.publishesState) } else { false } }
    }

    /// Declares a stored instance `var`.
    func hasMutableState(_ id: DeclID) -> Bool {
        decl(id)?.declaresStoredVar == true
    }

    /// `ObservableObject` (Combine's, through any ancestor) or `@Observable` (Observation's macro).
    func isObservable(_ id: DeclID) -> Bool {
        model.isObservable(id, ancestors: ancestorSymbols[id.index])
    }

    static let swiftUIWrappers = ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment"]

    /// Observable classes SwiftUI views hold through a SwiftUI property wrapper.
    func observedClasses() -> Set<DeclID> {
        var result: Set<DeclID> = []
        for view in ids where roles[view.index].contains(.view) {
            for member in decl(view)?.storedMembers ?? [] where !member.isStatic && member.attributes.contains(where: Self.swiftUIWrappers.contains) {
                guard let path = member.typePath else { continue }
                for target in classes(for: resolveMember(path, of: view)) where isObservable(target) { result.insert(target) }
            }
        }
        return result
    }

    /// A data model, not a presentation model: a SwiftData `@Model` or Core
    /// Data (`NSManagedObject`) entity, or a class that is serialized
    /// (`Codable`) — a ViewModel is none of these.
    func isDataModel(_ id: DeclID) -> Bool {
        decl(id)?.attributes.contains("Model") == true
            || !ancestorNames[id.index].isDisjoint(with: ["Codable", "Decodable", "Encodable", "NSManagedObject", "CoreData.NSManagedObject"])
    }

    /// Shared stores: classes views read from the environment
    /// (`@Environment(T.self)`, `@EnvironmentObject`) in at least three view
    /// types and that no view owns (`@StateObject`, `@State`) — app-wide
    /// state (preferences, theme, session) injected at the root, not a
    /// screen's ViewModel.
    ///
    /// The model an `App` owns (`@StateObject`, `@State`) in a module where no view owns an
    /// observable object is no app-wide store but the screens' ViewModel: the app has one model,
    /// made at the root and handed to every view through the environment (a watch app's).
    func sharedStores() -> Set<DeclID> {
        var readers: [DeclID: Set<DeclID>] = [:]
        var owned: Set<DeclID> = []
        var modulesWithOwningViews: Set<Int> = []
        var ownedByApp: Set<DeclID> = []
        for app in ids where model.record(app).kind == .struct && ancestorNames[app.index].contains("SwiftUI.App") {
            for member in decl(app)?.storedMembers ?? [] where !member.isStatic
                && (member.attributes.contains("StateObject") || member.attributes.contains("State")) {
                guard let path = member.typePath else { continue }
                for target in classes(for: resolveMember(path, of: app)) where isObservable(target) { ownedByApp.insert(target) }
            }
        }
        for view in ids where roles[view.index].contains(.view) {
            for member in decl(view)?.storedMembers ?? [] where !member.isStatic {
                guard let path = member.typePath else { continue }
                let environment = member.attributes.contains("Environment") || member.attributes.contains("EnvironmentObject")
                let owns = member.attributes.contains("StateObject") || member.attributes.contains("State")
                guard environment || owns else { continue }
                for target in classes(for: resolveMember(path, of: view)) {
                    if environment { readers[target, default: []].insert(view) }
                    if owns {
                        owned.insert(target)
                        if isObservable(target) { modulesWithOwningViews.insert(model.record(view).module) }
                    }
                }
            }
        }
        // Names break the tie: a class that is, or inherits from, something
        // named like a ViewModel is one, however many views read it.
        let appModels = ownedByApp.filter { !modulesWithOwningViews.contains(model.record($0).module) }
        return Set(readers.filter { $0.value.count >= 3 && !owned.contains($0.key) && !namedLikeViewModel($0.key) && !appModels.contains($0.key) }.keys)
    }

    /// Named like a ViewModel, or inheriting from a class or protocol that is
    /// (declared in the tree or not).
    func namedLikeViewModel(_ id: DeclID) -> Bool {
        patterns.viewModelNames.matches(model.record(id).name)
            || ancestorNames[id.index].contains { !$0.contains(".") && patterns.viewModelNames.matches($0) }
    }

    /// Property wrappers that look a dependency up in a container
    /// (swift-dependencies' `@Dependency`, Factory's `@Injected`, Resolver's
    /// `@Inject`…): what a view gets through one is a service, not its ViewModel.
    static let containerWrappers = KnownTypes.injectionWrappers.subtracting(KnownTypes.observableInjectionWrappers)

    /// Per class: the other types of the app's logic (not views, view
    /// controllers, coordinators or routers) that are given it — an
    /// initializer parameter, or a stored property they do not create.
    /// A class two of them are given is a dependency they share (a service,
    /// an API client, a composition root), whatever views also hold it.
    func dependencyHolders() -> [DeclID: Set<DeclID>] {
        var result: [DeclID: Set<DeclID>] = [:]
        for holder in ids where model.record(holder).kind.isNominal && model.record(holder).kind != .protocol {
            if isUILayer(holder) || isViewHelper(holder) || !roles[holder.index].isDisjoint(with: [.coordinator, .router])
                || RoleResolver.isTestDouble(model.record(holder).name) { continue }
            // What it builds itself anywhere in its code (`let field: FieldModel = .init()` in a getter it assigns
            // to its `@Published var field: FieldModel!`): a stored property of such a type is its own child, not
            // a dependency it is given.
            var built: Set<DeclID>?
            for part in model.parts(of: holder) {
                var given = part.declaration.initParameters
                for member in part.declaration.storedMembers where !member.isStatic && !member.constructs && !member.isWeak {
                    guard let path = member.typePath else { continue }
                    if case .declared(let type) = model.finalSymbol(model.resolve(path, in: part.scope)) {
                        if built == nil { built = builtTypes(holder) }
                        if built?.contains(type) == true { continue }
                    }
                    given.append(path)
                }
                for path in given {
                    for target in classes(for: model.resolve(path, in: part.scope)) where target != holder {
                        if ancestorSymbols[holder.index].contains(.declared(target)) { continue }
                        result[target, default: []].insert(holder)
                    }
                }
            }
        }
        return result
    }

    /// The declared types `id` constructs in its code (`constructedPaths`, resolved).
    func builtTypes(_ id: DeclID) -> Set<DeclID> {
        var result: Set<DeclID> = []
        for part in model.parts(of: id) {
            for path in part.declaration.constructedPaths {
                if case .declared(let type) = model.finalSymbol(model.resolve(path, in: part.scope)) { result.insert(type) }
            }
        }
        return result
    }

    /// A composition root views read (`DataManager`, `AppDependencies`): it
    /// publishes no state of its own and builds at least four of the app's
    /// classes that take dependencies (services, repositories, the models
    /// it hands them to). The names of what it builds, or nil.
    func wiredObjects(_ id: DeclID) -> [String]? {
        // `@Observable` (its own or a superclass's) observes every stored var: that is published state.
        let observation = ([id] + ancestorSymbols[id.index].compactMap(\.declaration)).contains { decl($0)?.isObservable == true }
        guard !publishesDeclaredState(id), !observation else { return nil }
        var built: Set<DeclID> = []
        for part in model.parts(of: id) {
            for path in part.declaration.constructedPaths {
                for target in classes(for: model.resolve(path, in: part.scope)) where target != id && !(decl(target)?.initParameters.isEmpty ?? true) {
                    built.insert(target)
                }
            }
        }
        return built.count >= 4 ? built.map { model.qualifiedName($0) }.sorted() : nil
    }

    /// A SwiftUI wrapper of a UIKit view (`UIViewRepresentable`…) or a type
    /// nested in a view (its `Coordinator`): the view layer's helpers.
    func isViewHelper(_ id: DeclID) -> Bool {
        if !ancestorNames[id.index].isDisjoint(with: Self.representables) { return true }
        guard case .declared(let outer)? = model.enclosingType(of: id) else { return false }
        return isUILayer(outer) || !ancestorNames[outer.index].isDisjoint(with: Self.representables)
    }

    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    static let serviceSuffixes = ["Service", "Client", "API"]

    /// Declares a static stored property of its own type (`static let shared = Self()`): a singleton.
    func keepsSharedInstance(_ id: DeclID) -> Bool {
        model.staticStoredTypes(of: id).contains { $0.type == .declared(id) || $0.path == ["Self"] }
    }

    /// A class that only holds values: no instance method in it, its
    /// extensions or its superclasses, no published state or subjects, no
    /// machinery (a box of filter values a view binds to) — state, not a
    /// ViewModel, which has actions.
    func isValueBox(_ id: DeclID) -> Bool {
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration)
        return !lineage.contains { traits[$0.index].contains(.declaresMethods) || traits[$0.index].contains(.publishesState) || holdsMachinery($0) }
    }

    /// An observable box of values: an `ObservableObject` whose only members, in it, its
    /// extensions and its superclasses, are stored properties (`@Published` or plain) — no
    /// instance method, no subject, subscription or task. A view binds to its values; the
    /// logic that fills them is whoever writes them (the ViewModel that owns the box).
    func isObservableValueBox(_ id: DeclID) -> Bool {
        guard model.isObservableObject(id) else { return false }
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration)
        return !lineage.contains { traits[$0.index].contains(.declaresMethods) || holdsMachinery($0) }
    }

    /// An observable wrapper of a value: an observable box (`isObservableValueBox`) that keeps no
    /// state — only `let`s of plain values, in it and its superclasses, at least one — so nothing
    /// about it can change or be asked of it (`MoreResultsViewModel(moreResults:)` with a computed
    /// `scope`). One that wraps a service (a class of the tree, or a type named like a manager or
    /// service) presents what the service knows: it stays a ViewModel.
    func isObservableValueWrapper(_ id: DeclID) -> Bool {
        guard isObservableValueBox(id) else { return false }
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration)
        var members = 0
        for holder in lineage {
            for member in decl(holder)?.storedMembers ?? [] where !member.isStatic {
                guard member.isLet else { return false }
                // A closure or tuple (`let tapAction: () -> Void`) is a value too: what its written names are decides.
                let paths = member.typePath.map { [$0] } ?? member.typeNames.map { [$0] }
                for path in paths {
                    switch model.finalSymbol(resolveMember(path, of: holder)) {
                    case .declared(let wrapped):
                        if model.record(wrapped).kind != .struct && model.record(wrapped).kind != .enum { return false }
                        if patterns.managerNames.matches(model.record(wrapped).name) { return false }
                    case .external(_, let name), .unresolved(let name):
                        if patterns.managerNames.matches(name) { return false }
                    case .genericParameter:
                        return false
                    }
                }
                members += 1
            }
        }
        return members > 0
    }

    /// An `ObservableObject` (Combine's protocol, not the `@Observable` macro) with nothing to observe: it,
    /// its extensions and its superclasses declare no `@Published` property, subject or relay, and expose
    /// no instance `var` (stored or computed, not `private`) a view could read. A view that keeps one
    /// (`@ObservedObject var throttler = Throttler(…)`) only calls its methods: a helper (a throttler, a
    /// background worker), not a ViewModel — whatever the view's wrapper says. One that announces its changes
    /// by hand (`objectWillChange.send()` after changing private state) publishes: a view reading it redraws.
    func observesNothing(_ id: DeclID) -> Bool {
        guard model.isObservableObject(id), !namedLikeViewModel(id) else { return false }
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration).filter { isClassLike($0) }
        return !lineage.contains { part in
            traits[part.index].contains(.publishesState) || traits[part.index].contains(.publishesByHand)
                || model.parts(of: part).contains { !$0.declaration.exposedVarPaths.isEmpty }
        }
    }

    /// A box of state, not a ViewModel: compared or hashed like a value (`Hashable`, `Equatable`: a list's
    /// element), whatever it is named — an observable
    /// value box (`isObservableValueBox`: an `ObservableObject` whose lineage declares no method — `hash(into:)` is
    /// a value's, not behaviour — and keeps no subscription, task or subject) that asks nothing later, looks nothing
    /// up, navigates nowhere and keeps only values — structs, enums, library values, closures — or the coordinator
    /// it was handed. A view binds to its values; whoever writes them has the logic. A method-less class that is
    /// no value stays a ViewModel when its name, a ViewModel base class or a `…ViewModel` protocol it adopts says so
    /// (`final class ProfileViewModel: ObservableObject { @Published var name = "" }`, `class Row: PanelViewModel`).
    func isLogicFreeBox(_ id: DeclID) -> Bool {
        guard model.record(id).kind == .class, isObservableValueBox(id) else { return false }
        let names = ancestorNames[id.index]
        // Only a value the app hashes or compares (a list's element): a class that is a ViewModel by its own
        // name, or by a ViewModel base class or protocol it adopts, stays one however little it holds.
        guard ["Hashable", "Equatable"].contains(where: { names.contains($0) || names.contains("Swift." + $0) }) else { return false }
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration).filter { model.record($0).kind == .class }
        for holder in lineage {
            let t = traits[holder.index]
            if t.contains(.answersLater) || t.contains(.resolvesFromContainer) || t.contains(.navigates) || t.contains(.transformsInput) { return false }
            for member in decl(holder)?.storedMembers ?? [] where !member.isStatic {
                if member.attributes.contains(where: KnownTypes.injectionWrappers.contains) || RoleEvidence.isStream(member.typePath) { return false }
                guard let path = member.typePath else { continue }   // a literal or a closure: a value
                switch model.finalSymbol(resolveMember(path, of: holder)) {
                case .declared(let held):
                    if !roles[held.index].isDisjoint(with: [.coordinator, .router]) { continue }
                    if model.record(held).kind != .struct && model.record(held).kind != .enum { return false }
                    // An enum of the tree is a value whatever its name (`enum FontRepository { case body }`); a struct named a service is not.
                    if model.record(held).kind == .struct, patterns.managerNames.matches(model.record(held).name) { return false }
                case .external(_, let name), .unresolved(let name):
                    if patterns.managerNames.matches(name) || Self.machineryTypes.contains(name) { return false }
                case .genericParameter:
                    return false
                }
            }
        }
        return true
    }

    /// Conformances by which the app treats a class as a value: it hashes, compares or identifies it.
    static let valueConformances = ["Hashable", "Equatable", "Identifiable"]

    /// A record of the domain, not a ViewModel: an `@Observable` class (the macro: every stored `var` is
    /// observed, whether the class is a model or a ViewModel; an `ObservableObject` chose what to publish)
    /// that the app hashes, compares or identifies (`Hashable`,
    /// `Equatable`, `Identifiable` — directly or through a protocol of the tree) and that keeps only values:
    /// every stored instance property of it and its superclasses is a struct, an enum or a value type of a
    /// library (no class or protocol of the tree, no type named like a service, no stream, task or
    /// subscription, no generic parameter), and it declares no method whose result arrives later (`async`,
    /// a stream, a completion) and no container look-up. A view shows it (an element of a list, a value
    /// passed in); the ViewModel that loads it and the services behind it do the work. Returns the
    /// conformance seen, nil when it is not one. Named like a ViewModel, it stays one (names break ties). One
    /// whose code reaches a shared instance (`FavoritesStore.shared.save(id)` in a method) acts on a service: no record.
    func domainRecordConformance(_ id: DeclID) -> String? {
        guard model.record(id).kind == .class, isObservable(id), !model.isObservableObject(id), !namedLikeViewModel(id) else { return nil }
        let names = ancestorNames[id.index]
        guard let conformance = Self.valueConformances.first(where: { names.contains($0) || names.contains("Swift." + $0) }) else { return nil }
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration).filter { model.record($0).kind == .class }
        var values = 0
        for holder in lineage {
            let t = traits[holder.index]
            if t.contains(.answersLater) || t.contains(.resolvesFromContainer) || t.contains(.reachesShared) || t.contains(.navigates)
                || holdsMachinery(holder) { return nil }
            for member in decl(holder)?.storedMembers ?? [] where !member.isStatic {
                if member.attributes.contains(where: KnownTypes.injectionWrappers.contains) || RoleEvidence.isStream(member.typePath) { return nil }
                guard let path = member.typePath else { continue }   // a literal (`var level = 0`): a value
                switch model.finalSymbol(resolveMember(path, of: holder)) {
                case .declared(let held):
                    if model.record(held).kind != .struct && model.record(held).kind != .enum { return nil }
                    if patterns.managerNames.matches(model.record(held).name) { return nil }
                case .external(_, let name), .unresolved(let name):
                    if patterns.managerNames.matches(name) || Self.machineryTypes.contains(name) { return nil }
                case .genericParameter:
                    return nil
                }
                values += 1
            }
        }
        return values > 0 ? conformance : nil
    }

    /// A style store (a theme a view observes), not a ViewModel: it, its
    /// extensions and its superclasses declare no instance method besides
    /// initializers (observer plumbing in `init` is fine), and every `var`
    /// they expose is a visual style value — `Color`, `UIColor`, `Font`,
    /// `CGFloat`, a gradient or shape style, or a type of the tree that itself
    /// exposes only such values (an action-bar style struct). Returns the
    /// style types seen (for `keel explain`), nil when it is not one.
    func styleStoreValues(_ id: DeclID) -> String? {
        let lineage = [id] + ancestorSymbols[id.index].compactMap(\.declaration).filter { model.record($0).kind == .class }
        guard !lineage.contains(where: { traits[$0.index].contains(.declaresMethods) }) else { return nil }
        var seen: [String] = []
        var visited: Set<DeclID> = []
        for part in lineage {
            guard exposesOnlyStyle(part, seen: &seen, visited: &visited, depth: 0) else { return nil }
        }
        return seen.isEmpty ? nil : seen.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
    }

    static let styleValueTypes: Set<String> = [
        "Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "CGFloat", "Gradient", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle",
    ]

    /// Every exposed `var` of `id` (its own declaration and extensions) is a style value; `seen` collects their types.
    func exposesOnlyStyle(_ id: DeclID, seen: inout [String], visited: inout Set<DeclID>, depth: Int) -> Bool {
        guard visited.insert(id).inserted else { return true }
        for part in model.parts(of: id) {
            for path in part.declaration.exposedVarPaths {
                guard let last = path.last else { return false }
                if Self.styleValueTypes.contains(last) {
                    if !seen.contains(last) { seen.append(last) }
                    continue
                }
                // A type of the tree of the same kind: it exposes only style values and does nothing.
                guard depth < 3, case .declared(let other) = model.finalSymbol(model.resolve(path, in: part.scope)),
                      !traits[other.index].contains(.declaresMethods),
                      exposesOnlyStyle(other, seen: &seen, visited: &visited, depth: depth + 1) else { return false }
            }
        }
        return true
    }

    /// Holds what work is done with — subscriptions, tasks, dispose bags,
    /// container look-ups — rather than only values (a debouncer whose
    /// pipeline runs from `init` is no value box).
    func holdsMachinery(_ id: DeclID) -> Bool {
        decl(id)?.storedMembers.contains { member in
            !member.isStatic && (member.attributes.contains(where: KnownTypes.injectionWrappers.contains)
                || member.typeNames.contains(where: Self.machineryTypes.contains) || RoleEvidence.isStream(member.typePath)
                // `var cancellables = Set<AnyCancellable>()`: the element type is not written as an annotation.
                || (member.constructs && ["cancellables", "subscriptions", "disposeBag", "bag"].contains(member.name))
                || member.typePath.map { RoleEvidence.publishingTypes.contains($0.last ?? "") } == true)
        } == true
    }

    static let machineryTypes: Set<String> = ["AnyCancellable", "Cancellable", "Task", "DisposeBag", "Timer", "NSFetchedResultsController"]

    /// `stores`: `sharedStores()`; `dependencies`: `dependencyHolders()`.
    mutating func swiftUIViewModels(stores: Set<DeclID>, dependencies: [DeclID: Set<DeclID>]) {
        for view in ids where roles[view.index].contains(.view) {
            guard let viewDecl = decl(view) else { continue }
            var held: [(path: [String], how: String, line: Int)] = []
            for member in viewDecl.storedMembers where !member.isStatic {
                guard let path = member.typePath, !member.attributes.contains(where: Self.containerWrappers.contains) else { continue }
                let wrapper = member.attributes.first { Self.swiftUIWrappers.contains($0) }
                held.append((path, wrapper.map { "as @\($0)" } ?? "in `\(member.name)`", member.line))
            }
            // Generic parameters stand for their constraints (`struct V<VM: FooViewModel>`).
            for name in viewDecl.heldTypes where !held.contains(where: { $0.path == [name] }) {
                held.append(([name], "through a generic parameter", viewDecl.line))
            }
            for item in held {
                for target in classes(for: resolveMember(item.path, of: view)) where !isUILayer(target) {
                    if !roles[target.index].isDisjoint(with: [.coordinator, .router]) || isTestCode(target) { continue }
                    if isDataModel(target) || stores.contains(target) { continue }
                    if let style = styleStoreValues(target) {
                        add([], to: target, "a style store, not a ViewModel: `\(model.qualifiedName(view))` observes it, but it exposes only visual style values (\(style)) and offers no actions")
                        continue
                    }
                    if !namedLikeViewModel(target) {
                        if let holders = dependencies[target], holders.count >= 2 {
                            let names = holders.map { model.qualifiedName($0) }.sorted()
                            add(.manager, to: target, "a dependency \(holders.count) types of the app's logic are given (\(names.prefix(3).map { "`\($0)`" }.joined(separator: ", "))\(names.count > 3 ? ", …" : ""))")
                            continue
                        }
                        if isValueBox(target) { continue }
                        // An `ObservableObject` that publishes nothing and exposes no state (a throttler, a
                        // background worker made observable so a view can keep it): SwiftUI has nothing to
                        // observe, the view only calls it — a helper, not a ViewModel.
                        if observesNothing(target) {
                            add([], to: target, "\(RoleReason.nothingToObserve): `\(model.qualifiedName(view))` holds it, but it publishes nothing and exposes no state — no @Published, subject or `var` a view reads")
                            continue
                        }
                        if isObservableValueBox(target) {
                            add([], to: target, "a box of values, not a ViewModel: `\(model.qualifiedName(view))` observes it, but it declares only stored properties — no method, subject or subscription")
                            continue
                        }
                        if let built = wiredObjects(target) {
                            add(.manager, to: target, "wires the app's objects without publishing state of its own: it builds \(built.prefix(3).map { "`\($0)`" }.joined(separator: ", "))\(built.count > 3 ? ", …" : "") and hands them their dependencies")
                            continue
                        }
                        // A service that keeps its own shared instance (`static let shared = DodoCodeService()`)
                        // and is named a service or client: the app's backend, which views read, not a screen's
                        // ViewModel. (A singleton `…Store` is often the screen's state itself: it stays one.)
                        if Self.serviceSuffixes.contains(where: model.record(target).name.hasSuffix), keepsSharedInstance(target) {
                            add(.manager, to: target, "named like a service, and keeps its own shared instance")
                            continue
                        }
                    }
                    // A record of the domain the view displays (an `@Observable` model the app hashes, compares or
                    // identifies, keeping only values — no dependency, no waiting work): data, not a ViewModel.
                    if let conformance = domainRecordConformance(target) {
                        add([], to: target, "\(RoleReason.domainRecord): `\(model.qualifiedName(view))` reaches it, but it is `\(conformance)` and keeps only values — no dependency, service, subscription or asynchronous work")
                        continue
                    }
                    // An observable wrapper of values (only `let`s of plain values, no method, subject or
                    // subscription), whatever its name: data the view shows, nothing to observe or ask.
                    if isObservableValueWrapper(target) {
                        add([], to: target, "\(RoleReason.valueWrapper): `\(model.qualifiedName(view))` holds it, but it keeps only `let`s of plain values — no method, state, subject or subscription")
                        continue
                    }
                    // A box of state named like a ViewModel by a protocol, or a compared value (no method, dependency or subscription): values, not a ViewModel.
                    if isLogicFreeBox(target) {
                        add([], to: target, "\(RoleReason.logicFreeBox): `\(model.qualifiedName(view))` holds it, but it declares no method and keeps only values — no dependency, subject or subscription")
                        continue
                    }
                    // A plain stored reference to a class that neither publishes
                    // state nor is a presentation model with state of its own is a
                    // dependency (a service), not a ViewModel.
                    let presentation = patterns.viewModelNames.matches(model.record(target).name)
                        || Self.presentationNames.contains { model.record(target).name.hasSuffix($0) }
                    guard isObservable(target) || item.how.hasPrefix("as @") || publishesState(target)
                        || (presentation && hasMutableState(target)) else { continue }
                    let text = "`\(model.qualifiedName(view))` holds it \(item.how)"
                    if heldBySwiftUI[target] == nil { heldBySwiftUI[target] = text }
                    add(.viewModel, to: target, text, path: path(view), line: item.line)
                }
            }
        }
    }

    mutating func uiKitViewModels() {
        for holder in ids where roles[holder.index].contains(.viewController) || (isClassLike(holder) && isUIKitView(holder))
            || inheritsLibraryController(holder) {
            guard let holderDecl = decl(holder) else { continue }
            let what = roles[holder.index].contains(.viewController) || !isUIKitView(holder) ? "view controller" : "UIKit view"
            for member in holderDecl.storedMembers where !member.isStatic {
                guard let typePath = member.typePath else { continue }
                let held = resolveMember(typePath, of: holder)
                for target in classes(for: held) + boundStructs(for: held) where !isUILayer(target) && !isViewDataSource(target) {
                    if !roles[target.index].isDisjoint(with: [.coordinator, .router]) || isDataModel(target) || isTestCode(target) { continue }
                    let named = patterns.viewModelNames.matches(model.record(target).name)
                        || Self.presentationNames.contains { model.record(target).name.hasSuffix($0) }
                    // What a controller binds to publishes something (`@Published`, subjects, relays):
                    // an `ObservableObject` conformance alone is no binding (a domain model can have it).
                    let binds = publishesDeclaredState(target) || traits[target.index].contains(.transformsInput)
                    guard named || binds, !patterns.managerNames.matches(model.record(target).name) || named else { continue }
                    // A box of `@Published` values the controller reads is state, not what it binds to.
                    if !named, isObservableValueBox(target) { continue }
                    if isLogicFreeBox(target) { continue }
                    // A controller that holds its ViewModel weakly (`weak var viewModel: ChatViewModel?`, the
                    // coordinator owning it) still binds to it; a weak reference to anything else is no binding.
                    if member.isWeak, !(named && binds) { continue }
                    add(.viewModel, to: target, "the \(what) `\(model.qualifiedName(holder))` holds it in `\(member.name)`",
                        path: path(holder), line: member.line)
                }
            }
        }
    }

    /// A struct a controller keeps that it binds to — it publishes through subjects or relays (or
    /// transforms the controller's input) and declares methods: a value ViewModel
    /// (`struct ProfileViewModel { let state = PassthroughSubject<…>(); func load() }`). A struct of
    /// values a cell shows (no subject, no method) is data, not a ViewModel.
    func boundStructs(for symbol: Symbol) -> [DeclID] {
        guard case .declared(let id) = model.finalSymbol(symbol), model.record(id).kind == .struct else { return [] }
        let binds = traits[id.index].contains(.publishesState) || traits[id.index].contains(.transformsInput)
        return binds && traits[id.index].contains(.declaresMethods) ? [id] : []
    }

    /// A subclass of a diffable data source (`UICollectionViewDiffableDataSource<Section, Item>`): it
    /// fills a table or collection view with cells, the view layer's job, whatever state it keeps —
    /// not a ViewModel.
    func isViewDataSource(_ id: DeclID) -> Bool {
        !ancestorNames[id.index].isDisjoint(with: KnownTypes.viewDataSources)
    }

    /// Declared in test code (a test target's module, a `…Tests` folder): a
    /// test's helper types (inspection hooks, spies) are not the app's ViewModels.
    func isTestCode(_ id: DeclID) -> Bool {
        if model.modules[model.record(id).module].name.hasSuffix("Tests") { return true }
        return path(id).split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    }

    /// A test case: it inherits from a test framework's case class (`XCTestCase`, a Quick spec —
    /// through the app's own test base classes too), or its file imports a test framework.
    func isTestClass(_ id: DeclID) -> Bool {
        if isTestCode(id) || !ancestorNames[id.index].isDisjoint(with: Self.testCaseClasses) { return true }
        return !Self.testFrameworks.isDisjoint(with: model.files[model.record(id).file].imports)
    }

    static let testCaseClasses: Set<String> = ["XCTest.XCTestCase", "XCTestCase", "QuickSpec", "AsyncSpec", "Quick.QuickSpec", "Quick.AsyncSpec"]
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// Name endings of presentation models besides the configured ViewModel names.
    static let presentationNames = ["Presenter", "ViewModel", "ViewModelType", "ViewModelProtocol"]

    mutating func namedViewModels() {
        for id in ids where isClassLike(id) && roles[id.index].isEmpty {
            let name = model.record(id).name
            if RoleResolver.isTestDouble(name) || isDataModel(id) || isTestCode(id) || isViewDataSource(id) { continue }
            let viaProtocol = ancestorSymbols[id.index].compactMap(\.declaration).first {
                model.record($0).kind == .protocol && patterns.viewModelNames.matches(model.record($0).name)
            }
            let named = patterns.viewModelNames.matches(name) || viaProtocol != nil
                || patterns.viewModelPaths.contains { $0.matches(path(id)) }
            guard named else { continue }
            // An observable wrapper of a value (a `let` and computed accessors, no state, method,
            // subject or subscription: what a cell reads) is data, not a ViewModel, whatever its name.
            if publishesState(id), !isObservableValueWrapper(id), !isRelayBox(id), !isLogicFreeBox(id) {
                add(.viewModel, to: id, isObservable(id) ? "named like a ViewModel, and observable" : "named like a ViewModel, and publishes state")
            } else if traits[id.index].contains(.transformsInput) {
                // A cell's ViewModel with its own `transform(input:)` (what the cell binds to in `bind(with:)`,
                // though nobody stores it): the ViewModel contract, with behaviour.
                add(.viewModel, to: id, "named like a ViewModel, and transforms its view's input (`transform(input:)`)")
            }
        }
    }

    /// A logic-free box of subjects or relays a cell reads (`let title = BehaviorRelay<String?>(value: nil)`, filled
    /// in `init`): a class of its own (no superclass or protocol: no base a cell ViewModel's behaviour comes from,
    /// no `rx.disposeBag` an `NSObject` subclass binds into), no method, no subscription kept, not observable —
    /// values, not a ViewModel, whatever its name. Only a box that holds subjects and relays (or plain values) and
    /// whose initializer only fills them: a stream it derives (`let likes: Driver<String>`, a pipeline built in
    /// `init`) or a shared instance or container it reaches (`LikeStore.shared`) is logic — a ViewModel.
    func isRelayBox(_ id: DeclID) -> Bool {
        let t = traits[id.index]
        guard !isObservable(id), ancestorSymbols[id.index].isEmpty, !t.contains(.transformsInput), !t.contains(.declaresMethods),
              !t.contains(.reachesShared), !t.contains(.resolvesFromContainer) else { return false }
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic {
                let names = member.typeNames + (member.typePath.map { [$0.joined(separator: ".")] } ?? [])
                if names.contains(where: { Self.subscriptionBags.contains(String($0.split(separator: ".").last ?? "")) }) { return false }
                if let last = member.typePath?.last, Self.derivedStreams.contains(last) { return false }
            }
        }
        return true
    }

    /// Streams a type derives from others (not subjects or relays it fills): a pipeline, not a box's value.
    static let derivedStreams: Set<String> = ["Driver", "Signal", "Observable", "Single", "Maybe", "Completable", "AnyPublisher", "Infallible"]

    /// Where subscriptions are kept (RxSwift's bag, Combine's cancellables).
    static let subscriptionBags: Set<String> = ["DisposeBag", "AnyCancellable", "Cancellable", "CompositeDisposable"]

    // MARK: Managers

    mutating func managers() {
        for holder in ids where roles[holder.index].contains(.viewModel) || roles[holder.index].contains(.coordinator) {
            guard let holderDecl = decl(holder) else { continue }
            var given: [(path: [String], line: Int)] = holderDecl.initParameters.map { ($0, holderDecl.line) }
            for member in holderDecl.storedMembers where !member.isStatic && !member.constructs {
                if let path = member.typePath { given.append((path, member.line)) }
            }
            for item in given {
                for target in classes(for: resolveMember(item.path, of: holder)) where roles[target.index].isEmpty && !isDataModel(target) {
                    add(.manager, to: target, "injected into `\(model.qualifiedName(holder))`", path: path(holder), line: item.line)
                }
            }
        }
        for id in ids where isClassLike(id) && roles[id.index].isEmpty && patterns.managerNames.matches(model.record(id).name) {
            add(.manager, to: id, "named like a manager or service")
        }
    }

    // MARK: Routers

    /// Enums the app keeps in lists (`var items: [MyPageCellType]`, a diffable
    /// data source's items) outside navigation state: rows of a table, a menu's
    /// entries — data a coordinator may switch on, not places to go.
    static let listTypes: Set<String> = [
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource",
        "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
    ]

    func listElementEnums() -> Set<DeclID> {
        var result: Set<DeclID> = []
        // The arrays a `NavigationStack(path:)` binds to hold the stack's routes, not a list's rows.
        var stackPaths: Set<String> = []
        for id in ids { for part in model.parts(of: id) { stackPaths.formUnion(part.declaration.navigationStackPathNames) } }
        for holder in ids where isClassLike(holder) || model.record(holder).kind == .struct {
            if !roles[holder.index].isDisjoint(with: [.coordinator, .router]) { continue }
            for part in model.parts(of: holder) {
                for member in part.declaration.storedMembers where !member.isStatic && !(!member.isLet && stackPaths.contains(member.name))
                    && (member.isCollection || member.typePath?.last.map(Self.listTypes.contains) == true) {
                    for name in member.typeNames {
                        if case .declared(let id) = model.finalSymbol(model.resolve([name], in: part.scope)), model.record(id).kind == .enum {
                            result.insert(id)
                        }
                    }
                }
            }
        }
        return result
    }

    /// A screen: a view controller, or a SwiftUI view that holds a ViewModel
    /// (a loading spinner or a row is a view, not a place to go).
    func isScreen(_ id: DeclID) -> Bool {
        if roles[id.index].contains(.viewController) { return true }
        guard roles[id.index].contains(.view) else { return false }
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic {
                guard let path = member.typePath else { continue }
                if case .declared(let held) = model.finalSymbol(model.resolve(path, in: part.scope)),
                   roles[held.index].contains(.viewModel) { return true }
            }
        }
        return false
    }

    /// The enums the initializer of a coordinator, a screen or a ViewModel of the tree takes
    /// (`ProfileCoordinator(type: ProfileType, …)`): the modes those flows and screens are started in.
    func destinationModes() -> Set<DeclID> {
        var result: Set<DeclID> = []
        for holder in ids where isClassLike(holder) || model.record(holder).kind == .struct {
            guard !roles[holder.index].isDisjoint(with: [.coordinator, .viewModel]) || isScreen(holder) else { continue }
            for part in model.parts(of: holder) {
                for path in part.declaration.initParameters {
                    if case .declared(let taken) = model.finalSymbol(resolveMember(path, of: holder)), model.record(taken).kind == .enum {
                        result.insert(taken)
                    }
                }
            }
        }
        return result
    }

    /// An enum a screen declares and takes in its own initializer (`SignUpProfileViewController.WriteProfileCase`,
    /// `.create` / `.update`): the mode that screen is shown in. A navigation method that passes it on
    /// (`showSignUpProfileView(writingProfileCase:)`) has already chosen where to go; the enum is no place
    /// to go. (An enum whose own code builds screens is still a route, below.) The same holds for the
    /// screen's ViewModel: `TokenPickerViewModel.Side` (`.from(account)` / `.to(account)`), taken by the
    /// ViewModel's initializer, says which way one picker screen works, not which screen to open.
    func configuresItsScreen(_ route: DeclID) -> Bool {
        guard case .declared(let screen)? = model.enclosingType(of: route).map(model.finalSymbol),
              isScreen(screen) || isUIKitView(screen) || roles[screen.index].contains(.viewModel) else {
            return false
        }
        return model.parts(of: screen).contains { part in
            part.declaration.initParameters.contains { path in
                guard case .declared(let taken) = model.finalSymbol(resolveMember(path, of: screen)) else { return false }
                return taken == route
            }
        }
    }

    /// A route enum whose case carries, as its only value, another enum of the tree that is a route
    /// of the same kind — it adopts a protocol of the tree the outer route adopts
    /// (`AppRoute: RouteModule` nesting `DashboardRoute: RouteModule`), or it is named like a route —
    /// nests that enum's routes: it is a route too, so RT001 reads its cases, where the parameters
    /// are, rather than the nesting case. A value enum a case carries (`visibility: Visibility`) is none.
    mutating func nestedRoutes() {
        func treeProtocols(_ id: DeclID) -> Set<DeclID> {
            Set(ancestorSymbols[id.index].compactMap { symbol -> DeclID? in
                guard case .declared(let other) = symbol, model.record(other).kind == .protocol else { return nil }
                return other
            })
        }
        var queue = ids.filter { model.record($0).kind == .enum && roles[$0.index].contains(.router) }
        while let route = queue.popLast() {
            for part in model.parts(of: route) {
                for path in part.declaration.casePayloadPaths {
                    guard case .declared(let inner) = model.finalSymbol(model.resolve(path, in: part.scope)), inner != route,
                          model.record(inner).kind == .enum, !roles[inner.index].contains(.router),
                          !traits[inner.index].contains(.describesRequests),
                          !treeProtocols(inner).isDisjoint(with: treeProtocols(route))
                            || RoleEvidence.routeNames.contains(where: model.record(inner).name.contains) else { continue }
                    add(.router, to: inner, RoleReason.nestedRoute + " `\(model.qualifiedName(route))` carries it", path: self.path(route),
                        line: model.record(route).line)
                    queue.append(inner)
                }
            }
        }
    }

    /// Enums a navigator (a coordinator or router, or a protocol of the tree they adopt) switches on to navigate
    /// (`CaseSwitch`): an arm that pushes or presents, itself or through the navigator's own methods
    /// (`case .detail(let item): self?.showDetail(item)`). The enum is read from the cases the switch lists —
    /// the one enum of the tree declaring them all (all and only, without a `default:`); an ambiguous switch
    /// names none. Per enum: a navigator that does it, and the cases its switches list only in arms that change no
    /// screen (`case .showAlert: return`) — no place to go (RT001 reads them, `RoleTable.casesNavigatorsIgnore`).
    /// A network router's cases and enums the app keeps in lists are data, not places to go; an enum a coordinator,
    /// screen or ViewModel is started with (`init(consentResult: ConsentResult)`, `destinationModes`) is the mode it
    /// decides from, not where to go (`excluded`).
    func switchedRoutes(listData excluded: Set<DeclID>) -> [DeclID: (navigator: DeclID, inert: Set<String>)] {
        var holders: [DeclID] = []
        for id in ids where model.record(id).kind.isNominal && model.record(id).kind != .enum {
            guard model.parts(of: id).contains(where: { !$0.declaration.caseSwitches.isEmpty }) else { continue }
            let navigator = !roles[id.index].isDisjoint(with: [.coordinator, .router])
                || (model.record(id).kind == .protocol
                    && (implementers[id] ?? []).contains { !roles[$0.index].isDisjoint(with: [.coordinator, .router]) })
            if navigator { holders.append(id) }
        }
        guard !holders.isEmpty else { return [:] }
        var caseSets: [DeclID: Set<String>] = [:]
        var enumsByCase: [String: [DeclID]] = [:]
        for id in ids where model.record(id).kind == .enum {
            let names = Set(model.parts(of: id).flatMap(\.declaration.caseNames))
            guard !names.isEmpty else { continue }
            caseSets[id] = names
            for name in names { enumsByCase[name, default: []].append(id) }
        }
        var listed: [DeclID: Set<String>] = [:], navigated: [DeclID: Set<String>] = [:], navigators: [DeclID: DeclID] = [:]
        var handedOn: [DeclID: Set<String>] = [:]
        var memo: [NavigationReach: Bool] = [:]
        for holder in holders {
            for part in model.parts(of: holder) {
                for caseSwitch in part.declaration.caseSwitches {
                    let names = caseSwitch.caseNames
                    // A switch over Swift's `Result` or `Optional` (`case .success(let user):`) lists the library's
                    // cases: an app enum declaring the same names is not what it switches on.
                    guard let first = names.first, !Self.libraryCaseSets.contains(where: names.isSubset(of:)) else { continue }
                    let matches = (enumsByCase[first] ?? []).filter { candidate in
                        guard let declared = caseSets[candidate], names.isSubset(of: declared) else { return false }
                        return caseSwitch.hasDefault || declared == names
                    }
                    guard matches.count == 1, let route = matches.first, !traits[route.index].contains(.describesRequests),
                          !excluded.contains(route) else { continue }
                    for arm in caseSwitch.arms {
                        listed[route, default: []].formUnion(arm.cases)
                        // An arm handing the case to a closure or another object (`onProfile?(userID)`,
                        // `router.show(…)`) does something the switch cannot follow: not inert.
                        if arm.effect.opaque || arm.effect.forwards.contains(where: { !$0.path.isEmpty || $0.typePath != nil }) {
                            handedOn[route, default: []].formUnion(arm.cases)
                        }
                        guard navigates(arm.effect, in: holder, memo: &memo) else { continue }
                        navigated[route, default: []].formUnion(arm.cases)
                        if navigators[route] == nil { navigators[route] = holder }
                    }
                }
            }
        }
        var result: [DeclID: (navigator: DeclID, inert: Set<String>)] = [:]
        for (route, navigator) in navigators {
            result[route] = (navigator, (listed[route] ?? []).subtracting(navigated[route] ?? []).subtracting(handedOn[route] ?? []))
        }
        return result
    }

    /// Case sets of Swift's own enums (`Result`, `Optional`): a switch listing only these names says nothing of the tree's enums.
    static let libraryCaseSets: [Set<String>] = [["success", "failure"], ["some", "none"]]

    /// Whether a navigation method of `holder` taking `route` first (`show(_ step: Step)`) changes the screen itself
    /// (`ScreenMethod`, through its own methods): a method handing the value to a library (`presentIndicator(_:)` →
    /// `indicators.display(…)`) does not.
    func navigatesWith(_ route: DeclID, _ holder: DeclID) -> Bool {
        var memo: [NavigationReach: Bool] = [:]
        for part in model.parts(of: holder) {
            let declaration = part.declaration
            for (index, subject) in declaration.navigationSubjects.enumerated() where index < declaration.navigationSubjectMethods.count {
                guard model.finalSymbol(model.resolve(subject, in: part.scope)) == .declared(route) else { continue }
                let name = declaration.navigationSubjectMethods[index]
                for body in declaration.screenBodies where body.name == name && navigates(body, in: holder, memo: &memo) { return true }
            }
        }
        return false
    }

    /// Whether a body (`ScreenMethod`) changes the screen: it navigates itself, or calls a method of its own type
    /// (declared on it, its extensions or a type it inherits from: a protocol extension) that does, up to 4 calls deep.
    /// `memo`: what `reaches` answered, per (holder, method name, depth) — a body's forwards branch at every level,
    /// so without it the same methods are walked again for every arm, switch and route.
    func navigates(_ body: ScreenMethod, in holder: DeclID, memo: inout [NavigationReach: Bool], depth: Int = 0) -> Bool {
        if body.navigates { return true }
        guard depth < 4 else { return false }
        for forward in body.forwards where forward.path.isEmpty && forward.typePath == nil && forward.name != body.name {
            if reaches(forward.name, in: holder, memo: &memo, depth: depth + 1) { return true }
        }
        return false
    }

    /// Whether a method of `holder`'s lineage named `name` navigates (`navigates` at `depth`).
    private func reaches(_ name: String, in holder: DeclID, memo: inout [NavigationReach: Bool], depth: Int) -> Bool {
        let key = NavigationReach(holder: holder, method: name, depth: depth)
        if let known = memo[key] { return known }
        var result = false
        let lineage = [holder] + ancestorSymbols[holder.index].compactMap(\.declaration)
        search: for type in lineage {
            for part in model.parts(of: type) {
                for method in part.declaration.screenBodies where method.name == name {
                    if navigates(method, in: holder, memo: &memo, depth: depth) { result = true; break search }
                }
            }
        }
        memo[key] = result
        return result
    }

    /// `listData`: `listElementEnums()`.
    mutating func routers(listData: Set<DeclID>) {
        let modes = destinationModes()
        let switched = switchedRoutes(listData: listData.union(modes))
        for (route, found) in switched.sorted(by: { $0.key.index < $1.key.index }) {
            add(.router, to: route, "`\(model.qualifiedName(found.navigator))` " + RoleReason.switchesToNavigate,
                path: path(found.navigator), line: model.record(found.navigator).line)
            if !found.inert.isEmpty { inertCases[route] = found.inert }
        }
        // A SwiftUI view's helpers (`makeContentListView(contentScreen:)`) compose subviews: what
        // they take configures a view, it is no place to go.
        for holder in ids where takesNavigationParameters[holder.index] && !roles[holder.index].contains(.view) {
            let navigationRole = !roles[holder.index].isDisjoint(with: [.coordinator, .router])
            // A value's method that takes a `…Destination` computes with it (`Option.shareData(destination:)`
            // picks where to share): an enum or struct that neither has a navigation role nor navigates is no navigator.
            if !navigationRole, [.enum, .struct].contains(model.record(holder).kind), !traits[holder.index].contains(.navigates) { continue }
            // Only a coordinator's or router's subjects count by position (below).
            let subjects: Set<Symbol> = navigationRole ? Set(navigationTargets(of: holder, subjectsOnly: true)) : []
            for symbol in navigationTargets(of: holder) {
                guard case .declared(let target) = symbol else { continue }
                // A route protocol (`transition(to scene: TargetScene)`) stands for the enums that conform to it.
                let named = patterns.routerNames.matches(model.record(target).name)
                    || RoleEvidence.routeNames.contains(where: model.record(target).name.contains)
                let enums = model.record(target).kind == .protocol
                    ? (implementers[target] ?? []).filter { model.record($0).kind == .enum } : [target]
                for route in enums where model.record(route).kind == .enum && !traits[route.index].contains(.describesRequests) {
                    if configuresItsScreen(route) { continue }
                    let name = model.record(route).name
                    // Where a coordinator's or router's navigation method goes is a route, whatever it is called —
                    // when a navigator switches on its cases to navigate, the holder keeps it, or the method taking it
                    // navigates: an enum it only hands on (`presentIndicator(_ toast: Toast)` forwarding to a library)
                    // is no place to go.
                    // By position only, an enum the destination itself is started with (a coordinator's, a
                    // screen's or a ViewModel's initializer takes it: `ProfileCoordinator(type: .other(user))`)
                    // is the mode the method passes on, not where it goes.
                    guard named || patterns.routerNames.matches(name) || RoleEvidence.routeNames.contains(where: name.contains)
                        || (navigationRole && subjects.contains(symbol) && !listData.contains(route) && !modes.contains(route)
                            && (switched[route] != nil || keeps(route, in: holder) || navigatesWith(route, holder)))
                    else { continue }
                    add(.router, to: route, "a navigation method of `\(model.qualifiedName(holder))` takes it", path: self.path(holder),
                        line: model.record(holder).line)
                }
            }
        }
        // What a SwiftUI view (or view modifier) maps to screens with `.navigationDestination(for: Route.self) { … }`: the values its
        // `NavigationStack` is pushed (`path.append(route)`, often as `any Hashable` through a `NavigationPath`) —
        // places to go, whatever the enum is called. An enum the app keeps in lists is data a row links to.
        for holder in ids where model.record(holder).kind.isNominal && model.record(holder).kind != .protocol {
            for part in model.parts(of: holder) {
                for written in part.declaration.navigationDestinationPaths {
                    guard case .declared(let route) = model.finalSymbol(model.resolve(written, in: part.scope)),
                          model.record(route).kind == .enum, !listData.contains(route),
                          !traits[route.index].contains(.describesRequests) else { continue }
                    add(.router, to: route, "`\(model.qualifiedName(holder))` maps it to screens with `.navigationDestination(for:)`",
                        path: self.path(holder), line: model.record(holder).line)
                }
            }
        }
        // An enum whose own code builds the screens its cases stand for (`var destination: some View { switch self {
        // case .logs: LogsView() … } }`, `func makeSheetView()`): each case is a place to go, whatever it is called.
        for id in ids where model.record(id).kind == .enum && roles[id.index].isEmpty && !listData.contains(id)
            && !traits[id.index].contains(.describesRequests) {
            var screens: Set<DeclID> = []
            for part in model.parts(of: id) {
                for path in part.declaration.constructedPaths {
                    guard case .declared(let built) = model.finalSymbol(model.resolve(path, in: part.scope)), isScreen(built) else { continue }
                    screens.insert(built)
                }
            }
            if screens.count >= 2 {
                add(.router, to: id, "its cases build \(screens.count) of the app's screens (\(screens.map { model.record($0).name }.sorted().prefix(3).joined(separator: ", ")))")
            }
        }
        for id in ids where isClassLike(id) || model.record(id).kind == .struct {
            let t = traits[id.index]
            guard patterns.routerNames.matches(model.record(id).name), !t.contains(.describesRequests), !isUILayer(id) else { continue }
            if t.contains(.holdsNavigation) || t.contains(.callsNavigation) {
                add(.router, to: id, "named like a router, and holds or calls navigation")
            }
        }
    }

}

/// A method name of a holder's lineage asked at a depth of `RoleInference.navigates`' walk.
struct NavigationReach: Hashable {
    let holder: DeclID
    let method: String
    let depth: Int
}
