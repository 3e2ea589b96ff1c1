import SwiftSyntax

/// For VM001's fix: whether anything in a file reaches a class off the main
/// actor — code that `@MainActor` on the class would make a compile error
/// or, in Swift 6, a run-time isolation trap.
///
/// Off-main contexts: closures run by `DispatchQueue.global()` or any
/// queue other than `.main` (`async`, `asyncAfter`, `sync`,
/// `concurrentPerform`), `Task.detached`, `Thread`, a non-main
/// `OperationQueue` or `BlockOperation`, `NotificationCenter` observers
/// without the main queue, URLSession task completions, `@Sendable`
/// closures, closures after a non-main `receive(on:)` / `subscribe(on:)` /
/// `observe(on:)`, and `nonisolated` members. Inside them, a reference to
/// `self`, to a member of the class (implicitly, inside the class and its
/// same-file extensions) or to the class or one of its members (elsewhere
/// in the file) is a problem. So is a `deinit` that calls a method of the
/// class (a `@MainActor` class's `deinit` is nonisolated).
final class OffMainScan: SyntaxVisitor {
    private enum Context { case main, offMain(String), neutral, function, deinitializer }

    private let className: String
    private let memberNames: Set<String>
    private let methodNames: Set<String>
    /// Byte ranges of the class and its same-file extensions.
    private let ranges: [Range<Int>]
    private var stack: [Context] = []
    private(set) var problem: String?

    init(className: String, memberNames: Set<String>, methodNames: Set<String>, ranges: [Range<Int>]) {
        self.className = className
        self.memberNames = memberNames
        self.methodNames = methodNames
        self.ranges = ranges
        super.init(viewMode: .sourceAccurate)
    }

    /// The first problem in `tree`, or nil.
    static func problem(in tree: SourceFileSyntax, className: String, memberNames: Set<String>, methodNames: Set<String>,
                        ranges: [Range<Int>]) -> String? {
        let scan = OffMainScan(className: className, memberNames: memberNames, methodNames: methodNames, ranges: ranges)
        scan.walk(tree)
        return scan.problem
    }

    // MARK: Contexts

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        stack.append(context(of: node))
        return problem == nil ? .visitChildren : .skipChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { stack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(Self.isNonisolated(node.modifiers) ? .offMain("the nonisolated func \(node.name.text)") : .function)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(Self.isNonisolated(node.modifiers) ? .offMain("a nonisolated init") : .function)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { stack.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.bindings.first?.pattern.trimmedDescription ?? "property"
        stack.append(Self.isNonisolated(node.modifiers) ? .offMain("the nonisolated var \(name)") : .neutral)
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) { stack.removeLast() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(.deinitializer)
        return .visitChildren
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) { stack.removeLast() }

    /// The innermost context that decides where code runs.
    private var current: Context {
        for context in stack.reversed() {
            if case .neutral = context { continue }
            return context
        }
        return .neutral
    }

    private static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    // MARK: References

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard problem == nil else { return .skipChildren }
        let name = node.baseName.text
        let inside = isInside(node)
        let isMemberName: Bool
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            // `x.name`: a member of the class only when used outside it (inside, `self` says it).
            isMemberName = !inside && memberNames.contains(name)
        } else {
            isMemberName = inside && (name == "self" || memberNames.contains(name))
        }
        let touches = isMemberName || name == className
        switch current {
        case .offMain(let what) where touches:
            problem = "\(what) touches \(name == "self" ? "self" : name) off the main actor"
        case .deinitializer where inside && methodNames.contains(name) && isCallee(node):
            problem = "deinit calls \(name)(), which @MainActor would isolate"
        default:
            break
        }
        return .visitChildren
    }

    private func isInside(_ node: some SyntaxProtocol) -> Bool {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return ranges.contains { $0.contains(offset) }
    }

    /// `name(…)` or `self.name(…)`.
    private func isCallee(_ node: DeclReferenceExprSyntax) -> Bool {
        var expr = Syntax(node)
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { expr = Syntax(access) }
        guard let call = expr.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == expr.id
    }

    // MARK: Closures

    private func context(of closure: ClosureExprSyntax) -> Context {
        if let attributes = closure.signature?.attributes {
            let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if names.contains("MainActor") { return .main }
            if names.contains("Sendable") { return .offMain("a @Sendable closure") }
        }
        guard let call = Self.call(passing: closure) else { return .neutral }
        return Self.context(of: call)
    }

    /// The call a closure is an argument or trailing closure of.
    private static func call(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var node = closure.parent
        if node?.is(LabeledExprSyntax.self) == true || node?.is(MultipleTrailingClosureElementSyntax.self) == true {
            node = node?.parent?.parent
        }
        return node?.as(FunctionCallExprSyntax.self)
    }

    private static func context(of call: FunctionCallExprSyntax) -> Context {
        let callee = call.calledExpression.trimmedDescription.filter { !$0.isWhitespace }
        let (base, name) = split(callee)
        let isMain = base.map { $0 == "DispatchQueue.main" || $0 == "OperationQueue.main" || $0 == "RunLoop.main" || $0.hasSuffix(".main") || $0 == "MainActor" } ?? false
        switch name {
        case "async", "asyncAfter", "sync", "asyncAndWait", "concurrentPerform":
            guard let base, base != "self" else { return .neutral }
            return isMain ? .main : .offMain("a closure run on \(base)")
        case "detached":
            return base == "Task" ? .offMain("Task.detached") : .neutral
        case "run", "assumeIsolated":
            return base == "MainActor" ? .main : .neutral
        case "addOperation", "perform":
            guard let base else { return .neutral }
            return isMain ? .main : .offMain("a closure run on \(base)")
        case "Thread", "detachNewThread", "BlockOperation":
            return .offMain("a closure run on a Thread or Operation")
        case "dataTask", "downloadTask", "uploadTask":
            return .offMain("a URLSession completion handler")
        case "addObserver":
            guard let queue = call.arguments.first(where: { $0.label?.text == "queue" }) else { return .neutral }
            let text = queue.expression.trimmedDescription
            return text.contains("main") ? .main : .offMain("a notification observer on queue \(text)")
        default:
            return scheduling(before: call)
        }
    }

    /// The nearest scheduling operator up a call chain
    /// (`x.receive(on: queue).sink { … }` → `queue`): where the closure runs.
    private static func scheduling(before call: FunctionCallExprSyntax) -> Context {
        var expr: ExprSyntax? = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var depth = 0
        while let current = expr, depth < 32 {
            depth += 1
            if let inner = current.as(FunctionCallExprSyntax.self) {
                let (_, name) = split(inner.calledExpression.trimmedDescription.filter { !$0.isWhitespace })
                let firstLabel = inner.arguments.first?.label?.text
                if (["receive", "subscribe", "observe"].contains(name) && firstLabel == "on") || name == "observeOn" || name == "subscribeOn" {
                    let scheduler = inner.arguments.first?.expression.trimmedDescription ?? ""
                    return scheduler.contains("main") || scheduler.contains("Main") ? .main : .offMain("a closure scheduled on \(scheduler)")
                }
                expr = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                expr = access.base
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                expr = chained.expression
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                expr = unwrapped.expression
            } else {
                expr = nil
            }
        }
        return .neutral
    }

    /// `DispatchQueue.global().async` → (`DispatchQueue.global()`, `async`).
    private static func split(_ callee: String) -> (base: String?, name: String) {
        guard let dot = callee.lastIndex(of: ".") else { return (nil, callee) }
        var base = String(callee[..<dot])
        if base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        return (base.isEmpty ? nil : base, String(callee[callee.index(after: dot)...]))
    }
}
