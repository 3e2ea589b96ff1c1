import Foundation
import SwiftSyntax

/// Chain sources: the bridged publisher a legacy Rx chain starts from.
extension ChainTranslation {
    // MARK: Sources

    /// The Combine publisher for a chain's source.
    func source(_ base: ExprSyntax, indent: Int, allowCombine: Bool = false, inline: Bool = false) -> Stream? {
        let plan = translator.plan
        if let transform = plan.transform {
            // `input.refresh` → the subject the `refresh()` method sends into.
            if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == transform.inputName {
                let field = member.declName.baseName.text
                guard let input = plan.transformInputs[field] else {
                    translator.problems.append("`\(transform.inputName).\(field)` is not a field of `Input`")
                    return nil
                }
                return Stream(text: input.subject, fails: false, element: transform.inputs.first { $0.name == field }?.element)
            }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if let output = transform.outputs.first(where: { $0.name == name && !$0.isLocalRelay && !$0.isEvent }), translator.translatingOutput != name {
                    // A derived output read by another stream: its published value once it has one.
                    let optional = output.publishedType.map(TypeText.isOptional) ?? false
                    return Stream(text: "$\(name)" + (optional ? ".compactMap { $0 }" : ""), fails: false, element: output.element)
                }
                if let shared = translator.sharedAliasStreams[name] {
                    // A shared local (`let x = … .share()`): one publisher, declared where the legacy local was.
                    return shared
                }
                if let alias = transform.aliases[name], !plan.localTrackers.contains(where: { $0.name == name }) {
                    let saved = translator.translatingOutput
                    translator.translatingOutput = nil
                    defer { translator.translatingOutput = saved }
                    return stream(of: alias, indent: indent, allowCombine: allowCombine, inline: inline)
                }
            }
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), let alias = translator.workStreamAliases[reference.baseName.text] {
            // `return result.map { … }` after `let result = …` in an action's work: that local's stream.
            translator.workStreamAliasesRead.insert(reference.baseName.text)
            return stream(of: alias, indent: indent, allowCombine: allowCombine, inline: inline)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), let local = LocalStreams.local(namedBy: reference) {
            // A local stream the method chose (`var request: Single<[T]>` set in a `switch`): already a publisher.
            return Stream(text: local.name, fails: local.fails, element: local.element)
        }
        if let tracker = trackerReference(base) {
            return tracker.kind == .activity
                ? Stream(text: tracker.text + ".isActive", fails: false, element: "Bool")
                : Stream(text: tracker.text + ".errors", fails: false, element: "Error")
        }
        if let own = SelfReference.ownProperty(base, in: translator.ownNames) {
            let prefix = translator.selfPrefix(base)
            if let state = plan.states[own] {
                // A value the State Manager delivers after init (`mode: Mode! = nil`): its publisher's
                // output is `Mode?`, nil until then; the legacy relay's subscribers only ever saw a `Mode`.
                let unwrap = translator.isImplicitlyUnwrapped(own) ? ".compactMap { $0 }" : ""
                if let subject = plan.didSetStates[own], unwrap.isEmpty {
                    // Read by value in a closure: each value once stored, the current one first (`DidSetStates`).
                    return Stream(text: "\(prefix)\(subject).prepend(\(prefix)\(own))", fails: false, element: state.element)
                }
                return Stream(text: "\(prefix)$\(own)" + unwrap, fails: false, element: state.element)
            }
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
        if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, ["empty", "just"].contains(member.declName.baseName.text) {
            // `return .empty()` / `.just(x)` where the type says which stream: the same sources.
            return staticSource(member.declName.baseName.text, call: call, indent: indent)
        }
        if let route = streamRouteCall(base) {
            // A router method returning a stream (`self.coordinator.transition(to: scene)`): the closure the
            // coordinator sets returns it bridged; with no coordinator set, nothing navigates and it ends at once.
            let arguments = route.call.arguments.map { translator.emitTrimmed($0.expression) }.joined(separator: ", ")
            let text = "(" + translator.routerPrefix(route.receiver) + route.route.closure + "?(" + arguments + ")"
                + " ?? Empty<\(route.element), Error>().eraseToAnyPublisher())"
            return Stream(text: text, fails: true, element: route.element)
        }
        if let method = ownStreamMethod(base) {
            // Migrated to return `AnyPublisher` itself: no bridge.
            return Stream(text: translator.emitTrimmed(base), fails: method.fails, element: method.element)
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

    /// `request(…)` / `self.request(…)`: a call to one of the ViewModel's own methods that return a stream.
    func ownStreamMethod(_ expr: ExprSyntax) -> StreamMethod? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  !base.is(OptionalChainingExprSyntax.self), SelfReference.isSelf(base) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return translator.plan.streamMethods[name]
    }

    /// `router.m(…)` / `self.router?.m(…)` of a route declared to return a stream that can fail.
    func streamRouteCall(_ expr: ExprSyntax) -> (call: FunctionCallExprSyntax, receiver: ExprSyntax, route: RouterPlan.Route, element: String)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let name = RouterReader.routerReference(base, names: translator.plan.routerNames),
              let route = translator.plan.routers[name]?.routes.first(where: { $0.method == member.declName.baseName.text }),
              let element = route.stream?.element else { return nil }
        return (call, base, route, element)
    }

    /// `navigator.toPost` (a router method used as a value): its route.
    func routeReference(_ expr: ExprSyntax) -> (router: RouterPlan, route: RouterPlan.Route)? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
              let name = RouterReader.routerReference(base, names: translator.plan.routerNames),
              let router = translator.plan.routers[name],
              let route = router.routes.first(where: { $0.method == member.declName.baseName.text }) else { return nil }
        return (router, route)
    }

    /// A tracker (stored, inherited or local to `transform`) the expression names: its text and kind.
    func trackerReference(_ expr: ExprSyntax) -> (text: String, kind: TrackerKind)? {
        let plan = translator.plan
        var names: [String: TrackerKind] = [:]
        for property in plan.properties { if case .tracker(let kind) = property.kind { names[property.name] = kind } }
        for tracker in plan.localTrackers { names[tracker.name] = tracker.kind }
        guard let name = SelfReference.ownProperty(expr, in: Set(names.keys)), let kind = names[name] else { return nil }
        return (translator.emitTrimmed(expr), kind)
    }

    /// The current value a `withLatestFrom(x)` reads: own state or a derived output (`self.x`), optional or not.
    func latestValue(_ expr: ExprSyntax) -> (name: String, optional: Bool)? {
        let plan = translator.plan
        if let own = SelfReference.ownProperty(expr, in: Set(plan.states.keys)) { return (own, false) }
        if let transform = plan.transform, let reference = expr.as(DeclReferenceExprSyntax.self),
           let output = transform.outputs.first(where: { $0.name == reference.baseName.text && !$0.isEvent }) {
            if output.isLocalRelay { return (output.name, false) }
            return (output.name, output.publishedType.map(TypeText.isOptional) ?? false)
        }
        // `x.asDriver()` / `x.asObservable()` of one of those.
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["asDriver", "asObservable", "asSignal"].contains(member.declName.baseName.text), let inner = member.base {
            return latestValue(inner)
        }
        return nil
    }

    /// Between a source and its bridge call: a new line in a pipeline, nothing inside an argument list.
    func separator(_ indent: Int, _ inline: Bool) -> String {
        inline ? "" : "\n" + Indentation.spaces(indent + 4)
    }

    /// No result selector: neither a trailing closure nor `resultSelector:`.
    private func selectorFree(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure == nil && !call.arguments.contains { $0.label?.text == "resultSelector" }
    }

    func staticSource(_ name: String, call: FunctionCallExprSyntax, indent: Int) -> Stream? {
        switch name {
        case "combineLatest", "merge", "zip":
            // `zip`: RxSwift pairs the n-th element of every source, buffering the ones that come
            // first, and fails with the first error — as Combine's `Publishers.Zip`; a completed
            // source is still paired with what it buffered (`zip(just(title), counts)` pairs the
            // title with the first count only). Proven by the fixture Roster's generated test; when
            // the zipped stream itself completes is not observed (its state stays as it was).
            var sources = call.arguments.filter { $0.label == nil }.map(\.expression)
            let selector = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first { $0.label?.text == "resultSelector" }?.expression
            // `Observable.combineLatest([a, b, c]) { values in … }`: the array form (ArraySources.swift).
            let array = Self.arraySources(sources, name: name)
            if let array {
                guard let elements = array.elements else {
                    translator.problems.append(array.reason)
                    return nil
                }
                sources = elements
            }
            // `merge` of more than four: `Publishers.MergeMany` of the sources, each erased to one
            // `AnyPublisher` — it subscribes to them in order and emits each element as it comes,
            // as RxSwift's `merge`; it fails with the first error and finishes when all have.
            let mergesMany = name == "merge" && array == nil && sources.count > 4 && selectorFree(call)
            guard (2...4).contains(sources.count) || mergesMany else {
                translator.problems.append("`Observable.\(name)` of \(sources.count) sources (Combine combines 2 to 4)")
                return nil
            }
            var streams: [Stream] = []
            for argument in sources {
                guard let stream = stream(of: argument, indent: indent, inline: true) else { return nil }
                streams.append(stream)
            }
            let fails = streams.contains { $0.fails }
            var inputs = streams.map { fails && !$0.fails ? $0.text + ".setFailureType(to: Error.self)" : $0.text }
            if mergesMany {
                inputs = inputs.map { $0 + ".eraseToAnyPublisher()" }
                return Stream(text: "Publishers.MergeMany(\(inputs.joined(separator: ", ")))", fails: fails, element: streams.first?.element)
            }
            let arity = sources.count == 2 ? "" : String(sources.count)
            let type = ["merge": "Merge", "zip": "Zip"][name] ?? "CombineLatest"
            var text = "Publishers.\(type)\(arity)(\(inputs.joined(separator: ", ")))"
            var element: String? = name == "merge" ? streams.first?.element : nil
            if array != nil {
                // RxSwift hands the array form's selector (or its subscriber) one array of the latest elements.
                text += "\n" + Indentation.spaces(indent + 4) + ".map { " + Self.arrayOfTuple(count: sources.count) + " }"
            }
            if let selector {
                guard name != "merge" else {
                    translator.problems.append("`Observable.merge` with a selector")
                    return nil
                }
                guard let closure = selector.as(ClosureExprSyntax.self) else {
                    translator.problems.append("`\(name)`'s result selector is a function reference, not a closure")
                    return nil
                }
                text += "\n" + Indentation.spaces(indent + 4) + ".map " + closureText(closure, at: indent + 4, forceWeakSelf: false)
                element = nil
            }
            return Stream(text: text, fails: fails, element: element)
        case "just":
            guard let value = call.arguments.first?.expression else { return nil }
            if let delivered = DeliveredValues.property(value, plan: translator.plan) {
                // `Driver.just(self.post)` of a value the state manager delivers (DeliveredValues.swift).
                return Stream(text: DeliveredValues.stream(delivered, plan: translator.plan, translator: translator), fails: false,
                              element: delivered.typeText, onMain: true)
            }
            return Stream(text: "Just(\(translator.emitTrimmed(value)))", fails: false, element: nil)
        case "of":
            return Stream(text: "[\(call.arguments.map { translator.emitTrimmed($0.expression) }.joined(separator: ", "))].publisher", fails: false, element: nil)
        case "from":
            guard let value = call.arguments.first?.expression, call.arguments.count == 1 else { return nil }
            return Stream(text: "\(translator.emitTrimmed(value)).publisher", fails: false, element: nil)
        case "empty":
            return Stream(text: "Empty()", fails: false, element: nil)
        case "create":
            return synchronousCreate(call, indent: indent)
        default:
            translator.problems.append("`Observable.\(name)` has no mechanical Combine source")
            return nil
        }
    }
}
