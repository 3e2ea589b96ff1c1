import SwiftSyntax

/// A router or coordinator the legacy ViewModel holds. The migrated
/// ViewModel does not navigate ("ViewModels never handle navigation"): each
/// method the legacy code calls on it becomes a closure the coordinator
/// sets (`onShowDetail`), and the generated assembly wires the closures to
/// the same router when it was injected through init.
struct RouterPlan {
    /// The legacy stored property (`router`).
    var property: String
    /// Its declared type (`CatalogRouting`, `CatalogRouting?`).
    var type: String
    /// Whether the legacy init received it (the assembly can then resolve it and wire the closures).
    var isInitParameter: Bool
    /// Whether the property was `weak` (the router is a class; the wiring captures it weakly).
    var isWeak: Bool
    var routes: [Route] = []

    /// One router method the legacy code calls.
    struct Route {
        var method: String
        var closure: String
        /// The method's argument labels (`nil`: unlabeled) and parameter types, from its declaration.
        var labels: [String?]
        var types: [String]
        /// The router method returns a stream that can fail (`func transition(to:) -> Observable<Void>`, a
        /// SceneCoordinator's): its element and the KeelBridge call that bridges it. The closure then returns
        /// the bridged stream (`AnyPublisher<Void, Error>`), so an action whose work was that stream still
        /// waits for the navigation to finish.
        var stream: (element: String, bridge: String)? = nil

        /// `((Product, Int) -> Void)?`; `((Scene) -> AnyPublisher<Void, Error>)?` for a stream route.
        var closureType: String {
            "((" + types.joined(separator: ", ") + ") -> " + (stream.map { "AnyPublisher<\($0.element), Error>" } ?? "Void") + ")?"
        }
    }

    /// Type names that say "navigation".
    static let markers = ["Router", "Routing", "Coordinator", "Coordinating", "Navigator", "Navigating", "Wireframe", "FlowController"]

    static func isRouterType(_ type: String) -> Bool {
        let name = TypeText.simpleName(type)
        return markers.contains { name.hasSuffix($0) || name.hasSuffix($0 + "Type") || name.hasSuffix($0 + "Protocol") }
    }
}

/// Reads the router calls of the legacy ViewModel.
enum RouterReader {
    /// Calls `router.m(…)` / `router?.m(…)` / `self.router?.m(…)` of `names`, in order of appearance.
    final class CallFinder: SyntaxVisitor {
        let names: Set<String>
        var calls: [(router: String, method: String, arity: Int)] = []
        /// Uses of a router other than calling a method on it.
        var otherUses: [String] = []

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let router = RouterReader.routerReference(base, names: names) {
                calls.append((router, member.declName.baseName.text, node.arguments.count))
            }
            return .visitChildren
        }

        private func isAssignedToARouter(_ expr: Syntax) -> Bool { RouterReader.isAssignedToARouter(expr, names: names) }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard names.contains(node.baseName.text) else { return .visitChildren }
            // The router as a callee's receiver is fine; anything else (passed on, assigned) is not.
            var expr = Syntax(node)
            if let access = expr.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { expr = Syntax(access) }
            while let parent = expr.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { expr = parent }
            if let access = expr.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expr.id,
               access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id {
                return .visitChildren
            }
            if InitAssignments.isAssignmentTarget(expr) || isAssignedToARouter(expr) { return .visitChildren }
            // `navigator.toPost` passed as a function (`do(onNext: navigator.toPost)`).
            if let access = expr.parent?.as(MemberAccessExprSyntax.self), access.base?.id == expr.id,
               access.parent?.is(LabeledExprSyntax.self) == true {
                calls.append((node.baseName.text, access.declName.baseName.text, -1))
                return .visitChildren
            }
            otherUses.append(expr.parent.map { $0.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "" } ?? node.trimmedDescription)
            return .visitChildren
        }
    }

    /// `self.router = router`: the right-hand side (the init parameter) is the value stored.
    fileprivate static func isAssignedToARouter(_ expr: Syntax, names: Set<String>) -> Bool {
        guard let list = expr.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == expr.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self) else { return false }
        return routerReference(elements[index - 2], names: names) != nil
    }

    /// `router`, `self.router`, `self?.router`, `router?` → the router property's name.
    static func routerReference(_ expr: ExprSyntax, names: Set<String>) -> String? {
        var e = expr
        while true {
            if let optional = e.as(OptionalChainingExprSyntax.self) { e = optional.expression; continue }
            if let forced = e.as(ForceUnwrapExprSyntax.self) { e = forced.expression; continue }
            break
        }
        return SelfReference.ownProperty(e, in: names)
    }

    /// The methods of `type` (its declaration and extensions in the tree, its
    /// ancestors'): name → (labels, parameter types, declared return type) of each declaration.
    static func methods(of type: String, tree: LegacyTree) -> [String: [(labels: [String?], types: [String], returns: String?)]] {
        var result: [String: [(labels: [String?], types: [String], returns: String?)]] = [:]
        let name = TypeText.simpleName(type)
        for owner in [name] + tree.index.ancestors(of: name).sorted() {
            for (_, decl) in tree.declarations(named: owner) {
                guard let block = MemberBlockOf.block(decl) else { continue }
                for member in block.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    let parameters = function.signature.parameterClause.parameters
                    let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text } as [String?]
                    let types = parameters.map { $0.type.trimmedDescription }
                    let returns = function.signature.returnClause?.type.trimmedDescription
                    result[function.name.text, default: []].append((labels, types, returns))
                }
            }
        }
        return result
    }
}

extension InitAssignments {
    /// Whether `expr` is the left-hand side of `=`.
    static func isAssignmentTarget(_ expr: Syntax) -> Bool {
        guard let list = expr.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == expr.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }
}
