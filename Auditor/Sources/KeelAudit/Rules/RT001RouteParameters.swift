/// RT001 — route enum cases carrying parameters.
struct RouteParametersRule: Rule {
    let howToFix = "Create a state manager (`CustomConfigStateManaging` with `BehaviorSubject`/`@Published` state), set the values on it before routing, make the case parameterless (`case enterCredentials`), and let the destination ViewModel observe the state manager."
    let description = RuleDescription(
        id: "RT001",
        name: "route-parameters",
        summary: "Route enums (RouteID) carry no parameters; pass state through a state manager.",
        rationale: "Windscribe SwiftUI Migration Guide › Advanced Migration Patterns › State Manager Pattern for Complex Parameter Passing (\"Parameter passing through RouteID creates tight coupling\"; \"Router IDs become clean enums without parameters\"): set state on a state manager, then route with a bare case. Route enums are enums matching `routerNames` (default `Router$`, `RouteID$`).",
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            enum RouteID {
                case ↓enterCredentials(config: CustomConfigModel, isUpdating: Bool)
                case ↓locationPermission(DisclosureAlertDelegate, Bool)
                case pushNotifications
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            enum RouteID {
                case enterCredentials
                case pushNotifications
            }
            """,
            """
            enum RideState: Equatable {
                case searchingForDriver(rideId: String)
            }
            """,
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        context.facts.parameterizedCases.compactMap { c in
            guard let unit = c.unit, context.facts.units[unit].declaration.kind == .enum, context.roles[unit].contains(.router) else { return nil }
            return finding(context, at: c.offset,
                           "Route case \(c.name) carries parameters; set them on a state manager and route with a parameterless case.",
                           snippet: c.snippet, unit: unit)
        }
    }

    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.facts.units.indices.filter { context.facts.units[$0].declaration.kind == .enum && context.roles[$0].contains(.router) }
    }
}
