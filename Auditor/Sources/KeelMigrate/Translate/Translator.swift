import Foundation
import SwiftSyntax

/// Emits the migrated text of legacy ViewModel code: relays and subjects
/// become `@Published` state, methods, closures or private subjects; RxSwift
/// subscriptions become Combine pipelines fed through KeelBridge. Everything
/// else is copied as written (comments included).
///
/// What it cannot translate mechanically it does not guess: it records a
/// problem, and the caller turns the enclosing statement into a
/// `// keel-migrate: TODO` with the reason.
final class Translator {
    let plan: MigrationPlan
    let tree: LegacyTree
    let ownNames: Set<String>
    private var sourceTexts: [SyntaxIdentifier: SourceText] = [:]
    /// Identifier → replacement while emitting (a base init's parameters → the arguments passed).
    var renames: [String: String] = [:]
    /// The transform output whose own feed is being translated (its alias is read, not its state).
    var translatingOutput: String?
    /// Whether the translation delivers on `ImmediateMainScheduler` (the file then declares it).
    private(set) var usesImmediateScheduler = false
    /// Whether a `withLatestFrom` of another stream was translated (the file then declares `migratedWithLatestFrom`).
    var usesWithLatestFrom = false
    /// Whether a `materialize()` or RxSwift's `Event` was translated (the file then declares `MigratedEvent`).
    var usesMaterialize = false
    /// Locals of `transform` that end with `.share()`, declared once as local publishers in init (name → what reading it gives).
    var sharedAliasStreams: [String: Stream] = [:]
    /// Locals of an action's work its returned stream starts from (`let result = …`, then `return result.map { … }`):
    /// the chain starts from the local's own stream (`WorkLocalStreams`).
    var workStreamAliases: [String: ExprSyntax] = [:]
    /// The work stream aliases a chain started from (an alias never read would leave its name undeclared).
    var workStreamAliasesRead: Set<String> = []
    /// Whether a bare `Event` is RxSwift's (the tree declares no type of that name).
    lazy var bareEventIsRx: Bool = tree.kind(of: "Event") == nil
    /// Locals of `transform` hoisted to stored properties (read as `self.x`).
    let hoistedLocals: Set<String>
    /// The legacy ViewModel's methods by name (a target–selector timer of one becomes a block: `SelectorTimer`).
    lazy var ownMethods: [String: FunctionDeclSyntax] = SelectorTimer.methods(in: plan.members)

    /// How a translated pipeline reaches the main actor when the legacy code
    /// delivered synchronously or on `MainScheduler.instance`: at once on the
    /// main thread, else on the main queue.
    var mainDelivery: String {
        usesImmediateScheduler = true
        return ".receive(on: ImmediateMainScheduler())"
    }

    /// Line facts of the file `node` comes from (the ViewModel's, or a base class's).
    func source(of node: some SyntaxProtocol) -> SourceText {
        let root = Syntax(node).root
        if let cached = sourceTexts[root.id] { return cached }
        let file = tree.file(ofRoot: root.id) ?? plan.located.viewModelFile
        let text = SourceText(file: tree.files[file], tree: tree.syntax(file))
        sourceTexts[root.id] = text
        return text
    }

    /// Emitting a legacy subscription closure as a method body: `self?` → `self`.
    var methodFromClosure = false
    /// The closure whose body is being emitted as a method: `self?` becomes `self` only in it, not in
    /// a closure inside it (which keeps its own `[weak self]`). `nil`: everywhere.
    var methodFromClosureRoot: SyntaxIdentifier?

    /// The closure `node` is directly in, if any.
    static func enclosingClosure(of node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) { return closure }
            current = parent.parent
        }
        return nil
    }

    /// Whether `node` is directly in an initializer (not in a closure, function or accessor in it).
    static func enclosingFunctionIsInit(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// `$0` → this name (a closure body emitted outside its closure).
    var shorthandName: String? {
        didSet { if shorthandName == nil { shorthandRoot = nil } }
    }
    /// The closure whose `$0` `shorthandName` replaces: a closure nested in it keeps its own `$0`
    /// (`$0.first { $0.name == fileName }`). `nil`: every `$0`.
    var shorthandRoot: SyntaxIdentifier?

    /// `$0` → `name` in what `body` emits, for `closure`'s own `$0` only.
    func withShorthand<T>(_ name: String?, of closure: ClosureExprSyntax, _ body: () -> T) -> T {
        let (savedName, savedRoot) = (shorthandName, shorthandRoot)
        shorthandName = name
        shorthandRoot = name == nil ? nil : closure.id
        defer { (shorthandName, shorthandRoot) = (savedName, savedRoot) }
        return body()
    }
    /// The subscription call of the chain being translated when its handlers ignore how the
    /// stream ends (`bind(to:)`, `subscribe(onNext:)` alone) — QuietTakeUntil.swift.
    var quietEnd: SyntaxIdentifier?
    /// Whether the statement being emitted is one of the migrated init's own (not `apply(…)`'s):
    /// an assignment there runs no `didSet` (`DidSetStates`).
    var emittingInit = false
    /// Reasons the current statement cannot be translated.
    var problems: [String] = []
    /// Bridge calls the translation used, for the report (`asPublisher()` …).
    private(set) var bridgeCalls: [String] = []
    /// Statements of the legacy code to leave out (input subscriptions that became methods).
    var skippedClosures: Set<SyntaxIdentifier> = []

    init(plan: MigrationPlan, tree: LegacyTree) {
        self.plan = plan
        self.tree = tree
        self.ownNames = plan.ownReactiveNames
        self.hoistedLocals = Set(plan.localTrackers.map(\.name))
        self.skippedClosures = Set(plan.inputClosures.values.map(\.id))
    }

    func noteBridge(_ call: String) { bridgeCalls.append(call) }

    // MARK: Emission

    /// The migrated text of `node`, trivia included.
    func emit(_ node: some SyntaxProtocol) -> String {
        let syntax = Syntax(node)
        if let token = syntax.as(TokenSyntax.self) {
            if let name = shorthandName, token.tokenKind == .dollarIdentifier("$0"),
               shorthandRoot == nil || Self.enclosingClosure(of: syntax)?.id == shorthandRoot {
                return CommentText.sanitize(token.leadingTrivia.description) + name + CommentText.sanitize(token.trailingTrivia.description)
            }
            if !renames.isEmpty, case .identifier(let name) = token.tokenKind, let new = renames[name],
               token.parent?.is(DeclReferenceExprSyntax.self) == true, token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                return CommentText.sanitize(token.leadingTrivia.description) + new + CommentText.sanitize(token.trailingTrivia.description)
            }
            if case .identifier(let name) = token.tokenKind, hoistedLocals.contains(name), token.parent?.is(DeclReferenceExprSyntax.self) == true,
               token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period, token.parent?.parent?.is(ClosureCaptureSyntax.self) != true {
                // A local of `transform` that is now a stored property.
                return CommentText.sanitize(token.leadingTrivia.description) + "self." + name + CommentText.sanitize(token.trailingTrivia.description)
            }
            return CommentText.sanitize(token.description)
        }
        if let replacement = rewrite(syntax) {
            return CommentText.sanitize(syntax.leadingTrivia.description) + replacement + CommentText.sanitize(syntax.trailingTrivia.description)
        }
        var text = ""
        for child in syntax.children(viewMode: .sourceAccurate) { text += emit(child) }
        return text
    }

    /// `emit` without the node's outer trivia.
    func emitTrimmed(_ node: some SyntaxProtocol) -> String {
        let text = emit(node)
        let leading = CommentText.sanitize(Syntax(node).leadingTrivia.description)
        let trailing = CommentText.sanitize(Syntax(node).trailingTrivia.description)
        var result = Substring(text)
        if result.hasPrefix(leading) { result = result.dropFirst(leading.count) }
        if result.hasSuffix(trailing) { result = result.dropLast(trailing.count) }
        return String(result).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Node → replacement text, for nodes a translation already produced (the
    /// returned streams of a multi-statement `flatMapLatest` closure).
    var replacements: [SyntaxIdentifier: String] = [:]

    /// Rewrites of one node, or `nil` to copy it (its children rewritten).
    private func rewrite(_ syntax: Syntax) -> String? {
        if let replacement = replacements[syntax.id] { return replacement }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return rewriteCall(call) }
        if let event = rxEventReference(syntax) { return event }
        if let member = syntax.as(MemberAccessExprSyntax.self) { return rewriteMemberAccess(member) }
        if let tryExpr = syntax.as(TryExprSyntax.self), let call = tryExpr.expression.as(FunctionCallExprSyntax.self),
           let value = stateValueCall(call) {
            // `try? subject.value()` was optional: keep the type (`if let`, `??` still compile).
            return tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? "Optional(\(value))" : value
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) { return rewriteSequence(sequence) }
        if let decl = syntax.as(VariableDeclSyntax.self), let local = LocalStreams.local(declaredBy: decl) {
            // `var request: Single<[Event]>` → `var request: AnyPublisher<[Event], Error>`.
            return decl.bindingSpecifier.text + " " + local.name + ": " + local.publisherType
        }
        if methodFromClosure, let optional = syntax.as(OptionalChainingExprSyntax.self),
           optional.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           methodFromClosureRoot == nil || Self.enclosingClosure(of: syntax)?.id == methodFromClosureRoot {
            return "self"
        }
        return nil
    }

    private func rewriteCall(_ call: FunctionCallExprSyntax) -> String? {
        if NotificationDismissal.isDismissalPost(call) { return "shouldDismiss = true" }
        if !plan.actions.isEmpty, let (name, viaSelf) = ActionMembers.executeCall(call, actions: Set(plan.actions.keys)), let action = plan.actions[name] {
            // `likeAction.execute(photo)`: the action is the method now.
            let argument = call.arguments.first.map { emitTrimmed($0.expression) } ?? ""
            let passed = action.isVoidInput || ["()", "Void()"].contains(argument) ? "" : argument
            return (viaSelf ? "self." : "") + action.method + "(" + passed + ")"
        }
        if let factory = injectedFactory(call) {
            // A child ViewModel the legacy code built: the injected factory builds it.
            let arguments = call.arguments.map { emitTrimmed($0.expression) }.joined(separator: ", ")
            return (SingletonInjection.inClosure(call, inputClosures: skippedClosures) ? "self." : "") + plan.factoriesProperty + "." + factory.name + "(" + arguments + ")"
        }
        if let chain = ChainTranslation(translator: self).translateIfChain(call) { return chain }
        // A stored Combine chain of the legacy code: its strong `self` captures weakened (StoredCombineChains.swift).
        ChainTranslation(translator: self).weakenStoredCombineChain(call)
        // A bridge on an own state in legacy Combine code: the state's publisher (StateBridges.swift).
        if let bridged = stateBridgeCall(call) { return bridged }
        if let value = stateValueCall(call) { return value }
        if let timer = SelectorTimer.blockForm(call, methods: ownMethods, emit: { self.emitTrimmed($0) }) { return timer }
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else { return nil }
        let method = callee.declName.baseName.text
        if base.is(SuperExprSyntax.self), let inherited = plan.inheritedMethods[method], call.trailingClosure == nil {
            return inherited.name + "(" + call.arguments.map { ($0.label.map { $0.text + ": " } ?? "") + emitTrimmed($0.expression) }.joined(separator: ", ") + ")"
        }
        if base.is(SuperExprSyntax.self) {
            problems.append("it calls `super.\(method)`, and the migrated ViewModel has no superclass")
            return nil
        }
        if let routerName = RouterReader.routerReference(base, names: plan.routerNames), let router = plan.routers[routerName] {
            // A navigation call: the closure the coordinator sets.
            guard let route = router.routes.first(where: { $0.method == method }), call.trailingClosure == nil else {
                problems.append("it calls `\(routerName).\(method)` in a way keel cannot turn into a closure")
                return nil
            }
            let arguments = call.arguments.map { emitTrimmed($0.expression) }.joined(separator: ", ")
            // A stream route's closure returns the bridged stream; a statement ignores it, as the legacy call did.
            let discard = route.stream != nil && call.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
            return discard + routerPrefix(base) + route.closure + "?(" + arguments + ")"
        }
        guard let own = SelfReference.ownProperty(base, in: ownNames) else {
            if ["accept", "onNext"].contains(method), let type = resolveType(base), ReactiveType.classify(type)?.family != .combine,
               ReactiveType.classify(type) != nil {
                problems.append("it sends into `\(base.trimmedDescription)`, a legacy \(TypeText.genericParts(TypeText.strippingOptionality(type)).0) (write through a manager method, or KeelBridge's write path)")
            }
            return nil
        }
        guard UsageScanner.sendMethods.contains(method) else { return nil }
        let prefix = selfPrefix(base) + localRelayPrefix(base)
        let argument = call.arguments.first.map { emitTrimmed($0.expression) } ?? "()"
        if method == "onCompleted" || method == "onError" || method == "on" {
            problems.append("it ends the ViewModel's own `\(own)` stream (\(method)); a published property cannot complete")
            return nil
        }
        if plan.states[own] != nil {
            if plan.property(own)?.kind == .derived {
                problems.append("it sends into the derived stream `\(own)`")
                return nil
            }
            if let subject = plan.didSetStates[own], emittingInit, Self.enclosingFunctionIsInit(Syntax(call)) {
                // Swift runs no `didSet` for the init's own assignments: the subject is sent here, as
                // the legacy relay emitted to the pipelines the init had already set up.
                guard call.parent?.is(CodeBlockItemSyntax.self) == true else {
                    problems.append("it sets `\(own)` in init inside an expression; `didSet` does not run there, send `\(subject)` by hand")
                    return nil
                }
                let indent = Indentation.spaces(source(of: call).indent(ofLineOf: call))
                return "\(prefix)\(own) = \(argument)\n" + indent + "\(prefix)\(subject).send(\(prefix)\(own))"
            }
            return "\(prefix)\(own) = \(argument)"
        }
        switch plan.events[own] {
        case .output(let closure)?:
            return isVoid(own, argument: argument) ? "\(prefix)\(closure)?()" : "\(prefix)\(closure)?(\(argument))"
        case .dismiss?:
            return "\(prefix)shouldDismiss = true"
        case .internalSubject(let subject)?, .input(_, let subject?)?:
            return "\(prefix)\(subject).send(\(argument))"
        case .input(let methodName, nil)?:
            return isVoid(own, argument: argument) ? "\(prefix)\(methodName)()" : "\(prefix)\(methodName)(\(argument))"
        case .forwarded?:
            problems.append("it sends into `\(own)`, another object's stream it forwards")
            return nil
        case nil:
            return nil
        }
    }

    /// RxSwift's `Event` (`RxSwift.Event.next(x)`, `Observable<RxSwift.Event<T>>`, a bare `Event` when
    /// the tree declares none) → the migrated file's `MigratedEvent` (MaterializedEvents.swift).
    private func rxEventReference(_ syntax: Syntax) -> String? {
        if let member = syntax.as(MemberAccessExprSyntax.self), MaterializedEvents.isQualifiedEvent(member) {
            usesMaterialize = true
            return MaterializedEvents.typeName
        }
        if let type = syntax.as(MemberTypeSyntax.self), MaterializedEvents.isQualifiedEvent(type) {
            usesMaterialize = true
            return MaterializedEvents.typeName + (type.genericArgumentClause.map { emitTrimmed($0) } ?? "")
        }
        guard bareEventIsRx else { return nil }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Event",
           syntax.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id {
            usesMaterialize = true
            return MaterializedEvents.typeName
        }
        if let type = syntax.as(IdentifierTypeSyntax.self), type.name.text == "Event", !(syntax.parent?.is(MemberTypeSyntax.self) ?? false) {
            usesMaterialize = true
            return MaterializedEvents.typeName + (type.genericArgumentClause.map { emitTrimmed($0) } ?? "")
        }
        return nil
    }

    /// `x.value()` (a `BehaviorSubject`'s current value) → `x`.
    private func stateValueCall(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "value", let base = callee.base,
              let own = SelfReference.ownProperty(base, in: ownNames), plan.states[own] != nil else { return nil }
        return selfPrefix(base) + localRelayPrefix(base) + own + (isImplicitlyUnwrapped(own) ? "!" : "")
    }

    private func rewriteMemberAccess(_ member: MemberAccessExprSyntax) -> String? {
        if !plan.injectedSingletons.isEmpty, let injected = injectedSingleton(member) {
            return (SingletonInjection.inClosure(member, inputClosures: skippedClosures) ? "self." : "") + injected.name
        }
        if let awaited = awaitedTraitValue(member) { return awaited }
        if let bridged = stateBridgeMember(member) { return bridged }
        guard let base = member.base, let own = SelfReference.ownProperty(base, in: ownNames), plan.states[own] != nil else { return nil }
        switch member.declName.baseName.text {
        case "value":
            if member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id { return nil }
            // `mode.value` of a value the state manager delivers (`@Published var mode: Mode! = nil`) is
            // the value, as the legacy relay's was: unwrapped explicitly — through `@Published` the
            // wrapped value is a plain `Mode?`, so `switch mode`, `var copy = mode` (then
            // `copy.flag = true`) and `Case(user: user)` would each see an optional.
            let unwrap = isImplicitlyUnwrapped(own) ? "!" : ""
            return selfPrefix(base) + localRelayPrefix(base) + own + unwrap
        case "asObservable", "asDriver", "asInfallible":
            return nil
        default:
            return nil
        }
    }

    /// `try await x.value` of a legacy `Single` / `Maybe` / `Completable` (RxSwift 6.5's awaitable
    /// `value`, nonisolated: the non-Sendable trait cannot leave the `@MainActor` ViewModel) →
    /// `x.awaitValue()`, KeelBridge's await in the caller's isolation — the same element, error
    /// and cancellation. `nil` for anything else (a relay's or the ViewModel's own `value`).
    private func awaitedTraitValue(_ member: MemberAccessExprSyntax) -> String? {
        guard member.declName.baseName.text == "value", member.declName.argumentNames == nil, let base = member.base,
              member.parent?.is(AwaitExprSyntax.self) == true,
              let type = resolveType(base), let reactive = ReactiveType.classify(type), reactive.family == .primitiveSequence else { return nil }
        noteBridge("awaitValue()")
        return emitTrimmed(base) + ".awaitValue()"
    }

    /// The injected singleton `member` reads (`WifiManager.shared`), if any.
    func injectedSingleton(_ member: MemberAccessExprSyntax) -> InjectedSingleton? {
        guard let key = SingletonInjection.singletonKey(member, tree: tree) ?? SingletonInjection.calledFactoryKey(member) else { return nil }
        return plan.injectedSingletons.first { $0.typeName + "." + $0.member + ($0.isCalled ? ".()" : "") == key }
    }

    /// The injected factory that builds the child ViewModel `call` constructs, if any.
    func injectedFactory(_ call: FunctionCallExprSyntax) -> InjectedFactory? {
        guard !plan.injectedFactories.isEmpty,
              let name = ChildFactories.constructedViewModel(call, tree: tree, viewModelName: plan.located.viewModelName) else { return nil }
        return plan.injectedFactories.first { $0.typeName == name && $0.labels == ChildFactories.labels(of: call) }
    }

    /// Whether the migrated text of `node` reads `self`: the legacy code did, or it reads an
    /// injected singleton or factory inside a closure (now `self.x`).
    func usesSelf(_ node: some SyntaxProtocol) -> Bool {
        if ChainTranslation.referencesSelf(node) { return true }
        if plan.transform?.localRelays.isEmpty == false, node.tokens(viewMode: .sourceAccurate).contains(where: { token in
            // A local relay of `transform` is a stored property now (`self.items`).
            guard case .identifier(let name) = token.tokenKind, isLocalRelay(name), token.parent?.is(DeclReferenceExprSyntax.self) == true else { return false }
            return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        }) { return true }
        if !plan.injectedFactories.isEmpty, node.descendants(FunctionCallExprSyntax.self).contains(where: { injectedFactory($0) != nil }) { return true }
        guard !plan.injectedSingletons.isEmpty else { return false }
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id else { return false }
            return injectedSingleton(access) != nil
        }
    }

    /// `disposeBag = DisposeBag()` → `cancellables.removeAll()` (`self.rowCancellables.removeAll()` for a second bag).
    private func rewriteSequence(_ sequence: SequenceExprSyntax) -> String? {
        if let (local, value) = LocalStreams.assignment(sequence) { return assignLocalStream(local, value: value, at: sequence) }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, plan.property(name)?.kind == .disposeBag else { return nil }
        // A second bag replaced to end its own subscriptions: its set (`ReplacedBags`).
        return ReplacedBags.storeTarget(target, plan: plan, prefix: selfPrefix) + ".removeAll()"
    }

    /// `request = provider.userEvents(…)` of a local stream: the stream translated, erased to the local's type.
    private func assignLocalStream(_ local: LocalStreams.Local, value: ExprSyntax, at sequence: SequenceExprSyntax) -> String? {
        let indent = source(of: sequence).indent(ofLineOf: sequence)
        guard var stream = ChainTranslation(translator: self).stream(of: value, indent: indent) else { return nil }
        let step = "\n" + Indentation.spaces(indent + 4)
        if stream.fails, !local.fails {
            problems.append("it assigns a stream that can fail to `\(local.name)`, a stream that could not")
            return nil
        }
        if local.fails, !stream.fails { stream.text += step + ".setFailureType(to: Error.self)" }
        return local.name + " = " + stream.text + step + ".eraseToAnyPublisher()"
    }

    /// `self.` before a local relay of `transform` (now the ViewModel's published output) read or
    /// written inside a closure, where a closure parameter may have the output's name
    /// (`{ (items) in elements.accept(items) }` → `self.items = items`); "" elsewhere.
    func localRelayPrefix(_ base: ExprSyntax) -> String {
        guard let reference = base.as(DeclReferenceExprSyntax.self), isLocalRelay(reference.baseName.text),
              Self.enclosingClosure(of: Syntax(base)) != nil else { return "" }
        return "self."
    }

    /// A local relay of `transform` returned as an output (a stored property once migrated).
    func isLocalRelay(_ name: String) -> Bool {
        plan.transform?.localRelays[name] != nil
    }

    /// A state published as `T! = nil` (no initial value the migrated file can spell: a value the
    /// State Manager delivers after init).
    func isImplicitlyUnwrapped(_ name: String) -> Bool {
        guard let property = plan.states[name], property.initialValue == nil, let element = property.element, !element.isEmpty,
              !TypeText.isOptional(element) else { return false }
        return TypeText.defaultValue(for: element) == nil
    }

    /// `self?.router?` → `self?.`; `router` → "".
    func routerPrefix(_ base: ExprSyntax) -> String {
        var expr = base
        while true {
            if let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression; continue }
            if let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression; continue }
            break
        }
        return selfPrefix(expr)
    }

    /// The text before an own property in `self?.x` (`self?.`), or "".
    func selfPrefix(_ base: ExprSyntax) -> String {
        guard let member = base.as(MemberAccessExprSyntax.self), let owner = member.base else { return "" }
        return emitTrimmed(owner) + "."
    }

    func isVoid(_ name: String, argument: String) -> Bool {
        let element = plan.eventElements[name] ?? nil
        return argument == "()" || element == "Void" || element == "()"
    }

    // MARK: Types

    /// The declared type of a legacy expression, when the tree spells it:
    /// stored properties, init parameters, members of their types.
    func resolveType(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return plan.storedType(reference.baseName.text)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return resolveType(optional.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return resolveType(forced.expression) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if SelfReference.isSelf(base) { return plan.storedType(name) }
            guard let baseType = resolveType(base) else { return nil }
            return tree.memberType(name, on: baseType)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base {
            let name = member.declName.baseName.text
            if SelfReference.isSelf(base) { return nil }
            guard let baseType = resolveType(base) else { return nil }
            return tree.memberType(name, on: baseType)
        }
        return nil
    }
}
