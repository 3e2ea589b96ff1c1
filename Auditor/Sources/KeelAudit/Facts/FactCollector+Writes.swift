@_spi(RawSyntax) import SwiftSyntax

/// Writes: which members an expression may set (`WriteFact`). Read by
/// `keel fix` through the index (`TypeIndex.writers(of:)`), never by a rule;
/// gathered only when the collector `recordsWrites`.
///
/// Over-approximated on purpose: a method call on a member counts as a
/// write unless the method is known not to mutate (`vm.items.append(…)`
/// writes `items`; `vm.items.filter { … }` does not), and every key path
/// component counts (`\.x` may be a `ReferenceWritableKeyPath`).
extension FactCollector {
    /// Methods that never mutate their receiver (collections, strings,
    /// publishers, subjects): a call of one is not a write.
    static let readOnlyMethods = NameSet([
        "map", "filter", "compactMap", "flatMap", "contains", "first", "last", "firstIndex", "lastIndex", "sorted",
        "reduce", "forEach", "prefix", "suffix", "dropFirst", "dropLast", "joined", "enumerated", "reversed", "min",
        "max", "allSatisfy", "lowercased", "uppercased", "trimmingCharacters", "components", "hasPrefix", "hasSuffix",
        "replacingOccurrences", "split", "formatted", "sink", "receive", "eraseToAnyPublisher", "removeDuplicates",
        "debounce", "throttle", "combineLatest", "merge", "zip", "send", "asPublisher", "toPublisher", "subscribe",
        "bind", "asObservable", "asDriver", "value", "isEmpty", "count", "description", "index", "distance",
        "starts", "elementsEqual", "localizedCaseInsensitiveContains", "shuffled", "union",
        "intersection", "subtracting", "isSubset", "isSuperset", "mapValues", "compactMapValues", "keys", "values",
    ])

    /// What an lvalue-like expression writes: `vm.settings.isOn` →
    /// `vm` (the enclosing type's member, or a local), then `settings` and
    /// `isOn` through a base; `self.x` → `x`; `x` → `x`; `(a.x, b)` → each
    /// element. Subscripts, `?` and `!` are looked through.
    mutating func recordWrites(_ expr: RawExprSyntax, depth: Int = 0) {
        guard depth < 4 else { return }
        var members: [String] = []   // outermost first
        var current: RawExprSyntax? = expr
        var root: String?            // nil: not a name (a call, a literal, `super`, …)
        while let e = current, members.count < 16 {
            switch e.raw.kind {
            case .memberAccessExpr:
                let access = e.cast(RawMemberAccessExprSyntax.self)
                members.append(access.declName.baseName.text)
                current = access.base   // nil for an implicit member (`.x`)
            case .subscriptCallExpr:
                current = e.cast(RawSubscriptCallExprSyntax.self).calledExpression
            case .optionalChainingExpr:
                current = e.cast(RawOptionalChainingExprSyntax.self).expression
            case .forceUnwrapExpr:
                current = e.cast(RawForceUnwrapExprSyntax.self).expression
            case .declReferenceExpr:
                root = e.cast(RawDeclReferenceExprSyntax.self).baseName.text
                current = nil
            case .tupleExpr:
                for element in e.cast(RawTupleExprSyntax.self).elements.elements(RawLabeledExprSyntax.self) {
                    recordWrites(element.expression, depth: depth + 1)
                }
                return
            default:
                current = nil
            }
        }
        var chain = members.reversed().makeIterator()
        // The first member after a named base can be attributed to the base's type.
        var base: String?
        var viaSelf = false
        if let root {
            if root == "self" {
                if let own = chain.next() { addWrite(own, throughBase: false); base = own; viaSelf = true }
            } else if root.hasPrefix("$") {
                base = isLocal(String(root.dropFirst())) ? nil : String(root.dropFirst())
            } else {
                addWrite(root, throughBase: false)
                base = isLocal(root) ? nil : root
            }
        }
        if let first = chain.next() { addWrite(first, throughBase: true, base: base, viaSelf: viaSelf) }
        while let member = chain.next() { addWrite(member, throughBase: true) }
    }

    /// A method call on a member may mutate it (`vm.items.append(x)`,
    /// `isOn.toggle()`), unless the method is known to be read-only.
    mutating func recordCallWrites(_ callee: RawMemberAccessExprSyntax) {
        guard let base = callee.base, !Self.readOnlyMethods.contains(callee.declName.baseName.tokenText) else { return }
        switch base.raw.kind {
        case .memberAccessExpr, .declReferenceExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
            recordWrites(base)
        default:
            break
        }
    }

    /// `$vm.x`: a binding through the observing wrapper's projected value can set `x`.
    mutating func recordBindingWrite(_ access: RawMemberAccessExprSyntax) {
        // `$vm`, not a closure's `$0`.
        guard let base = access.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.tokenText.count > 1,
              base.baseName.tokenText.first == UInt8(ascii: "$"),
              let second = base.baseName.tokenText.dropFirst().first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second) else { return }
        let name = String(base.baseName.text.dropFirst())
        addWrite(access.declName.baseName.text, throughBase: true, base: isLocal(name) ? nil : name)
    }

    /// `&vm.x` (an `inout` argument).
    mutating func visitInOut(_ node: RawRef) {
        recordWrites(node.raw.cast(RawInOutExprSyntax.self).expression)
    }

    /// `\.x`, `\Foo.x.y`: each component may be written through the key path.
    mutating func visitKeyPathComponent(_ node: RawRef) {
        addWrite(node.raw.cast(RawKeyPathPropertyComponentSyntax.self).declName.baseName.text, throughBase: true)
    }

    private mutating func addWrite(_ member: String, throughBase: Bool, base: String? = nil, viaSelf: Bool = false) {
        facts.writes.append(WriteFact(member: member, throughBase: throughBase, unit: unitStack.last, base: base, baseIsSelfMember: viaSelf))
    }

    /// A variable or parameter a function or closure declares (`var state = …`, `func mark(_ message: Message)`,
    /// `{ message in … }`): `Frame.localVariables` — recorded in every run, since VM012 reads it in `keel audit`
    /// as well as in `keel fix` (review r17 #3: a parameter written off the main actor is no `@Published` of that name).
    mutating func noteLocalVariable(_ node: RawRef, _ kind: SyntaxKind) {
        guard !frames.isEmpty, let name = boundName(node, kind) else { return }
        frames[frames.count - 1].localVariables.insert(name.text)
        if kind == .closureParameter || kind == .closureShorthandParameter || lineage.parent?.kind == .forStmt {
            frames[frames.count - 1].elementNames.insert(name.text)
        }
    }

    /// A name bound locally: a variable that is not a type's member, a
    /// parameter, a closure parameter, an `if let` / `for` / `case let` name.
    mutating func visitBinding(_ node: RawRef, _ kind: SyntaxKind) {
        guard let name = boundName(node, kind) else { return }
        if frames.isEmpty { framelessNames.insert(name.text) } else { frames[frames.count - 1].names.insert(name.text) }
    }

    /// The name `node` binds locally (`visitBinding`), `nil` for a type's member or no identifier.
    private func boundName(_ node: RawRef, _ kind: SyntaxKind) -> RawTokenSyntax? {
        var name: RawTokenSyntax?
        switch kind {
        case .identifierPattern:
            if lineage.parent?.kind == .patternBinding, lineage.greatGrandparent?.kind == .variableDecl, memberVariables.last == true { return nil }
            name = node.raw.cast(RawIdentifierPatternSyntax.self).identifier
        case .functionParameter:
            let parameter = node.raw.cast(RawFunctionParameterSyntax.self)
            name = parameter.secondName ?? parameter.firstName
        case .closureParameter:
            let parameter = node.raw.cast(RawClosureParameterSyntax.self)
            name = parameter.secondName ?? parameter.firstName
        case .closureShorthandParameter:
            name = node.raw.cast(RawClosureShorthandParameterSyntax.self).name
        default:
            break
        }
        guard let name, name.tokenKind == .identifier else { return nil }
        return name
    }

    /// Whether `name` is bound by an enclosing function or closure (or outside any).
    func isLocal(_ name: String) -> Bool {
        framelessNames.contains(name) || frames.contains { $0.names.contains(name) }
    }
}
