/// A stored `var` that holds a dependency, not state (`var analyticsService: AnalyticsServiceInterface?`
/// set in `init`): no property wrapper, and its type is a service — a class or actor with the manager
/// role, named by `managerNames` or acting as one (`ServiceBehaviour`), or a protocol such a class
/// implements. A view has nothing to observe in it: a ViewModel holding only such slots keeps no state.
enum DependencySlot {
    static func holdsDependency(_ member: MemberDeclaration, in scope: SemanticModel.Scope, _ context: RuleContext) -> Bool {
        guard member.attributes.isEmpty, !member.isCollection, let path = member.typePath,
              case .declared(let id) = context.model.finalSymbol(context.model.resolve(path, in: scope)) else { return false }
        switch context.model.record(id).kind {
        case .class, .actor:
            return isService(id, context)
        case .protocol:
            return context.roleTable.productImplementers(of: id, model: context.model).contains { isService($0, context) }
        default:
            return false
        }
    }

    private static func isService(_ id: DeclID, _ context: RuleContext) -> Bool {
        let kind = context.model.record(id).kind
        guard kind == .class || kind == .actor else { return false }
        return kind == .actor || context.roleTable.roles(of: id).contains(.manager)
            || context.resolver.managerNames.matches(context.model.record(id).name) || ServiceBehaviour.isService(id, context)
    }
}
