import SwiftSyntax

/// The legacy ViewModel's own type in a copied signature, renamed to the migrated class:
/// a static member of the legacy class (an `==` operator, a factory) that takes or returns
/// the legacy class is the migrated class's member, and takes or returns that.
enum LegacySelfType {
    static func replacing(_ legacy: String, with migrated: String, in signature: FunctionSignatureSyntax) -> FunctionSignatureSyntax {
        Renamer(legacy: legacy, migrated: migrated).rewrite(signature).cast(FunctionSignatureSyntax.self)
    }

    private final class Renamer: SyntaxRewriter {
        let legacy: String
        let migrated: String

        init(legacy: String, migrated: String) {
            self.legacy = legacy
            self.migrated = migrated
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
            guard node.name.text == legacy, node.genericArgumentClause == nil else { return super.visit(node) }
            return TypeSyntax(node.with(\.name, .identifier(migrated).with(\.leadingTrivia, node.name.leadingTrivia)
                .with(\.trailingTrivia, node.name.trailingTrivia)))
        }
    }
}
