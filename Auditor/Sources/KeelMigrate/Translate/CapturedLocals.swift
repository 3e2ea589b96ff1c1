import Foundation
import SwiftSyntax

/// A stream whose operator closures write a `var` local of the code around it (Papr's paging
/// pipelines: `var currentPageNumber = 1` in init, `currentPageNumber += 1` in a `flatMapLatest`,
/// `collectionArray.append(…)` in a `map`). RxSwift runs those closures once per subscription of
/// the stored stream, and every subscription shares the one variable: subscribed twice (two
/// bindings of the output), the page number advances twice and the list doubles. The migrated
/// pipeline is subscribed once, in init — so keel cannot tell which of the two the screen relied
/// on, and names the variables rather than translate around them.
enum CapturedLocals {
    /// One write of a captured `var` in an operator's closure: the variable, the write as written
    /// (`currentPageNumber += 1`), the stream operator whose closure holds it (`flatMapLatest`; the
    /// outermost, not a `forEach` inside it) and the node.
    struct Write {
        let name: String
        let text: String
        let call: String?
        let node: Syntax
    }

    /// The `var` locals of the enclosing block that `statement`'s operator closures write, in
    /// source order; empty when there are none or `statement` subscribes (a subscription's
    /// closures run for that one subscription, as the migrated `sink`'s do).
    static func written(by statement: CodeBlockItemSyntax) -> [String] {
        var seen: Set<String> = []
        return writes(by: statement).map(\.name).filter { seen.insert($0).inserted }
    }

    /// Every write `written(by:)` names, in source order.
    static func writes(by statement: CodeBlockItemSyntax) -> [Write] {
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
        return finder.written
    }

    /// The refusal reason, or `nil`. It names each variable's first write as written, the stream
    /// operator whose closure holds it and its place (`currentPageNumber += 1` in `flatMapLatest`'s
    /// closure at HomeViewModel.swift:97): the statement it stands on can be a whole `switch` of init.
    static func reason(for statement: CodeBlockItemSyntax, tree: LegacyTree? = nil) -> String? {
        let all = writes(by: statement)
        guard !all.isEmpty else { return nil }
        var seen: Set<String> = []
        let firsts = all.filter { seen.insert($0.name).inserted }
        let names = firsts.map(\.name)
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        let root = statement.root
        let path = tree.flatMap { tree in tree.file(ofRoot: root.id).map { tree.files[$0].path } }
        let converter = SourceLocationConverter(fileName: path ?? "", tree: root)
        let places = firsts.map { write -> String in
            let line = write.node.startLocation(converter: converter).line
            let place = path.map { "\($0):\(line)" } ?? "line \(line)"
            return "`\(write.text)`" + (write.call.map { " in `\($0)`'s closure" } ?? "") + " at \(place)"
        }.joined(separator: ", ")
        return "its stream's closures write \(list), \(names.count == 1 ? "a `var` local" : "`var` locals") the stream captures (a paging counter or accumulator — \(places)): RxSwift shares \(names.count == 1 ? "it" : "them") between every subscription of the stored stream (subscribed twice, it counts twice), the migrated pipeline is subscribed once in init — keel does not guess which the screen relied on; make \(names.count == 1 ? "it" : "them") ViewModel state written in one place, then migrate"
    }

    private final class Finder: SyntaxVisitor {
        let locals: Set<String>
        var written: [Write] = []
        var subscribes = false
        private var closureDepth = 0
        /// The operator of each enclosing closure, innermost last (`nil`: not an operator's).
        private var calls: [String?] = []
        private static let terminals: Set<String> = ["subscribe", "bind", "drive", "emit", "disposed"]
        private static let mutating: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "append(contentsOf:)"]

        init(locals: Set<String>) {
            self.locals = locals
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            closureDepth += 1
            calls.append(Self.operatorName(of: node))
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) {
            closureDepth -= 1
            calls.removeLast()
        }

        /// `flatMapLatest` for a closure passed to `.flatMapLatest { … }` or `.map(transform: { … })`.
        private static func operatorName(of closure: ClosureExprSyntax) -> String? {
            var node = closure.parent
            if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
            guard let call = node?.as(FunctionCallExprSyntax.self) else { return nil }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }

        private func record(_ name: String, _ node: some SyntaxProtocol) {
            let text = node.trimmedDescription.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            // The stream's operator: the outermost closure that is an operator's (`map`, not the `forEach` inside it).
            written.append(Write(name: name, text: text.count > 60 ? String(text.prefix(57)) + "…" : text,
                                 call: calls.first { $0 != nil } ?? nil, node: Syntax(node)))
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if Self.terminals.contains(node.declName.baseName.text), node.parent?.is(FunctionCallExprSyntax.self) == true { subscribes = true }
            // `collectionArray.append(x)` inside a closure.
            if closureDepth > 0, Self.mutating.contains(node.declName.baseName.text),
               let base = node.base?.as(DeclReferenceExprSyntax.self), locals.contains(base.baseName.text) {
                if let call = node.parent?.as(FunctionCallExprSyntax.self) { record(base.baseName.text, call) } else { record(base.baseName.text, node) }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            // `currentPageNumber += 1`, `collectionArray = []` inside a closure.
            if closureDepth > 0, node.operator.is(AssignmentExprSyntax.self) || isCompoundAssignment(node.operator),
               let target = node.leftOperand.as(DeclReferenceExprSyntax.self), locals.contains(target.baseName.text) {
                record(target.baseName.text, node)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // The parser's unfolded form of the same: `[currentPageNumber, +=, 1]`.
            let elements = Array(node.elements)
            if closureDepth > 0, elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || isCompoundAssignment(elements[1]),
               let target = elements[0].as(DeclReferenceExprSyntax.self), locals.contains(target.baseName.text) {
                record(target.baseName.text, node)
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
