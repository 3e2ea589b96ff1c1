import Foundation
import SwiftSyntax

/// Input methods (legacy input relays) and setters.
extension ViewModelWriter {
    // MARK: Inputs

    func writeInputs(_ w: inout SourceWriter, _ summary: inout Summary) {
        let inputs = plan.properties.compactMap { property -> (LegacyProperty, String, String?)? in
            if case .input(let method, let subject)? = plan.events[property.name] { return (property, method, subject) }
            return nil
        }
        let setters = plan.properties.compactMap { p in plan.setters[p.name].map { (p, $0) } }
        let transformInputs = plan.transform?.inputs ?? []
        guard !inputs.isEmpty || !setters.isEmpty || !transformInputs.isEmpty else { return }
        w.blank()
        w.add("    // MARK: - Inputs")
        // The legacy `Input` fields, one line each: a method sending into its subject.
        if !transformInputs.isEmpty { w.blank() }
        for input in transformInputs {
            guard let (method, subject) = plan.transformInputs[input.name], let element = input.element else { continue }
            let isVoid = element == "Void" || element == "()"
            w.unit("input.transform.\(input.name)") { w in
                w.add("    /// Was the legacy `Input.\(input.name)` (`\(input.type)`).")
                w.add("    \(accessPrefix())func \(method)(\(isVoid ? "" : "_ value: \(element)")) { \(subject).send(\(isVoid ? "()" : "value")) }")
            }
            summary.methods.append((method, "func \(method)(\(isVoid ? "" : "_ value: \(element)"))", isVoid))
        }
        for (property, method, subject) in inputs {
            w.blank()
            let id = "input.\(property.name)"
            w.unit(id) { w in
                if let reason = demoted[id] {
                    w.todo(reason, original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    summary.todoMethods.insert(method)
                    return
                }
                let element = property.element ?? ""
                let isVoid = element == "Void" || element == "()"
                guard isVoid || !element.isEmpty else {
                    w.todo("`\(property.name)`: the input's element type is not spelled; write `func \(method)(_:)` by hand",
                           original: property.decl.trimmedDescription, indent: Self.memberIndent)
                    summary.todoMethods.insert(method)
                    return
                }
                let access = memberAccess(property.access)
                if let subject {
                    w.add("    /// Was the legacy `\(property.name)` relay.")
                    w.add("    \(access)func \(method)(\(isVoid ? "" : "_ value: \(element)")) { \(subject).send(\(isVoid ? "()" : "value")) }")
                } else if let closure = plan.inputClosures[property.name] {
                    let parameter = ChainTranslation(translator: translator).closureParameterNames(closure).first
                    let parameterName = parameter.map { $0 == "$0" || $0 == "_" ? "value" : $0 } ?? "value"
                    w.add("    /// Was the legacy `\(property.name)` relay and its subscription.")
                    w.add("    \(access)func \(method)(\(isVoid ? "" : "_ \(parameterName): \(element)")) {")
                    writeClosureAsBody(closure, parameterName: parameterName, id: id, into: &w)
                    w.add("    }")
                }
                summary.methods.append((method, "func \(method)(\(isVoid ? "" : "_ value: \(element)"))", isVoid))
            }
        }
        for (property, setter) in setters {
            w.blank()
            let id = "setter.\(property.name)"
            w.unit(id) { w in
                guard demoted[id] == nil, let element = property.element else {
                    w.todo(demoted[id] ?? "`\(property.name)`: its type is not spelled; write `func \(setter)(_:)` by hand", original: nil, indent: Self.memberIndent)
                    summary.todoMethods.insert(setter)
                    return
                }
                w.add("    /// The screen writes `\(property.name)` through this method (it could write the legacy property).")
                w.add("    \(memberAccess(property.access))func \(setter)(_ value: \(element)) { \(property.name) = value }")
                summary.methods.append((setter, "func \(setter)(_ value: \(element))", false))
            }
        }
    }

    /// A legacy `subscribe(onNext:)` closure as a method body (`self?.` → `self.`).
    func writeClosureAsBody(_ closure: ClosureExprSyntax, parameterName: String, id: String, into w: inout SourceWriter) {
        translator.methodFromClosure = true
        translator.shorthandName = parameterName
        translator.shorthandRoot = closure.id
        defer {
            translator.methodFromClosure = false
            translator.shorthandName = nil
        }
        for (i, item) in closure.statements.enumerated() {
            if let guardStmt = item.item.as(GuardStmtSyntax.self), isSelfUnwrap(guardStmt) { continue }
            w.unit("\(id).\(i)") { w in
                translator.problems = []
                emitStatement(translator.emit(item), original: item, into: &w)
            }
        }
    }

    /// `guard let self = self else { return }` / `guard let self else { return }`.
    func isSelfUnwrap(_ guardStmt: GuardStmtSyntax) -> Bool {
        guard guardStmt.conditions.count == 1, let binding = guardStmt.conditions.first?.condition.as(OptionalBindingConditionSyntax.self) else { return false }
        let name = binding.pattern.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription ?? name
        return name == "self" && value == "self"
    }
}
