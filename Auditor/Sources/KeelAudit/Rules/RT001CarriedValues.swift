/// RT001: a value a route carries is not a route. A route is what a coordinator or router is told to go
/// to; an enum whose only evidence is that a navigator switches on it (or takes it, by position, in a
/// navigation method) and that a case of another route carries (`case assetEditForm(Asset)`) is the
/// value that route opens its screen with — a domain value the navigator dispatches on. The carrying
/// route's case is where the parameter is reported.
extension RouteParametersRule {
    static let takenByNavigationMethod = "a navigation method of"

    static func isCarriedValue(_ own: DeclID, _ context: RuleContext) -> Bool {
        let model = context.model
        let name = model.record(own).name
        if context.resolver.routerNames.matches(name) || RoleEvidence.routeNames.contains(where: name.contains) { return false }
        let reasons = context.roleTable.reasons(of: own).filter { $0.role == .router }
        guard !reasons.isEmpty, reasons.allSatisfy({
            $0.text.hasSuffix(RoleReason.switchesToNavigate) || $0.text.hasPrefix(takenByNavigationMethod)
        }) else { return false }
        for index in model.declarations.indices {
            let id = DeclID(index)
            guard id != own, model.record(id).kind == .enum, context.roleTable.roles(of: id).contains(.router) else { continue }
            for part in model.parts(of: id) {
                for path in part.declaration.casePayloadPaths where model.finalSymbol(model.resolve(path, in: part.scope)) == .declared(own) {
                    return true
                }
            }
        }
        return false
    }
}
