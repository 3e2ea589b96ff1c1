import SwiftSyntax

/// A stream whose operator closures write a `var` local of the code around it (Papr's paging
/// pipelines: `var currentPageNumber = 1` in init, `currentPageNumber += 1` in a `flatMapLatest`,
/// `collectionArray.append(…)` in a `map`). RxSwift runs those closures once per subscription of
/// the stored stream, and every subscription shares the one variable: subscribed twice (two
/// bindings of the output), the page number advances twice and the list doubles. The migrated
/// pipeline is subscribed once, in init — so keel cannot tell which of the two the screen relied
/// on, and names the variables rather than translate around them.
enum CapturedLocals {
    /// The `var` locals of the enclosing block that `statement`'s operator closures write, in
    /// source order; empty when there are none or `statement` subscribes (a subscription's
    /// closures run for that one subscription, as the migrated `sink`'s do).
    static func written(by statement: CodeBlockItemSyntax) -> [String] {
        guard let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        var locals: Set<String> = []
        for item in block {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { locals.insert(name) }
            }
        }
        guard !locals.isEmpty else { return [] }
        let finder = Finder(locals: locals)
        finder.walk(statement)
        guard !finder.subscribes else { return [] }
        var seen: Set<String> = []
        return finder.written.filter { seen.insert($0).inserted }
    }

    /// The refusal reason, or `nil`.
    static func reason(for statement: CodeBlockItemSyntax) -> String? {
        let names = written(by: statement)
        guard !names.isEmpty else { return nil }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        return "its stream's closures write \(list), \(names.count == 1 ? "a `var` local" : "`var` locals") the stream captures (a paging counter or accumulator): RxSwift shares \(names.count == 1 ? "it" : "them") between every subscription of the stored stream (subscribed twice, it counts twice), the migrated pipeline is subscribed once in init — keel does not guess which the screen relied on; make \(names.count == 1 ? "it" : "them") ViewModel state written in one place, then migrate"
    }

    private final class Finder: SyntaxVisitor {
        let locals: Set<String>
        var written: [String] = []
        var subscribes = false
        private var closureDepth = 0
        private static let terminals: Set<String> = ["subscribe", "bind", "drive", "emit", "disposed"]
        private static let mutating: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "append(contentsOf:)"]

        init(locals: Set<String>) {
            self.locals = locals
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            closureDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if Self.terminals.contains(node.declName.baseName.text), node.parent?.is(FunctionCallExprSyntax.self) == true { subscribes = true }
            // `collectionArray.append(x)` inside a closure.
            if closureDepth > 0, Self.mutating.contains(node.declName.baseName.text),
               let base = node.base?.as(DeclReferenceExprSyntax.self), locals.contains(base.baseName.text) {
                written.append(base.baseName.text)
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            // `currentPageNumber += 1`, `collectionArray = []` inside a closure.
            if closureDepth > 0, node.operator.is(AssignmentExprSyntax.self) || isCompoundAssignment(node.operator),
               let target = node.leftOperand.as(DeclReferenceExprSyntax.self), locals.contains(target.baseName.text) {
                written.append(target.baseName.text)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // The parser's unfolded form of the same: `[currentPageNumber, +=, 1]`.
            let elements = Array(node.elements)
            if closureDepth > 0, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || isCompoundAssignment(elements[1]),
               let target = elements[0].as(DeclReferenceExprSyntax.self), locals.contains(target.baseName.text) {
                written.append(target.baseName.text)
            }
            return .visitChildren
        }

        private func isCompoundAssignment(_ op: ExprSyntax) -> Bool {
            guard let binary = op.as(BinaryOperatorExprSyntax.self) else { return false }
            let text = binary.operator.text
            return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }
    }
}
