import KeelAudit
import SwiftSyntax

/// SU001: a direct mutation of observed state in `.onChange` is deferred
/// as seed 002 shows:
///
///     .onChange(of: text) { newValue in
///         DispatchQueue.main.async {
///             viewModel.property = newValue
///         }
///     }
///
/// Only for the shape the rule detects directly — `base.member = value`
/// statements of the `.onChange` closure, or of `if`/`else` blocks in it —
/// and only when every statement after the deferred ones, in their block
/// and in each enclosing block up to the closure, is such a finding too
/// (deferring must not reorder a mutation after code that runs now), in a
/// struct view (implicit `self` in an escaping closure), with no `$0` (the
/// new closure would capture its own). Mutations through methods or a
/// parent's callback are left to a person.
struct OnChangeDeferFixer: Fixer {
    let ruleID = "SU001"

    func fix(_ request: FixRequest) -> FixDecision {
        let source = request.source
        guard let token = source.token(at: request.offset), let item = token.enclosing(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else {
            return .notFixed("no statement at the finding")
        }
        guard Self.isAssignmentFinding(item, request) else {
            return .notFixed("not a direct assignment; defer it by hand")
        }
        let statements = Array(list)
        guard let position = statements.firstIndex(where: { $0.id == item.id }) else { return .notFixed("statement not found") }
        var first = position
        while first > 0, Self.isAssignmentFinding(statements[first - 1], request) { first -= 1 }
        if let other = statements[(position + 1)...].first(where: { !Self.isAssignmentFinding($0, request) }) {
            return .notFixed("`\(other.trimmedDescription.prefix(40))` follows the mutation; deferring would reorder them")
        }
        // Up through `if`/`else` blocks to the `.onChange` closure: at each
        // level only deferred assignments may follow.
        var block = list
        var closure: ClosureExprSyntax?
        while closure == nil {
            if let found = block.parent?.as(ClosureExprSyntax.self) {
                closure = found
            } else if let statement = Self.enclosingIfStatement(of: block) {
                guard let outer = statement.parent?.as(CodeBlockItemListSyntax.self),
                      let index = Array(outer).firstIndex(where: { $0.id == statement.id }) else { break }
                if let other = Array(outer)[(index + 1)...].first(where: { !Self.isAssignmentFinding($0, request) }) {
                    return .notFixed("`\(other.trimmedDescription.prefix(40))` follows the `if`; deferring would reorder them")
                }
                block = outer
            } else {
                break
            }
        }
        guard let closure, let call = Self.call(passing: closure), Self.isOnChange(call) else {
            return .notFixed("the mutation is not in the .onChange closure itself or an if/else in it (a loop, a switch, a nested closure); defer it by hand")
        }
        guard Self.isInStruct(closure, index: request.index) else {
            return .notFixed("the view is not a struct; the deferred closure would need explicit self")
        }
        let run = statements[first...]
        let start = run.first!.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = run.last!.endPositionBeforeTrailingTrivia.utf8Offset
        let text = source.slice(start, end)
        if text.contains("$0") || text.contains("$1") { return .notFixed("the mutation uses $0; name the closure's parameter first") }
        if text.contains("\"\"\"") { return .notFixed("a multi-line string in the mutation") }
        if !source.isFirstOnLine(start) {
            return .edits([TextEdit(start: start, end: end, replacement: "DispatchQueue.main.async { \(text) }")])
        }
        let indent = source.indentation(of: start)
        let unit = source.indentUnit
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
            i == 0 ? indent + unit + line : (line.isEmpty ? "" : unit + line)
        }.joined(separator: "\n")
        return .edits([TextEdit(start: start, end: end, replacement: "DispatchQueue.main.async {\n\(body)\n\(indent)}")])
    }

    /// A statement that is an SU001 finding: `base.member = value` whose left side is a finding's position.
    static func isAssignmentFinding(_ item: CodeBlockItemSyntax, _ request: FixRequest) -> Bool {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].is(MemberAccessExprSyntax.self) else { return false }
        return request.siblings.contains(elements[0].positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The statement (`if …`, as a block item) whose `if` or `else` body is `block`.
    static func enclosingIfStatement(of block: CodeBlockItemListSyntax) -> CodeBlockItemSyntax? {
        guard var node = block.parent?.as(CodeBlockSyntax.self)?.parent?.as(IfExprSyntax.self) else { return nil }
        while let outer = node.parent?.as(IfExprSyntax.self) { node = outer }   // `else if` chains
        var current = Syntax(node)
        if let statement = current.parent?.as(ExpressionStmtSyntax.self) { current = Syntax(statement) }
        return current.parent?.as(CodeBlockItemSyntax.self)
    }

    static func call(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var node = closure.parent
        if node?.is(LabeledExprSyntax.self) == true || node?.is(MultipleTrailingClosureElementSyntax.self) == true {
            node = node?.parent?.parent
        }
        return node?.as(FunctionCallExprSyntax.self)
    }

    static func isOnChange(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onChange"
    }

    /// Whether the closure's enclosing type is a struct (or an extension of one the index knows).
    static func isInStruct(_ closure: ClosureExprSyntax, index: TypeIndex) -> Bool {
        var node = closure.parent
        while let current = node {
            if current.is(StructDeclSyntax.self) { return true }
            if current.is(ClassDeclSyntax.self) || current.is(ActorDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
            if let ext = current.as(ExtensionDeclSyntax.self) {
                let name = ext.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                return index.kind(of: name) == .struct
            }
            node = current.parent
        }
        return false
    }
}
