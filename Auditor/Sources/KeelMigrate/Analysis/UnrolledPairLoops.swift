import Foundation
import SwiftSyntax

/// A loop over a literal array of tuples that wires each pair the same way:
///
///     [(service.name, name), (service.count, count)].forEach { pair in
///         pair.0.takeUntil(done).bind(to: pair.1).disposed(by: disposeBag)
///     }
///
/// is the same as the body written once per tuple with `pair.0`, `pair.1` replaced by that
/// tuple's elements. The translation reads a subscription's source and its target (`bind(to:
/// pair.1)` must be one of the ViewModel's own relays), so before the plan the legacy file's loop
/// is unrolled (the file on disk is never changed) and each copy is translated as if written so.
///
/// Only a statement `[…].forEach { name in … }` (or `for name in […] { … }`) of the ViewModel's
/// init or methods, outside closures, where every element is an unlabelled tuple of the same
/// arity, each element a read — names, member accesses, `asObservable()` — the closure has one
/// named parameter used only as `name.0`, `name.1`, …, and its body has no `return`, `break`,
/// `continue`, declares no name and writes no name an element is read from (`writes`). Difference: the legacy array read every element before the
/// first pair's body ran; unrolled, each tuple's elements are read just before its copy — the same
/// values, as reading a stored property does no work. A `lazy` property a later tuple reads is
/// created first (`_ = self.checker`), where the array created it.
enum UnrolledPairLoops {
    /// The file's text with every such loop of `viewModel` unrolled, or `nil` when it has none.
    static func rewritten(_ file: SourceFileSyntax, viewModel: ClassDeclSyntax) -> String? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.lazies = Set(viewModel.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        finder.walk(viewModel.memberBlock)
        guard !finder.edits.isEmpty else { return nil }
        var bytes = Array(file.description.utf8)
        for edit in finder.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        var edits: [(range: Range<Int>, text: String)] = []
        var lazies: Set<String> = []
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if let edit = UnrolledPairLoops.unrolled(node, lazies: lazies) { edits.append(edit); return .skipChildren }
            return .visitChildren
        }
    }

    static func unrolled(_ item: CodeBlockItemSyntax, lazies: Set<String> = []) -> (range: Range<Int>, text: String)? {
        let array: ArrayExprSyntax
        let name: String
        let statements: CodeBlockItemListSyntax
        if let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
           let base = member.base?.as(ArrayExprSyntax.self), let closure = call.trailingClosure,
           closure.signature?.capture == nil, closure.signature?.returnClause == nil, closure.signature?.effectSpecifiers == nil,
           let parameter = onlyParameter(closure) {
            (array, name, statements) = (base, parameter, closure.statements)
        } else if let loop = item.item.as(ForStmtSyntax.self), loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
                  loop.caseKeyword == nil, let base = loop.sequence.as(ArrayExprSyntax.self),
                  let pattern = loop.pattern.as(IdentifierPatternSyntax.self) {
            (array, name, statements) = (base, pattern.identifier.text, loop.body.statements)
        } else {
            return nil
        }
        let tuples = array.elements.compactMap { $0.expression.as(TupleExprSyntax.self) }
        guard tuples.count == array.elements.count, tuples.count >= 1,
              let arity = tuples.first?.elements.count, arity >= 2,
              tuples.allSatisfy({ $0.elements.count == arity && $0.elements.allSatisfy { $0.label == nil && isRead($0.expression) } }),
              DeclaredLocalNames.names(in: statements).isEmpty, !LeavesEarly.check(Syntax(statements)),
              !writes(Set(tuples.flatMap { $0.elements.compactMap { rootName($0.expression) } }), in: statements, parameter: name),
              let uses = indexUses(of: name, in: statements, arity: arity) else { return nil }
        let indentation = item.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let start = statements.position.utf8Offset
        var copies: [String] = []
        for tuple in tuples {
            let elements = Array(tuple.elements).map { $0.expression.trimmedDescription }
            var bytes = Array(statements.description.utf8)
            for use in uses.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                let range = (use.range.lowerBound - start)..<(use.range.upperBound - start)
                bytes.replaceSubrange(range, with: Array(elements[use.index].utf8))
            }
            let body = String(decoding: bytes, as: UTF8.self)
            copies.append(reindented(body, to: indentation))
        }
        // The array read every element before the first body ran: a `lazy` property a later tuple
        // reads is created there still, before the first copy.
        var created: [String] = []
        for tuple in tuples.dropFirst() {
            for element in tuple.elements {
                if let root = rootName(element.expression), lazies.contains(root), !created.contains(root) { created.append(root) }
            }
        }
        let creations = created.map { "_ = self.\($0)\n" + indentation }.joined()
        let text = "// was a loop over \(tuples.count) pairs, unrolled:\n" + indentation + creations
            + copies.joined(separator: "\n").drop { $0 == " " }
        let range = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
        return (range, text)
    }

    /// The ViewModel member a read starts from: `a` of `a.b`, `self.a.b`, `a.asObservable()`.
    static func rootName(_ expression: ExprSyntax) -> String? {
        var current = expression
        var previous: MemberAccessExprSyntax?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { previous = member; current = base; continue }
            break
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        if reference.baseName.tokenKind == .keyword(.self) { return previous?.declName.baseName.text }
        return reference.baseName.text
    }

    /// Whether the body writes, or may change, a name an element is read from — `first = p.1`,
    /// `self.first += 1`, `swap(&first, …)`, `first.reset()` (a method called on it directly, not
    /// through the parameter, may be `mutating`). The array read every element before the body ran;
    /// unrolled, an element is read where the body uses it, after such a write: not the same value.
    static func writes(_ roots: Set<String>, in statements: CodeBlockItemListSyntax, parameter: String) -> Bool {
        guard !roots.isEmpty else { return false }
        let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
        for sequence in Syntax(statements).descendants(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for (k, element) in elements.enumerated() where k > 0 {
                let assigns = element.is(AssignmentExprSyntax.self)
                    || element.as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !comparisons.contains($0.operator.text) } == true
                if assigns, let root = rootName(elements[k - 1]), roots.contains(root) { return true }
            }
        }
        for argument in Syntax(statements).descendants(InOutExprSyntax.self) {
            if let root = rootName(argument.expression), roots.contains(root) { return true }
        }
        for call in Syntax(statements).descendants(FunctionCallExprSyntax.self) {
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let root = rootName(base),
                  root != parameter, roots.contains(root) else { continue }
            return true
        }
        return false
    }

    /// `{ pair in … }` / `{ (pair) in … }`: `pair`.
    static func onlyParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        if let short = clause.as(ClosureShorthandParameterListSyntax.self), short.count == 1, let only = short.first,
           only.name.tokenKind != .wildcard { return only.name.text }
        if let full = clause.as(ClosureParameterClauseSyntax.self), full.parameters.count == 1, let only = full.parameters.first,
           only.type == nil, only.secondName == nil, only.firstName.tokenKind != .wildcard { return only.firstName.text }
        return nil
    }

    /// A read with no work of its own: `a`, `self.a.b`, `a.b.asObservable()`.
    static func isRead(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil }
        if expression.is(SuperExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.argumentNames == nil && isRead(base)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "asObservable",
           let base = member.base {
            return isRead(base)
        }
        return false
    }

    /// Every `name.k` in the body (with `k < arity`), or `nil` when `name` is used otherwise.
    static func indexUses(of name: String, in statements: CodeBlockItemListSyntax, arity: Int) -> [(range: Range<Int>, index: Int)]? {
        var uses: [(range: Range<Int>, index: Int)] = []
        for token in statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                  case .integerLiteral(let digits) = member.declName.baseName.tokenKind, let index = Int(digits), index < arity
            else {
                // The name as a member (`x.pair`) or a label is not the parameter.
                if let access = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                   access.base != nil, access.declName.baseName.id == token.id { continue }
                return nil
            }
            uses.append((member.positionAfterSkippingLeadingTrivia.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset, index))
        }
        return uses.isEmpty ? nil : uses
    }

    /// The body's lines moved to the loop statement's indentation (its first line's indentation removed).
    static func reindented(_ body: String, to indentation: String) -> String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let common = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { line in
            var text = indentation + line.dropFirst(common)
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// A `return`, `break` or `continue` of the loop itself (not of a nested closure or loop).
    private final class LeavesEarly: SyntaxVisitor {
        var found = false
        static func check(_ node: Syntax) -> Bool {
            let visitor = LeavesEarly(viewMode: .sourceAccurate)
            visitor.walk(node)
            return visitor.found
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    }
}
