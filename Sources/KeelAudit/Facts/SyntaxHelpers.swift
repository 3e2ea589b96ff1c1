import SwiftSyntax

/// Small, allocation-light helpers shared by the fact collector.
enum SyntaxHelpers {
    /// Simple names of the types an inheritance clause lists (`Base<T>` → `Base`,
    /// `Module.P` → `P`, `P & Q` → `P`, `Q`).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        for inherited in clause.inheritedTypes { names.append(contentsOf: typeNames(inherited.type)) }
        return names
    }

    /// Names a type expression stands for, outermost first; wrappers stripped.
    static func typeNames(_ type: TypeSyntax) -> [String] {
        if let id = type.as(IdentifierTypeSyntax.self) { return [id.name.text] }
        if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }
        if let comp = type.as(CompositionTypeSyntax.self) { return comp.elements.flatMap { typeNames($0.type) } }
        if let opt = type.as(OptionalTypeSyntax.self) { return typeNames(opt.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeNames(iuo.wrappedType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return typeNames(some.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeNames(attributed.baseType) }
        return []
    }

    /// Main type name of an annotation: `Foo?` → `Foo`, `Foo<Bar>` → `Foo`; nil for tuples, arrays, functions.
    static func primaryTypeName(_ type: TypeSyntax?) -> String? {
        guard let type else { return nil }
        return typeNames(type).first
    }

    /// The type an initializer expression constructs: `Foo(...)`, `Foo<T>(...)`, `Foo.init(...)`, `.init` → nil.
    static func constructedType(_ expr: ExprSyntax?) -> String? {
        guard let call = expr?.as(FunctionCallExprSyntax.self) else { return nil }
        return constructorName(call.calledExpression)
    }

    /// `Foo` for callees `Foo`, `Foo<T>`, `Foo.init`, `Module.Foo` (capitalized names only).
    static func constructorName(_ callee: ExprSyntax) -> String? {
        var expr = callee
        if let spec = expr.as(GenericSpecializationExprSyntax.self) { expr = spec.expression }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return constructorName(member, name: member.declName.baseName.text)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            return isCapitalized(name) ? name : nil
        }
        return nil
    }

    /// `constructorName` for a member-access callee whose member `name` the
    /// caller already read: `Foo.init` → `Foo`, `Module.Foo` → `Foo`.
    static func constructorName(_ member: MemberAccessExprSyntax, name: String) -> String? {
        if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            return constructorName(base)
        }
        if let base = member.base?.as(DeclReferenceExprSyntax.self), isCapitalized(base.baseName.text), isCapitalized(name) {
            return name
        }
        return nil
    }

    static func isCapitalized(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Attribute names (`@MainActor` → `MainActor`).
    static func attributeNames(_ list: AttributeListSyntax) -> [(String, Int)] {
        var result: [(String, Int)] = []
        for element in list {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            if let name = typeNames(attribute.attributeName).first {
                result.append((name, attribute.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
        }
        return result
    }

    static func hasModifier(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// Source text with whitespace runs collapsed to one space, at most
    /// `limit` characters (stops early: cost is bounded by `limit`, not the
    /// node's size): the "normalized source" fingerprints and messages use.
    static func snippet(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        var out = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty, pendingSpace || token.leadingTrivia.contains(where: \.isWhitespace) { out.append(" ") }
            out += token.text
            if out.utf8.count >= limit { break }
            pendingSpace = token.trailingTrivia.contains(where: \.isWhitespace)
        }
        return out
    }

    /// Dotted text of a simple access chain: `NotificationCenter.default`,
    /// `self.router` (for `self?.router`), `DispatchQueue.global()`. Nil for
    /// anything else, or chains deeper than a few links. O(depth).
    static func chain(_ expr: ExprSyntax?, depth: Int = 0) -> String? {
        guard let expr, depth < 6 else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return "." + name }
            guard let prefix = chain(base, depth: depth + 1) else { return nil }
            return prefix + "." + name
        }
        if let opt = expr.as(OptionalChainingExprSyntax.self) { return chain(opt.expression, depth: depth + 1) }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return chain(force.expression, depth: depth + 1) }
        if let call = expr.as(FunctionCallExprSyntax.self), let callee = chain(call.calledExpression, depth: depth + 1) { return callee + "()" }
        if expr.is(SuperExprSyntax.self) { return "super" }
        return nil
    }

    /// Last identifier of an expression chain (`self?.router` → `router`).
    static func lastName(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let opt = expr.as(OptionalChainingExprSyntax.self) { return lastName(opt.expression) }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return lastName(force.expression) }
        return nil
    }
}
