import Foundation
import SwiftSyntax

/// A Combine publisher expression being built from an Rx chain.
struct Stream {
    var text: String
    /// Whether its Failure is `Error` (`false`: `Never`).
    var fails: Bool
    var element: String?
    /// Whether it already delivers on the main queue (`receive(on:)`).
    var onMain = false
}

/// One `.name(…)` step of an Rx chain.
struct ChainLink {
    var name: String
    var call: FunctionCallExprSyntax?
    var member: MemberAccessExprSyntax
}

/// RxSwift chain → Combine pipeline: the source is bridged
/// (`asPublisher()` / `toPublisher()`, the migration guide's bridge
/// methods), operators map to their Combine equivalents, the subscription
/// becomes a `sink` with `[weak self]`, delivered on the main queue as the
/// guide's examples do, stored in `cancellables`.
struct ChainTranslation {
    let translator: Translator

    static let terminals: Set<String> = ["subscribe", "bind", "drive", "emit"]
    static let rxLabels: Set<String> = ["onNext", "onError", "onCompleted", "onSuccess", "onFailure", "onDisposed", "to", "with"]
    static let operators: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "distinctUntilChanged",
        "skip", "take", "startWith", "do", "observe", "observeOn", "subscribeOn", "catchAndReturn", "catchErrorJustReturn",
        "catch", "catchError", "asObservable", "asDriver", "asSignal", "asSingle", "asMaybe", "asCompletable", "asInfallible",
        "share", "debounce", "throttle", "delay", "scan", "withLatestFrom", "takeUntil", "retry", "timeout", "ignoreElements",
        "toArray", "reduce", "sample", "merge", "zip", "combineLatest", "filterNil", "unwrap", "mapTo", "elementAt",
        "materialize", "dematerialize", "skipWhile", "takeWhile", "buffer", "window", "replay", "publish", "refCount",
        "subscribe", "bind", "drive", "emit", "disposed",
    ]

    // MARK: Entry

    /// The Combine text for `call` when it ends an Rx chain (`…disposed(by:)`,
    /// or a `subscribe`/`bind`/`drive` whose result is discarded), else `nil`.
    func translateIfChain(_ call: FunctionCallExprSyntax) -> String? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = callee.declName.baseName.text
        if name == "disposed", call.arguments.first?.label?.text == "by" {
            return translateChain(call, stored: true)
        }
        if name == "insert", let base = callee.base, let bag = SelfReference.ownProperty(base, in: Set(translator.plan.properties.filter { $0.kind == .disposeBag }.map(\.name))), !bag.isEmpty {
            let chains = call.arguments.compactMap { argument -> String? in
                guard let inner = argument.expression.as(FunctionCallExprSyntax.self) else { return nil }
                return translateChain(inner, stored: true, terminalIsCall: true)
            }
            guard chains.count == call.arguments.count else {
                translator.problems.append("it inserts something other than a subscription into the DisposeBag")
                return nil
            }
            return chains.joined(separator: "\n" + Indentation.spaces(translator.source.indent(ofLineOf: call)))
        }
        guard Self.terminals.contains(name), isRxTerminal(call), !(call.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "disposed") else { return nil }
        // A subscription whose Disposable is discarded (`_ = …subscribe…` or a bare statement).
        let statementLevel = call.parent?.is(CodeBlockItemSyntax.self) == true
            || (call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self)?.elements.first?.is(DiscardAssignmentExprSyntax.self) == true)
        guard statementLevel else {
            translator.problems.append("it keeps the subscription's Disposable (`\(name)` result used as a value); keep the AnyCancellable instead")
            return nil
        }
        return translateChain(call, stored: true, terminalIsCall: true)
    }

    private func isRxTerminal(_ call: FunctionCallExprSyntax) -> Bool {
        if call.arguments.isEmpty, call.trailingClosure == nil { return true }
        return call.arguments.contains { $0.label.map { Self.rxLabels.contains($0.text) } ?? false }
            || (call.arguments.count == 1 && call.arguments.first?.label == nil && call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "drive")
    }

    /// Splits `base.a(…).b(…).c` into the base expression and its links.
    static func decompose(_ expr: ExprSyntax) -> (base: ExprSyntax, links: [ChainLink]) {
        var links: [ChainLink] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !isTypeName(base) {
                links.insert(ChainLink(name: member.declName.baseName.text, call: call, member: member), at: 0)
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeName(base),
                      operators.contains(member.declName.baseName.text) {
                links.insert(ChainLink(name: member.declName.baseName.text, call: nil, member: member), at: 0)
                current = base
            } else {
                break
            }
        }
        // Links before the first Rx operator belong to the base (`manager.connect(to:)`).
        if let first = links.firstIndex(where: { operators.contains($0.name) }), first > 0 {
            let baseLink = links[first - 1]
            let base = baseLink.call.map(ExprSyntax.init) ?? ExprSyntax(baseLink.member)
            return (base, Array(links[first...]))
        }
        if links.first.map({ operators.contains($0.name) }) == false {
            return (expr, [])
        }
        return (current, links)
    }

    static func isTypeName(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if expr.is(GenericSpecializationExprSyntax.self) { return true }
        return false
    }

    // MARK: Chains

    private func translateChain(_ terminal: FunctionCallExprSyntax, stored: Bool, terminalIsCall: Bool = false) -> String? {
        let subscription: FunctionCallExprSyntax
        if terminalIsCall {
            subscription = terminal
        } else {
            guard let inner = terminal.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) else {
                translator.problems.append("`disposed(by:)` on something that is not a subscription")
                return nil
            }
            subscription = inner
        }
        let (base, allLinks) = Self.decompose(ExprSyntax(subscription))
        guard let last = allLinks.last, Self.terminals.contains(last.name) else {
            translator.problems.append("`disposed(by:)` on something that is not a subscription")
            return nil
        }
        if let event = eventSource(base), case .input(_, nil)? = translator.plan.events[event] {
            return "" // became the input method's body
        }
        let indent = translator.source.indent(ofLineOf: terminalIsCall ? terminal : subscription)
        let step = indent + 4
        guard var stream = source(base, indent: indent) else { return nil }
        var parts: [String] = []
        for link in allLinks.dropLast() {
            guard let text = apply(link, to: &stream, step: step) else { return nil }
            if !text.isEmpty { parts.append(text) }
        }
        guard let sink = terminalText(last, stream: &stream, step: step) else { return nil }
        if !stream.onMain { parts.append(".receive(on: DispatchQueue.main)") }
        parts.append(sink)
        if stored { parts.append(".store(in: &cancellables)") }
        return stream.text + parts.map { "\n" + Indentation.spaces(step) + $0 }.joined()
    }

    /// The own event a chain starts from, if any.
    private func eventSource(_ base: ExprSyntax) -> String? {
        SelfReference.ownProperty(base, in: Set(translator.plan.events.keys))
    }

    /// A derived stream assigned in init (`isValid = Observable.combineLatest(…)`):
    /// the pipeline that keeps the `@Published` property up to date.
    func translateDerivedAssignment(_ property: String, value: ExprSyntax, indent: Int) -> String? {
        let (base, links) = Self.decompose(value)
        guard var stream = source(base, indent: indent, allowCombine: true) else { return nil }
        let step = indent + 4
        var parts: [String] = []
        for link in links {
            guard let text = apply(link, to: &stream, step: step) else { return nil }
            if !text.isEmpty { parts.append(text) }
        }
        if !stream.onMain { parts.append(".receive(on: DispatchQueue.main)") }
        parts.append(sinkText(value: "{ [weak self] value in self?.\(property) = value }", completion: nil, step: step))
        parts.append(".store(in: &cancellables)")
        return stream.text + parts.map { "\n" + Indentation.spaces(step) + $0 }.joined()
    }

    // MARK: Sources

    /// The Combine publisher for a chain's source.
    func source(_ base: ExprSyntax, indent: Int, allowCombine: Bool = false, inline: Bool = false) -> Stream? {
        let plan = translator.plan
        if let own = SelfReference.ownProperty(base, in: translator.ownNames) {
            let prefix = translator.selfPrefix(base)
            if let state = plan.states[own] { return Stream(text: "\(prefix)$\(own)", fails: false, element: state.element) }
            switch plan.events[own] {
            case .internalSubject(let subject)?, .input(_, let subject?)?:
                return Stream(text: prefix + subject, fails: false, element: plan.eventElements[own] ?? nil)
            default:
                translator.problems.append("it observes `\(own)`, which the ViewModel itself emits")
                return nil
            }
        }
        if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let typeBase = member.base, Self.isTypeName(typeBase) {
            return staticSource(member.declName.baseName.text, call: call, indent: indent)
        }
        let text = translator.emitTrimmed(base)
        if let type = translator.resolveType(base), let reactive = ReactiveType.classify(type) {
            guard let bridge = reactive.bridgeCall else {
                if allowCombine { return Stream(text: text, fails: reactive.fails, element: reactive.element) }
                translator.problems.append("`\(text)` is already a Combine publisher but is used with RxSwift operators")
                return nil
            }
            translator.noteBridge(bridge)
            return Stream(text: text + separator(indent, inline) + "." + bridge, fails: reactive.fails, element: reactive.element)
        }
        // Subscribed with RxSwift API but its declaration is not in the tree:
        // every Rx type converts with asObservable().
        translator.noteBridge("asObservable().toPublisher()")
        return Stream(text: text + separator(indent, inline) + ".asObservable().toPublisher()", fails: true, element: nil)
    }

    /// Between a source and its bridge call: a new line in a pipeline, nothing inside an argument list.
    private func separator(_ indent: Int, _ inline: Bool) -> String {
        inline ? "" : "\n" + Indentation.spaces(indent + 4)
    }

    private func staticSource(_ name: String, call: FunctionCallExprSyntax, indent: Int) -> Stream? {
        switch name {
        case "combineLatest", "merge":
            let sources = call.arguments.filter { $0.label == nil }
            let selector = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first { $0.label?.text == "resultSelector" }?.expression
            guard (2...4).contains(sources.count) else {
                translator.problems.append("`Observable.\(name)` of \(sources.count) sources (Combine combines 2 to 4)")
                return nil
            }
            var streams: [Stream] = []
            for argument in sources {
                let (base, links) = Self.decompose(argument.expression)
                guard var stream = source(base, indent: indent, inline: true) else { return nil }
                for link in links {
                    guard let text = apply(link, to: &stream, step: indent + 4) else { return nil }
                    stream.text += text
                }
                streams.append(stream)
            }
            let fails = streams.contains { $0.fails }
            let inputs = streams.map { fails && !$0.fails ? $0.text + ".setFailureType(to: Error.self)" : $0.text }
            let arity = sources.count == 2 ? "" : String(sources.count)
            let type = name == "merge" ? "Merge" : "CombineLatest"
            var text = "Publishers.\(type)\(arity)(\(inputs.joined(separator: ", ")))"
            var element: String? = name == "merge" ? streams.first?.element : nil
            if let selector {
                guard name == "combineLatest" else {
                    translator.problems.append("`Observable.merge` with a selector")
                    return nil
                }
                guard let closure = selector.as(ClosureExprSyntax.self) else {
                    translator.problems.append("`combineLatest`'s result selector is a function reference, not a closure")
                    return nil
                }
                text += "\n" + Indentation.spaces(indent + 4) + ".map " + closureText(closure, at: indent + 4, forceWeakSelf: false)
                element = nil
            }
            return Stream(text: text, fails: fails, element: element)
        case "just":
            guard let value = call.arguments.first?.expression else { return nil }
            return Stream(text: "Just(\(translator.emitTrimmed(value)))", fails: false, element: nil)
        case "of":
            return Stream(text: "[\(call.arguments.map { translator.emitTrimmed($0.expression) }.joined(separator: ", "))].publisher", fails: false, element: nil)
        case "from":
            guard let value = call.arguments.first?.expression, call.arguments.count == 1 else { return nil }
            return Stream(text: "\(translator.emitTrimmed(value)).publisher", fails: false, element: nil)
        case "empty":
            return Stream(text: "Empty()", fails: false, element: nil)
        default:
            translator.problems.append("`Observable.\(name)` has no mechanical Combine source")
            return nil
        }
    }

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
            return Indentation.shift(text.trimmingCharacters(in: .whitespacesAndNewlines), by: 0)
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
            return ".handleEvents(receiveOutput: " + Indentation.shift(closureText(handler, at: step, forceWeakSelf: true), by: 0) + ")"
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

    private func parameterCount(_ clause: ClosureSignatureSyntax.ParameterClause) -> Int {
        switch clause {
        case .simpleInput(let list): return list.count
        case .parameterClause(let parameters): return parameters.parameters.count
        }
    }

    /// The expression a closure returns when it is its only statement.
    private func singleExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return returned }
        return nil
    }

    // MARK: Terminal

    private func terminalText(_ link: ChainLink, stream: inout Stream, step: Int) -> String? {
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
        if let isSingleLike = Optional(stream.element == "Void"), isSingleLike, value == nil, completed != nil {
            // Completable: `onCompleted` runs on `.finished`.
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

    private func sinkText(value: String, completion: String?, step: Int) -> String {
        let inner = Indentation.spaces(step + 4)
        return ".sink(\n" + inner + "receiveCompletion: " + (completion ?? "{ _ in }") + ",\n" + inner + "receiveValue: " + value + "\n" + Indentation.spaces(step) + ")"
    }

    /// `bind(to: a, b)` → a sink assigning each of the ViewModel's own targets.
    private func bindText(_ targets: [ExprSyntax], stream: Stream, step: Int) -> String? {
        let plan = translator.plan
        var statements: [String] = []
        var usesValue = false
        for target in targets {
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
    private func completionClosure(failure: ExprSyntax?, completed: ExprSyntax?, step: Int) -> String? {
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
        let captures = cases.contains { $0.usesSelf } ? "[weak self] " : ""
        let indent = Indentation.spaces(step)
        let inner = Indentation.spaces(step + 4)
        var text = "{ \(captures)completion in\n"
        if cases.count == 1, let only = cases.first {
            text += inner + "if case \(only.pattern) = completion {\n"
            text += guardLine(only, at: step + 8) + only.body + "\n"
            text += inner + "}\n"
        } else {
            text += inner + "switch completion {\n"
            for c in cases {
                text += inner + "case \(c.pattern):\n" + guardLine(c, at: step + 8) + c.body + "\n"
            }
            text += inner + "}\n"
        }
        return text + indent + "}"
    }

    private func guardLine(_ c: (pattern: String, body: String, usesSelf: Bool, weak: Bool), at column: Int) -> String {
        c.usesSelf && !c.weak ? Indentation.spaces(column) + "guard let self else { return }\n" : ""
    }

    // MARK: Closures

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else {
            return closure.statements.description.contains("$0") ? ["$0"] : []
        }
        switch clause {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// A closure's statements as a body at `column`: (text, references self, captured self weakly).
    private func closureBody(_ closure: ClosureExprSyntax, shorthand: String?, at column: Int) -> (String, Bool, Bool) {
        let saved = translator.shorthandName
        translator.shorthandName = shorthand
        defer { translator.shorthandName = saved }
        let text = Indentation.rebase(Indentation.trimBlankLines(translator.emit(closure.statements)), to: column)
        let usesSelf = Self.referencesSelf(closure.statements)
        let weak = closure.signature?.capture?.items.contains { $0.specifier?.specifier.text == "weak" && $0.name.text == "self" } ?? false
        return (text.isEmpty ? Indentation.spaces(column) + "break" : text, usesSelf, weak)
    }

    /// A legacy closure re-emitted at `column` (its closing brace's column):
    /// with `forceWeakSelf`, a closure that captures `self` strongly (or
    /// `unowned`) captures it weakly and unwraps it first.
    func closureText(_ closure: ClosureExprSyntax, at column: Int, forceWeakSelf: Bool) -> String {
        let usesSelf = Self.referencesSelf(closure.statements)
        let captureItems = closure.signature?.capture?.items.map { $0 } ?? []
        let weak = captureItems.contains { $0.specifier?.specifier.text == "weak" && $0.name.text == "self" }
        let strongCapture = captureItems.contains { $0.name.text == "self" && $0.specifier?.specifier.text != "weak" }
        let needsWeak = forceWeakSelf && usesSelf && !weak
        let statementsText = translator.emit(closure.statements)
        let multiline = statementsText.contains("\n")
        var signature = ""
        if let sig = closure.signature {
            if needsWeak {
                let others = captureItems.filter { $0.name.text != "self" }.map { translator.emitTrimmed($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
                let capture = "[" + (["weak self"] + others).joined(separator: ", ") + "]"
                var rest = ""
                if let parameters = sig.parameterClause { rest += " " + translator.emitTrimmed(parameters) }
                if let effects = sig.effectSpecifiers { rest += " " + translator.emitTrimmed(effects) }
                if let output = sig.returnClause { rest += " " + translator.emitTrimmed(output) }
                signature = capture + rest + " in"
            } else {
                signature = translator.emitTrimmed(sig)
            }
        } else if needsWeak {
            signature = "[weak self] " + (closureParameterNames(closure).first == "$0" ? "value in" : "in")
        }
        var body = statementsText
        if needsWeak, closure.signature == nil, closureParameterNames(closure).first == "$0" {
            let saved = translator.shorthandName
            translator.shorthandName = "value"
            body = translator.emit(closure.statements)
            translator.shorthandName = saved
        }
        _ = strongCapture
        if multiline {
            let firstColumn = column + 4
            var lines = Indentation.rebase(Indentation.trimBlankLines(body), to: firstColumn)
            if needsWeak { lines = Indentation.spaces(firstColumn) + "guard let self else { return }\n" + lines }
            return "{" + (signature.isEmpty ? "" : " " + signature) + "\n" + lines + "\n" + Indentation.spaces(column) + "}"
        }
        let inline = body.trimmingCharacters(in: .whitespacesAndNewlines)
        let guardText = needsWeak ? "guard let self else { return }; " : ""
        return "{ " + (signature.isEmpty ? "" : signature + " ") + guardText + inline + " }"
    }

    static func referencesSelf(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }
}
