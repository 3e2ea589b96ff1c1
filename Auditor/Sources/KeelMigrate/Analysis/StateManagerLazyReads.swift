import SwiftSyntax

/// A `lazy` property whose initializer uses an init value, read by the init at once
/// (`lazy var checker = Checker(provider: self.provider)`, then `checker.isDone.bind(to: …)` in
/// init — eidolon's `LoadingViewModel`). With the State Manager pattern the value arrives after
/// init: the migrated init would create the property from an implicitly unwrapped `nil` (a crash),
/// where the legacy init had set the value first. Refused, named; a read inside a closure (run
/// later) is not one.
extension StateManagerValues {
    static func lazyReads(_ plan: MigrationPlan, values: Set<String>) -> [String] {
        var lazies: [String: String] = [:]
        for member in plan.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initializer = binding.initializer,
                      let value = valueRead(in: Syntax(initializer), values: values) else { continue }
                lazies[name] = value
            }
        }
        guard !lazies.isEmpty else { return [] }
        var problems: [String] = []
        var named: Set<String> = []
        // A `_ = self.x` the unrolled pair loop wrote is quoted only when nothing else reads `x`.
        let discards = plan.flatInit.statements.filter { $0.item.trimmedDescription.hasPrefix("_ = ") }
        let others = plan.flatInit.statements.filter { !$0.item.trimmedDescription.hasPrefix("_ = ") }
        for statement in others + discards {
            let finder = OwnReads(names: Set(lazies.keys))
            finder.walk(statement.item)
            for lazy in finder.reads where named.insert(lazy).inserted {
                let line = statement.item.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
                problems.append("the init reads the `lazy` `\(lazy)` at once (`\(line)`), whose initializer uses the init value `\(lazies[lazy]!)`; with the State Manager pattern that value arrives after init, so the migrated init would create `\(lazy)` without it")
            }
        }
        return problems
    }

    /// The first init value `v` / `self.v` the node reads (closures included: a lazy's `{ … }()` runs at once).
    private static func valueRead(in node: Syntax, values: Set<String>) -> String? {
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, values.contains(name),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `x.provider` names another object's member; `self.provider` is the value.
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
            }
            if reference.parent?.is(LabeledExprSyntax.self) == true, reference.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id { continue }
            return name
        }
        return nil
    }

    /// Reads of `names` (`x`, `self.x`) outside closures.
    private final class OwnReads: SyntaxVisitor {
        let names: Set<String>
        var reads: [String] = []
        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard names.contains(node.baseName.text) else { return .skipChildren }
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                return .skipChildren
            }
            reads.append(node.baseName.text)
            return .skipChildren
        }
    }
}
