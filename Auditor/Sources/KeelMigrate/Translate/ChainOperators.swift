import Foundation
import SwiftSyntax

/// Rx operators → Combine operators.
extension ChainTranslation {
    // MARK: Operators

    /// The Combine text of one operator, updating the stream; `nil` when untranslatable.
    func apply(_ link: ChainLink, to stream: inout Stream, step: Int) -> String? {
        let call = link.call
        let arguments = call.map { Array($0.arguments) } ?? []
        let closure = call?.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self)
        func rest(_ newName: String) -> String {
            guard let call else { return "." + newName }
            var text = "." + newName
            text += call.leftParen.map { translator.emit($0) } ?? ""
            text += translator.emit(call.arguments)
            text += call.rightParen.map { translator.emit($0) } ?? ""
            if let trailing = call.trailingClosure {
                text += (call.rightParen == nil ? " " : " ") + closureText(trailing, at: step, forceWeakSelf: false)
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func fail(_ reason: String) -> String? {
            translator.problems.append(reason)
            return nil
        }
        switch link.name {
        case "asObservable" where arguments.isEmpty, "asInfallible" where arguments.isEmpty:
            return ""
        case "map", "filter", "compactMap":
            let throwing = closure.map { $0.description.contains("try") } ?? false
            if throwing { stream.fails = true }
            if link.name != "filter" { stream.element = nil }
            let name = throwing ? "try" + Spelling.capitalized(link.name) : link.name
            return rest(name)
        case "distinctUntilChanged":
            if arguments.isEmpty, call?.trailingClosure == nil { return ".removeDuplicates()" }
            guard let closure, (closure.signature?.parameterClause.map { parameterCount($0) } ?? 0) == 2 else {
                return fail("`distinctUntilChanged` with a key selector (Combine compares elements only)")
            }
            return ".removeDuplicates(by: " + closureText(closure, at: step, forceWeakSelf: false) + ")"
        case "skip":
            guard arguments.count == 1, arguments[0].label == nil else { return fail("`skip` with a duration") }
            return ".dropFirst(\(translator.emitTrimmed(arguments[0].expression)))"
        case "take":
            guard arguments.count == 1, arguments[0].label == nil else { return fail("`take(\(arguments.first?.label?.text ?? ""):)` (use `prefix(untilOutputFrom:)` by hand)") }
            return ".prefix(\(translator.emitTrimmed(arguments[0].expression)))"
        case "startWith":
            return ".prepend(\(arguments.map { translator.emitTrimmed($0.expression) }.joined(separator: ", ")))"
        case "do":
            guard arguments.count == 1, arguments[0].label?.text == "onNext", let handler = arguments[0].expression.as(ClosureExprSyntax.self) else {
                return fail("`do` with handlers other than a single `onNext:` closure")
            }
            return ".handleEvents(receiveOutput: " + closureText(handler, at: step, forceWeakSelf: true) + ")"
        case "observe", "observeOn":
            guard let scheduler = arguments.first?.expression.trimmedDescription, scheduler.contains("MainScheduler") else {
                return fail("`observe(on:)` a background scheduler (move the work into the legacy service, or hop back to the main actor by hand)")
            }
            stream.onMain = true
            return ".receive(on: DispatchQueue.main)"
        case "catchAndReturn", "catchErrorJustReturn":
            guard let value = arguments.first?.expression else { return nil }
            stream.fails = false
            return ".replaceError(with: \(translator.emitTrimmed(value)))"
        case "asDriver":
            guard arguments.first?.label?.text == "onErrorJustReturn", let value = arguments.first?.expression else {
                return fail("`asDriver` without `onErrorJustReturn:`")
            }
            stream.fails = false
            stream.onMain = true
            return ".replaceError(with: \(translator.emitTrimmed(value)))\n" + Indentation.spaces(step) + ".receive(on: DispatchQueue.main)"
        case "flatMapLatest", "flatMap":
            guard let closure, let inner = singleExpression(closure) else {
                return fail("`\(link.name)` whose closure is not a single expression")
            }
            let (innerBase, innerLinks) = Self.decompose(inner)
            guard var innerStream = source(innerBase, indent: step, inline: true) else { return nil }
            for innerLink in innerLinks {
                guard let text = apply(innerLink, to: &innerStream, step: step + 4) else { return nil }
                innerStream.text += text
            }
            var prefix = ""
            if innerStream.fails && !stream.fails {
                prefix = ".setFailureType(to: Error.self)\n" + Indentation.spaces(step)
                stream.fails = true
            } else if !innerStream.fails && stream.fails {
                innerStream.text += ".setFailureType(to: Error.self)"
            }
            let signature = closure.signature.map { translator.emitTrimmed($0) } ?? "in"
            let body = "{ \(signature) \(innerStream.text) }"
            stream.element = innerStream.element
            return link.name == "flatMapLatest"
                ? prefix + ".map " + body + "\n" + Indentation.spaces(step) + ".switchToLatest()"
                : prefix + ".flatMap " + body
        case "scan":
            guard arguments.count >= 1 else { return nil }
            let seed = translator.emitTrimmed(arguments[0].expression)
            guard let accumulator = call?.trailingClosure ?? arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self) else {
                return fail("`scan` with a function reference")
            }
            return ".scan(\(seed)) " + closureText(accumulator, at: step, forceWeakSelf: false)
        case "debounce":
            guard arguments.count == 2, arguments[1].label?.text == "scheduler",
                  arguments[1].expression.trimmedDescription.contains("MainScheduler") else {
                return fail("`debounce` on a scheduler other than the main one")
            }
            return ".debounce(for: \(translator.emitTrimmed(arguments[0].expression)), scheduler: DispatchQueue.main)"
        default:
            return fail("`\(link.name)` has no mechanical Combine equivalent here")
        }
    }

    func parameterCount(_ clause: ClosureSignatureSyntax.ParameterClause) -> Int {
        switch clause {
        case .simpleInput(let list): return list.count
        case .parameterClause(let parameters): return parameters.parameters.count
        }
    }

    /// The expression a closure returns when it is its only statement.
    func singleExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return returned }
        return nil
    }
}
