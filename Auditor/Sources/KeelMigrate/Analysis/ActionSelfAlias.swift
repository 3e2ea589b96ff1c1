import SwiftParser
import SwiftSyntax

/// An action built after naming `self` (`lazy var addAction: Action<Int, Void> = { let owner = self;
/// return Action<Int, Void> { [weak owner] amount in owner?.add(amount) ?? .empty() } }()`): the
/// name is `self` under another name, so the work is read as if written with `self` (`[weak self]`,
/// `self?.add(amount)`) — the same object, captured the same way.
enum ActionSelfAlias {
    /// The expression the initializer closure returns, the aliases of `self` renamed to `self`; `nil`
    /// when a statement before it is anything but `let name = self`.
    static func returnedExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        let statements = Array(closure.statements)
        guard statements.count > 1, let last = statements.last else { return nil }
        var aliases: Set<String> = []
        for item in statements.dropLast() {
            guard let alias = selfAlias(item) else { return nil }
            aliases.insert(alias)
        }
        guard let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self) else { return nil }
        var text = ""
        for token in returned.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, aliases.contains(name),
               token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                text += token.leadingTrivia.description + "self" + token.trailingTrivia.description
            } else {
                text += token.description
            }
        }
        let file = Parser.parse(source: "_ = " + text)
        guard let item = file.statements.first?.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
              item.elements.count == 3, let expression = item.elements.last else { return nil }
        return expression
    }

    /// `let owner = self` → `owner`.
    static func selfAlias(_ item: CodeBlockItemSyntax) -> String? {
        guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.text == "let", decl.bindings.count == 1,
              let binding = decl.bindings.first, binding.typeAnnotation == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
        return name
    }
}
