import Foundation

/// VM010 — ViewModel navigates.
struct ViewModelNavigatesRule: Rule {
    static let navigationCalls: Set<String> = [
        "routeTo", "navigate", "pushViewController", "popViewController", "popToRootViewController",
        "popToViewController", "performSegue", "setViewControllers", "presentViewModally",
    ]
    /// A web view's navigation (`navigationCoordinator.goBack()`), not the app's.
    static let webNavigationCalls: Set<String> = ["goBack", "goForward", "reload", "stopLoading", "load", "loadRequest", "evaluateJavaScript"]
    let info = RuleInfo(
        id: "VM010",
        name: "viewmodel-navigates",
        summary: "ViewModels must not navigate; they signal intent through closures a coordinator sets.",
        rationale: "Coordinator Refactor Plan › Core Principles › 4. MVVM Compliance (\"ViewModels never handle navigation\") and Screen Coordinators' pattern (`viewModel.onMatchSelected = { [weak self] in self?.onShowMatchDetail?($0) }`); Windscribe SwiftUI Migration Guide › Router simplification (\"Routers trigger, Views observe state\"). Flags router/coordinator properties (navigator objects, by what their type does — a route enum value held as published state is the state-manager pattern, not navigation; a background `…RefreshCoordinator` is no navigator) and calls such as routeTo, present(_:animated:), pushViewController, a call on a router or coordinator whose method changes what is on screen (followed into its body, through what it calls and through protocols to their implementations; a body outside the tree counts, and so does an observable coordinator setting the screen its view presents — a `@Published` child coordinator or sheet ViewModel; hiding the tab bar, removing a child from the parent's list — a method the navigator inherits from a superclass or a protocol extension is read in that body —, starting an activity indicator or setting a plain flag does not), presenting through a helper that presents UIKit screens (an alert presenter, an app-level `presentInitialScreen`), sending a route into a router's subject (`router.modalScreen.send(.settings)`: a subject whose values are a route enum, held or inherited) or calling an inherited helper whose body navigates (a base class's `showModal(for:)`), or editing windows and subviews — except a web view's own navigation (goBack, reload, loading a URL with `navigateTo(url:)`; a navigator's method taking a `url:` whose body pushes or presents a screen navigates). A call on an object a navigator keeps in a stored property (`appState.homeModel.loadData()`, the model resolving each link) is that object's call: it navigates only if that object is a navigator. One finding per navigation place (the same call written in two places is two); a navigator the ViewModel holds is reported where it is held only when nothing calls it (a call through a closure's alias of the ViewModel, `vm.coordinator?.showNext()`, is a call of it), else it is a related location of its first call.",
        severity: .error,
        appliesTo: .viewModels,
        fixable: .manual("navigation moves to closures a coordinator sets"),
        howToFix: "Remove routers, coordinators and presentation calls from the ViewModel. Expose closures (`var onMatchSelected: ((String) -> Void)?`) or published state (`shouldDismiss`); the coordinator sets the closures when it builds the ViewModel and does the navigation.",
        triggering: [
            RuleExample("""
            @MainActor
            final class LocationViewModel: ObservableObject {
                weak var router: AppRouter?
                func grant() {
                    router?.↓routeTo(to: .protocolSetPreferred, from: self)
                }
            }
            """),
            RuleExample("""
            final class AlertPresenter {
                func show(_ message: String) { UIApplication.shared.topController?.present(UIAlertController(), animated: true) }
            }
            @MainActor
            final class LoginViewModel: ObservableObject {
                private let alerts: AlertPresenter
                init(alerts: AlertPresenter) { self.alerts = alerts }
                func failed() { alerts.↓show("Wrong password") }
            }
            """),
            RuleExample("""
            final class Application {
                static let shared = Application()
                var window: UIWindow?
                func presentInitialScreen(in window: UIWindow?) { window?.rootViewController = UIViewController() }
            }
            @MainActor
            final class LogoutViewModel: ObservableObject {
                func logout() { Application.shared.↓presentInitialScreen(in: nil) }
            }
            """),
            RuleExample("""
            @MainActor
            final class DetailViewModel: ObservableObject {
                func close(_ host: Host) { host.↓pushViewController(next, animated: true) }
            }
            """),
            RuleExample("""
            // The data load is a call on the model the coordinator keeps, not navigation; showing the main screen is.
            final class AppCoordinator {
                let navigationController: UINavigationController
                let homeModel = HomeModel()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func showMain() { navigationController.pushViewController(MainViewController(), animated: true) }
            }
            final class HomeModel {
                func loadData() {}
            }
            @MainActor
            final class UnlockViewModel: ObservableObject {
                @Published private(set) var isLoading = false
                private let coordinator: AppCoordinator
                init(coordinator: AppCoordinator) { self.coordinator = coordinator }
                func unlock() {
                    coordinator.homeModel.loadData()
                    coordinator.↓showMain()
                }
            }
            """),
            RuleExample("""
            // The router's subject carries a route: whoever observes it shows that screen.
            struct SettingsScreen: View {
                @ObservedObject var model: AboutViewModel
                var body: some View { Text("Settings") }
            }
            struct AboutScreen: View {
                @ObservedObject var model: AboutViewModel
                var body: some View { Text(model.title) }
            }
            enum Sheet {
                case settings, about
                @ViewBuilder func screen(_ model: AboutViewModel) -> some View {
                    switch self {
                    case .settings: SettingsScreen(model: model)
                    case .about: AboutScreen(model: model)
                    }
                }
            }
            final class AppRouter {
                let sheet = CurrentValueSubject<Sheet?, Never>(nil)
                let toasts = PassthroughSubject<String, Never>()
            }
            @MainActor
            final class AboutViewModel: ObservableObject {
                @Published private(set) var title = ""
                private let router: AppRouter
                init(router: AppRouter) { self.router = router }
                func openSettings() {
                    router.toasts.send("Opening settings")
                    router.sheet.↓send(.settings)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class NextUpEventsViewModel: ObservableObject {
                var onMatchSelected: ((String) -> Void)?
                func select(_ id: String) { onMatchSelected?(id) }
            }
            """),
            RuleExample("""
            // A background job named like a coordinator owns no navigation: calling it is not navigating.
            final class FeedRefreshCoordinator {
                private var timer: Timer?
                func start() {}
            }
            @MainActor
            final class FeedViewModel: ObservableObject {
                private let refreshCoordinator: FeedRefreshCoordinator
                init(refreshCoordinator: FeedRefreshCoordinator) { self.refreshCoordinator = refreshCoordinator }
                func appear() { refreshCoordinator.start() }
            }
            """),
            RuleExample("""
            enum ScreenTestRouteID { case colors, fonts }
            @MainActor
            final class ScreenTestViewModel: ObservableObject {
                @Published private(set) var presentedScreen: ScreenTestRouteID?
                func goBack() async { await webViewModel.navigationCoordinator.goBack() }
                func open(_ link: URL) { webViewModel.navigationCoordinator.navigateTo(url: link) }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        // `navigator`: the ViewModel's property the use goes through (held, or a call's receiver).
        var uses: [(offset: Int, owner: Int, name: String, navigator: String?)] = []
        var navigatorTypes: [String: (isNavigator: Bool, presentsUI: Bool, type: Symbol?)] = [:]
        // Lines of calls on a navigator whose callee changes no screen (`coordinator.hideTabBar()`).
        var quietLines: Set<Int> = []
        let lines = LineTable(lineStarts: context.facts.lineStarts, lineCount: context.facts.lineCount)
        let properties = context.facts.properties
        for index in properties.indices {
            guard let owner = context.owner(of: properties[index].unit, role: .viewModel) else { continue }
            let property = properties[index]
            guard let path = property.typePath ?? property.initializerPath,
                  isNavigator(context.resolve(path, unit: property.unit, offset: property.offset), context) else { continue }
            for name in property.names {
                uses.append((property.offset, owner, "holds the navigator " + path.joined(separator: "."), name))
            }
        }
        let calls = context.facts.calls
        for index in calls.indices where !calls[index].isConstructor {
            guard let owner = context.owner(of: calls[index].unit, role: .viewModel) else { continue }
            let call = calls[index]
            // A web view's navigation: `goBack()`, or loading a URL (`navigateTo(url:)`) — unless the
            // navigator's method taking the URL changes the screen (`showPage(url:)` pushing a screen).
            if Self.webNavigationCalls.contains(call.name) { continue }
            let loadsURL = call.labels.first == "url"
            var navigates = !loadsURL && (Self.navigationCalls.contains(call.name) || Self.windowCalls.contains(call.name))
            if !loadsURL, call.name == "present" || call.name == "dismiss", call.labels.contains("animated") { navigates = true }
            if !navigates, !loadsURL, let id = context.declaration(of: owner) {
                // A route sent into a router's subject (`router.mainModalScreen.send(screen)`, the router held
                // here or inherited): whoever observes the subject shows that screen.
                // A helper the ViewModel inherits whose body navigates (`showModal(for:)` of a base class).
                navigates = context.sendsDestination(through: call.receiverNames, of: id, method: call.name)
                    || inheritedHelperNavigates(call, owner: id, context: context)
            }
            // A call on a value a navigator type keeps statically (`ServersCoordinator.serversOrdered.filter { … }`)
            // reads data; it does not navigate.
            let links = call.receiver.filter { $0 != "self" }
            let throughStaticMember = links.count > 1 && links.first?.first?.isUppercase == true
                && !["shared", "sharedInstance", "instance", "default", "current", "main"].contains(links[1])   // the navigator itself
            // UI work reached through a navigator's objects (`coordinator?.navigationController.view.rx.indicator.onNext(…)`,
            // `…navigationController.setNavigationBarHidden(…)`) edits the screen, it does not navigate
            // (the navigator the ViewModel holds is reported where it is held).
            if !navigates, !call.receiver.isEmpty, !throughStaticMember, !Self.isScreenWork(call) {
                // Per receiver: whether it is a navigator, and whether it presents UIKit screens (then only
                // its navigation methods navigate: `delegate?.showSearch()`, not `delegate?.searchUpdated()`).
                let key = call.receiver.joined(separator: ".") + "@\(owner)"
                if navigatorTypes[key] == nil {
                    let receiver = receiverType(call, owner: owner, context: context)
                    navigatorTypes[key] = receiver.map { (isNavigator($0, context), presentsUI($0, context), $0) }
                        ?? (Self.namesNavigator(call.receiver.last ?? ""), false, nil)
                }
                let receiver = navigatorTypes[key] ?? (false, false, nil)
                navigates = receiver.isNavigator || (receiver.presentsUI && RoleEvidence.isNavigationMethod(call.name))
                if navigates, loadsURL, receiver.type.flatMap({ context.screenEffect(of: $0, method: call.name, labels: call.labels) }) != .navigates {
                    continue
                }
                // A navigator's method whose body changes no screen — hiding the tab bar, removing a child
                // from the parent's list, handing a result back, starting an activity indicator — is no
                // navigation (followed through what it calls; a body not in the tree stays navigation).
                if navigates, let type = receiver.type, context.screenEffect(of: type, method: call.name, labels: call.labels) == RuleContext.ScreenEffect.none {
                    navigates = false
                    quietLines.insert(lines.line(call.nameOffset))
                }
                // A call on an object the navigator keeps (`coordinator.homeModel.loadData()`): reading the
                // navigator's property to reach it is no use of the navigator either.
                if !navigates, receiver.type != nil, call.receiverNames.count > 1 { quietLines.insert(lines.line(call.nameOffset)) }
            }
            guard navigates else { continue }
            uses.append((call.nameOffset, owner, call.snippet, navigatorProperty(call, owner: owner, context: context)))
        }
        // Another object's SwiftUI navigation stack or presentation flag set from the ViewModel.
        let quiet = Set(uses.map { lines.line($0.offset) })
        uses += holderNavigation(context).filter { !quiet.contains(lines.line($0.offset)) }
        // SwiftUI navigation the ViewModel builds itself (`NavigationLink(destination: DetailView(…)) { … }`,
        // in a member that returns a view): the ViewModel decides where the user goes.
        for call in calls where call.isConstructor && Self.navigationViews.contains(call.name) {
            guard let owner = context.owner(of: call.unit, role: .viewModel) else { continue }
            // The app's own type of that name is not SwiftUI's.
            if case .declared = context.model.finalSymbol(context.constructed(by: call)) { continue }
            uses.append((call.offset, owner, call.name, nil))
        }
        // A navigator's method passed along without a call (`.do(onNext: navigator.toPost)`).
        let callLines = Set(uses.map { lines.line($0.offset) }).union(quietLines)
        // A navigator reached only to edit its UIKit objects (`coordinator.navigationController.view.rx.indicator.onNext(…)`,
        // through the property or a local unwrapped from it) is screen work, VM006's — not a use of the navigator.
        var screenWorkLines: Set<String> = []
        for call in calls where !call.isConstructor && Self.isScreenWork(call) {
            if let root = Self.receiverRoot(call) { screenWorkLines.insert("\(root)@\(lines.line(call.offset))") }
        }
        var basesSeen: Set<String> = []
        for base in context.facts.memberBases {
            let first = basesSeen.insert("\(base.unit ?? -1).\(base.name)").inserted
            guard let owner = context.owner(of: base.unit, role: .viewModel), !callLines.contains(lines.line(base.offset)),
                  !screenWorkLines.contains("\(base.name)@\(lines.line(base.offset))"),
                  let property = context.properties(of: owner).first(where: { $0.names.contains(base.name) }),
                  let path = property.typePath ?? property.initializerPath else { continue }
            let navigator = context.resolve(path, unit: property.unit, offset: property.offset)
            guard isNavigator(navigator, context) else { continue }
            // After the first use, each other method of the navigator passed along (`.do(onNext: coordinator.toMyMission)`,
            // then `coordinator.toDoingMission`) is a navigation place of its own when its body navigates.
            if !first, context.screenEffect(of: navigator, method: base.member, labels: nil) != .navigates { continue }
            uses.append((base.offset, owner, "uses its navigator \(base.name)", base.name))
        }
        // One finding per navigation place (a call a coordinator closure replaces, a navigator held);
        // the same navigator held or called on one line is one place, and the same call written in
        // two places (`coordinator.finish()` for cancel and again after posting) is two. A held
        // navigator the ViewModel calls is a related place of its first call.
        func key(_ use: (offset: Int, owner: Int, name: String, navigator: String?)) -> String {
            use.name.hasPrefix("holds the navigator") ? use.name : "\(use.name)@\(lines.line(use.offset))"
        }
        var firstUse: [String: (key: String, label: String)] = [:]
        for use in uses.sorted(by: { $0.offset < $1.offset }) where !use.name.hasPrefix("holds the navigator") {
            if let navigator = use.navigator, firstUse["\(use.owner).\(navigator)"] == nil {
                firstUse["\(use.owner).\(navigator)"] = (key(use), use.name)
            }
        }
        let mentions = uses.map { use in
            let calledAs = use.name.hasPrefix("holds the navigator") ? use.navigator.flatMap { firstUse["\(use.owner).\($0)"] } : nil
            return ViolationGroups.Mention(offset: use.offset, owner: use.owner, key: calledAs?.key ?? key(use), label: calledAs?.label ?? use.name,
                                           demoted: calledAs != nil)
        }
        return ViolationGroups.group(mentions, diffMode: context.facts.changedSinceBase).map { group in
            let label = group.first.label
            let message = label.hasPrefix("holds the navigator")
                ? "ViewModel \(label); expose closures (onFinish, onSelect…) that a coordinator sets instead."
                : Self.viewHierarchyCalls.contains(where: label.contains)
                ? "ViewModel edits the view hierarchy (\(label)); publish state and let the view or the coordinator change what is on screen."
                : "ViewModel navigates (\(label)); signal intent through a closure or published state and let the coordinator navigate."
            var raw = finding(context, at: group.first.offset, message, snippet: label, unit: group.first.owner)
            raw.related = group.related
            return raw
        }
    }

    var interests: FactInterests {
        FactInterests(calls: Self.navigationCalls.union(Self.windowCalls).union(["present", "dismiss"]).union(Self.stackMutators),
                      // Receivers worth recording (the type decides whether they navigate): a coordinator
                      // behind a delegate or flow protocol (`delegate?.didPickItem()`) is one too.
                      receiverSubstrings: ["rout", "coordinat", "navigat", "delegate", "flow"],
                      callPrefixes: ["show", "present", "push", "navigate", "route", "dismiss", "goTo", "open"])
    }

    /// A navigator's UIKit objects: a call on them that is no navigation call edits the screen (VM006 reports it).
    static var screenObjects: Set<String> { SyntaxHelpers.screenObjects }

    /// A call whose receiver goes through one of the ViewModel's properties into
    /// a UIKit object (`coordinator?.navigationController.view.rx.indicator.onNext(…)`)
    /// and that is no navigation call: screen work, VM006's — not navigation.
    static func isScreenWork(_ call: CallFact) -> Bool {
        call.receiverNames.dropFirst().contains(where: screenObjects.contains) && !RoleEvidence.isNavigationMethod(call.name)
            && !navigationCalls.contains(call.name) && !windowCalls.contains(call.name)
    }
    /// SwiftUI views that navigate when tapped.
    static let navigationViews: Set<String> = ["NavigationLink"]

    /// Calls that edit windows and the view hierarchy (UI work, not a ViewModel's).
    static let windowCalls: Set<String> = ["makeKeyAndVisible", "addSubview", "insertSubview", "bringSubviewToFront", "removeFromSuperview", "setRootViewController"]
    /// Among them, the calls that add or remove views rather than switch screens.
    static let viewHierarchyCalls = ["addSubview", "insertSubview", "bringSubviewToFront", "removeFromSuperview"]

    /// The type of a call's receiver: a property of the ViewModel (`router`,
    /// `self.router`), or a type (`AlertManager.shared`, `Navigator`). Nil
    /// when the receiver is anything else (a local, a chain through calls).
    private func receiverType(_ call: CallFact, owner: Int, context: RuleContext) -> Symbol? {
        guard let root = Self.receiverRoot(call), root != "?" else { return nil }
        if let property = context.properties(of: owner).first(where: { $0.names.contains(root) }),
           let path = property.typePath ?? property.initializerPath {
            let held = context.resolve(path, unit: property.unit, offset: property.offset)
            // Through the navigator's stored properties to another object of the tree
            // (`appState.homeModel.loadData()`): the call is that object's, as the model resolves it.
            let links = call.receiverNames
            if links.count > 1, links.allSatisfy({ !$0.isEmpty && !$0.hasSuffix("()") && $0.first?.isLowercase == true }),
               case .declared(let id) = context.model.finalSymbol(held),
               let reached = context.memberType(Array(links.dropFirst()), of: id) {
                return reached
            }
            return held
        }
        // Through a closure's alias of the ViewModel (`withUnretained(self)`'s `owner`, `guard let weakSelf = self`):
        // `owner.coordinator?.finish()` calls the ViewModel's own `coordinator`.
        let names = call.receiverNames
        if names.count == 2, root.first?.isLowercase == true,
           let property = context.properties(of: owner).first(where: { $0.names.contains(names[1]) }),
           let path = property.typePath ?? property.initializerPath {
            return context.resolve(path, unit: property.unit, offset: property.offset)
        }
        if root.first?.isUppercase == true {
            let symbol = context.resolve([root], unit: call.unit, offset: call.offset)
            if case .unresolved = symbol { return nil }
            return symbol
        }
        return nil
    }

    /// A call of a method the ViewModel inherits (`showModal(for: .settings)`, `self.hideModal()`)
    /// whose body in a superclass changes what is on screen. The ViewModel's own methods are
    /// reported where they navigate.
    private func inheritedHelperNavigates(_ call: CallFact, owner id: DeclID, context: RuleContext) -> Bool {
        guard call.receiverNames.isEmpty, call.receiver.allSatisfy({ $0 == "self" }) else { return false }
        let model = context.model
        if model.parts(of: id).contains(where: { $0.declaration.screenBodies.contains { $0.name == call.name } }) { return false }
        for ancestor in model.ancestors(of: id).compactMap({ model.finalSymbol($0).declaration }) where model.record(ancestor).kind == .class {
            if context.screenEffect(of: .declared(ancestor), method: call.name, labels: call.labels) == .navigates { return true }
        }
        return false
    }

    /// The ViewModel's property a call goes through: the receiver's first name, or — through a
    /// closure's alias of the ViewModel (`vm.coordinator?.showNext()`, `owner.router.close()`) — the
    /// property read from it, so that a held navigator and its calls are one place.
    private func navigatorProperty(_ call: CallFact, owner: Int, context: RuleContext) -> String? {
        guard let root = Self.receiverRoot(call) else { return nil }
        let names = call.receiverNames
        let properties = context.properties(of: owner)
        if names.count >= 2, root.first?.isLowercase == true, !properties.contains(where: { $0.names.contains(root) }),
           properties.contains(where: { $0.names.contains(names[1]) }) {
            return names[1]
        }
        return root
    }

    /// The first name of a call's receiver (`self.router?.show()` → `router`).
    private static func receiverRoot(_ call: CallFact) -> String? {
        call.receiverNames.first.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A router or coordinator (by what the type does), or a protocol only they adopt.
    private func isNavigator(_ symbol: Symbol, _ context: RuleContext) -> Bool {
        let final = context.model.finalSymbol(symbol)
        switch final {
        case .declared(let id):
            let record = context.model.record(id)
            if record.kind == .enum { return false }
            if !context.roles(of: final).isDisjoint(with: [.router, .coordinator]) { return true }
            if record.kind == .protocol {
                if record.name.hasSuffix("Coordinating") || record.name.hasSuffix("Routing") { return true }
                // The types that adopt it, directly or through a refining protocol (`protocol TabCoordinator: Receiving`).
                let adopters = context.roleTable.productImplementers(of: id, model: context.model)
                    .filter { context.model.record($0).kind != .protocol }
                return !adopters.isEmpty && adopters.allSatisfy { !context.roleTable.roles(of: $0).isDisjoint(with: [.router, .coordinator]) }
            }
            return false
        case .unresolved(let name), .external("?", let name):
            return name.hasSuffix("Coordinating") || name.hasSuffix("Routing") || !context.roles(of: final).isDisjoint(with: [.router, .coordinator])
        default:
            return false
        }
    }

    /// A class of the tree that presents UIKit screens itself (an alert
    /// presenter, an app-level screen switcher): calling its `show…`/`present…` is navigating.
    /// Through a protocol: every product adopter presents.
    private func presentsUI(_ symbol: Symbol, _ context: RuleContext) -> Bool {
        guard case .declared(let id) = context.model.finalSymbol(symbol), !context.roleTable.roles(of: id).contains(.viewModel) else { return false }
        func presents(_ id: DeclID) -> Bool {
            let traits = context.model.mergedTraits(id)
            return traits.contains(.callsNavigation) || traits.contains(.holdsNavigation)
        }
        if context.model.record(id).kind == .protocol {
            let adopters = context.roleTable.productImplementers(of: id, model: context.model)
                .filter { context.model.record($0).kind != .protocol }
            return !adopters.isEmpty && adopters.allSatisfy { presents($0) && !context.roleTable.roles(of: $0).contains(.viewModel) }
        }
        return presents(id)
    }

    /// A receiver the engine cannot type, named like a navigator.
    private static func namesNavigator(_ name: String) -> Bool {
        let last = name.lowercased()
        // Core Data's `persistentStoreCoordinator` (NSPersistentStoreCoordinator) coordinates stores, not screens.
        if last.containsBytes("storecoordinator") { return false }
        return last.containsBytes("router") || last.containsBytes("coordinator") || last.containsBytes("navigator")
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
