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
            // `MainScheduler.instance` runs at once on the main thread; `asyncInstance` always hops.
            return scheduler.contains("asyncInstance") ? ".receive(on: DispatchQueue.main)" : translator.mainDelivery
        case "trackActivity", "trackError":
            guard arguments.count == 1, trackerReference(arguments[0].expression) != nil else {
                return fail("`\(link.name)` with a tracker keel does not know")
            }
            return rest(link.name)
        case "mapToVoid":
            stream.element = "Void"
            return ".map { _ in () }"
        case "filterNil", "unwrap", "ignoreNil":
            stream.element = nil
            return ".compactMap { $0 }"
        case "asDriverOnErrorJustComplete", "asSignalOnErrorJustComplete":
            stream.fails = false
            stream.onMain = true
            return ".catch { _ in Empty() }\n" + Indentation.spaces(step) + translator.mainDelivery
        case "share" where arguments.isEmpty:
            return ".share()"
        case "withLatestFrom":
            guard let first = arguments.first?.expression, arguments.first?.label == nil, let latest = latestValue(first) else {
                return fail("`withLatestFrom` a stream that is not the ViewModel's own state (Combine has no `withLatestFrom`)")
            }
            let selector = call?.trailingClosure ?? arguments.dropFirst().first { $0.label?.text == "resultSelector" }?.expression.as(ClosureExprSyntax.self)
            let inner = Indentation.spaces(step + 4)
            var text = ".compactMap { [weak self] value in\n"
            text += inner + (latest.optional ? "guard let self, let latest = self.\(latest.name) else { return nil }\n" : "guard let self else { return nil }\n" + inner + "let latest = self.\(latest.name)\n")
            if let selector {
                // The selector's parameters bound to the element and the latest value, then its body.
                let names = closureParameterNames(selector)
                guard names.count == 2, !names.contains("$0"), let body = singleExpression(selector) else {
                    return fail("`withLatestFrom` with a selector that is not a one-expression closure with named parameters")
                }
                if names[0] != "_", names[0] != "value" { text += inner + "let \(names[0]) = value\n" }
                if names[1] != "_", names[1] != "latest" { text += inner + "let \(names[1]) = latest\n" }
                text += inner + "return " + translator.emitTrimmed(body) + "\n"
            } else {
                text += inner + "return latest\n"
            }
            stream.element = nil
            return text + Indentation.spaces(step) + "}"
        case "catchAndReturn", "catchErrorJustReturn":
            guard let value = arguments.first?.expression else { return nil }
            stream.fails = false
            return ".replaceError(with: \(translator.emitTrimmed(value)))"
        case "asDriver", "asSignal":
            if arguments.isEmpty, call?.trailingClosure == nil {
                // A relay's, a tracker's, a Driver's own: it cannot fail.
                guard !stream.fails else { return fail("`\(link.name)()` of a stream that can fail") }
                if stream.onMain { return "" }
                stream.onMain = true
                return translator.mainDelivery
            }
            if let first = arguments.first, first.label?.text == "onErrorDriveWith" || first.label?.text == "onErrorSignalWith",
               ["Driver.empty()", ".empty()", "Signal.empty()"].contains(first.expression.trimmedDescription) {
                stream.fails = false
                stream.onMain = true
                return ".catch { _ in Empty() }\n" + Indentation.spaces(step) + translator.mainDelivery
            }
            guard arguments.first?.label?.text == "onErrorJustReturn", let value = arguments.first?.expression else {
                return fail("`\(link.name)` without `onErrorJustReturn:`")
            }
            stream.fails = false
            stream.onMain = true
            return ".replaceError(with: \(translator.emitTrimmed(value)))\n" + Indentation.spaces(step) + translator.mainDelivery
        case "flatMapLatest", "flatMap":
            guard let closure, let inner = singleExpression(closure) else {
                return fail("`\(link.name)` whose closure is not a single expression")
            }
            guard var innerStream = self.stream(of: inner, indent: step, inline: true) else { return nil }
            if innerStream.onMain {
                // The inner stream's hop to the main actor moves after the switch.
                innerStream.onMain = false
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
