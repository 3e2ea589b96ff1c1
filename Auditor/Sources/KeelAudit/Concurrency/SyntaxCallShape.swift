import SwiftSyntax

/// `CallShape`s read from a swift-syntax tree (the fixer's and the migrator's
/// adapter; the fact collector has its own, on the raw tree, in
/// `FactCollector+Concurrency`).
package enum SyntaxCallShape {
    /// Where `closure` runs: its attributes, else the call it is passed to,
    /// else where the enclosing code runs.
    package static func execution(of closure: ClosureExprSyntax) -> Execution {
        let attributes = closure.signature?.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription } ?? []
        if let decided = OffMainDefinition.execution(ofClosureAttributes: attributes) { return decided }
        guard let shape = shape(passing: closure) else { return .inherits() }
        return OffMainDefinition.execution(of: shape)
    }

    /// The call `closure` is an argument or trailing closure of, described.
    package static func shape(passing closure: ClosureExprSyntax) -> CallShape? {
        var node = Syntax(closure).parent
        var label: String?
        if let argument = node?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            node = argument.parent?.parent
        } else if let element = node?.as(MultipleTrailingClosureElementSyntax.self) {
            label = element.label.text
            node = element.parent?.parent
        }
        guard let call = node?.as(FunctionCallExprSyntax.self), call.calledExpression.id != closure.id else { return nil }
        return shape(of: call, closureLabel: label)
    }

    /// `call` described (`closureLabel`: the label of the closure asked about).
    package static func shape(of call: FunctionCallExprSyntax, closureLabel: String?) -> CallShape {
        let callee = call.calledExpression
        var base: String?
        var name: String
        var isConstructor = false
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if name == "init", let typeBase = member.base {
                isConstructor = true
                name = compact(typeBase)
            } else {
                base = member.base.map(compactBase)
            }
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isConstructor = name.first?.isUppercase == true
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            name = compact(generic.expression)
            isConstructor = true
        } else {
            name = compact(callee)
        }
        var arguments: [String: String] = [:]
        if OffMainDefinition.namesReadingArguments.contains(name) {
            for argument in call.arguments {
                if let label = argument.label?.text { arguments[label] = compact(argument.expression) }
            }
        }
        var upstream: [StreamLink] = []
        var root: String?
        var expr = callee.as(MemberAccessExprSyntax.self)?.base
        var depth = 0
        while let current = expr, depth < 32 {
            depth += 1
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                expr = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                expr = forced.expression
            } else if let inner = current.as(FunctionCallExprSyntax.self), let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
                      let innerBase = member.base {
                let linkName = member.declName.baseName.text
                let first = inner.arguments.first
                var argument: String?
                if OffMainDefinition.schedulingOperators.contains(linkName) {
                    let scheduler = inner.arguments.first { $0.label?.text == "scheduler" } ?? first
                    argument = scheduler.map { compact($0.expression) }
                }
                upstream.append(StreamLink(name: linkName, label: first?.label?.text, argument: argument))
                expr = innerBase
            } else {
                root = compactBase(current)
                expr = nil
            }
        }
        return CallShape(base: base, name: name, isConstructor: isConstructor, closureLabel: closureLabel,
                         arguments: arguments, upstream: upstream, root: root)
    }

    /// Text without whitespace or comments.
    static func compact(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) { text += token.text }
        return text
    }

    /// A callee's receiver as `CallShape.base` spells it: arguments dropped
    /// (`DispatchQueue.global(qos: .utility)` → `DispatchQueue.global()`),
    /// optional chaining and force unwraps kept out.
    static func compactBase(_ expr: ExprSyntax) -> String {
        if let call = expr.as(FunctionCallExprSyntax.self) { return compactBase(call.calledExpression) + "()" }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return "." + member.declName.baseName.text }
            return compactBase(base) + "." + member.declName.baseName.text
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return compactBase(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return compactBase(forced.expression) }
        return compact(expr)
    }
}
