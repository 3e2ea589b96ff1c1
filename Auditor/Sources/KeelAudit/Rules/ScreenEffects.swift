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
                if method.navigates || presentsThroughState(id, writes: method.writes) || presentsThroughFlag(id, method: name, writes: method.writes) {
                    return .navigates
                }
                if method.opaque { return nil }
                for forward in method.forwards {
                    // Reading a stored collection (`children.filter { $0 !== child }`) shows nothing.
                    if !forward.path.isEmpty, Self.collectionReads.contains(forward.name) { continue }
                    if forward.typePath == nil, sendsDestination(through: forward.path, of: id, method: forward.name) { return .navigates }
                    var target: Symbol?
                    if let typePath = forward.typePath {
                        target = model.finalSymbol(model.resolve(typePath, in: part.scope))
                    } else {
                        target = forward.path.isEmpty ? .declared(id) : memberType(forward.path, of: id)
                    }
                    // A property a protocol only requires (`var parent: Flow? { get set }`: no stored type to
                    // follow) called with a method the protocol's own extension declares: that body.
                    if target == nil, model.record(id).kind == .protocol, forward.path.count == 1,
                       declaresBody(id, method: forward.name, labels: forward.labels) {
                        target = .declared(id)
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
        // A method the type does not declare runs the body it inherits: a superclass's, or the default
        // of a protocol extension (`extension Flow { func finish() { parent?.childDidEnd(self) } }`).
        if model.record(id).kind != .protocol {
            for ancestor in model.ancestors(of: id) {
                guard case .declared(let inherited) = model.finalSymbol(ancestor), declaresBody(inherited, method: name, labels: labels) else { continue }
                return screenEffect(of: .declared(inherited), method: name, labels: labels, depth: depth + 1)
            }
            return nil
        }
        // A protocol requirement: what every type implementing it does.
        let implementations = roleTable.productImplementers(of: id, model: model).filter { model.record($0).kind != .protocol }
        guard !implementations.isEmpty, implementations.count <= 8 else { return nil }
        for implementation in implementations {
            let effect = screenEffect(of: .declared(implementation), method: name, labels: labels, depth: depth + 1)
            if effect != ScreenEffect.none { return effect }
        }
        return ScreenEffect.none
    }

    /// A collection's reads: called on a stored member, they return values and change no screen.
    static let collectionReads: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "contains", "first", "firstIndex", "last", "lastIndex", "allSatisfy",
        "reduce", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "isEmpty", "count",
    ]

    /// Whether `id` (or an extension of it) implements `name(labels…)` with a body.
    private func declaresBody(_ id: DeclID, method name: String, labels: [String]?) -> Bool {
        model.parts(of: id).contains { part in part.declaration.screenBodies.contains { $0.name == name && Self.labelsMatch($0.labels, labels) } }
    }

    /// Emitting on a subject (`send`, `accept`, `onNext`).
    static let subjectEmissions: Set<String> = ["send", "accept", "onNext"]

    /// Whether `path.method(…)` on a value of `id` emits a destination: a subject of an object
    /// it holds (`router.mainModalScreen.send(screen)`) whose values are a route enum — whoever
    /// observes that subject shows the screen, so sending into it is navigating. The holder is
    /// found through `id`'s superclasses too (an inherited `router`); a protocol-typed holder by
    /// the types implementing it, where the subject is stored.
    func sendsDestination(through path: [String], of id: DeclID, method: String) -> Bool {
        guard Self.subjectEmissions.contains(method), path.count == 2,
              let holder = storedMember(path[0], of: id), let holderPath = holder.member.typePath,
              case .declared(let holderID) = model.finalSymbol(model.resolve(holderPath, in: holder.scope)) else { return false }
        // A value the ViewModel declares in itself and stores (`let binding = Binding()`) holds its own
        // outputs: sending a destination there signals intent to whoever subscribes (the coordinator).
        if Self.isOwnOutputs(holderID, of: id, model) { return false }
        var candidates = [holderID]
        if model.record(holderID).kind == .protocol {
            candidates = roleTable.productImplementers(of: holderID, model: model).filter { model.record($0).kind != .protocol }
        }
        for candidate in candidates.prefix(8) {
            guard let subject = storedMember(path[1], of: candidate), RoleEvidence.isStream(subject.member.typePath) else { continue }
            for name in subject.member.typeNames + subject.member.constructedArgumentNames where name.first?.isUppercase == true {
                guard case .declared(let value) = model.finalSymbol(model.resolve(name.split(separator: ".").map(String.init), in: subject.scope)),
                      model.record(value).kind == .enum else { continue }
                if roleTable.roles(of: value).contains(.router) { return true }
            }
        }
        return false
    }

    /// The stored instance property `name` of `id` or of one of its superclasses, with the scope it is declared in.
    private func storedMember(_ name: String, of id: DeclID) -> (member: MemberDeclaration, scope: SemanticModel.Scope)? {
        let lineage = [id] + model.ancestors(of: id).compactMap { model.finalSymbol($0).declaration }
        for type in lineage {
            for part in model.parts(of: type) {
                if let member = part.declaration.storedMembers.first(where: { $0.name == name && !$0.isStatic }) { return (member, part.scope) }
            }
        }
        return nil
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

    /// Whether a navigation method of an observable navigator (a SwiftUI router or coordinator, by role) sets a
    /// flag it publishes (`func showLogin() { showingLogin = true }`): its view presents on that flag
    /// (`.sheet(isPresented:)`, `.fullScreenCover(isPresented:)`), so calling the method shows a screen.
    /// A flag of any other class (a ViewModel's own `isLoading`, `showsBanner`) is no screen.
    private func presentsThroughFlag(_ id: DeclID, method: String, writes: [String]) -> Bool {
        guard !writes.isEmpty, RoleEvidence.isNavigationMethod(method), model.isObservable(id),
              !roleTable.roles(of: id).isDisjoint(with: [.coordinator, .router]) else { return false }
        let published = model.isObservableObject(id)
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where writes.contains(member.name) && !member.isStatic && !member.isLet {
                if published ? !member.attributes.contains("Published") : member.attributes.contains("ObservationIgnored") { continue }
                // `var showingLogin = false` (no written type: a literal) or `var showingLogin: Bool`.
                if member.mayBeFlag { return true }
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

extension RuleContext {
    /// Whether `holder` is a struct declared inside `owner` or a superclass of it: the owner's own outputs.
    static func isOwnOutputs(_ holder: DeclID, of owner: DeclID, _ model: SemanticModel) -> Bool {
        guard model.record(holder).kind == .struct else { return false }
        let lineage = [owner] + model.ancestors(of: owner).compactMap { model.finalSymbol($0).declaration }
        return lineage.contains { model.isNested(holder, in: $0) }
    }
}
