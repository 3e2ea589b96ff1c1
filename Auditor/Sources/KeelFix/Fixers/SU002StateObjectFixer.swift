import SwiftSyntax

/// SU002: `@ObservedObject var viewModel = FooViewModel()` →
/// `@StateObject var viewModel = FooViewModel()` (the view creates the
/// object, so it must own it). Not when something could hand the view
/// another object — the view assigns `viewModel` or `_viewModel` anywhere,
/// or a constructor call in the project passes `viewModel:` to it — since
/// a `@StateObject` keeps its first object. An object created in `init`
/// (`self._viewModel = ObservedObject(wrappedValue: …)`) is left to a person.
struct StateObjectFixer: Fixer {
    let ruleID = "SU002"

    func fix(_ request: FixRequest) -> FixDecision {
        guard let token = request.source.token(at: request.offset), let attribute = token.enclosing(AttributeSyntax.self),
              let variable = attribute.enclosing(VariableDeclSyntax.self) else {
            return .notFixed("the view creates the object in init; move the creation to `@StateObject var … = …` or `StateObject(wrappedValue:)` by hand")
        }
        guard let binding = variable.bindings.first, variable.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.initializer != nil else {
            return .notFixed("not a single property with an initial value")
        }
        guard let view = Self.enclosingType(of: variable) else { return .notFixed("the property is not in a type declaration") }
        let assigned = AssignmentSearch(names: [name, "_" + name])
        for range in view.ranges { assigned.walk(range) }
        if let written = assigned.found {
            return .notFixed("\(view.name) assigns \(written); a @StateObject keeps its first object")
        }
        let isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        if !isPrivate, request.index.isConstructed(view.name, withLabel: name) {
            return .notFixed("a call passes \(name): to \(view.name); a @StateObject would keep its first object")
        }
        guard let nameToken = attribute.attributeName.lastToken(viewMode: .sourceAccurate), nameToken.text == "ObservedObject" else {
            return .notFixed("the attribute is not spelled @ObservedObject")
        }
        let start = nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
        return .edits([TextEdit(start: start, end: start + "ObservedObject".utf8.count, replacement: "StateObject")])
    }

    /// The type declaring `variable` and the syntax of it and its same-file extensions.
    static func enclosingType(of variable: VariableDeclSyntax) -> (name: String, ranges: [Syntax])? {
        guard let block = variable.parent?.parent?.parent?.as(MemberBlockSyntax.self), let decl = block.parent else { return nil }
        let name: String
        if let s = decl.as(StructDeclSyntax.self) { name = s.name.text }
        else if let c = decl.as(ClassDeclSyntax.self) { name = c.name.text }
        else if let e = decl.as(ExtensionDeclSyntax.self) { name = e.extendedType.trimmedDescription }
        else { return nil }
        var ranges: [Syntax] = [decl]
        if let root = decl.root.as(SourceFileSyntax.self) {
            for item in root.statements {
                if let ext = item.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == name { ranges.append(Syntax(ext)) }
            }
        }
        return (name, ranges)
    }
}

/// Finds an assignment to (or `inout` use of) one of `names`, bare or through `self.`.
final class AssignmentSearch: SyntaxVisitor {
    let names: Set<String>
    private(set) var found: String?

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (i, element) in elements.enumerated() where i + 1 < elements.count {
            let op = elements[i + 1]
            let isAssignment = op.is(AssignmentExprSyntax.self)
                || (op.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
                    && !["==", "!=", "<=", ">=", "===", "!=="].contains(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""))
            if isAssignment, let name = target(element) { found = found ?? name }
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = target(node.expression) { found = found ?? name }
        return .visitChildren
    }

    private func target(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), names.contains(ref.baseName.text) { return ref.baseName.text }
        if let access = expr.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self",
           names.contains(access.declName.baseName.text) {
            return "self." + access.declName.baseName.text
        }
        return nil
    }
}
