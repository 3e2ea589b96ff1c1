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
            names.append(type.cast(RawMemberTypeSyntax.self).name.text)
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
        return typeNames(type).first
    }

    /// The type an initializer expression constructs: `Foo(...)`, `Foo<T>(...)`, `Foo.init(...)`, `.init` → nil.
    static func constructedType(_ expr: RawExprSyntax?) -> String? {
        guard let call = expr?.as(RawFunctionCallExprSyntax.self) else { return nil }
        return constructorName(call.calledExpression)
    }

    /// `Foo` for callees `Foo`, `Foo<T>`, `Foo.init`, `Module.Foo` (capitalized names only).
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

    /// `@MainActor` → `MainActor`, `@Module.Wrapper` → `Wrapper`.
    private static func name(of attribute: RawAttributeSyntax) -> String? {
        typeNames(attribute.attributeName).first
    }

    static func hasModifier(_ modifiers: RawDeclModifierListSyntax, _ keyword: SyntaxText) -> Bool {
        modifiers.elements(RawDeclModifierSyntax.self).contains { $0.name.isKeyword(keyword) }
    }

    /// Dotted text of a simple access chain: `NotificationCenter.default`,
    /// `self.router` (for `self?.router`), `DispatchQueue.global()`. Nil for
    /// anything else, or chains deeper than a few links. O(depth).
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
