/// Whether a called method changes what is on screen, by what its body does
/// (`ScreenMethod`), followed through the methods it calls — its own, a stored
/// property's, a type's — and through protocols to the types implementing them,
/// across files, as `streamLifetime(of:method:labels:)` follows streams.
extension RuleContext {
    enum ScreenEffect { case navigates, none }

    /// What calling `name(labels…)` on a value of `type` does to the screen; nil when the
    /// tree cannot tell (the body is not in the tree, or does what nothing here can follow).
    func screenEffect(of type: Symbol, method name: String, labels: [String]?, depth: Int = 0) -> ScreenEffect? {
        guard depth < 6, case .declared(let id) = model.finalSymbol(type) else { return nil }
        var declared = false
        for part in model.parts(of: id) {
            for method in part.declaration.screenBodies where method.name == name && Self.labelsMatch(method.labels, labels) {
                declared = true
                if method.navigates || presentsThroughState(id, writes: method.writes) { return .navigates }
                if method.opaque { return nil }
                for forward in method.forwards {
                    let target: Symbol?
                    if let typePath = forward.typePath {
                        target = model.finalSymbol(model.resolve(typePath, in: part.scope))
                    } else {
                        target = forward.path.isEmpty ? .declared(id) : memberType(forward.path, of: id)
                    }
                    guard let target else { return nil }
                    switch screenEffect(of: target, method: forward.name, labels: forward.labels, depth: depth + 1) {
                    case .none?: continue
                    case .navigates?: return .navigates
                    case nil: return nil
                    }
                }
            }
        }
        if declared { return ScreenEffect.none }
        // A protocol requirement: what every type implementing it does.
        guard model.record(id).kind == .protocol else { return nil }
        let implementations = roleTable.productImplementers(of: id, model: model).filter { model.record($0).kind != .protocol }
        guard !implementations.isEmpty, implementations.count <= 8 else { return nil }
        for implementation in implementations {
            let effect = screenEffect(of: .declared(implementation), method: name, labels: labels, depth: depth + 1)
            if effect != ScreenEffect.none { return effect }
        }
        return ScreenEffect.none
    }

    /// Whether a body's writes set state an observable navigator's view presents: a SwiftUI
    /// coordinator navigates by assigning the screen it shows — a child coordinator, a sheet's
    /// ViewModel, a route — to a property its view observes (`mailViewModel = MailViewModel(…)`
    /// behind `.sheet(item: $coordinator.mailViewModel)`). Observed: `@Published` in an
    /// `ObservableObject`, any stored `var` not `@ObservationIgnored` in an `@Observable` class.
    /// A plain flag it shows (`isLoading`) is not a screen; neither is a UIKit coordinator's stored
    /// state (its view observes nothing).
    private func presentsThroughState(_ id: DeclID, writes: [String]) -> Bool {
        guard !writes.isEmpty, model.isObservable(id) else { return false }
        let published = model.isObservableObject(id)
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where writes.contains(member.name) && !member.isStatic && !member.isLet {
                if published ? !member.attributes.contains("Published") : member.attributes.contains("ObservationIgnored") { continue }
                guard let typePath = member.typePath,
                      case .declared(let type) = model.finalSymbol(model.resolve(typePath, in: part.scope)) else { continue }
                if !roleTable.roles(of: type).isDisjoint(with: [.viewModel, .coordinator, .router, .view, .viewController]) { return true }
            }
        }
        return false
    }

    /// Declared labels against a call's (a trailing closure's label is not written: `_` matches any).
    private static func labelsMatch(_ declared: [String], _ called: [String]?) -> Bool {
        guard let called else { return true }
        guard declared.count == called.count else { return false }
        return zip(declared, called).allSatisfy { $0 == $1 || $1 == "_" }
    }
}
