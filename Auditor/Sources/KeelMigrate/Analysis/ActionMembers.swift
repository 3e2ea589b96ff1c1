import SwiftSyntax

/// A member built on the RxSwiftCommunity Action library (`lazy var likeAction: Action<Photo, Int> = { … }()`,
/// `CocoaAction`), and what it becomes in the migrated ViewModel.
///
/// An `Action` runs its work for an input when executed, at most one at a time (it is not enabled
/// while it executes), and exposes the work's elements, its errors and whether it is executing.
/// Migrated: a method the view calls (`like(_:)`), which does nothing while the previous work
/// runs; `@Published private(set) var isLikeExecuting`; the elements and errors as closures the
/// coordinator sets (`onLike`, `onLikeError`). A work that only runs statements and returns
/// `.empty()` (a button's `CocoaAction`) is never observably executing and emits nothing: it is
/// the method alone.
struct ActionPlan {
    var property: String
    /// `Void` for a `CocoaAction`.
    var input: String
    var element: String
    /// The work factory closure.
    var work: ClosureExprSyntax
    /// The method the view (and the ViewModel itself, for `likeAction.execute(x)`) calls.
    var method: String
    /// Every `return` of the work is `.empty()`: nothing emitted, never observably executing.
    var isSynchronous: Bool
    var executing: String
    var onElement: String
    var onError: String
    /// Declared `private` / `fileprivate`: only the ViewModel executed it and nothing outside saw its
    /// executing state, elements or errors. Migrated: a private method and a private executing flag
    /// (the one-at-a-time guard), no closures.
    var isPrivate = false

    var isVoidInput: Bool { ["Void", "()"].contains(input.replacingOccurrences(of: " ", with: "")) }
    var isVoidElement: Bool { ["Void", "()"].contains(element.replacingOccurrences(of: " ", with: "")) }
    /// The `execute(…)` argument and the method's parameter list.
    var parameterClause: String { isVoidInput ? "()" : "(_ \(parameterName): \(input))" }
    var parameterName: String {
        let names = ActionMembers.parameterNames(work)
        return names.count == 1 && names[0] != "_" && names[0] != "$0" ? names[0] : "input"
    }
    var elementClosureType: String { isVoidElement ? "(() -> Void)?" : "((\(element)) -> Void)?" }
}

enum ActionMembers {
    /// `CocoaAction` → (`Void`, `Void`); `Action<I, E>` → (`I`, `E`).
    static func types(_ type: String) -> (input: String, element: String)? {
        let stripped = TypeText.strippingOptionality(type.trimmingCharacters(in: .whitespaces))
        if stripped == "CocoaAction" || stripped == "CocoaAction!" { return ("Void", "Void") }
        let (outer, arguments) = TypeText.genericParts(stripped.hasSuffix("!") ? String(stripped.dropLast()) : stripped)
        guard TypeText.simpleName(outer) == "Action", arguments.count == 2 else { return nil }
        return (arguments[0], arguments[1])
    }

    /// The work closure of the member's initializer: `CocoaAction { … }`, `Action<I, E> { … }`,
    /// `Action(workFactory: { … })`, each possibly inside `{ … }()` — or why it cannot be read.
    static func work(_ property: LegacyProperty, initializer: InitializerDeclSyntax? = nil) -> (closure: ClosureExprSyntax?, problem: String?) {
        guard let value = property.binding.initializer?.value else {
            if let reason = InitAssignedActions.reason(property.name, initializer: initializer) { return (nil, reason) }
            return (nil, "the action `\(property.name)` is assigned outside its declaration; keel translates an action declared with its work (`lazy var \(property.name) = Action { … }`)")
        }
        var expression = value
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.statements.count == 1 {
            let item = closure.statements.first!.item
            guard let inner = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) else {
                return (nil, "the action `\(property.name)` is built by statements keel does not read")
            }
            expression = inner
        } else if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                  let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.statements.count > 1 {
            guard let renamed = ActionSelfAlias.returnedExpression(closure) else {
                return (nil, "the action `\(property.name)` is built by statements keel does not read (only `let name = self` may come before it)")
            }
            expression = renamed
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            return (nil, "the action `\(property.name)` is not built with `Action { … }` / `CocoaAction { … }`")
        }
        if call.arguments.contains(where: { $0.label?.text == "enabledIf" }) {
            return (nil, "the action `\(property.name)` has `enabledIf:` — whether it may run follows a stream; keel translates actions that are enabled whenever they are not executing")
        }
        let closure = call.trailingClosure ?? call.arguments.first { $0.label?.text == "workFactory" || $0.label == nil }?.expression.as(ClosureExprSyntax.self)
        guard let closure, call.additionalTrailingClosures.isEmpty else {
            return (nil, "the action `\(property.name)`'s work is not a closure keel can read")
        }
        return (closure, nil)
    }

    /// The work closure's parameter names (`photo`; `title, message`; `_`), empty when it declares none.
    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return closure.statements.description.contains("$0") ? ["$0"] : []
        }
    }

    /// The `return` statements of the work itself (not of closures inside it).
    static func returns(in closure: ClosureExprSyntax) -> [ReturnStmtSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ReturnStmtSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    /// `.empty()`, `Observable.empty()`, `Observable<T>.empty()`.
    static func isEmpty(_ expression: ExprSyntax?) -> Bool {
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "empty" else { return false }
        guard let base = member.base else { return true }
        let text = base.trimmedDescription
        return text == "Observable" || text.hasPrefix("Observable<")
    }

    /// Plans every action member; problems for those keel cannot translate.
    static func plan(_ plan: inout MigrationPlan, taken: inout Set<String>) {
        for property in plan.properties where property.kind == .action {
            guard let (input, element) = types(property.typeText ?? "") else { continue }
            let (closure, problem) = work(property, initializer: plan.initializer)
            if let problem { plan.problems.append(problem); continue }
            guard let closure else { continue }
            let returns = returns(in: closure)
            let synchronous = !returns.isEmpty && returns.allSatisfy { isEmpty($0.expression) }
            var endsInSwitch = false
            if !synchronous {
                // `{ photo in return stream }`, or one expression (`{ photo in self.service.like(photo) }`).
                let endsWithStream = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression != nil
                    || (closure.statements.count == 1 && returns.isEmpty && closure.statements.first?.item.is(ExprSyntax.self) == true)
                let switched = closure.statements.last.flatMap { WorkSwitch.cases(of: $0) }
                if let switched {
                    // A `switch` every case of which ends with `return` (WorkSwitch): its other returns `.empty()`.
                    let ends = Set(switched.compactMap { $0.last?.item.as(ReturnStmtSyntax.self)?.id })
                    if returns.allSatisfy({ ends.contains($0.id) || isEmpty($0.expression) }) { endsInSwitch = true }
                }
                guard endsInSwitch || (endsWithStream && returns.dropLast().allSatisfy({ isEmpty($0.expression) })) else {
                    plan.problems.append("the action `\(property.name)`'s work does not end with `return` of its stream (other returns may only be `.empty()`)")
                    continue
                }
            }
            if !synchronous, let returned = closure.statements.last.flatMap({ $0.item.as(ReturnStmtSyntax.self)?.expression ?? $0.item.as(ExprSyntax.self) }),
               let router = routerCall(returned, plan: plan), !router.returnsStream {
                // `return self.coordinator.transition(to: …)` of a router method keel does not know to return a
                // stream: the closure it becomes would return nothing for the action to wait on. A method declared
                // to return one (`-> Observable<Void>`) becomes a closure returning the bridged stream.
                plan.problems.append("the action `\(property.name)`'s work returns the router call `\(router.text)`, whose declaration keel cannot read as returning a stream that can fail; navigation becomes a closure the coordinator sets, with no stream whose end the action's executing state waited for")
                continue
            }
            if parameterNames(closure).count > 1, !input.hasPrefix("(") {
                plan.problems.append("the action `\(property.name)`'s work takes several parameters for one input `\(input)`")
                continue
            }
            let base = PlanBuilder.inputMethodName(property.name)
            let method = taken.contains(base) ? property.name : PlanBuilder.unique(base, taken: &taken)
            let capitalized = Spelling.capitalized(method)
            let executing = synchronous ? "" : PlanBuilder.unique("is\(capitalized)Executing", taken: &taken)
            let onElement = synchronous ? "" : PlanBuilder.unique("on\(capitalized)", taken: &taken)
            let onError = synchronous ? "" : PlanBuilder.unique("on\(capitalized)Error", taken: &taken)
            let isPrivate = (property.access ?? "").hasPrefix("private") || (property.access ?? "").hasPrefix("fileprivate")
            plan.actions[property.name] = ActionPlan(property: property.name, input: input, element: element, work: closure, method: method,
                                                     isSynchronous: synchronous, executing: executing, onElement: onElement, onError: onError,
                                                     isPrivate: isPrivate)
        }
        // An action is reached only through `execute(…)` once migrated (it is a method).
        let names = Set(plan.actions.keys)
        guard !names.isEmpty else { return }
        let finder = UseFinder(names: names)
        for member in plan.members { finder.walk(member) }
        for statement in plan.flatInit.statements { finder.walk(statement.item) }
        for use in finder.otherUses {
            plan.problems.append("it uses the action `\(use.name)` other than by executing it (`\(use.code)`); keel turns an action into a method, its executing state and its elements and errors into outputs of the screen")
        }
    }

    /// The router call a returned stream starts from (`self.sceneCoordinator.transition(to: …)`), if any.
    /// `returnsStream`: the route is declared to return a stream that can fail (`RouterPlan.Route.stream`).
    static func routerCall(_ expression: ExprSyntax, plan: MigrationPlan) -> (text: String, returnsStream: Bool)? {
        let routers = plan.routerNames
        guard !routers.isEmpty else { return nil }
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base {
                if let name = RouterReader.routerReference(base, names: routers) {
                    let text = call.trimmedDescription
                    let route = plan.routers[name]?.routes.first { $0.method == callee.declName.baseName.text }
                    return (text.count > 60 ? String(text.prefix(57)) + "…" : text, route?.stream != nil)
                }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return nil
            }
        }
    }

    /// `x.execute(…)` / `self.x.execute(…)` of an action member → (the member, the call).
    static func executeCall(_ call: FunctionCallExprSyntax, actions: Set<String>) -> (name: String, viaSelf: Bool)? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "execute",
              let base = callee.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), actions.contains(reference.baseName.text) {
            return (reference.baseName.text, false)
        }
        if let member = base.as(MemberAccessExprSyntax.self), actions.contains(member.declName.baseName.text),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (member.declName.baseName.text, true)
        }
        return nil
    }

    /// References to action members that are not `execute(…)` calls (their own declarations aside).
    final class UseFinder: SyntaxVisitor {
        let names: Set<String>
        var otherUses: [(name: String, code: String)] = []
        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // The action's own declaration: its work is translated as the method.
            let declared = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return declared.contains(where: names.contains) ? .skipChildren : .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            guard names.contains(name) else { return .visitChildren }
            var reference = Syntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                // `self.likeAction` / `other.likeAction`
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return .visitChildren }
                reference = Syntax(member)
            }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id,
               access.declName.baseName.text == "execute", access.parent?.is(FunctionCallExprSyntax.self) == true {
                return .visitChildren
            }
            let code = (reference.parent?.as(MemberAccessExprSyntax.self).map { Syntax($0) } ?? reference).trimmedDescription
            otherUses.append((name, code.count > 60 ? String(code.prefix(57)) + "…" : code))
            return .visitChildren
        }
    }
}
