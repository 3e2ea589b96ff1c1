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
        rationale: "Coordinator Refactor Plan › Core Principles › 4. MVVM Compliance (\"ViewModels never handle navigation\") and Screen Coordinators' pattern (`viewModel.onMatchSelected = { [weak self] in self?.onShowMatchDetail?($0) }`); Windscribe SwiftUI Migration Guide › Router simplification (\"Routers trigger, Views observe state\"). Flags router/coordinator properties (navigator objects — a route enum value held as published state is the state-manager pattern, not navigation) and calls such as routeTo, present(_:animated:), pushViewController or any call on a router/coordinator, except a web view's own navigation (goBack, reload, loading a URL with `navigateTo(url:)`).",
        severity: .error,
        appliesTo: .viewModels,
        fixable: .manual("navigation moves to closures a coordinator sets"),
        howToFix: "Remove routers, coordinators and presentation calls from the ViewModel. Expose closures (`var onMatchSelected: ((String) -> Void)?`) or published state (`shouldDismiss`); the coordinator sets the closures when it builds the ViewModel and does the navigation.",
        triggering: [
            RuleExample("""
            @MainActor
            final class LocationViewModel: ObservableObject {
                ↓weak var router: AppRouter?
                func grant() {
                    router?.↓routeTo(to: .protocolSetPreferred, from: self)
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class DetailViewModel: ObservableObject {
                func close(_ host: Host) { host.↓pushViewController(next, animated: true) }
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
        var result: [RawFinding] = []
        let properties = context.facts.properties
        for index in properties.indices {
            guard let owner = context.owner(of: properties[index].unit, role: .viewModel) else { continue }
            let property = properties[index]
            guard let type = property.typeName ?? property.initializerType, isNavigator(type, context) else { continue }
            result.append(finding(context, at: property.offset,
                                  "ViewModel holds the navigator \(type); expose closures (onFinish, onSelect…) that a coordinator sets instead.",
                                  snippet: property.snippet, unit: owner))
        }
        let calls = context.facts.calls
        for index in calls.indices where !calls[index].isConstructor {
            guard let owner = context.owner(of: calls[index].unit, role: .viewModel) else { continue }
            let call = calls[index]
            var navigates = Self.navigationCalls.contains(call.name)
            if (call.name == "present" || call.name == "dismiss"), call.labels.contains("animated") { navigates = true }
            // A web view's navigation: `goBack()`, or loading a URL (`navigateTo(url:)`).
            let webNavigation = Self.webNavigationCalls.contains(call.name) || call.labels.first == "url"
            if let base = call.base, !webNavigation {
                let last = base.split(separator: ".").last.map { String($0).lowercased() } ?? ""
                if last.containsBytes("router") || last.containsBytes("coordinator") { navigates = true }
            }
            guard navigates else { continue }
            result.append(finding(context, at: call.nameOffset,
                                  "ViewModel navigates (\(call.snippet)); signal intent through a closure or published state and let the coordinator navigate.",
                                  snippet: call.snippet, unit: owner))
        }
        return result
    }

    var interests: FactInterests {
        FactInterests(calls: Self.navigationCalls.union(["present", "dismiss"]), receiverSubstrings: ["router", "coordinator"])
    }

    private func isNavigator(_ type: String, _ context: RuleContext) -> Bool {
        if context.index.kind(of: type) == .enum { return false }
        if type.hasSuffix("Coordinating") || type.hasSuffix("Routing") { return true }
        return !context.rolesOfType([type], unit: nil, offset: 0).isDisjoint(with: [.router, .coordinator])
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}
