import SwiftSyntax

/// Whether a ViewModel declares nothing to migrate: no state, input, output or action in the
/// class, its extensions, or the protocols it conforms to.
///
/// A member "declares nothing" when it is an `init` without parameters whose body has no
/// statement (comments only), or a computed property whose getter is `self` / `return self`
/// (the `var input: FooInput { return self }` view of the `Input`/`Output` idiom). Every type the
/// class inherits must be a protocol declared in the tree whose own members, extensions and
/// inherited protocols declare nothing the same way (a requirement is something, unless it is a
/// property the class gives as a view of `self`). A base class, or a conformance to a type keel cannot see
/// (`NSObject`, a library protocol), counts as something: it may carry state.
enum EmptyViewModel {
    static func declaresNothing(_ name: String, decl: ClassDeclSyntax, tree: LegacyTree) -> Bool {
        guard tree.declarations(named: name).allSatisfy({ membersDeclareNothing($0.decl) }) else { return false }
        let selfViews = Set(tree.declarations(named: name).flatMap { declaration in
            (MemberBlockOf.block(declaration.decl)?.members ?? []).compactMap { member -> String? in
                guard let variable = member.decl.as(VariableDeclSyntax.self), isNothing(member.decl) else { return nil }
                return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        })
        var seen: Set<String> = [name]
        var pending = tree.declarations(named: name).flatMap { MemberBlockOf.inherited($0.decl) }
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard tree.kind(of: next) == .protocol else { return false }
            for (_, declaration) in tree.declarations(named: next) {
                if let proto = declaration.as(ProtocolDeclSyntax.self) {
                    // Its requirements may only be the views the class gives as `self`.
                    let names = proto.memberBlock.members.map { member -> [String] in
                        guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [""] }
                        return variable.bindings.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "" }
                    }.joined()
                    guard names.allSatisfy(selfViews.contains) else { return false }
                } else if !membersDeclareNothing(declaration) {
                    return false
                }
                pending.append(contentsOf: MemberBlockOf.inherited(declaration))
            }
        }
        return true
    }

    /// Every member of a class or extension is an empty `init()` or a view of `self`.
    private static func membersDeclareNothing(_ decl: DeclSyntax) -> Bool {
        guard decl.is(ClassDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self),
              let block = MemberBlockOf.block(decl) else { return false }
        return block.members.allSatisfy { isNothing($0.decl) }
    }

    private static func isNothing(_ member: DeclSyntax) -> Bool {
        if let initializer = member.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.isEmpty
                && initializer.optionalMark == nil
                && initializer.body?.statements.isEmpty == true
        }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let binding = variable.bindings.first, binding.initializer == nil, let accessors = binding.accessorBlock {
            switch accessors.accessors {
            case .getter(let statements):
                return returnsSelf(statements)
            case .accessors(let list):
                return list.count == 1 && list.first?.accessorSpecifier.tokenKind == .keyword(.get)
                    && list.first?.body.map { returnsSelf($0.statements) } == true
            }
        }
        return false
    }

    /// `self` or `return self`, alone.
    private static func returnsSelf(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression?.trimmedDescription == "self" }
        if let expression = item.as(ExprSyntax.self) { return expression.trimmedDescription == "self" }
        return false
    }
}
