/// What a called method's stream is, by what the method is: its declared
/// result type (`Single` completes, a relay does not) and, where its body is
/// in the tree, what it returns — followed through the methods it forwards to
/// and through protocols to the types that implement them.
extension RuleContext {
    /// The lifetime of the stream `name(labels…)` returns on a value of type
    /// `type`; nil when nothing in the tree decides it. `labels` nil: any overload
    /// (they must agree).
    func streamLifetime(of type: Symbol, method name: String, labels: [String]?, depth: Int = 0) -> StreamLifetime? {
        guard depth < 8, case .declared(let id) = model.finalSymbol(type) else { return nil }
        var found: [StreamLifetime?] = []
        var declaresMethod = false
        for part in model.parts(of: id) {
            for method in part.declaration.streamMethods where method.name == name && Self.matches(method.labels, labels) {
                declaresMethod = true
                if let lifetime = method.lifetime {
                    found.append(lifetime)
                } else if let forward = method.forwardName, let path = method.forwardPath {
                    let target: Symbol? = path.isEmpty ? .declared(id) : memberType(path, of: id)
                    found.append(target.flatMap { streamLifetime(of: $0, method: forward, labels: method.forwardLabels, depth: depth + 1) })
                }
            }
        }
        if let decided = Self.agreed(found) { return decided }
        // A protocol's requirement (or a method the tree cannot read here): what the types adopting it return.
        guard !declaresMethod || found.allSatisfy({ $0 == nil }), model.record(id).kind == .protocol else { return nil }
        let implementations = roleTable.productImplementers(of: id, model: model).filter { model.record($0).kind != .protocol }
        guard !implementations.isEmpty, implementations.count <= 4 else { return nil }
        return Self.agreed(implementations.map { streamLifetime(of: .declared($0), method: name, labels: labels, depth: depth + 1) })
    }

    /// The type of a stored-property path read from a value of type `id` (`repository`, `service.location`).
    func memberType(_ path: [String], of id: DeclID) -> Symbol? {
        var current = id
        var symbol: Symbol?
        for name in path {
            var next: Symbol?
            for part in model.parts(of: current) {
                if let member = part.declaration.storedMembers.first(where: { $0.name == name && !$0.isStatic }), let typePath = member.typePath {
                    next = model.finalSymbol(model.resolve(typePath, in: part.scope))
                    break
                }
            }
            guard let next, case .declared(let nextID) = next else { return nil }
            symbol = next
            current = nextID
        }
        return symbol
    }

    /// The common decision, when every decided one agrees and one at least decided.
    private static func agreed(_ lifetimes: [StreamLifetime?]) -> StreamLifetime? {
        let decided = Set(lifetimes.compactMap { $0 })
        return decided.count == 1 ? decided.first : nil
    }

    /// Declared labels against a call's (a trailing closure's label is not written: `_` matches any).
    private static func matches(_ declared: [String], _ called: [String]?) -> Bool {
        guard let called else { return true }
        guard declared.count == called.count else { return false }
        return zip(declared, called).allSatisfy { $0 == $1 || $1 == "_" }
    }
}
