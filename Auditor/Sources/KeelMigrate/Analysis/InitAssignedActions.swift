import SwiftSyntax

/// An action the init builds and assigns (`command = CocoaAction(enabledIf: isValid) { … }`, or a
/// local `let action = CocoaAction(enabledIf: …) { … }` then `self.action = action`) whose enabled
/// state follows a stream: why it is refused, precisely.
///
/// The kit has no `Action` (KeelBridge bridges streams; it has no command type), so such an action
/// would become three translations at once — a published enabled flag fed by the `enabledIf:` stream,
/// the method guarded by it, and the work's own stream — and when the stream is an init parameter the
/// generated equivalence test cannot build it. Refused, naming the stream, where it comes from and
/// the init parameters' subjects the work sends into (eidolon's `finishedSubject.onCompleted()`).
enum InitAssignedActions {
    static func reason(_ property: String, initializer: InitializerDeclSyntax?) -> String? {
        guard let initializer, let body = initializer.body,
              let call = assignedCall(property, in: body) else { return nil }
        guard let enabled = call.arguments.first(where: { $0.label?.text == "enabledIf" })?.expression else { return nil }
        // A parameter a local of the init shadows (`let password = self.password`) is not what the action reads.
        let locals = Set(body.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }).subtracting(locals)
        let enabledText = enabled.trimmedDescription
        let root = enabledText.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let origin = parameters.contains(String(root)) ? ", a stream the init is given" : ""
        var reason = "the action `\(property)` is built in init as `\(call.calledExpression.trimmedDescription)(enabledIf: \(enabledText)) { … }`: "
            + "whether it may run follows `\(enabledText)`\(origin)"
        let work = call.trailingClosure ?? call.arguments.first { $0.label == nil }?.expression.as(ClosureExprSyntax.self)
        let sent = work.map { sentSubjects($0, parameters: parameters) } ?? []
        if !sent.isEmpty {
            reason += ", and its work sends into \(sent.map { "`\($0)`" }.joined(separator: ", ")), the init's own parameter\(sent.count == 1 ? "" : "s")"
        }
        return reason + "; keel has no Combine form for an action enabled by a stream (the kit has no `Action`: it would be a published enabled flag fed by that stream, "
            + "the method guarded by it and the work's stream, three translations at once) — migrate it by hand"
    }

    /// The call assigned to `property` in the init, directly or through a local assigned to it.
    private static func assignedCall(_ property: String, in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        var locals: [String: FunctionCallExprSyntax] = [:]
        for statement in body.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) { locals[name] = call }
                }
                continue
            }
            guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0].trimmedDescription
            guard target == property || target == "self." + property else { continue }
            if let call = elements[2].as(FunctionCallExprSyntax.self) { return call }
            if let local = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text { return locals[local] }
        }
        return nil
    }

    /// Init parameters the work calls `onNext` / `onCompleted` / `onError` / `accept` on.
    private static func sentSubjects(_ work: ClosureExprSyntax, parameters: Set<String>) -> [String] {
        var found: [String] = []
        for member in work.descendants(MemberAccessExprSyntax.self) {
            guard ["onNext", "onCompleted", "onError", "accept"].contains(member.declName.baseName.text),
                  let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  parameters.contains(base), !found.contains(base) else { continue }
            found.append(base)
        }
        return found
    }
}
