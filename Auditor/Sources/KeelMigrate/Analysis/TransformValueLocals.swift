import SwiftSyntax

/// A local of `transform(input:)` that holds a plain value, not a stream: `let whatsNew =
/// whatsNewManager.whatsNew()` (SwiftHub's `HomeTabBarViewModel`), a call of a method the tree
/// declares — on one of the ViewModel's stored properties, or on the ViewModel itself — whose
/// declared return type is no Rx or Combine type. It is no alias a stream chain starts from: it is
/// kept as a statement, run where the legacy body ran it (in the migrated init, with the rest of
/// `transform`'s body), and the closures that read it capture it as before.
enum TransformValueLocals {
    static func isPlainValue(_ value: ExprSyntax, in function: FunctionDeclSyntax, tree: LegacyTree) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let className = enclosingClass(function) else { return false }
        let returnType: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                returnType = tree.memberType(method, on: className)
            } else if let owner = storedName(base), let ownerType = tree.memberType(owner, on: className) {
                returnType = tree.memberType(method, on: ownerType)
            } else {
                return false
            }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            returnType = tree.memberType(reference.baseName.text, on: className)
        } else {
            return false
        }
        guard let returnType, returnType != "Void", !returnType.isEmpty else { return false }
        return ReactiveType.classify(returnType) == nil && TrackerKind.of(returnType) == nil
    }

    /// `x` of `x` / `self.x`.
    private static func storedName(_ base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    private static func enclosingClass(_ function: FunctionDeclSyntax) -> String? {
        var current = function.parent
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }
}
