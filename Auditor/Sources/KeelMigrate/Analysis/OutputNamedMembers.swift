import Foundation
import SwiftSyntax

/// A plain stored property of the ViewModel that has the name of an `Output` field
/// (`var hidesThemes = true` toggled by the stream returned as `Output.hidesThemes`). Both
/// become members of the migrated class — the output as published state — so the stored one
/// is renamed (`hidesThemesValue`) before the translation, with every reference that means
/// it: `self.hidesThemes`, and a bare `hidesThemes` that no local, parameter or closure
/// parameter of the same name shadows. The legacy file on disk is never changed.
enum OutputNamedMembers {
    /// Old name → new name, for each stored, non-reactive property with a default value or a declared
    /// type (a value init assigns: `private let post: Post`, `self.post = post`) named like an output
    /// field that is not itself the output's source (`items: items.asDriver()` of a member relay stays).
    /// The init's parameter keeps its name: a State Manager's subject is still `postSubject`.
    static func renames(viewModel: ClassDeclSyntax, extensions: [ExtensionDeclSyntax],
                        outputFields: [TransformPlan.Field], returned: [String: ExprSyntax]) -> [String: String] {
        let outputNames = Set(outputFields.map(\.name))
        var taken: Set<String> = []
        for token in viewModel.tokens(viewMode: .sourceAccurate) { if case .identifier(let name) = token.tokenKind { taken.insert(name) } }
        for ext in extensions {
            for token in ext.tokens(viewMode: .sourceAccurate) { if case .identifier(let name) = token.tokenKind { taken.insert(name) } }
        }
        var result: [String: String] = [:]
        for member in viewModel.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, outputNames.contains(name),
                      binding.accessorBlock == nil, binding.initializer != nil || binding.typeAnnotation != nil, !isReactive(binding),
                      returned[name].flatMap(TransformReader.returnedLocal) != name || declaresLocal(name, in: viewModel)
                else { continue }
                // An extension reading it is left alone: the clash then stays visible to the type check. A
                // declaration of that name there (the `Output` struct's own field) is no read.
                guard !extensions.contains(where: { reads(name, in: Syntax($0)) }) else { continue }
                var new = name + "Value"
                var index = 2
                while taken.contains(new) { new = name + "Value\(index)"; index += 1 }
                taken.insert(new)
                result[name] = new
            }
        }
        return result
    }

    /// The file's text with the members renamed inside the ViewModel class; line structure unchanged.
    static func renamed(_ file: SourceFileSyntax, viewModel: ClassDeclSyntax, renames: [String: String]) -> String {
        let memberBlock = viewModel.memberBlock.position
        return RangeRenaming.renamed(file, inside: viewModel, renames: renames) { meansMember($0, memberBlockAt: memberBlock) }
    }

    /// Whether `token` (an identifier inside the ViewModel) names the stored member: its declaring
    /// pattern at member level, `self.name`, or a bare reference no enclosing scope shadows.
    static func meansMember(_ token: TokenSyntax, memberBlockAt memberBlock: AbsolutePosition) -> Bool {
        let name = token.text
        guard let parent = token.parent else { return false }
        if let pattern = parent.as(IdentifierPatternSyntax.self) {
            // The member's own declaration: a binding directly in the class's member block (not in `Output`'s).
            let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            guard let item = variable?.parent?.as(MemberBlockItemSyntax.self) else { return false }
            return item.parent?.parent?.as(MemberBlockSyntax.self)?.position == memberBlock
        }
        guard let reference = parent.as(DeclReferenceExprSyntax.self) else { return false }
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        return !shadowed(name, at: Syntax(reference))
    }

    /// Whether a local declared before `node` in an enclosing code block, a parameter of an enclosing
    /// function or initializer, or a parameter of an enclosing closure has `name`.
    static func shadowed(_ name: String, at node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let scope = current {
            if let block = scope.as(CodeBlockItemListSyntax.self) {
                for item in block where item.endPosition <= child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       variable.bindings.contains(where: { binds(name, $0.pattern) }) { return true }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), guardStmt.conditions.contains(where: { condition in
                        condition.condition.as(OptionalBindingConditionSyntax.self).map { binds(name, $0.pattern) } ?? false
                    }) { return true }
                }
            }
            if let function = scope.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let initializer = scope.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            if let ifExpr = scope.as(IfExprSyntax.self), ifExpr.body.position <= node.position, ifExpr.conditions.contains(where: { condition in
                condition.condition.as(OptionalBindingConditionSyntax.self).map { binds(name, $0.pattern) } ?? false
            }) { return true }
            if scope.is(MemberBlockItemSyntax.self) { return false }
            child = scope
            current = scope.parent
        }
        return false
    }

    private static func binds(_ name: String, _ pattern: PatternSyntax) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    private static func isReactive(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type.trimmedDescription { return ReactiveType.classify(type) != nil }
        if let value = binding.initializer?.value, let type = MemberSignature.constructedType(value) {
            return ReactiveType.classify(type) != nil
        }
        return false
    }

    /// Whether a function of the class declares a local of that name (the returned `hidesThemes` is then
    /// that local, not the member).
    private static func declaresLocal(_ name: String, in viewModel: ClassDeclSyntax) -> Bool {
        viewModel.descendants(VariableDeclSyntax.self).contains { variable in
            variable.parent?.is(MemberBlockItemSyntax.self) == false && variable.bindings.contains { binds(name, $0.pattern) }
        }
    }

    /// Whether `node` refers to `name` (`x`, `self.x`, `vm.x`), declarations aside.
    private static func reads(_ name: String, in node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
    }
}
