@_spi(RawSyntax) import SwiftSyntax

extension FactCollector {
    /// A local name given a type where it is bound: `let x: T = …`,
    /// `let x = T(…)`, `if let x = y as? T`, `guard let x = y as! T`.
    /// What a local receiver (`x.subject.send(…)`) stands for.
    mutating func visitLocalType(_ node: RawRef) {
        // In a function, a closure, or a type's accessor (`var body: some View { let x = … }`); not a global.
        guard !frames.isEmpty || !unitStack.isEmpty, let parent = lineage.parent else { return }
        var type: RawTypeSyntax?
        var value: RawExprSyntax?
        switch parent.kind {
        case .patternBinding:
            if memberVariables.last == true, lineage.greatGrandparent?.kind == .variableDecl { return }
            let binding = parent.cast(RawPatternBindingSyntax.self)
            type = binding.typeAnnotation?.type
            value = binding.initializer?.value
        case .optionalBindingCondition:
            let binding = parent.cast(RawOptionalBindingConditionSyntax.self)
            type = binding.typeAnnotation?.type
            value = binding.initializer?.value
        default:
            return
        }
        var isConstructed = false
        var path = SyntaxHelpers.typePath(type) ?? Self.castPath(value)
        if path == nil {
            path = SyntaxHelpers.constructedPath(value)
            isConstructed = path != nil
        }
        guard let path else { return }
        let name = node.raw.cast(RawIdentifierPatternSyntax.self).identifier
        guard name.tokenKind == .identifier else { return }
        if let function = screenFunction { facts.functions[function].screen!.locals[name.text] = path }
        // Its scope: the innermost function, closure or member variable (an accessor's body) around it.
        let scopeEnd = [frames.last?.end, memberVariableEnds.last].compactMap { $0 }.min()
        facts.localTypes.append(LocalTypeFact(name: name.text, typePath: path, unit: unitStack.last, offset: node.offset,
                                              isConstructed: isConstructed, scopeEnd: scopeEnd))
    }

    /// `y as? T`, `y as! T`, `y as T` (an unfolded sequence ending in a cast) → `T`'s path.
    static func castPath(_ value: RawExprSyntax?) -> [String]? {
        guard let sequence = value?.as(RawSequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements.elements)
        guard elements.count >= 3, elements[elements.count - 2].as(RawUnresolvedAsExprSyntax.self) != nil,
              let typeExpr = elements[elements.count - 1].as(RawTypeExprSyntax.self) else { return nil }
        return SyntaxHelpers.typePath(typeExpr.type)
    }
}
