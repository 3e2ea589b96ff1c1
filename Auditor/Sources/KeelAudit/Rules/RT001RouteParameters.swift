/// RT001 — route enum cases carrying parameters.
struct RouteParametersRule: Rule {
    let info = RuleInfo(
        id: "RT001",
        name: "route-parameters",
        summary: "Route enums (RouteID) carry no parameters; pass state through a state manager.",
        rationale: "Windscribe SwiftUI Migration Guide › Advanced Migration Patterns › State Manager Pattern for Complex Parameter Passing (\"Parameter passing through RouteID creates tight coupling\"; \"Router IDs become clean enums without parameters\"): set state on a state manager, then route with a bare case. A route enum is an enum matching `routerNames` (default `Router$`, `RouteID$`) that a navigation function of the tree takes (`func routeTo(to: RouteID, from: …)`), any enum a SwiftUI view maps to screens with `.navigationDestination(for: Route.self) { … }` — the values its `NavigationStack` is pushed, often as `any Hashable` through a `NavigationPath` (an enum the app keeps in lists is data a row links to; the array a `NavigationStack(path:)` binds to is no list, it holds the stack's routes) — any enum whose cases a coordinator or router switches on to navigate, whatever it is called (a `…CoordinatorEvent` a screen sends, `case .moveToDetail(let item): self?.moveToDetail(item)`; a case its arms handle without changing the screen is no destination; the mode a coordinator is started with is none) — or any enum whose own code builds two or more of the app's screens (view controllers, views that hold a ViewModel: `var destination: some View { switch self { … } }`) — a spinner and a banner are view state, not places to go; enums that describe network requests (`path`, `method`, `baseURL`, `procedure`, `URLRequestConvertible`…) are network routers, not route enums.",
        severity: .warning,
        appliesTo: .routeEnums,
        fixable: .manual("the parameters move to a state manager the destination observes"),
        howToFix: "Create a state manager (`CustomConfigStateManaging` with `BehaviorSubject`/`@Published` state), set the values on it before routing, make the case parameterless (`case enterCredentials`), and let the destination ViewModel observe the state manager.",
        triggering: [
            RuleExample("""
            enum RouteID {
                case ↓enterCredentials(config: CustomConfigModel, isUpdating: Bool)
                case ↓locationPermission(DisclosureAlertDelegate, Bool)
                case pushNotifications
            }
            protocol Router {
                func routeTo(to: RouteID, from: WSUIViewController)
            }
            """),
            RuleExample("""
            // No route-like name, no navigation method: the stack maps it to screens.
            enum Trip: Hashable {
                case overview
                case ↓leg(index: Int, session: TripSession)
            }
            struct TripsView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Open") { path.append(Trip.overview) }
                            .navigationDestination(for: Trip.self) { _ in Text("Trip") }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum RouteID {
                case enterCredentials
                case pushNotifications
            }
            protocol Router {
                func routeTo(to: RouteID, from: WSUIViewController)
            }
            """),
            RuleExample("""
            enum RideState: Equatable {
                case searchingForDriver(rideId: String)
            }
            """),
            RuleExample("""
            // A network router: its cases are endpoints.
            enum APIRouter: URLRequestConvertible {
                case match(id: String)
                var path: String { "/matches" }
                func asURLRequest() throws -> URLRequest { URLRequest(url: baseURL) }
            }
            enum WAMPRouter {
                case getLocations(language: String)
                var procedure: String { "/sports#locations" }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var carried: [Int: Bool] = [:]
        return context.facts.enumCases.compactMap { c in
            guard c.hasParameters, let unit = c.unit, context.facts.units[unit].declaration.kind == .enum,
                  context.roles[unit].contains(.router) else { return nil }
            if carried[unit] == nil { carried[unit] = context.declaration(of: unit).map { Self.isCarriedValue($0, context) } ?? false }
            if carried[unit] == true { return nil }
            // A case every navigator switching on the enum handles without changing the screen
            // (`case .showAlert: return`) is no place to go.
            // Only when that switch is the enum's sole evidence of a route: one named like a route, or taken by a navigation
            // method or `.navigationDestination`, is a route whatever one switch does with a case.
            if let own = context.declaration(of: unit), context.roleTable.casesNavigatorsIgnore(own).contains(c.name),
               context.roleTable.reasons(of: own).allSatisfy({ $0.role != .router || $0.text.hasSuffix(RoleReason.switchesToNavigate) }) { return nil }
            // A case that only nests another route enum (`case dashboard(DashboardRoute)`) carries a place to go,
            // not state: the nested enum's own cases are read.
            // (Its only value, a route of the same kind: `RoleInference.nestedRoutes`; the enum's own
            // previous state, `case pollForm(previousState: State)`, is a parameter.)
            if c.payloadPaths.count == 1, let path = c.payloadPaths.first, !path.isEmpty, let own = context.declaration(of: unit),
               case .declared(let nested) = context.model.finalSymbol(context.resolve(path, unit: unit, offset: c.offset)), nested != own,
               context.model.record(nested).kind == .enum, context.roleTable.roles(of: nested).contains(.router),
               context.roleTable.reasons(of: nested).contains(where: { $0.text.hasPrefix(RoleReason.nestedRoute) }) {
                return nil
            }
            return finding(context, at: c.offset,
                           "Route case \(c.name) carries parameters; set them on a state manager and route with a parameterless case.",
                           snippet: c.snippet, unit: unit)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.facts.units.indices.filter { unit in
            context.facts.units[unit].declaration.kind == .enum && context.roles[unit].contains(.router)
                && !(context.declaration(of: unit).map { Self.isCarriedValue($0, context) } ?? false)
        }
    }
}
