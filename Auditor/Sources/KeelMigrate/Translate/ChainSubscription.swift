import Foundation
import SwiftSyntax

/// The subscription at the end of a chain → `sink` with `[weak self]`.
extension ChainTranslation {
    // MARK: Terminal

    func terminalText(_ link: ChainLink, stream: inout Stream, step: Int) -> String? {
        guard let call = link.call else { return nil }
        let arguments = Array(call.arguments)
        if link.name == "bind" || link.name == "drive" || link.name == "emit" {
            let labels = arguments.compactMap { $0.label?.text }
            if labels.isEmpty || labels.first == "to" {
                return bindText(arguments.map(\.expression), stream: stream, step: step)
            }
        }
        var value: ExprSyntax?
        var failure: ExprSyntax?
        var completed: ExprSyntax?
        for argument in arguments {
            switch argument.label?.text {
            case "onNext", "onSuccess": value = argument.expression
            case "onError", "onFailure": failure = argument.expression
            case "onCompleted": completed = argument.expression
            case "onDisposed":
                translator.problems.append("an `onDisposed:` handler (Combine has `handleEvents(receiveCancel:)`; decide by hand)")
                return nil
            case "with":
                translator.problems.append("`subscribe(with:)`: rewrite the owner closures with `[weak self]` by hand")
                return nil
            default:
                translator.problems.append("a subscription with an observer argument")
                return nil
            }
        }
        if call.trailingClosure != nil {
            translator.problems.append("a subscription with a trailing closure")
            return nil
        }
        let valueText: String
        if let value {
            guard let closure = value.as(ClosureExprSyntax.self) else {
                translator.problems.append("a handler passed by reference (`\(value.trimmedDescription)`); wrap it in a `[weak self]` closure by hand")
                return nil
            }
            valueText = closureText(closure, at: step + 4, forceWeakSelf: true)
        } else {
            valueText = "{ _ in }"
        }
        var completionText: String?
        if failure != nil || completed != nil {
            guard let text = completionClosure(failure: failure, completed: completed, step: step + 4) else { return nil }
            completionText = text
        }
        return sinkText(value: valueText, completion: completionText, step: step)
    }

    /// `value` is written at `step + 4`. With no completion handler the call opens on one line,
    /// `.sink(receiveCompletion: { _ in }, receiveValue: { … })`, its closure one step out.
    func sinkText(value: String, completion: String?, step: Int) -> String {
        guard let completion else {
            return ".sink(receiveCompletion: { _ in }, receiveValue: " + Indentation.shift(value, by: -4) + ")"
        }
        let inner = Indentation.spaces(step + 4)
        return ".sink(\n" + inner + "receiveCompletion: " + completion + ",\n" + inner + "receiveValue: " + value + "\n" + Indentation.spaces(step) + ")"
    }

    /// `bind(to: a, b)` → a sink assigning each of the ViewModel's own targets.
    func bindText(_ targets: [ExprSyntax], stream: Stream, step: Int) -> String? {
        let plan = translator.plan
        var statements: [String] = []
        var usesValue = false
        for target in targets {
            let known = translator.problems.count
            if SelfReference.ownProperty(target, in: translator.ownNames) == nil, let send = foreignRelaySend(target) {
                statements.append(send)
                usesValue = true
                continue
            }
            if translator.problems.count > known { return nil }
            guard let own = SelfReference.ownProperty(target, in: translator.ownNames) else {
                translator.problems.append("it binds to `\(target.trimmedDescription)`, which is not one of the ViewModel's own relays (UI bindings move to the SwiftUI view)")
                return nil
            }
            if plan.states[own] != nil {
                statements.append("self?.\(own) = value")
                usesValue = true
                continue
            }
            switch plan.events[own] {
            case .output(let closure)?:
                if translator.isVoid(own, argument: "") { statements.append("self?.\(closure)?()") } else {
                    statements.append("self?.\(closure)?(value)")
                    usesValue = true
                }
            case .dismiss?:
                statements.append("self?.shouldDismiss = true")
            case .internalSubject(let subject)?, .input(_, let subject?)?:
                statements.append("self?.\(subject).send(value)")
                usesValue = true
            default:
                translator.problems.append("it binds to `\(own)`")
                return nil
            }
        }
        let body = statements.count == 1
            ? "{ [weak self] \(usesValue ? "value" : "_") in \(statements[0]) }"
            : "{ [weak self] \(usesValue ? "value" : "_") in\n" + statements.map { Indentation.spaces(step + 8) + $0 }.joined(separator: "\n") + "\n" + Indentation.spaces(step + 4) + "}"
        return sinkText(value: body, completion: nil, step: step)
    }

    /// `onError:` / `onCompleted:` handlers → one `receiveCompletion:` closure.
    func completionClosure(failure: ExprSyntax?, completed: ExprSyntax?, step: Int) -> String? {
        var cases: [(pattern: String, body: String, usesSelf: Bool, weak: Bool)] = []
        if let failure {
            guard let closure = failure.as(ClosureExprSyntax.self) else {
                translator.problems.append("an error handler passed by reference")
                return nil
            }
            let name = closureParameterNames(closure).first ?? "error"
            let pattern = name == "_" ? ".failure" : ".failure(let \(name == "$0" ? "error" : name))"
            let (body, usesSelf, weak) = closureBody(closure, shorthand: name == "$0" ? "error" : nil, at: step + 8)
            cases.append((pattern, body, usesSelf, weak))
        }
        if let completed {
            guard let closure = completed.as(ClosureExprSyntax.self) else {
                translator.problems.append("a completion handler passed by reference")
                return nil
            }
            let (body, usesSelf, weak) = closureBody(closure, shorthand: nil, at: step + 8)
            cases.append((".finished", body, usesSelf, weak))
        }
        // An empty handler (`onError: { _ in }`): nothing to do at the end (an `if` cannot hold a bare `break`).
        if cases.count == 1, cases[0].body.trimmingCharacters(in: .whitespacesAndNewlines) == "break" { return "{ _ in }" }
        let captures = cases.contains { $0.usesSelf } ? "[weak self] " : ""
        let indent = Indentation.spaces(step)
        let inner = Indentation.spaces(step + 4)
        // A handler that calls a `completion` of its own (the method's callback) keeps it visible.
        let shadowed = cases.contains { $0.body.range(of: #"\bcompletion\b"#, options: .regularExpression) != nil }
        let end = shadowed ? "ending" : "completion"
        var text = "{ \(captures)\(end) in\n"
        if cases.count == 1, let only = cases.first {
            text += inner + "if case \(only.pattern) = \(end) {\n"
            text += guardLine(only, at: step + 8) + only.body + "\n"
            text += inner + "}\n"
        } else {
            text += inner + "switch \(end) {\n"
            for c in cases {
                text += inner + "case \(c.pattern):\n" + guardLine(c, at: step + 8) + c.body + "\n"
            }
            text += inner + "}\n"
        }
        return text + indent + "}"
    }

    func guardLine(_ c: (pattern: String, body: String, usesSelf: Bool, weak: Bool), at column: Int) -> String {
        c.usesSelf && !c.weak ? Indentation.spaces(column) + "guard let self else { return }\n" : ""
    }
}
