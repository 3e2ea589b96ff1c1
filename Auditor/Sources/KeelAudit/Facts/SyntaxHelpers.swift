@_spi(RawSyntax) import SwiftSyntax

/// Small, allocation-light helpers shared by the fact collector. They read
/// swift-syntax's raw nodes (see `RawRef` for why).
enum SyntaxHelpers {
    /// Simple names of the types an inheritance clause lists (`Base<T>` → `Base`,
    /// `Module.P` → `P`, `P & Q` → `P`, `Q`).
    static func inheritedNames(_ clause: RawInheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        for inherited in clause.inheritedTypes.elements(RawInheritedTypeSyntax.self) { appendTypeNames(inherited.type, to: &names) }
        return names
    }

    /// The inheritance clause's entries as written, qualified names joined
    /// by dots (`Combine.ObservableObject`), generic arguments dropped;
    /// a composition (`P & Q`) gives each member.
    static func inheritedPaths(_ clause: RawInheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var paths: [String] = []
        for inherited in clause.inheritedTypes.elements(RawInheritedTypeSyntax.self) {
            if let composition = inherited.type.as(RawCompositionTypeSyntax.self) {
                for element in composition.elements.elements(RawCompositionTypeElementSyntax.self) {
                    if let path = typePath(element.type) { paths.append(path.joined(separator: ".")) }
                }
            } else if let path = typePath(inherited.type) {
                paths.append(path.joined(separator: "."))
            }
        }
        return paths
    }

    /// Conformance requirements of a `where` clause by the constrained
    /// name (`where S: Subscriber, T: P & Q` → `S`: [[Subscriber]], `T`: [[P], [Q]]);
    /// same-type and layout requirements, and constraints on member types
    /// (`S.Input: Equatable`), are left out.
    static func requirements(_ clause: RawGenericWhereClauseSyntax?, into result: inout [String: [[String]]]) {
        guard let clause else { return }
        for requirement in clause.requirements.elements(RawGenericRequirementSyntax.self) {
            guard let conformance = RawConformanceRequirementSyntax(requirement.requirement),
                  let left = conformance.leftType.as(RawIdentifierTypeSyntax.self) else { continue }
            result[left.name.text, default: []] += constraintPaths(conformance.rightType)
        }
    }

    /// The types a constraint names (`P & Q` → each), as paths.
    static func constraintPaths(_ type: RawTypeSyntax) -> [[String]] {
        if let composition = type.as(RawCompositionTypeSyntax.self) {
            return composition.elements.elements(RawCompositionTypeElementSyntax.self).compactMap { typePath($0.type) }
        }
        return typePath(type).map { [$0] } ?? []
    }

    /// The path a type names, outermost first (`A.B.C` → `A`, `B`, `C`;
    /// `Foo<T>?` → `Foo`); nil for tuples, functions, arrays, dictionaries
    /// and compositions. `some P` / `any P` give `P`.
    static func typePath(_ type: RawTypeSyntax?) -> [String]? {
        guard let type else { return nil }
        switch type.raw.kind {
        case .identifierType:
            return [type.cast(RawIdentifierTypeSyntax.self).name.text]
        case .memberType:
            let member = type.cast(RawMemberTypeSyntax.self)
            guard let base = typePath(member.baseType) else { return nil }
            return base + [member.name.text]
        case .optionalType:
            return typePath(type.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType:
            return typePath(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .someOrAnyType:
            return typePath(type.cast(RawSomeOrAnyTypeSyntax.self).constraint)
        case .attributedType:
            return typePath(type.cast(RawAttributedTypeSyntax.self).baseType)
        default:
            return nil
        }
    }

    /// A closure kept past the call that is handed a value: `@escaping (T) -> Void`, or an optional
    /// closure (`((T) -> Void)?`, implicitly escaping) — a callback the result is handed to later. A
    /// closure taking nothing (`@escaping () -> Void`) is work to run (a debouncer's, a timer's), no result.
    static func isEscapingCallback(_ type: RawTypeSyntax?) -> Bool {
        guard let type else { return false }
        switch type.raw.kind {
        case .attributedType:
            let attributed = type.cast(RawAttributedTypeSyntax.self)
            return attributeNames(attributed.attributes).contains("escaping") && takesValue(attributed.baseType)
        case .optionalType:
            return takesValue(type.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType:
            return takesValue(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        default:
            return false
        }
    }

    /// A function type (through attributes and parentheses) with a parameter other than `()`/`Void`.
    private static func takesValue(_ type: RawTypeSyntax) -> Bool {
        switch type.raw.kind {
        case .functionType:
            let parameters = Array(type.cast(RawFunctionTypeSyntax.self).parameters.elements(RawTupleTypeElementSyntax.self))
            return parameters.contains { !isVoid($0.type) }
        case .attributedType:
            return takesValue(type.cast(RawAttributedTypeSyntax.self).baseType)
        case .tupleType:
            let elements = Array(type.cast(RawTupleTypeSyntax.self).elements.elements(RawTupleTypeElementSyntax.self))
            return elements.count == 1 && elements[0].firstName == nil && takesValue(elements[0].type)
        default:
            return false
        }
    }

    /// `Void` or `()`.
    private static func isVoid(_ type: RawTypeSyntax) -> Bool {
        if let tuple = type.as(RawTupleTypeSyntax.self) { return Array(tuple.elements.elements(RawTupleTypeElementSyntax.self)).isEmpty }
        return type.as(RawIdentifierTypeSyntax.self)?.name.tokenText == "Void"
    }

    /// An `inout` parameter's type (`cancellables: inout Set<AnyCancellable>`): the caller's variable.
    static func isInout(_ type: RawTypeSyntax?) -> Bool {
        guard let attributed = type.flatMap({ RawAttributedTypeSyntax($0) }) else { return false }
        return attributed.specifiers.elements(RawSimpleTypeSpecifierSyntax.self).contains { $0.specifier.tokenText == "inout" }
    }

    /// `[T]`, `[K: V]`, `Array<T>`, `Set<T>`, `Dictionary<K, V>`, optional or not.
    /// A function type, optional or not (`(() -> Void)?`, `@escaping (Int) -> Void`): a callback slot.
    static func isFunctionType(_ type: RawTypeSyntax?) -> Bool {
        guard let type else { return false }
        switch type.raw.kind {
        case .functionType: return true
        case .optionalType: return isFunctionType(type.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType: return isFunctionType(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .attributedType: return isFunctionType(type.cast(RawAttributedTypeSyntax.self).baseType)
        case .tupleType:
            let elements = Array(type.cast(RawTupleTypeSyntax.self).elements.elements(RawTupleTypeElementSyntax.self))
            return elements.count == 1 && isFunctionType(elements[0].type)
        default: return false
        }
    }

    static func isCollectionType(_ type: RawTypeSyntax?) -> Bool {
        guard let type else { return false }
        switch type.raw.kind {
        case .arrayType, .dictionaryType: return true
        case .optionalType: return isCollectionType(type.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType: return isCollectionType(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .identifierType: return ["Array", "Set", "Dictionary"].contains(type.cast(RawIdentifierTypeSyntax.self).name.tokenText)
        default: return false
        }
    }

    /// The components of a member type made only of names (`A.B.C`,
    /// generic arguments allowed) with each name token's offset; nil when
    /// a component is something else.
    static func memberTypeChain(_ node: RawRef) -> (names: [String], offsets: [Int], nodes: [RawSyntax.ID])? {
        var names: [String] = []
        var offsets: [Int] = []
        var nodes: [RawSyntax.ID] = []
        var current = node
        var depth = 0
        while depth < 32 {
            depth += 1
            if let member = RawMemberTypeSyntax(current.raw) {
                names.append(member.name.text)
                offsets.append(current.locate(member.name).start)
                current = current.locate(member.baseType)
                nodes.append(current.raw.id)
            } else if let identifier = RawIdentifierTypeSyntax(current.raw) {
                names.append(identifier.name.text)
                offsets.append(current.locate(identifier.name).start)
                return (names.reversed(), offsets.reversed(), nodes)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a member-type chain has generic arguments at any link (`A<T>.B`, `A.B<T>`).
    static func hasGenericArguments(_ raw: RawSyntax) -> Bool {
        var current: RawSyntax? = raw
        var depth = 0
        while let node = current, depth < 32 {
            depth += 1
            if let member = RawMemberTypeSyntax(node) {
                if member.genericArgumentClause != nil { return true }
                current = member.baseType.raw
            } else if let identifier = RawIdentifierTypeSyntax(node) {
                return identifier.genericArgumentClause != nil
            } else {
                return false
            }
        }
        return false
    }

    /// Names a type expression stands for, outermost first; wrappers stripped.
    static func typeNames(_ type: RawTypeSyntax) -> [String] {
        var names: [String] = []
        appendTypeNames(type, to: &names)
        return names
    }

    private static func appendTypeNames(_ type: RawTypeSyntax, to names: inout [String]) {
        switch type.raw.kind {
        case .identifierType:
            names.append(type.cast(RawIdentifierTypeSyntax.self).name.text)
        case .memberType:
            // `SwiftUI.View` stays qualified: an app may declare a `View` of its own.
            let member = type.cast(RawMemberTypeSyntax.self)
            let module = member.baseType.as(RawIdentifierTypeSyntax.self)?.name.tokenText
            names.append(module == "SwiftUI" ? "SwiftUI." + member.name.text : member.name.text)
        case .compositionType:
            for element in type.cast(RawCompositionTypeSyntax.self).elements.elements(RawCompositionTypeElementSyntax.self) {
                appendTypeNames(element.type, to: &names)
            }
        case .optionalType:
            appendTypeNames(type.cast(RawOptionalTypeSyntax.self).wrappedType, to: &names)
        case .implicitlyUnwrappedOptionalType:
            appendTypeNames(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType, to: &names)
        case .someOrAnyType:
            appendTypeNames(type.cast(RawSomeOrAnyTypeSyntax.self).constraint, to: &names)
        case .attributedType:
            appendTypeNames(type.cast(RawAttributedTypeSyntax.self).baseType, to: &names)
        default:
            break
        }
    }

    /// Main type name of an annotation: `Foo?` → `Foo`, `Foo<Bar>` → `Foo`; nil for tuples, arrays, functions.
    static func primaryTypeName(_ type: RawTypeSyntax?) -> String? {
        guard let type else { return nil }
        return firstTypeName(type)
    }

    /// `typeNames(type).first`, without making the other names.
    private static func firstTypeName(_ type: RawTypeSyntax) -> String? {
        switch type.raw.kind {
        case .identifierType:
            return type.cast(RawIdentifierTypeSyntax.self).name.text
        case .memberType:
            let member = type.cast(RawMemberTypeSyntax.self)
            let module = member.baseType.as(RawIdentifierTypeSyntax.self)?.name.tokenText
            return module == "SwiftUI" ? "SwiftUI." + member.name.text : member.name.text
        case .compositionType:
            for element in type.cast(RawCompositionTypeSyntax.self).elements.elements(RawCompositionTypeElementSyntax.self) {
                if let name = firstTypeName(element.type) { return name }
            }
            return nil
        case .optionalType:
            return firstTypeName(type.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType:
            return firstTypeName(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .someOrAnyType:
            return firstTypeName(type.cast(RawSomeOrAnyTypeSyntax.self).constraint)
        case .attributedType:
            return firstTypeName(type.cast(RawAttributedTypeSyntax.self).baseType)
        default:
            return nil
        }
    }

    /// The type an initializer expression constructs: `Foo(...)`, `Foo<T>(...)`, `Foo.init(...)`, `.init` → nil.
    static func constructedType(_ expr: RawExprSyntax?) -> String? {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self) else { return nil }
        return constructorName(call.calledExpression)
    }

    /// The path of the type an initializer expression constructs:
    /// `A.B(...)` → `A`, `B`; `Foo<T>(...)`, `Foo.init(...)` → `Foo`.
    static func constructedPath(_ expr: RawExprSyntax?) -> [String]? {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let spec = callee.as(RawGenericSpecializationExprSyntax.self) { callee = spec.expression }
        if let member = callee.as(RawMemberAccessExprSyntax.self), member.declName.baseName.isKeyword("init"), let base = member.base {
            callee = base
        }
        guard let path = expressionPath(callee), let last = path.last, last.first?.isUppercase == true else { return nil }
        return path
    }

    /// The type names the generic arguments of a constructed type mention:
    /// `CurrentValueSubject<Screen?, Never>(nil)` → `Screen`, `Never`; `[]` for anything else.
    static func constructedArgumentNames(_ expr: RawExprSyntax?) -> [String] {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self),
              let spec = call.calledExpression.as(RawGenericSpecializationExprSyntax.self) else { return [] }
        var names: [String] = []
        for argument in spec.genericArgumentClause.arguments.elements(RawGenericArgumentSyntax.self) {
            if let type = RawTypeSyntax(argument.argument) { allTypeNames(type, into: &names) }
        }
        return names
    }

    /// The element type paths of an empty collection made by its type (`[Item]()`, `[Module.Item]()`):
    /// the type the compiler infers for `var items = [Item]()` is `[Item]`. Nil for anything else.
    static func emptyArrayElementPath(_ expr: RawExprSyntax?) -> [String]? {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self), call.arguments.layoutView.children.isEmpty, call.trailingClosure == nil,
              let array = call.calledExpression.as(RawArrayExprSyntax.self) else { return nil }
        let elements = Array(array.elements.elements(RawArrayElementSyntax.self))
        guard elements.count == 1, let path = expressionPath(elements[0].expression), path.last?.first?.isUppercase == true else { return nil }
        return path
    }

    /// The type a shared instance's expression is of, by convention:
    /// `Foo.shared`, `Foo.default`, `Foo.instance` (and `Module.Foo.shared`) → `Foo`.
    static func sharedInstancePath(_ expr: RawExprSyntax?) -> [String]? {
        guard let member = expr?.as(RawMemberAccessExprSyntax.self), let base = member.base,
              ["shared", "default", "instance", "sharedInstance", "current", "standard"].contains(member.declName.baseName.tokenText),
              let path = expressionPath(base), path.last?.first?.isUppercase == true else { return nil }
        return path
    }

    /// `.shared`, `.sharedInstance`, `.instance` with no base (the type comes from the context).
    static func implicitSharedMember(_ expr: RawExprSyntax?) -> String? {
        guard let member = expr?.as(RawMemberAccessExprSyntax.self), member.base == nil,
              ["shared", "instance", "sharedInstance"].contains(member.declName.baseName.tokenText) else { return nil }
        return member.declName.baseName.text
    }

    /// `A.B.c` as `A`, `B`, `c` — a chain of plain names, nil otherwise.
    static func expressionPath(_ expr: RawExprSyntax, depth: Int = 0) -> [String]? {
        guard depth < 16 else { return nil }
        if let ref = expr.as(RawDeclReferenceExprSyntax.self) { return [ref.baseName.text] }
        if let spec = expr.as(RawGenericSpecializationExprSyntax.self) { return expressionPath(spec.expression, depth: depth + 1) }
        if let member = expr.as(RawMemberAccessExprSyntax.self), let base = member.base,
           let prefix = expressionPath(base, depth: depth + 1) {
            return prefix + [member.declName.baseName.text]
        }
        return nil
    }

    /// `Foo` for callees `Foo`, `Foo<T>`, `Foo.init`, `Module.Foo` (capitalized names only).
    /// `provide()`, `inject(Foo.self)`: the name of a bare call of a lower-case function (no base, no type).
    static func freeCallName(_ expr: RawExprSyntax?) -> String? {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self),
              let ref = call.calledExpression.as(RawDeclReferenceExprSyntax.self), !ref.baseName.tokenText.isCapitalized else { return nil }
        return ref.baseName.text
    }

    static func constructorName(_ callee: RawExprSyntax) -> String? {
        var expr = callee
        if let spec = expr.as(RawGenericSpecializationExprSyntax.self) { expr = spec.expression }
        if let member = expr.as(RawMemberAccessExprSyntax.self) {
            return constructorName(member)
        }
        if let ref = expr.as(RawDeclReferenceExprSyntax.self) {
            return ref.baseName.tokenText.isCapitalized ? ref.baseName.text : nil
        }
        return nil
    }

    /// `constructorName` for a member-access callee: `Foo.init` → `Foo`,
    /// `Module.Foo` → `Foo`.
    static func constructorName(_ member: RawMemberAccessExprSyntax) -> String? {
        let name = member.declName.baseName
        if name.isKeyword("init"), let base = member.base {
            return constructorName(base)
        }
        if name.tokenText.isCapitalized, let base = member.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.tokenText.isCapitalized {
            return name.text
        }
        return nil
    }

    /// Attribute names (`@MainActor` → `MainActor`).
    static func attributeNames(_ list: RawAttributeListSyntax) -> [String] {
        list.elements(RawAttributeSyntax.self).compactMap(name(of:))
    }

    /// Attribute names with their offsets; `list` is located in the file.
    static func attributeNamesAndOffsets(_ list: RawRef) -> (names: [String], offsets: [Int]) {
        var names: [String] = []
        var offsets: [Int] = []
        list.forEachChild { child in
            guard let attribute = RawAttributeSyntax(child.raw), let name = name(of: attribute) else { return }
            names.append(name)
            offsets.append(child.start)
        }
        return (names, offsets)
    }

    /// The type an `@Environment(T.self)` attribute reads (`["T"]`), for a
    /// property written without a type annotation; nil for key-path forms
    /// (`@Environment(\.dismiss)`) and every other attribute.
    static func environmentTypePath(_ attributes: RawAttributeListSyntax) -> [String]? {
        for attribute in attributes.elements(RawAttributeSyntax.self) {
            guard name(of: attribute) == "Environment",
                  let arguments = attribute.arguments, let list = RawLabeledExprListSyntax(arguments),
                  let argument = list.elements(RawLabeledExprSyntax.self).first,
                  let access = argument.expression.as(RawMemberAccessExprSyntax.self),
                  access.declName.baseName.text == "self",
                  let base = chain(access.base), !base.contains("(") else { continue }
            return base.split(separator: ".").map(String.init)
        }
        return nil
    }

    /// `@MainActor` → `MainActor`, `@Module.Wrapper` → `Wrapper`.
    private static func name(of attribute: RawAttributeSyntax) -> String? {
        primaryTypeName(attribute.attributeName)
    }

    static func hasModifier(_ modifiers: RawDeclModifierListSyntax, _ keyword: SyntaxText) -> Bool {
        modifiers.elements(RawDeclModifierSyntax.self).contains { $0.name.isKeyword(keyword) }
    }

    /// Dotted text of a simple access chain: `NotificationCenter.default`,
    /// `self.router` (for `self?.router`), `DispatchQueue.global()`. Nil for
    /// anything else, or chains deeper than a few links. O(depth).
    /// UIKit objects a screen is made of, reached through another object
    /// (`coordinator.navigationController.navigationBar`): editing them is screen work.
    static let screenObjects: Set<String> = ["navigationController", "navigationBar", "view", "tabBarController", "tabBar", "toolbar", "window"]

    /// Whether an assignment's target goes through another object into one of
    /// `screenObjects` (`coordinator?.navigationController.navigationBar.tintColor = …`,
    /// not `view.backgroundColor = …`). O(depth).
    static func targetsScreenObject(_ lhs: RawExprSyntax) -> Bool {
        guard let access = lhs.as(RawMemberAccessExprSyntax.self), let base = access.base,
              base.raw.kind != .declReferenceExpr else { return false }
        var names = receiverLinks(base).map(withoutOptionalMarks)
        if names.first == "self" { names.removeFirst() }
        guard !names.contains("") else { return false }
        return names.dropFirst().contains(where: screenObjects.contains)
    }

    static func chain(_ expr: RawExprSyntax?, depth: Int = 0) -> String? {
        guard let expr, depth < 6 else { return nil }
        switch expr.raw.kind {
        case .declReferenceExpr:
            return expr.cast(RawDeclReferenceExprSyntax.self).baseName.text
        case .memberAccessExpr:
            let member = expr.cast(RawMemberAccessExprSyntax.self)
            let name = member.declName.baseName.text
            guard let base = member.base else { return "." + name }
            guard let prefix = chain(base, depth: depth + 1) else { return nil }
            return prefix + "." + name
        case .optionalChainingExpr:
            return chain(expr.cast(RawOptionalChainingExprSyntax.self).expression, depth: depth + 1)
        case .forceUnwrapExpr:
            return chain(expr.cast(RawForceUnwrapExprSyntax.self).expression, depth: depth + 1)
        case .functionCallExpr:
            guard let callee = chain(expr.cast(RawFunctionCallExprSyntax.self).calledExpression, depth: depth + 1) else { return nil }
            return callee + "()"
        case .superExpr:
            return "super"
        default:
            return nil
        }
    }

    /// The receiver of a member call as links, root first (see
    /// `CallFact.receiver`): `a.b?.c().d` → `a`, `b`, `c()`, `d`. At most 24
    /// links; anything that is not a name, member, call, `self`, optional
    /// chaining or force unwrap becomes `?` and ends the walk. O(depth).
    static func receiverLinks(_ expr: RawExprSyntax?) -> [String] {
        var links: [String] = []
        var current = expr
        while let expr = current, links.count < 24 {
            switch expr.raw.kind {
            case .declReferenceExpr:
                links.append(expr.cast(RawDeclReferenceExprSyntax.self).baseName.text)
                current = nil
            case .memberAccessExpr:
                let member = expr.cast(RawMemberAccessExprSyntax.self)
                links.append(member.declName.baseName.text)
                current = member.base
            case .functionCallExpr:
                let call = expr.cast(RawFunctionCallExprSyntax.self)
                var callee = call.calledExpression
                if let spec = callee.as(RawGenericSpecializationExprSyntax.self) { callee = spec.expression }
                if let member = callee.as(RawMemberAccessExprSyntax.self) {
                    if let constructed = constructorName(member) {
                        links.append(constructed + "()")
                        current = nil
                    } else {
                        links.append(member.declName.baseName.text + "()")
                        current = member.base
                    }
                } else if let ref = callee.as(RawDeclReferenceExprSyntax.self) {
                    links.append(ref.baseName.text + "()")
                    current = nil
                } else {
                    links.append("?")
                    current = nil
                }
            case .optionalChainingExpr:
                current = expr.cast(RawOptionalChainingExprSyntax.self).expression
            case .forceUnwrapExpr:
                current = expr.cast(RawForceUnwrapExprSyntax.self).expression
            default:
                links.append("?")
                current = nil
            }
        }
        return links.reversed()
    }

    /// Every type name a type expression mentions, outermost first: generic
    /// arguments, array and dictionary elements, optionals, `some`/`any`,
    /// tuples and function types included. Bounded depth.
    static func allTypeNames(_ type: RawTypeSyntax, into names: inout [String], depth: Int = 0) {
        guard depth < 16 else { return }
        switch type.raw.kind {
        case .identifierType:
            let identifier = type.cast(RawIdentifierTypeSyntax.self)
            names.append(identifier.name.text)
            if let arguments = identifier.genericArgumentClause?.arguments {
                for argument in arguments.elements(RawGenericArgumentSyntax.self) {
                    if let inner = RawTypeSyntax(argument.argument) { allTypeNames(inner, into: &names, depth: depth + 1) }
                }
            }
        case .memberType:
            let member = type.cast(RawMemberTypeSyntax.self)
            names.append(member.name.text)
            // The qualified name too (`PollItem.Option`): the simple name alone does not resolve outside its scope.
            if let path = typePath(type), path.count > 1 { names.append(path.joined(separator: ".")) }
            if let arguments = member.genericArgumentClause?.arguments {
                for argument in arguments.elements(RawGenericArgumentSyntax.self) {
                    if let inner = RawTypeSyntax(argument.argument) { allTypeNames(inner, into: &names, depth: depth + 1) }
                }
            }
        default:
            // Arrays, dictionaries, optionals, tuples, functions, compositions,
            // `some`/`any`, attributed types: every type among the descendants.
            descendIntoTypes(type.raw, into: &names, depth: depth + 1)
        }
    }

    private static func descendIntoTypes(_ raw: RawSyntax, into names: inout [String], depth: Int) {
        guard depth < 16, let layout = raw.layoutView else { return }
        for child in layout.children {
            guard let child, child.kind != .token else { continue }
            if let inner = RawTypeSyntax(child) {
                allTypeNames(inner, into: &names, depth: depth)
            } else {
                descendIntoTypes(child, into: &names, depth: depth + 1)
            }
        }
    }

    /// Whether a binding is a computed property: a getter body, or accessors
    /// other than `willSet` / `didSet` observers, and no initializer.
    static func isComputed(_ binding: RawPatternBindingSyntax) -> Bool {
        guard binding.initializer == nil, let block = binding.accessorBlock else { return false }
        guard let accessors = RawAccessorDeclListSyntax(block.accessors) else { return true }   // `{ … }` getter body
        return accessors.elements(RawAccessorDeclSyntax.self).contains { accessor in
            !accessor.accessorSpecifier.isKeyword("willSet") && !accessor.accessorSpecifier.isKeyword("didSet")
        }
    }

    /// Whether a binding declares a `set` accessor (`{ get set }`).
    static func declaresSetter(_ binding: RawPatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock, let accessors = RawAccessorDeclListSyntax(block.accessors) else { return false }
        return accessors.elements(RawAccessorDeclSyntax.self).contains { $0.accessorSpecifier.isKeyword("set") }
    }

    /// The text of a node's tokens, without trivia (`#if DEBUG` → `DEBUG`).
    static func tokenText(_ raw: RawSyntax) -> String {
        var text = ""
        raw.forEachToken { token, _ in
            text += token.text
            return text.utf8.count < 200
        }
        return text
    }

    /// The first name of a dotted chain, past `self`: `viewModel` for
    /// `viewModel.form`, `self.viewModel.form` and `self?.viewModel`.
    static func chainRoot(_ chain: String) -> String {
        // ASCII chains (all but a few) by their bytes: the first two non-empty
        // components, without splitting the whole chain into substrings.
        let utf8 = chain.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let parts = chain.split(separator: ".")
            if parts.first == "self", parts.count > 1 { return String(parts[1]) }
            return parts.first.map(String.init) ?? chain
        }
        var components: [Range<String.Index>] = []
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex, components.count < 2 {
            if utf8[index] == UInt8(ascii: ".") {
                if let begun = start { components.append(begun..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        if let begun = start, components.count < 2 { components.append(begun..<utf8.endIndex) }
        guard let first = components.first else { return chain }
        if components.count > 1, chain[first] == "self" { return String(chain[components[1]]) }
        return String(chain[first])
    }

    /// `text` without `?` and `!` (`coordinator?` → `coordinator`), as
    /// filtering its `Character`s gives it — without building a new string
    /// when there is none to drop (most receiver links).
    static func withoutOptionalMarks(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) else { return text }
        return String(text.filter { $0 != "?" && $0 != "!" })
    }

    /// The first identifier of an expression chain past `self`
    /// (`self.routerPath?.path` → `routerPath`); nil for anything else.
    static func rootName(_ expr: RawExprSyntax?, depth: Int = 0) -> SyntaxText? {
        guard let expr, depth < 16 else { return nil }
        switch expr.raw.kind {
        case .declReferenceExpr:
            let name = expr.cast(RawDeclReferenceExprSyntax.self).baseName
            return name.isKeyword("self") ? nil : name.tokenText
        case .memberAccessExpr:
            let member = expr.cast(RawMemberAccessExprSyntax.self)
            if let base = member.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.isKeyword("self") {
                return member.declName.baseName.tokenText
            }
            return rootName(member.base, depth: depth + 1)
        case .optionalChainingExpr: return rootName(expr.cast(RawOptionalChainingExprSyntax.self).expression, depth: depth + 1)
        case .forceUnwrapExpr: return rootName(expr.cast(RawForceUnwrapExprSyntax.self).expression, depth: depth + 1)
        default: return nil
        }
    }

    /// Last identifier of an expression chain (`self?.router` → `router`).
    static func lastName(_ expr: RawExprSyntax?) -> SyntaxText? {
        guard let expr else { return nil }
        switch expr.raw.kind {
        case .declReferenceExpr: return expr.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText
        case .memberAccessExpr: return expr.cast(RawMemberAccessExprSyntax.self).declName.baseName.tokenText
        case .optionalChainingExpr: return lastName(expr.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return lastName(expr.cast(RawForceUnwrapExprSyntax.self).expression)
        default: return nil
        }
    }
}
