@_spi(RawSyntax) import SwiftSyntax

/// Declarations: types and extensions (units), imports, enum cases,
/// properties and globals, functions, type references.
extension FactCollector {
    // MARK: Units

    /// A class, struct, enum, protocol or actor declaration.
    mutating func beginUnit(_ node: RawRef, _ decl: some RawNominalDecl, kind: TypeDeclaration.Kind, generics: RawGenericParameterClauseSyntax?) {
        beginUnit(node, name: decl.name.text, kind: kind, nameToken: decl.name, attributes: decl.attributes,
                  modifiers: decl.modifiers, inheritance: decl.inheritanceClause, generics: generics, whereClause: decl.genericWhereClause)
    }

    mutating func beginUnit(_ node: RawRef, name: String, kind: TypeDeclaration.Kind, nameToken: some RawSyntaxNodeProtocol,
                            attributes: RawAttributeListSyntax, modifiers: RawDeclModifierListSyntax,
                            inheritance: RawInheritanceClauseSyntax?, generics: RawGenericParameterClauseSyntax?,
                            whereClause: RawGenericWhereClauseSyntax? = nil, extendedPath: [String]? = nil) {
        let attrs = SyntaxHelpers.attributeNames(attributes)
        var decl = TypeDeclaration(
            name: name, kind: kind, inherited: SyntaxHelpers.inheritedNames(inheritance),
            isMainActor: attrs.contains("MainActor"),
            isNonisolated: SyntaxHelpers.hasModifier(modifiers, "nonisolated"),
            isObservable: attrs.contains("Observable"),
            isFinal: SyntaxHelpers.hasModifier(modifiers, "final")
        )
        decl.isOpen = SyntaxHelpers.hasModifier(modifiers, "open")
        decl.parent = unitStack.last
        decl.extendedPath = extendedPath
        decl.condition = currentCondition
        decl.isFilePrivate = unitStack.isEmpty && (SyntaxHelpers.hasModifier(modifiers, "private") || SyntaxHelpers.hasModifier(modifiers, "fileprivate"))
        decl.inheritedPaths = SyntaxHelpers.inheritedPaths(inheritance)
        decl.attributes = attrs
        var genericParameters: [GenericParameterFact] = []
        if let generics {
            for parameter in generics.parameters.elements(RawGenericParameterSyntax.self) {
                genericParameters.append(GenericParameterFact(
                    name: parameter.name.text,
                    constraints: parameter.inheritedType.map(SyntaxHelpers.typeNames) ?? [],
                    offset: genericNameOffset(node, parameter.name)))
            }
        }
        decl.genericParameters = genericParameters.map(\.name)
        var requirements: [String: [[String]]] = [:]
        if let generics {
            for parameter in generics.parameters.elements(RawGenericParameterSyntax.self) {
                if let inherited = parameter.inheritedType { requirements[parameter.name.text, default: []] += SyntaxHelpers.constraintPaths(inherited) }
            }
        }
        SyntaxHelpers.requirements(whereClause, into: &requirements)
        decl.genericRequirements = requirements
        let unit = UnitFact(
            declaration: decl,
            start: node.start,
            end: node.end,
            nameOffset: node.locate(nameToken).start,
            parent: unitStack.last,
            genericParameters: genericParameters
        )
        facts.units.append(unit)
        unitStack.append(facts.units.count - 1)
    }

    /// A member initializer: recorded as a function named `init` (its
    /// parameters are what a type is given: its dependencies).
    mutating func recordInitializer(_ node: RawRef, _ decl: RawInitializerDeclSyntax) -> Int? {
        guard parent?.kind == .memberBlockItem, let unit = unitStack.last else { return nil }
        var parameterTypes: [String] = []
        var parameterPaths: [[String]] = []
        for parameter in decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self) {
            parameterTypes.append(SyntaxHelpers.primaryTypeName(parameter.type) ?? "")
            parameterPaths.append(SyntaxHelpers.typePath(parameter.type) ?? [])
        }
        facts.functions.append(FunctionFact(
            name: "init", unit: unit, offset: node.locate(decl.initKeyword).start,
            isAsync: decl.signature.effectSpecifiers?.asyncSpecifier != nil, isStatic: false,
            parameterTypes: parameterTypes, parameterPaths: parameterPaths, assigns: []))
        return facts.functions.count - 1
    }

    // MARK: Type aliases, associated types, macros, generic scopes

    mutating func visitTypeAlias(_ node: RawRef) {
        let decl = node.raw.cast(RawTypeAliasDeclSyntax.self)
        recordGenericScope(node, decl.genericParameterClause)
        var generics: [String] = []
        if let clause = decl.genericParameterClause {
            for parameter in clause.parameters.elements(RawGenericParameterSyntax.self) { generics.append(parameter.name.text) }
        }
        facts.typeAliases.append(TypeAliasFact(
            name: decl.name.text, unit: unitStack.last, offset: node.start, nameOffset: node.locate(decl.name).start,
            target: SyntaxHelpers.typePath(decl.initializer.value), isAssociatedType: false, genericParameters: generics,
            condition: currentCondition,
            isFilePrivate: unitStack.isEmpty && (SyntaxHelpers.hasModifier(decl.modifiers, "private") || SyntaxHelpers.hasModifier(decl.modifiers, "fileprivate"))))
    }

    mutating func visitAssociatedType(_ node: RawRef) {
        let decl = node.raw.cast(RawAssociatedTypeDeclSyntax.self)
        var fact = TypeAliasFact(
            name: decl.name.text, unit: unitStack.last, offset: node.start, nameOffset: node.locate(decl.name).start,
            target: nil, isAssociatedType: true, genericParameters: [], condition: currentCondition)
        fact.inherited = SyntaxHelpers.inheritedPaths(decl.inheritanceClause).map { $0.split(separator: ".").map(String.init) }
        facts.typeAliases.append(fact)
    }

    mutating func visitMacro(_ node: RawRef) -> Continue {
        facts.macros.append(node.raw.cast(RawMacroDeclSyntax.self).name.text)
        return .visitChildren
    }

    /// Records the generic parameters a function, initializer or subscript
    /// declares (`node` is the declaration), visible in its whole text.
    mutating func recordGenericScope(_ node: RawRef, _ clause: RawGenericParameterClauseSyntax?, whereClause: RawGenericWhereClauseSyntax? = nil) {
        guard let clause else { return }
        var names: [String] = []
        var offsets: [Int] = []
        var constraints: [String: [[String]]] = [:]
        for parameter in clause.parameters.elements(RawGenericParameterSyntax.self) {
            names.append(parameter.name.text)
            offsets.append(genericNameOffset(node, parameter.name))
            if let inherited = parameter.inheritedType { constraints[parameter.name.text, default: []] += SyntaxHelpers.constraintPaths(inherited) }
        }
        SyntaxHelpers.requirements(whereClause, into: &constraints)
        if !names.isEmpty {
            facts.genericScopes.append(GenericScopeFact(start: node.start, end: node.end, names: names, nameOffsets: offsets, constraints: constraints))
        }
    }

    /// The offset of a generic parameter's name token inside the declaration `node`.
    func genericNameOffset(_ node: RawRef, _ name: RawTokenSyntax) -> Int {
        var found = node.start
        node.forEachToken { token, offset in
            guard token.raw.id == name.raw.id else { return true }
            found = offset + token.leadingTriviaByteLength
            return false
        }
        return found
    }

    // MARK: Imports, cases

    mutating func visitImport(_ node: RawRef) -> Continue {
        let decl = node.raw.cast(RawImportDeclSyntax.self)
        if let component = decl.path.elements(RawImportPathComponentSyntax.self).first {
            // `#if DEBUG` / `import SwiftUI` / `#endif`: import → item → item list → clause.
            var condition: String?
            if let clause = lineage.greatGrandparent.flatMap({ RawIfConfigClauseSyntax($0) }), let expr = clause.condition {
                condition = SyntaxHelpers.tokenText(expr.raw)
            }
            let exported = SyntaxHelpers.attributeNames(decl.attributes).contains("_exported")
            facts.imports.append(ImportFact(module: component.name.text, offset: node.start, snippet: snippets.snippet(node), condition: condition,
                                            isExported: exported))
        }
        return .skipChildren
    }

    mutating func visitEnumCaseElement(_ node: RawRef) -> Continue {
        let element = node.raw.cast(RawEnumCaseElementSyntax.self)
        var payloads: [[String]] = []
        if let clause = element.parameterClause {
            for parameter in clause.parameters.elements(RawEnumCaseParameterSyntax.self) {
                payloads.append(SyntaxHelpers.typePath(parameter.type) ?? [])
            }
        }
        facts.enumCases.append(CaseFact(name: element.name.text, hasParameters: element.parameterClause != nil, offset: node.start,
                                        unit: unitStack.last, snippet: snippets.snippet(node), payloadPaths: payloads))
        return allTypeReferences ? .visitChildren : .skipChildren
    }

    // MARK: Properties and globals

    /// `@DIContainer.Resolve(UseCase.self) var useCase: UseCase` inside a function.
    private mutating func recordLocalWrappers(_ node: RawRef, _ decl: RawVariableDeclSyntax) {
        let name = decl.bindings.elements(RawPatternBindingSyntax.self).first?.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text ?? ""
        node.locate(decl.attributes).forEachChild { child in
            guard let attribute = RawAttributeSyntax(child.raw), let path = SyntaxHelpers.typePath(attribute.attributeName) else { return }
            facts.localWrappers.append(LocalWrapperFact(attribute: path.joined(separator: "."), name: name, offset: child.start, unit: unitStack.last))
        }
    }

    mutating func visitVariable(_ node: RawRef) {
        let decl = node.raw.cast(RawVariableDeclSyntax.self)
        // Only members can be `static`/`class`, and only members become
        // property facts: locals (most variable declarations) stop here.
        let isMember = parent?.kind == .memberBlockItem
        var isStatic = false
        var access: String?
        var setterAccess: String?
        if isMember {
            for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.tokenKind == .keyword {
                switch modifier.name.tokenText {
                case "static", "class":
                    isStatic = true
                case "private", "fileprivate", "internal", "public", "open", "package":
                    if modifier.detail?.detail.tokenText == "set" { setterAccess = modifier.name.text } else { access = modifier.name.text }
                default: break
                }
            }
        }
        var isWeak = false
        if isMember {
            for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.isKeyword("weak") || modifier.name.isKeyword("unowned") {
                isWeak = true
            }
        }
        staticVariables.append(isStatic)
        memberVariables.append(isMember)
        if isMember { memberVariableEnds.append(node.end) }
        if isStatic { staticDepth += 1 }
        guard isMember, let unit = unitStack.last else {
            if !frames.isEmpty, !unitStack.isEmpty, !decl.attributes.layoutView.children.isEmpty { recordLocalWrappers(node, decl) }
            if unitStack.isEmpty, frames.isEmpty, parent?.kind == .codeBlockItem,
               let scope = lineage.greatGrandparent?.kind, scope == .sourceFile || scope == .ifConfigClause {
                recordGlobal(decl)
            }
            return
        }
        let attributes = SyntaxHelpers.attributeNamesAndOffsets(node.locate(decl.attributes))
        var names: [String] = []
        var first: RawPatternBindingSyntax?
        for binding in decl.bindings.elements(RawPatternBindingSyntax.self) {
            if first == nil { first = binding }
            if let id = binding.pattern.as(RawIdentifierPatternSyntax.self) { names.append(id.identifier.text) }
        }
        var typeNames: [String] = []
        var inferredCollection = false
        if let type = first?.typeAnnotation?.type {
            SyntaxHelpers.allTypeNames(type, into: &typeNames)
        } else if let element = SyntaxHelpers.emptyArrayElementPath(first?.initializer?.value) {
            // `var items = [Item]()`: typed `[Item]`, as if annotated.
            typeNames = element.count > 1 ? [element[element.count - 1], element.joined(separator: ".")] : element
            inferredCollection = true
        }
        facts.properties.append(PropertyFact(
            unit: unit, names: names,
            attributes: attributes.names, attributeOffsets: attributes.offsets,
            access: access, setterAccess: setterAccess, isStatic: isStatic,
            isLet: decl.bindingSpecifier.isKeyword("let"),
            isComputed: first.map(SyntaxHelpers.isComputed) ?? false,
            typeName: SyntaxHelpers.primaryTypeName(first?.typeAnnotation?.type),
            typeNames: typeNames,
            initializerType: SyntaxHelpers.constructedType(first?.initializer?.value),
            hasInitializer: first?.initializer != nil,
            declaresSetter: first.map(SyntaxHelpers.declaresSetter) ?? false,
            offset: node.start,
            snippet: snippets.snippet(node, limit: 100),
            typePath: SyntaxHelpers.typePath(first?.typeAnnotation?.type)
                ?? (attributes.names.contains("Environment") ? SyntaxHelpers.environmentTypePath(decl.attributes) : nil),
            initializerPath: SyntaxHelpers.constructedPath(first?.initializer?.value),
            constructedArgumentNames: first?.typeAnnotation == nil ? SyntaxHelpers.constructedArgumentNames(first?.initializer?.value) : [],
            sharedInstancePath: SyntaxHelpers.sharedInstancePath(first?.initializer?.value),
            implicitSharedMember: first?.typeAnnotation == nil ? nil : SyntaxHelpers.implicitSharedMember(first?.initializer?.value),
            isWeak: isWeak,
            isCollection: inferredCollection || SyntaxHelpers.isCollectionType(first?.typeAnnotation?.type),
            isClosure: SyntaxHelpers.isFunctionType(first?.typeAnnotation?.type),
            initializerFreeCall: SyntaxHelpers.freeCallName(first?.initializer?.value)
        ))
        // `let scheduler = DispatchQueue.main`: a stored main scheduler a stream's `receive(on: scheduler)` names.
        if !isStatic, decl.bindingSpecifier.isKeyword("let"), names.count == 1, let value = first?.initializer?.value {
            let text = Self.compact(value.raw)
            if OffMainDefinition.isMainScheduler(text) { mainSchedulers[unit, default: [:]][names[0]] = text }
        }
    }

    /// A top-level `let` / `var` (a global instance such as `let Env = Environment()`).
    private mutating func recordGlobal(_ decl: RawVariableDeclSyntax) {
        for binding in decl.bindings.elements(RawPatternBindingSyntax.self) {
            guard let id = binding.pattern.as(RawIdentifierPatternSyntax.self), !SyntaxHelpers.isComputed(binding) else { continue }
            facts.globals.append(GlobalFact(
                name: id.identifier.text,
                typeName: SyntaxHelpers.primaryTypeName(binding.typeAnnotation?.type),
                initializerType: SyntaxHelpers.constructedType(binding.initializer?.value)))
        }
    }

    // MARK: Types

    mutating func visitIdentifierType(_ node: RawRef) {
        if !chainNodes.isEmpty, chainNodes.remove(node.raw.id) != nil { return }   // a component of a recorded `A.B`
        let name = node.raw.cast(RawIdentifierTypeSyntax.self).name.tokenText
        if !allTypeReferences {
            guard !unitStack.isEmpty, name.isCapitalized, !Self.ignoredTypeNames.contains(name) else { return }
        }
        facts.typeRefs.append(TypeRefFact(name: String(syntaxText: name), module: nil, offset: node.start, unit: unitStack.last,
                                          role: typeRefRole))
    }

    mutating func visitMemberType(_ node: RawRef) -> Continue {
        if !chainNodes.isEmpty, chainNodes.remove(node.raw.id) != nil { return .visitChildren }   // an inner link of a recorded chain
        let type = node.raw.cast(RawMemberTypeSyntax.self)
        guard !unitStack.isEmpty || allTypeReferences, let chain = SyntaxHelpers.memberTypeChain(node) else { return .visitChildren }
        let count = chain.names.count
        facts.typeRefs.append(TypeRefFact(name: type.name.text, module: chain.names[count - 2], offset: node.start, unit: unitStack.last,
                                          path: chain.names, componentOffsets: chain.offsets, role: typeRefRole))
        guard SyntaxHelpers.hasGenericArguments(node.raw) else { return .skipChildren }
        // Generic arguments (`Subscribers.Completion<Failure>`) hold references of their own: the
        // walk goes on into them, past the chain's own links.
        for link in chain.nodes { chainNodes.insert(link) }
        return .visitChildren
    }

    /// The role of the type reference being visited, from its parent.
    private var typeRefRole: TypeRefRole {
        switch parent?.kind {
        case .attribute?: .attribute
        case .inheritedType?: .inheritance
        case .extensionDecl?: .extendedType
        case .typeInitializerClause?: .aliasTarget
        default: .type
        }
    }

    static let ignoredTypeNames = NameSet([
        "String", "Int", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Date", "URL", "Data",
        "Error", "Never", "UUID", "Array", "Dictionary", "Set", "Optional", "Result", "TimeInterval", "CGFloat",
    ])

    // MARK: Functions

    mutating func visitFunction(_ node: RawRef) {
        let decl = node.raw.cast(RawFunctionDeclSyntax.self)
        var isNonisolated = false
        var isStatic = false
        var isPrivate = false
        for modifier in decl.modifiers.elements(RawDeclModifierSyntax.self) where modifier.name.tokenKind == .keyword {
            switch modifier.name.tokenText {
            case "nonisolated": isNonisolated = true
            case "static", "class": isStatic = true
            case "private", "fileprivate": isPrivate = true
            default: break
            }
        }
        var fact: Int?
        let returnPath = SyntaxHelpers.typePath(decl.signature.returnClause?.type)
        if parent?.kind == .memberBlockItem, let unit = unitStack.last {
            var parameterTypes: [String] = []
            var parameterPaths: [[String]] = []
            var takesCallback = false
            var takesStream = false
            // `func track<Upstream: Publisher>(_ upstream: Upstream)`: the generic parameters that are streams.
            var streamGenerics: Set<String> = []
            if let clause = decl.genericParameterClause {
                for generic in clause.parameters.elements(RawGenericParameterSyntax.self) {
                    if let inherited = generic.inheritedType,
                       SyntaxHelpers.constraintPaths(inherited).contains(where: { $0.last.map(StreamSyntax.streamProtocols.contains) == true }) {
                        streamGenerics.insert(generic.name.text)
                    }
                }
            }
            for parameter in decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self) {
                let primary = SyntaxHelpers.primaryTypeName(parameter.type) ?? ""
                parameterTypes.append(primary)
                parameterPaths.append(SyntaxHelpers.typePath(parameter.type) ?? [])
                if !takesCallback, SyntaxHelpers.isEscapingCallback(parameter.type) { takesCallback = true }
                if StreamSyntax.isStreamType(primary) || streamGenerics.contains(primary) { takesStream = true }
            }
            facts.functions.append(FunctionFact(
                name: decl.name.text, unit: unit, offset: node.locate(decl.name).start,
                isAsync: decl.signature.effectSpecifiers?.asyncSpecifier != nil, isStatic: isStatic,
                parameterTypes: parameterTypes, parameterPaths: parameterPaths, assigns: [], returnPath: returnPath,
                takesCallback: takesCallback, takesStream: takesStream))
            fact = facts.functions.count - 1
            facts.functions[facts.functions.count - 1].declarationStart = node.start
            facts.functions[facts.functions.count - 1].isPrivate = isPrivate
            if isPrivate, !isStatic, let fact { privateFunctions.insert(fact) }
            if !isStatic, decl.body != nil {
                var labels: [String] = []
                for parameter in decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self) {
                    labels.append(parameter.firstName.text)
                }
                facts.functions[facts.functions.count - 1].screen = ScreenMethod(name: decl.name.text, labels: labels)
            }
        }
        var streamParameters: [String]?
        if let fact, !isStatic, let result = returnPath?.last, StreamSyntax.isStreamType(result) {
            var labels: [String] = []
            var names: [String] = []
            for parameter in decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self) {
                labels.append(parameter.firstName.text)
                names.append((parameter.secondName ?? parameter.firstName).text)
            }
            facts.functions[fact].stream = StreamMethod(name: decl.name.text, labels: labels, lifetime: StreamSyntax.declaredLifetime(result))
            if StreamSyntax.declaredLifetime(result) == nil {
                // Locals of the body too (`let progress = PassthroughSubject<…>(); …; return progress.eraseToAnyPublisher()`):
                // a subject made per call is no stored stream, and the body may complete it.
                if let statements = decl.body?.statements {
                    for item in statements.elements(RawCodeBlockItemSyntax.self) {
                        guard let variable = RawVariableDeclSyntax(item.item) else { continue }
                        for binding in variable.bindings.elements(RawPatternBindingSyntax.self) {
                            if let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text { names.append(name) }
                        }
                    }
                }
                streamParameters = names
            }
        }
        recordGenericScope(node, decl.genericParameterClause, whereClause: decl.genericWhereClause)
        // A framework's background callback the type implements (`photoLibraryDidChange(_:)`), unless `@MainActor`.
        var callback: String?
        if !isStatic, !SyntaxHelpers.attributeNames(decl.attributes).contains("MainActor") {
            let types = decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self).map {
                SyntaxHelpers.primaryTypeName($0.type) ?? ""
            }
            if case .background(let why)? = OffMainDefinition.execution(ofCallback: decl.name.text, parameterTypes: types) { callback = why }
        }
        var frame = Frame(kind: .function(offMain: isNonisolated || callback != nil), function: fact)
        frame.offMainWhy = callback
        frame.streamParameters = streamParameters
        for parameter in decl.signature.parameterClause.parameters.elements(RawFunctionParameterSyntax.self) where SyntaxHelpers.isInout(parameter.type) {
            frame.inoutParameters.insert((parameter.secondName ?? parameter.firstName).text)
        }
        frame.isUnisolated = !isNonisolated && !isStatic && !SyntaxHelpers.attributeNames(decl.attributes).contains("MainActor")
        frame.isAsync = decl.signature.effectSpecifiers?.asyncSpecifier != nil
        frame.returnPath = returnPath
        frame.returnsNothing = decl.signature.returnClause == nil
        frames.append(frame)
        staticFunctions.append(isStatic)
        if isStatic { staticDepth += 1 }
    }
}
