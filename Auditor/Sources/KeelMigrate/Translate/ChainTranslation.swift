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
        "subscribe", "bind", "drive", "emit", "disposed", "trackActivity", "trackError", "mapToVoid", "ignoreNil",
        "asDriverOnErrorJustComplete", "asSignalOnErrorJustComplete", "elements", "errors", "mapMany",
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
                return translateChain(inner, stored: true, terminalIsCall: true, bag: base)
            }
            guard chains.count == call.arguments.count else {
                translator.problems.append("it inserts something other than a subscription into the DisposeBag")
                return nil
            }
            return chains.joined(separator: "\n" + Indentation.spaces(translator.source(of: call).indent(ofLineOf: call)))
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

    func isRxTerminal(_ call: FunctionCallExprSyntax) -> Bool {
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

    /// `bag`: the bag of `bag.insert(…)` the subscription `terminal` is inserted into.
    func translateChain(_ terminal: FunctionCallExprSyntax, stored: Bool, terminalIsCall: Bool = false, bag: ExprSyntax? = nil) -> String? {
        let subscription: FunctionCallExprSyntax
        if terminalIsCall {
            subscription = terminal
        } else {
            guard let disposed = terminal.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
                translator.problems.append("`disposed(by:)` on something that is not a subscription")
                return nil
            }
            guard let inner = disposed.as(FunctionCallExprSyntax.self) else {
                return disposableKept(disposed, terminal: terminal, stored: stored)
            }
            subscription = inner
        }
        let (base, allLinks) = Self.decompose(ExprSyntax(subscription))
        guard let last = allLinks.last, Self.terminals.contains(last.name) else {
            if !terminalIsCall, !allLinks.contains(where: { Self.operators.contains($0.name) }) {
                return disposableKept(ExprSyntax(subscription), terminal: terminal, stored: stored)
            }
            translator.problems.append("`disposed(by:)` on something that is not a subscription")
            return nil
        }
        if let event = eventSource(base), case .input(_, nil)? = translator.plan.events[event] {
            return "" // became the input method's body
        }
        let indent = translator.source(of: terminal).indent(ofLineOf: terminalIsCall ? terminal : subscription)
        let step = indent + 4
        // The chain without its subscription, as one stream.
        let upstream = allLinks.count >= 2 ? ExprSyntax(allLinks[allLinks.count - 2].call.map(ExprSyntax.init) ?? ExprSyntax(allLinks[allLinks.count - 2].member)) : base
        let savedEnd = translator.quietEnd
        translator.quietEnd = Self.ignoresEnd(last) ? last.call?.id : nil
        let translated = stream(of: upstream, indent: indent)
        translator.quietEnd = savedEnd
        guard var stream = translated else { return nil }
        var parts: [String] = []
        guard let sink = terminalText(last, stream: &stream, step: step) else { return nil }
        if !stream.onMain { parts.append(translator.mainDelivery) }
        parts.append(sink)
        if stored { parts.append(".store(in: &\(storeTarget(terminal, terminalIsCall: terminalIsCall, bag: bag)))") }
        return stream.text + parts.map { "\n" + Indentation.spaces(step) + $0 }.joined()
    }

    /// `manager.save(…).disposed(by: disposeBag)` — a legacy call that returns a
    /// `Disposable` (not a subscription this ViewModel makes): the call stays,
    /// and its `Disposable` is disposed with the ViewModel, as the bag did.
    func disposableKept(_ disposable: ExprSyntax, terminal: FunctionCallExprSyntax, stored: Bool) -> String {
        let step = translator.source(of: terminal).indent(ofLineOf: terminal) + 4
        let kept = "AnyCancellable(\(translator.emitTrimmed(disposable)).dispose)"
        return stored ? kept + "\n" + Indentation.spaces(step) + ".store(in: &\(storeTarget(terminal, terminalIsCall: false)))" : kept
    }

    /// Where the subscription ended by `terminal` is kept: `cancellables`, or the set of a
    /// replaced bag it was `disposed(by:)` or `insert`ed into (`bag`) (`ReplacedBags`).
    func storeTarget(_ terminal: FunctionCallExprSyntax, terminalIsCall: Bool, bag: ExprSyntax? = nil) -> String {
        let kept = terminalIsCall ? bag : ReplacedBags.disposedArgument(terminal)
        return ReplacedBags.storeTarget(kept, plan: translator.plan, prefix: translator.selfPrefix)
    }

    /// The own event a chain starts from, if any.
    func eventSource(_ base: ExprSyntax) -> String? {
        SelfReference.ownProperty(base, in: Set(translator.plan.events.keys))
    }

    /// A derived stream assigned in init (`isValid = Observable.combineLatest(…)`):
    /// the pipeline that keeps the `@Published` property up to date.
    func translateDerivedAssignment(_ property: String, value: ExprSyntax, indent: Int) -> String? {
        feed(value, indent: indent, handler: "{ [weak self] value in self?.\(property) = value }")
    }

    /// A transform event output: the pipeline calls the closure the coordinator sets.
    func translateEventFeed(_ closure: String, value: ExprSyntax, element: String?, indent: Int) -> String? {
        let isVoid = element == "Void" || element == "()"
        return feed(value, indent: indent, handler: isVoid ? "{ [weak self] _ in self?.\(closure)?() }" : "{ [weak self] value in self?.\(closure)?(value) }")
    }

    /// `value` translated, delivered on the main actor, into `handler`, stored in `cancellables`.
    func feed(_ value: ExprSyntax, indent: Int, handler: String) -> String? {
        guard var stream = stream(of: value, indent: indent, allowCombine: true) else { return nil }
        let step = indent + 4
        var parts: [String] = []
        if !stream.onMain { parts.append(translator.mainDelivery) }
        // A stream that can fail stops at its first error, as the legacy binding did; the value stays.
        parts.append(sinkText(value: handler, completion: nil, step: step))
        parts.append(".store(in: &cancellables)")
        stream.onMain = true
        return stream.text + parts.map { "\n" + Indentation.spaces(step) + $0 }.joined()
    }

    /// An Rx expression as a Combine publisher: its source bridged, its operators translated.
    func stream(of value: ExprSyntax, indent: Int, allowCombine: Bool = false, inline: Bool = false) -> Stream? {
        if let own = selfStreamFallback(value) { return own }
        var (base, links) = Self.decompose(value)
        let step = indent + 4
        // `Observable.of(a, b).merge()` is `Observable.merge(a, b)`.
        var stream: Stream
        if links.first?.name == "merge", links.first?.call?.arguments.isEmpty == true,
           let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "of", let typeBase = member.base, Self.isTypeName(typeBase) {
            guard let merged = staticSource("merge", call: call, indent: indent) else { return nil }
            stream = merged
            links.removeFirst()
        } else {
            guard let started = source(base, indent: indent, allowCombine: allowCombine, inline: inline) else { return nil }
            stream = started
        }
        for link in links {
            guard let text = apply(link, to: &stream, step: step) else { return nil }
            if !text.isEmpty { stream.text += inline ? text : "\n" + Indentation.spaces(step) + text }
        }
        return stream
    }
}
