import SwiftSyntax

/// What the State Manager pattern cannot carry over: the legacy init's values
/// (`init(post: Post, …)`) reach the migrated ViewModel from the state manager
/// *after* init, so a stream `transform(input:)` builds from one of them at
/// once (`Driver.just(self.post)`, `startWith(self.post)`) would start without it,
/// and a value named like a published output would be declared twice.
enum StateManagerValues {
    /// Refusal reasons; none when the pattern is not the State Manager one.
    static func problems(in plan: MigrationPlan) -> [String] {
        guard plan.pattern == .locationPermissionWithStateManager else { return [] }
        let values = plan.properties.filter { $0.kind == .parameterValue }.map(\.name)
        guard !values.isEmpty else { return [] }
        var problems: [String] = []
        let outputNames = Set((plan.transform?.outputs.map(\.name) ?? []) + plan.states.keys)
        for value in values where outputNames.contains(value) {
            problems.append("the init value `\(value)` and the output `\(value)` would be one name in the migrated ViewModel (the value comes from the state manager, the output is published)")
        }
        if let body = plan.transform?.function.body {
            // `Driver.just(self.post)` / `startWith(self.post)` become the state manager's stream (DeliveredValues.swift).
            let finder = EagerReads(values: Set(values), locals: DeclaredLocalNames.names(in: body)) { DeliveredValues.property($0, plan: plan) != nil }
            finder.walk(body)
            for (value, expression) in finder.reads {
                problems.append("`transform(input:)` reads the init value `\(value)` while it builds its streams (`\(expression)`); with the State Manager pattern that value arrives after init, so the migrated streams would start without it")
            }
        }
        problems += initCalledMethodReads(plan, values: Set(values))
        problems += lazyReads(plan, values: Set(values))
        return problems
    }

    /// A method the legacy init calls at once (`setupBindings()`, outside any closure) that uses an
    /// init value outside its closures (`UIImage.fromAsciiBase64(asciiArtBase64)`, Windscribe's
    /// `CaptchaViewModel`): the migrated init runs it before the state manager delivers the value —
    /// a read gets an implicitly unwrapped `nil` (a crash) and a write is overwritten by the delivery,
    /// where the legacy order was the other way round. The init's own statements that use a value move
    /// into `apply(…)`; a called method does not (run again on every delivery, its subscriptions would
    /// be made twice), so it is refused, named.
    static func initCalledMethodReads(_ plan: MigrationPlan, values: Set<String>) -> [String] {
        initCalledReads(plan, values: values).map { read in
            let path = read.via == read.method ? "`\(read.method)()`" : "`\(read.via)()` (through `\(read.method)()`)"
            return "the init calls \(path), which uses the init value `\(read.value)` at once (`\(read.expression)`); with the State Manager pattern that value arrives after init, so the migrated ViewModel would use it before it is set"
        }
    }

    /// The methods the init calls itself that use an init value at once (`InlinedInitMethods` may
    /// inline them); none when the pattern is not the State Manager one.
    static func initCalledReaders(_ plan: MigrationPlan) -> Set<String> {
        guard plan.pattern == .locationPermissionWithStateManager else { return [] }
        let values = Set(plan.properties.filter { $0.kind == .parameterValue }.map(\.name))
        guard !values.isEmpty else { return [] }
        return Set(initCalledReads(plan, values: values).filter { $0.via == $0.method }.map(\.method))
    }

    private static func initCalledReads(_ plan: MigrationPlan, values: Set<String>) -> [(method: String, via: String, value: String, expression: String)] {
        var methods: [String: FunctionDeclSyntax] = [:]
        for member in plan.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
               function.body != nil, !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                methods[function.name.text] = function
            }
        }
        guard !methods.isEmpty else { return [] }
        var problems: [(method: String, via: String, value: String, expression: String)] = []
        var visited: Set<String> = []
        var pending: [(method: String, via: String)] = []
        for statement in plan.flatInit.statements {
            for called in EagerCalls.names(in: Syntax(statement.item), methods: Set(methods.keys)) { pending.append((called, called)) }
        }
        while let (name, via) = pending.first {
            pending.removeFirst()
            guard visited.insert(name).inserted, let function = methods[name], let body = function.body else { continue }
            let finder = EagerReads(values: values, locals: DeclaredLocalNames.names(in: body))
            finder.walk(body)
            if let (value, expression) = finder.reads.first {
                problems.append((name, via, value, expression))
            }
            for called in EagerCalls.names(in: Syntax(body), methods: Set(methods.keys)) { pending.append((called, via)) }
        }
        return problems
    }

    /// Calls `f()` / `self.f()` of the ViewModel's own methods, outside closures.
    private enum EagerCalls {
        static func names(in node: Syntax, methods: Set<String>) -> [String] {
            final class Finder: SyntaxVisitor {
                let methods: Set<String>
                var names: [String] = []
                init(methods: Set<String>) {
                    self.methods = methods
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    let callee = node.calledExpression
                    var name: String?
                    if let reference = callee.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
                    if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                        name = member.declName.baseName.text
                    }
                    if let name, node.arguments.isEmpty, node.trailingClosure == nil, methods.contains(name) { names.append(name) }
                    return .visitChildren
                }
            }
            let finder = Finder(methods: methods)
            finder.walk(node)
            return finder.names
        }
    }

    /// `self.v` or `v` outside any closure: evaluated once, when the streams are built.
    private final class EagerReads: SyntaxVisitor {
        let values: Set<String>
        let locals: Set<String>
        /// A `self.v` / `v` read the translation turns into a stream of the delivered value.
        let translated: (ExprSyntax) -> Bool
        var reads: [(String, String)] = []
        private var seen: Set<String> = []

        init(values: Set<String>, locals: Set<String>, translated: @escaping (ExprSyntax) -> Bool = { _ in false }) {
            self.values = values
            self.locals = locals
            self.translated = translated
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                if !translated(ExprSyntax(node)) { note(node.declName.baseName.text, node) }
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if !locals.contains(name), node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(node).id,
               !translated(ExprSyntax(node)) {
                note(name, node)
            }
            return .skipChildren
        }

        private func note(_ name: String, _ node: some SyntaxProtocol) {
            guard values.contains(name), seen.insert(name).inserted else { return }
            // The smallest enclosing call shows the read in context.
            var context = Syntax(node)
            while let parent = context.parent, !parent.is(FunctionCallExprSyntax.self), !parent.is(CodeBlockItemSyntax.self) { context = parent }
            if let call = context.parent, call.is(FunctionCallExprSyntax.self) { context = call }
            reads.append((name, context.trimmedDescription.count > 80 ? Syntax(node).trimmedDescription : context.trimmedDescription))
        }
    }
}

/// An event stream the legacy ViewModel does not own: its stored subject is another
/// object's, assigned in init (`self.ipAddressSubject = manager.ipAddressSubject`).
/// When the ViewModel only hands it on (it never sends into it nor observes it, nor does a
/// controller send into it), the migrated ViewModel forwards the same stream as an
/// `AnyPublisher` property (`EventPlan.forwarded`): its subscribers reach the manager's
/// subject, synchronously, as the legacy ones did. Otherwise — who sends into the manager's
/// subject (and when) is outside the ViewModel — it is refused, named.
enum BorrowedEventStreams {
    /// Event property → the value assigned to it in init, for each event assigned exactly once
    /// there from another object's member or a name (`manager.x`, `x`).
    static func assignments(in plan: MigrationPlan) -> [String: ExprSyntax] {
        let events = Set(plan.properties.filter { $0.kind == .event }.map(\.name))
        guard !events.isEmpty else { return [:] }
        var result: [String: ExprSyntax] = [:]
        var counts: [String: Int] = [:]
        for statement in plan.flatInit.statements {
            guard let (target, value) = InitAssignments.assignment(statement.item), events.contains(target) else { continue }
            counts[target, default: 0] += 1
            guard value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) else { continue }
            result[target] = value
        }
        return result.filter { counts[$0.key] == 1 }
    }

    /// The forwarding publisher of a borrowed event `property` (`AnyPublisher<T, Error>`) and the
    /// bridge call that makes it of the legacy value (`toPublisher()`, a Combine subject's
    /// `eraseToAnyPublisher()`), or `nil` when its type is not an event stream keel knows or
    /// spells no element.
    static func forwarding(_ property: LegacyProperty) -> (publisher: String, bridge: String)? {
        guard let type = property.typeText, let reactive = ReactiveType.classify(type), let element = reactive.element,
              ReactiveType.eventTypes.contains(reactive.name) else { return nil }
        let failure: String
        if reactive.family == .combine {
            let arguments = TypeText.genericParts(TypeText.strippingOptionality(type)).1
            failure = arguments.count > 1 ? arguments[1] : "Never"
        } else {
            failure = reactive.fails ? "Error" : "Never"
        }
        let bridge = reactive.bridgeCall ?? "eraseToAnyPublisher()"
        return ("AnyPublisher<\(element), \(failure)>", bridge)
    }

    static func problems(in plan: MigrationPlan) -> [String] {
        let events = Set(plan.properties.filter { $0.kind == .event }.map(\.name))
        guard !events.isEmpty else { return [] }
        var borrowed: [(name: String, statement: String)] = []
        for statement in plan.flatInit.statements {
            guard let (target, value) = InitAssignments.assignment(statement.item), events.contains(target),
                  value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) else { continue }
            if case .forwarded? = plan.events[target] { continue }
            borrowed.append((target, statement.item.trimmedDescription))
        }
        guard let first = borrowed.first else { return [] }
        let names = borrowed.map { "`\($0.name)`" }.joined(separator: ", ")
        return ["the event stream\(borrowed.count == 1 ? "" : "s") \(names) \(borrowed.count == 1 ? "is" : "are") another object's, assigned in init (`\(first.statement)`); keel does not forward a borrowed stream into a closure"]
    }
}
