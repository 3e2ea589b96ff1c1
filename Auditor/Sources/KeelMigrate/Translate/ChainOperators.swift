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
            // A strong `self` in a closure the stored pipeline keeps: `[weak self]` (WeakSelfOperators.swift).
            if let weak = weakSelfOperator(link, closure: closure, throwing: throwing, step: step) { return weak }
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
        case _ where link.name == "takeUntil" || (link.name == "take" && arguments.first?.label?.text == "until"):
            // `takeUntil(other)` / `take(until: other)`: ends when `other` emits — Combine's `prefix(untilOutputFrom:)`.
            guard arguments.count == 1, let other = arguments.first?.expression, !other.is(ClosureExprSyntax.self) else {
                return fail("`take(until:)` with a predicate or a behavior (Combine's `prefix(while:)` differs in the last element; decide by hand)")
            }
            if Self.isDeallocation(other) {
                // `takeUntil(rx.deallocated)`: the migrated pipeline is stored in `cancellables`, which
                // end with the ViewModel — no operator needed.
                return ""
            }
            guard var until = self.stream(of: other, indent: step, inline: true) else { return nil }
            if until.fails, let call, endsUnobserved(after: call) {
                // Nobody downstream tells the other's error from an end (QuietTakeUntil.swift).
                return ".prefix(untilOutputFrom: \(Self.endingAtFailure(until.text.trimmingCharacters(in: .whitespacesAndNewlines))))"
            }
            if until.fails {
                // RxSwift ended the whole stream with the other's error; Combine's `prefix(untilOutputFrom:)` would ignore it.
                return fail("`\(link.name)` of a stream that can fail (`\(other.trimmedDescription)`): Combine's `prefix(untilOutputFrom:)` ignores its error")
            }
            until.text = until.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return ".prefix(untilOutputFrom: \(until.text))"
        case "take":
            guard arguments.count == 1, arguments[0].label == nil else { return fail("`take(\(arguments.first?.label?.text ?? ""):)` (use `prefix(untilOutputFrom:)` by hand)") }
            return ".prefix(\(translator.emitTrimmed(arguments[0].expression)))"
        case "startWith":
            if arguments.count == 1, let delivered = DeliveredValues.property(arguments[0].expression, plan: translator.plan) {
                // `startWith(self.post)` of a value the state manager delivers: a concatenation (DeliveredValues.swift).
                let value = DeliveredValues.stream(delivered, plan: translator.plan, translator: translator)
                return ".prepend(\(value)\(stream.fails ? ".setFailureType(to: Error.self)" : ""))"
            }
            return ".prepend(\(arguments.map { translator.emitTrimmed($0.expression) }.joined(separator: ", ")))"
        case "do":
            var parts: [String] = []
            var completion: [(pattern: String, body: String)] = []
            for argument in arguments {
                let expression = argument.expression
                switch argument.label?.text {
                case "onNext":
                    if let handler = expression.as(ClosureExprSyntax.self) {
                        parts.append("receiveOutput: " + closureText(handler, at: step, forceWeakSelf: true))
                    } else if let route = routeReference(expression) {
                        // `do(onNext: navigator.toPost)`: the closure the coordinator sets.
                        parts.append("receiveOutput: { [weak self] " + (route.route.types.isEmpty ? "_ in self?.\(route.route.closure)?() }" : "value in self?.\(route.route.closure)?(value) }"))
                    } else {
                        return fail("`do(onNext:)` with a function reference (`\(expression.trimmedDescription)`)")
                    }
                case "onError":
                    guard let handler = expression.as(ClosureExprSyntax.self) else { return fail("`do(onError:)` with a function reference") }
                    let name = closureParameterNames(handler).first ?? "error"
                    let (body, _, _) = closureBody(handler, shorthand: name == "$0" ? "error" : nil, at: step + 8)
                    completion.append((".failure(let \(name == "$0" || name == "_" ? "error" : name))", body))
                case "onCompleted":
                    guard let handler = expression.as(ClosureExprSyntax.self) else { return fail("`do(onCompleted:)` with a function reference") }
                    let (body, _, _) = closureBody(handler, shorthand: nil, at: step + 8)
                    completion.append((".finished", body))
                case "onSubscribe":
                    guard let handler = expression.as(ClosureExprSyntax.self) else { return fail("`do(onSubscribe:)` with a function reference") }
                    let (body, _, _) = closureBody(handler, shorthand: nil, at: step + 8)
                    parts.append("receiveSubscription: { [weak self] _ in\n" + body + "\n" + Indentation.spaces(step) + "}")
                default:
                    return fail("`do(\(argument.label?.text ?? "_"):)` (Combine's `handleEvents` differs here; decide by hand)")
                }
            }
            if !completion.isEmpty {
                var text = "receiveCompletion: { [weak self] completion in\n" + Indentation.spaces(step + 4) + "switch completion {\n"
                for c in completion { text += Indentation.spaces(step + 4) + "case \(c.pattern):\n" + c.body + "\n" }
                if completion.count == 1 { text += Indentation.spaces(step + 4) + "default: break\n" }
                text += Indentation.spaces(step + 4) + "}\n" + Indentation.spaces(step) + "}"
                parts.append(text)
            }
            guard !parts.isEmpty else { return fail("`do` without handlers") }
            return ".handleEvents(" + parts.joined(separator: ", ") + ")"
        case "observe" where arguments.first?.label?.text != "on":
            // `x.rx.observe(T.self, "key")` is RxCocoa's key-value observing, not `observe(on:)` (KeyValueObserving.swift).
            return fail(Self.keyValueObservingReason)
        case "observe", "observeOn":
            guard let scheduler = arguments.first?.expression.trimmedDescription, scheduler.contains("MainScheduler") else {
                return fail("`observe(on:)` a background scheduler (move the work into the legacy service, or hop back to the main actor by hand)")
            }
            stream.onMain = true
            // `MainScheduler.instance` runs at once on the main thread; `asyncInstance` always hops.
            return scheduler.contains("asyncInstance") ? ".receive(on: DispatchQueue.main)" : translator.mainDelivery
        case _ where link.name == "subscribeOn" || (link.name == "subscribe" && arguments.first?.label?.text == "on"):
            guard let scheduler = arguments.first?.expression.trimmedDescription, scheduler.contains("MainScheduler") else {
                return fail("`subscribe(on:)` a background scheduler")
            }
            // `MainScheduler.instance` subscribes at once on the main thread, else on the main queue.
            if scheduler.contains("asyncInstance") { return ".subscribe(on: DispatchQueue.main)" }
            return translator.mainDelivery.replacingOccurrences(of: ".receive(on:", with: ".subscribe(on:")
        case _ where ["asCompletable", "ignoreElements"].contains(link.name) && arguments.isEmpty:
            stream.element = "Never"
            return ".ignoreOutput()"
        case "trackActivity", "trackError":
            guard arguments.count == 1, trackerReference(arguments[0].expression) != nil else {
                return fail("`\(link.name)` with a tracker keel does not know")
            }
            return rest(link.name)
        case "mapToVoid":
            stream.element = "Void"
            return ".map { _ in () }"
        case "mapMany":
            // RxSwiftExt's `mapMany(f)` is `map { $0.map(f) }`: one array out per array in, no timing of its own.
            guard let closure, call?.arguments.count == (call?.trailingClosure == nil ? 1 : 0) else {
                return fail("`mapMany` whose transform is not a closure")
            }
            guard AppOperators.mapManyIsTheLibrarys(translator.tree) else {
                return fail("`mapMany` is declared by the app with a body that is not RxSwiftExt's `map { $0.map(transform) }`")
            }
            guard !closure.statements.description.contains("self") else {
                return fail("`mapMany` whose transform uses `self` (keel writes the weak capture only for `map`; write it as `map { $0.map(…) }`)")
            }
            stream.element = nil
            if closure.description.contains("try") {
                stream.fails = true
                return ".tryMap { try $0.map " + closureText(closure, at: step, forceWeakSelf: false) + " }"
            }
            return ".map { $0.map " + closureText(closure, at: step, forceWeakSelf: false) + " }"
        case "filterNil", "unwrap", "ignoreNil":
            stream.element = nil
            return ".compactMap { $0 }"
        case "asDriverOnErrorJustComplete", "asSignalOnErrorJustComplete":
            return completingOnError(&stream, at: step)
        case "share" where arguments.isEmpty:
            return ".share()"
        case "withLatestFrom":
            guard let first = arguments.first?.expression, arguments.first?.label == nil else {
                return fail("`withLatestFrom` without a stream")
            }
            let selector = call?.trailingClosure ?? arguments.dropFirst().first { $0.label?.text == "resultSelector" }?.expression.as(ClosureExprSyntax.self)
            guard let latest = latestValue(first) else {
                // Another stream: `migratedWithLatestFrom` (declared in the file) subscribes to it first, as RxSwift does.
                guard var other = self.stream(of: first, indent: step, inline: true) else { return nil }
                if stream.fails, !other.fails { other.text += ".setFailureType(to: Error.self)"; other.fails = true }
                var prefix = ""
                if other.fails, !stream.fails { prefix = ".setFailureType(to: Error.self)\n" + Indentation.spaces(step); stream.fails = true }
                translator.usesWithLatestFrom = true
                stream.element = selector == nil ? other.element : nil
                if let selector {
                    return prefix + ".migratedWithLatestFrom(\(other.text)) " + closureText(selector, at: step, forceWeakSelf: false)
                }
                return prefix + ".migratedWithLatestFrom(\(other.text)) { _, latest in latest }"
            }
            let inner = Indentation.spaces(step + 4)
            // The selector's declared result type (`{ (indexPath, posts) -> Post in … }`), optional: the
            // closure also returns nil, and Swift does not infer `Post?` from `return nil` and a `Post`.
            let declared = selector?.signature?.returnClause.map { " -> " + TypeText.optionalWrapped($0.type.trimmedDescription) } ?? ""
            var text = ".compactMap { [weak self] value\(declared) in\n"
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
                return completingOnError(&stream, at: step)
            }
            guard arguments.first?.label?.text == "onErrorJustReturn", let value = arguments.first?.expression else {
                return fail("`\(link.name)` without `onErrorJustReturn:`")
            }
            stream.fails = false
            stream.onMain = true
            return ".replaceError(with: \(translator.emitTrimmed(value)))\n" + Indentation.spaces(step) + translator.mainDelivery
        case "flatMapLatest", "flatMap":
            guard let closure else { return fail("`\(link.name)` with a function reference") }
            guard let inner = singleExpression(closure) else {
                return multiStatementFlatMap(link, closure: closure, stream: &stream, step: step)
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
            var body = "{ " + operatorClosureHead(closure, uses: inner) + innerStream.text + " }"
            if let weak = weakFlatMapBody(closure, inner: innerStream.text, fails: stream.fails || innerStream.fails) { body = weak }
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
            // One argument: only `Driver`/`Signal` have it, and they debounce on the main scheduler.
            let onMain = arguments.count == 1
                || (arguments.count == 2 && arguments[1].label?.text == "scheduler"
                    && arguments[1].expression.trimmedDescription.contains("MainScheduler"))
            guard onMain, let interval = arguments.first?.expression else {
                return fail("`debounce` on a scheduler other than the main one")
            }
            var due = translator.emitTrimmed(interval)
            for prefix in ["DispatchTimeInterval.", "RxTimeInterval."] where due.hasPrefix(prefix) { due = "." + due.dropFirst(prefix.count) }
            if interval.is(FloatLiteralExprSyntax.self) || interval.is(IntegerLiteralExprSyntax.self) { due = ".seconds(\(due))" }
            return ".debounce(for: \(due), scheduler: DispatchQueue.main)"
        case "materialize" where arguments.isEmpty && call?.trailingClosure == nil:
            // Every element as `.next`, the end as `.completed` / `.error`: a stream that never fails
            // (MaterializedEvents.swift; the file declares `MigratedEvent` and `migratedMaterialize()`).
            translator.usesMaterialize = true
            stream.element = stream.element.map { MaterializedEvents.typeName + "<" + $0 + ">" }
            stream.fails = false
            return ".migratedMaterialize()"
        case "elements", "errors":
            // RxSwiftExt's `elements()` / `errors()` of a materialized stream: the `next` elements, the errors.
            let element = stream.element
            let materialized = element.map { $0.hasPrefix(MaterializedEvents.typeName + "<") } ?? translator.usesMaterialize
            guard arguments.isEmpty, call?.trailingClosure == nil, materialized else {
                return fail("`\(link.name)` of a stream keel did not see materialized (RxSwiftExt's `\(link.name)()` reads `materialize()`'s events)")
            }
            if link.name == "elements" {
                stream.element = element.map { String($0.dropFirst(MaterializedEvents.typeName.count + 1).dropLast()) }
                return ".compactMap { $0.element }"
            }
            stream.element = "Error"
            return ".compactMap { $0.error }"
        case "throttle":
            // Combine's `throttle(for:scheduler:latest:)` is the counterpart, but when it delivers the
            // first and the trailing element is the scheduler's timing, which the generated test cannot
            // check under its main-queue clock (only `debounce`'s single trailing element is checked).
            return fail("`throttle` is timed by its scheduler: its Combine counterpart `throttle(for:scheduler:latest:)` delivers the first and the latest element on timers the equivalence test cannot compare step by step (keel translates only `debounce` on the main scheduler)")
        default:
            if let call, let reason = AppOperators.reason(in: call, tree: translator.tree), reason.contains("`\(link.name)`") {
                return fail(reason)
            }
            return fail("`\(link.name)` has no mechanical Combine equivalent here")
        }
    }

    /// `rx.deallocated` / `self.rx.deallocated`: the ViewModel's own end.
    static func isDeallocation(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        return text == "rx.deallocated" || text == "self.rx.deallocated"
    }

    /// `flatMapLatest { [weak self] () -> Observable<[T]> in guard let self … else { return Observable.just([]) }; …; return request }`:
    /// every returned stream translated and erased to one `AnyPublisher`, the other statements kept.
    /// A Driver/Signal that completes on an error (`asDriverOnErrorJustComplete()`,
    /// `asDriver(onErrorDriveWith: .empty())`): `catch` into `Empty`, then main delivery. A stream that
    /// cannot fail gets the delivery only — a `catch` there is dead code the compiler warns about.
    func completingOnError(_ stream: inout Stream, at step: Int) -> String {
        let couldFail = stream.fails
        stream.fails = false
        stream.onMain = true
        guard couldFail else { return translator.mainDelivery }
        // `Empty<_, Never>`: nothing downstream (`receive(on:)`, `sink(receiveCompletion:receiveValue:)`)
        // fixes the new failure type, and a bare `Empty()` leaves it uninferred.
        return ".catch { _ in Empty<_, Never>() }\n" + Indentation.spaces(step) + translator.mainDelivery
    }

    func multiStatementFlatMap(_ link: ChainLink, closure: ClosureExprSyntax, stream: inout Stream, step: Int) -> String? {
        var returns: [ExprSyntax] = []
        final class Returns: SyntaxVisitor {
            var found: [ExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let expression = node.expression { found.append(expression) }
                return .skipChildren
            }
        }
        let finder = Returns(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        returns = finder.found
        guard !returns.isEmpty else {
            translator.problems.append("`\(link.name)` whose closure returns no stream")
            return nil
        }
        var streams: [Stream] = []
        for expr in returns {
            guard let inner = self.stream(of: expr, indent: step, inline: true) else { return nil }
            streams.append(inner)
        }
        let fails = streams.contains { $0.fails }
        let declared = closure.signature?.returnClause.map { TypeText.genericParts(TypeText.strippingOptionality($0.type.trimmedDescription)) }
        guard let rxElement = declared?.1.first ?? streams.compactMap(\.element).first else {
            translator.problems.append("`\(link.name)` whose closure does not say what it returns (`-> Observable<T>`)")
            return nil
        }
        let element = migratedElement(rxElement)
        let failure = fails ? "Error" : "Never"
        var saved = translator.replacements
        for (expr, inner) in zip(returns, streams) {
            saved[expr.id] = inner.text + (fails && !inner.fails ? ".setFailureType(to: Error.self)" : "") + ".eraseToAnyPublisher()"
        }
        let previous = translator.replacements
        translator.replacements = saved
        defer { translator.replacements = previous }
        var capture = captureList(closure)
        // The migrated ViewModel stores this chain: `self` the legacy closure used strongly is weak,
        // and once it is gone the closure returns a stream that ends at once (the declared type allows it).
        let weakened = capture.map { $0.contains("unowned self") } ?? false
        if weakened { capture = capture?.replacingOccurrences(of: "unowned self", with: "weak self") }
        var parameters = closure.signature?.parameterClause.map { translator.emitTrimmed($0) }
        let shorthand = closure.statements.description.contains("$0")
        if parameters == nil { parameters = shorthand ? "value" : "_" }
        let head = [capture, parameters, "-> AnyPublisher<\(element), \(failure)>", "in"].compactMap { $0 }.joined(separator: " ")
        var body = translator.withShorthand(shorthand && closure.signature?.parameterClause == nil ? "value" : nil, of: closure) {
            Indentation.rebase(Indentation.trimBlankLines(translator.emit(closure.statements)), to: step + 4)
        }
        if weakened { body = Indentation.spaces(step + 4) + "guard let self else { return Empty().eraseToAnyPublisher() }\n" + body }
        var prefix = ""
        if fails && !stream.fails {
            prefix = ".setFailureType(to: Error.self)\n" + Indentation.spaces(step)
            stream.fails = true
        }
        stream.element = element
        let mapped = "{ " + head + "\n" + body + "\n" + Indentation.spaces(step) + "}"
        return link.name == "flatMapLatest"
            ? prefix + ".map " + mapped + "\n" + Indentation.spaces(step) + ".switchToLatest()"
            : prefix + ".flatMap " + mapped
    }

    /// An operator closure's capture list: the legacy one, and `[unowned self]` when the
    /// closure uses `self` without capturing it: the migrated ViewModel stores its
    /// pipelines, so a strong `self` would keep it alive forever (the pipelines are
    /// cancelled when it goes, before `self` could dangle).
    func captureList(_ closure: ClosureExprSyntax) -> String? {
        let items = closure.signature?.capture?.items.map { translator.emitTrimmed($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) } ?? []
        let capturesSelf = closure.signature?.capture?.items.contains { $0.name.text == "self" } ?? false
        // A local of `transform` hoisted to a stored property is read through `self` too.
        let readsHoisted = closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return translator.hoistedLocals.contains(name) }
            return false
        }
        let all = (translator.usesSelf(closure.statements) || readsHoisted) && !capturesSelf ? items + ["unowned self"] : items
        return all.isEmpty ? nil : "[" + all.joined(separator: ", ") + "]"
    }

    /// A one-expression `flatMap`/`flatMapLatest` closure that uses `self` without capturing it and
    /// declares its result (`{ () -> Observable<Void> in self.markRead() }`): `[weak self]`, and a
    /// stream that ends at once when `self` is gone — `{ [weak self] () -> AnyPublisher<Void, Error> in
    /// guard let self else { return Empty().eraseToAnyPublisher() }; return … }`. The migrated ViewModel
    /// stores the chain; while it lives every element goes through as before. `nil`: the closure keeps
    /// its `[unowned self]` (no declared element type to spell the result with, or `self` captured already).
    func weakFlatMapBody(_ closure: ClosureExprSyntax, inner: String, fails: Bool) -> String? {
        guard let capture = captureList(closure), capture.contains("unowned self"),
              let declared = closure.signature?.returnClause?.type.trimmedDescription,
              let reactive = ReactiveType.classify(declared), let rxElement = reactive.element, !rxElement.isEmpty else { return nil }
        let element = migratedElement(rxElement)
        let parameters = closure.signature?.parameterClause.map { translator.emitTrimmed($0) } ?? "_"
        let head = capture.replacingOccurrences(of: "unowned self", with: "weak self") + " " + parameters
            + " -> AnyPublisher<\(element), \(fails ? "Error" : "Never")> in"
        return "{ " + head + " guard let self else { return Empty().eraseToAnyPublisher() }; return " + inner + ".eraseToAnyPublisher() }"
    }

    /// A declared element type as the migrated file spells it: RxSwift's `Event` is `MigratedEvent`.
    func migratedElement(_ element: String) -> String {
        let migrated = MaterializedEvents.migratedTypeText(element, bareIsRx: translator.bareEventIsRx)
        if migrated != element { translator.usesMaterialize = true }
        return migrated
    }

    /// `[capture] (parameters) in ` for a one-expression operator closure (its signature, or `_`
    /// for an element it ignores; nothing when it reads `$0`).
    func operatorClosureHead(_ closure: ClosureExprSyntax, uses body: ExprSyntax) -> String {
        let capture = captureList(closure)
        if let parameters = closure.signature?.parameterClause {
            // `() -> Observable<Void> in`: the declared RxSwift result type goes (the closure returns the
            // translated publisher, its type inferred from its one expression).
            let output = closure.signature?.returnClause.map { " " + translator.emitTrimmed($0) }
                .flatMap { RxRemnants.find(in: $0).isEmpty ? $0 : nil } ?? ""
            return [capture, translator.emitTrimmed(parameters) + output, "in "].compactMap { $0 }.joined(separator: " ")
        }
        if body.description.contains("$0") { return capture.map { $0 + " in " } ?? "" }
        return (capture.map { $0 + " " } ?? "") + "_ in "
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
