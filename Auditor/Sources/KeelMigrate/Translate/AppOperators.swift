import SwiftSyntax

/// Rx operators an app declares itself, in an extension of `ObservableType` or `Observable`
/// (Papr's `mapMany`, `merge(with:)`): keel translates such an operator by its library meaning
/// only when the app's body is that meaning, never by its name alone.
enum AppOperators {
    /// The app's own operators named `name`.
    static func declarations(_ name: String, tree: LegacyTree) -> [FunctionDeclSyntax] {
        declarations(name, extending: ["ObservableType", "Observable"], tree: tree).map(\.function)
    }

    /// The functions named `name` the app declares in its extensions of `types`, with the file of each.
    static func declarations(_ name: String, extending types: [String], tree: LegacyTree) -> [(file: Int, function: FunctionDeclSyntax)] {
        types.flatMap { type in
            tree.declarations(named: type).compactMap { entry in
                entry.decl.as(ExtensionDeclSyntax.self).map { (entry.file, $0) }
            }
            .flatMap { file, extensionDecl in
                extensionDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                    .filter { $0.name.text == name }
                    .map { (file, $0) }
            }
        }
    }

    /// Whether every `mapMany` the app declares is RxSwiftExt's: its one statement maps each
    /// collection with the transform (`map { $0.map(transform) }`, `self.map { c -> [T] in
    /// try c.map(transform) }`). No declaration: the library's operator.
    static func mapManyIsTheLibrarys(_ tree: LegacyTree) -> Bool {
        declarations("mapMany", tree: tree).allSatisfy { function in
            guard let parameter = function.signature.parameterClause.parameters.first,
                  function.signature.parameterClause.parameters.count == 1,
                  let statements = function.body?.statements, statements.count == 1 else { return false }
            let transform = (parameter.secondName ?? parameter.firstName).text
            guard let outer = returnedExpression(statements), let call = outer.as(FunctionCallExprSyntax.self),
                  isMapOfSelf(call.calledExpression),
                  let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
                  let inner = returnedExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
                  let member = inner.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "map",
                  inner.arguments.count == 1, inner.trailingClosure == nil,
                  inner.arguments.first?.expression.trimmedDescription == transform,
                  let base = member.base?.trimmedDescription else { return false }
            return base == (closureParameter(closure) ?? "$0")
        }
    }

    /// `return x` or `x`, alone.
    private static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        // A throwing transform: `try collection.map(transform)`.
        return expression?.as(TryExprSyntax.self)?.expression ?? expression
    }

    /// `map` / `self.map`.
    private static func isMapOfSelf(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "map" }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "map" && member.base?.trimmedDescription == "self"
        }
        return false
    }

    /// The name of a closure's one parameter (`collection -> [T] in`, `(collection) in`), `nil` for `$0`.
    static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names):
            return names.count == 1 ? names.first?.name.text : "?"
        case .parameterClause(let parameters):
            guard parameters.parameters.count == 1, let only = parameters.parameters.first else { return "?" }
            return (only.secondName ?? only.firstName).text
        }
    }

    /// Why a statement keel could not translate may be an operator the app declares itself
    /// (Papr's `count()`, `ignoreAll()`): named, or `nil`. Names of the library operators keel
    /// knows (`map`, `unwrap`) are not counted, even where the app declares an overload.
    static func reason<Node: SyntaxProtocol>(in node: Node, tree: LegacyTree) -> String? {
        var names: [String] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                  token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace,
                  !names.contains(name), !(name == "mapMany" && mapManyIsTheLibrarys(tree)),
                  // A library operator's name (`map`, `unwrap`) is the library's: the app may overload it (`map(to:)`).
                  !ChainTranslation.operators.contains(name),
                  !declarations(name, tree: tree).isEmpty else { continue }
            names.append(name)
        }
        guard let first = names.first else { return nil }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        return "it calls \(list), \(names.count == 1 ? "an Rx operator" : "Rx operators") the app declares itself (an extension of `ObservableType`/`Observable`): keel translates RxSwift's and RxSwiftExt's operators by their documented behaviour, not an app's own — `\(first)`'s body decides what it does; write its Combine form (or inline it) by hand"
    }
}
