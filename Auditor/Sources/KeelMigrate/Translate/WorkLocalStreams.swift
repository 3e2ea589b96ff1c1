import SwiftSyntax

/// An action's work that builds its stream in a local and returns a chain from it
/// (`let result = Observable.combineLatest(a, b).take(1)`, then `return result.map { … }`).
///
/// Migrated, the returned chain starts from the local's stream translated in place — the same
/// subscription the legacy work returned, made when the action runs. Only a `let` of one name with
/// no type annotation, right before the `return` (its value is built where it was: a statement
/// between them could change what it reads — `self.pendingID = nil`), named once in the whole work,
/// and that once as the root of the returned chain; any other local stays a statement of the method
/// (and is refused if it is still RxSwift).
enum WorkLocalStreams {
    /// Name → initializer of the locals the returned chain starts from, with their statements' indices.
    static func aliases(in statements: [CodeBlockItemSyntax], returned: ExprSyntax) -> [(index: Int, name: String, value: ExprSyntax)] {
        guard let root = chainRoot(returned) else { return [] }
        var found: [(index: Int, name: String, value: ExprSyntax)] = []
        for (i, item) in statements.dropLast().enumerated() where i == statements.count - 2 {
            guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.tokenKind == .keyword(.let),
                  decl.bindings.count == 1, let binding = decl.bindings.first, binding.typeAnnotation == nil,
                  binding.accessorBlock == nil, let value = binding.initializer?.value,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name == root else { continue }
            let uses = statements.reduce(0) { count, statement in
                count + statement.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }.count
            }
            // The declaration's own name and the returned chain's root: nothing else reads it.
            guard uses == 2 else { continue }
            found.append((i, name, value))
        }
        return found
    }

    /// The name a chain starts from (`result` in `result.take(1).ignoreAll()`), or `nil`.
    static func chainRoot(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return nil
            }
        }
    }
}
