import Foundation
import SwiftParser
import SwiftSyntax

/// A class `keel fix` would mark `@MainActor`.
package struct MainActorTarget: Sendable, Hashable {
    package var name: String
    /// Members it and its extensions (anywhere in the tree) declare.
    package var members: Set<String>

    package init(name: String, members: Set<String>) {
        self.name = name
        self.members = members
    }
}

/// The whole-tree proof VM001's fix needs: `@MainActor` on a class makes
/// every synchronous use of it — constructing it, reading or writing its
/// members, calling its methods — an error where the code is not on the
/// main actor (Swift 6; and in Swift 5 mode for explicitly isolated
/// members). So every use in the tree must be proven to run on the main
/// actor: in a `@MainActor` (or UIKit/SwiftUI) type or function, in a
/// closure `OffMainDefinition` places on the main actor, or in the class
/// itself outside `nonisolated` members and off-main callbacks.
///
/// A use through a value whose type the syntax does not show (`x.title`
/// where `x`'s type is inferred elsewhere) counts as a use of every target
/// with a member of that name: not proven, not fixed.
package enum MainActorProof {
    /// Per target name, why it cannot be made `@MainActor` safely (the first
    /// unproven use, where it is, and how many there are), or no entry.
    package static func problems(targets: [MainActorTarget], files: [SourceInput], index: TypeIndex) -> [String: String] {
        guard !targets.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        let names = Set(targets.map(\.name))
        let memberNames = Set(targets.flatMap(\.members))
        for file in files.sorted(by: { $0.path < $1.path }) where mentions(file.text, names: names, members: memberNames) {
            let tree = Parser.parse(source: file.text)
            let scan = ProofScan(targets: targets, index: index, path: file.path, tree: tree)
            scan.walk(tree)
            for (name, uses) in scan.problems { found[name, default: []] += uses }
        }
        var result: [String: String] = [:]
        for (name, uses) in found where !uses.isEmpty {
            result[name] = uses[0] + (uses.count > 1 ? " (and \(uses.count - 1) more use\(uses.count == 2 ? "" : "s") not proven on the main actor)" : "")
        }
        return result
    }

    /// Members `names` and their extensions declare in `files`.
    package static func members(of names: Set<String>, in files: [SourceInput]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files where names.contains(where: { file.text.contains($0) }) {
            let finder = MemberFinder(names: names)
            finder.walk(Parser.parse(source: file.text))
            for (name, members) in finder.members { result[name, default: []].formUnion(members) }
        }
        return result
    }

    static func mentions(_ text: String, names: Set<String>, members: Set<String>) -> Bool {
        names.contains { text.contains($0) } || members.contains { text.contains("." + $0) }
    }
}

/// Collects the members a set of types and their extensions declare.
final class MemberFinder: SyntaxVisitor {
    let names: Set<String>
    var members: [String: Set<String>] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text) { collect(node.name.text, node.memberBlock) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        if names.contains(extended) { collect(extended, node.memberBlock) }
        return .visitChildren
    }

    private func collect(_ name: String, _ block: MemberBlockSyntax) {
        for item in block.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let id = binding.pattern.as(IdentifierPatternSyntax.self) { members[name, default: []].insert(id.identifier.text) }
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                members[name, default: []].insert(function.name.text)
            }
        }
    }
}

/// One file's uses of the targets, each judged by where it runs.
final class ProofScan: SyntaxVisitor {
    private enum Frame {
        /// A type or extension: its name (extended name), whether it is (or will be) main-actor isolated.
        case type(name: String, kind: String, main: Bool)
        case function(name: String, execution: Execution?, isStatic: Bool)
        case closure(Execution)
        case deinitializer
    }

    let targets: [String: MainActorTarget]
    let index: TypeIndex
    let path: String
    let converter: SourceLocationConverter
    private var frames: [Frame] = []
    /// Names bound in the enclosing scopes → their declared type (nil: not spelled).
    private var scopes: [[String: String?]] = [[:]]
    /// Stored property types of the types declared in this file.
    private var propertyTypes: [String: [String: String]] = [:]
    private(set) var problems: [String: [String]] = [:]

    init(targets: [MainActorTarget], index: TypeIndex, path: String, tree: SourceFileSyntax) {
        self.targets = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        self.index = index
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Frames

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, kind: "class", attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, kind: "struct", attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { popType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node.name.text, kind: "enum", attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { popType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.type(name: node.name.text, kind: "actor", main: false))
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        pushType(name, kind: "extension", attributes: node.attributes, members: node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    private func pushType(_ name: String, kind: String, attributes: AttributeListSyntax, members: MemberBlockSyntax) {
        let attributed = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
        let main = attributed || targets[name] != nil || index.isMainActorIsolated(name)
        frames.append(.type(name: name, kind: kind, main: main))
        var properties: [String: String] = propertyTypes[name] ?? [:]
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap({ Self.constructed($0.value) }) {
                    properties[id] = Self.simpleName(type)
                }
            }
        }
        propertyTypes[name] = properties
        scopes.append([:])
    }

    private func popType() {
        frames.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        let modifiers = node.modifiers.map(\.name.text)
        let execution = OffMainDefinition.execution(ofFunctionAttributes: attributes, modifiers: modifiers, name: "func \(node.name.text)")
        frames.append(.function(name: node.name.text, execution: execution, isStatic: modifiers.contains("static") || modifiers.contains("class")))
        var scope: [String: String?] = [:]
        for parameter in node.signature.parameterClause.parameters {
            scope[(parameter.secondName ?? parameter.firstName).text] = Self.simpleName(parameter.type.trimmedDescription)
        }
        scopes.append(scope)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        frames.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        let execution = OffMainDefinition.execution(ofFunctionAttributes: attributes, modifiers: node.modifiers.map(\.name.text), name: "init")
        frames.append(.function(name: "init", execution: execution, isStatic: false))
        var scope: [String: String?] = [:]
        for parameter in node.signature.parameterClause.parameters {
            scope[(parameter.secondName ?? parameter.firstName).text] = Self.simpleName(parameter.type.trimmedDescription)
        }
        scopes.append(scope)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        frames.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.deinitializer)
        scopes.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) {
        frames.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.closure(SyntaxCallShape.execution(of: node)))
        var scope: [String: String?] = [:]
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?: for parameter in list { scope[parameter.name.text] = .some(nil) }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters {
                scope[(parameter.secondName ?? parameter.firstName).text] = parameter.type.map { Self.simpleName($0.trimmedDescription) }
            }
        case nil: break
        }
        scopes.append(scope)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        frames.removeLast()
        scopes.removeLast()
    }

    /// Local bindings: `let x: T`, `let x = T(…)`, `let x = …` (type unknown).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .function? = innermostScopeOwner() else { return .visitChildren }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.flatMap { Self.constructed($0.value) }
            scopes[scopes.count - 1][id] = .some(type.map(Self.simpleName))
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let id = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            // `if let vm = viewModel`: the type of what it unwraps.
            let type = node.typeAnnotation.map { Self.simpleName($0.type.trimmedDescription) }
                ?? node.initializer.flatMap { declaredType(of: $0.value) } ?? (node.initializer == nil ? declaredType(name: id) : nil)
            scopes[scopes.count - 1][id] = .some(type)
        }
        return .visitChildren
    }

    private enum Owner { case function, type, closure }

    private func innermostScopeOwner() -> Owner? {
        switch frames.last {
        case .function?, .deinitializer?: .function
        case .closure?: .function
        case .type?: .type
        case nil: nil
        }
    }

    // MARK: Uses

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
        if targets[name] != nil {
            // `Foo(…)`, `Foo.shared`, `Foo.make()`: constructing or using the class by name.
            check(name, use: "`\(Self.snippet(node))` uses \(name)", at: node)
            return .visitChildren
        }
        // An implicit member inside the class or an extension of it.
        guard let type = enclosingTypeName(), let target = targets[type], target.members.contains(name), !isBoundLocally(name) else {
            return .visitChildren
        }
        check(type, use: "`\(name)` of \(type)", at: node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        guard let base = node.base else { return .visitChildren }
        if targets[member] != nil {
            // `Outer.ViewModel(…)`, `Outer.ViewModel.shared`: the class by its qualified name.
            check(member, use: "`\(Self.snippet(node))` uses \(member)", at: node)
            return .visitChildren
        }
        let owners = targets.values.filter { $0.members.contains(member) }.map(\.name)
        guard !owners.isEmpty else { return .visitChildren }
        let candidates: [String]
        if let type = baseType(base) {
            guard let known = type else {
                // A value whose type the syntax does not show: any target with this member.
                for owner in owners.sorted() {
                    check(owner, use: "`\(Self.snippet(node))` (keel cannot see its type; \(owner) has `\(member)`)", at: node)
                }
                return .visitChildren
            }
            candidates = owners.filter { $0 == known }
        } else {
            candidates = []
        }
        for owner in candidates.sorted() { check(owner, use: "`\(Self.snippet(node))` uses \(owner).\(member)", at: node) }
        return .visitChildren
    }

    /// The type a member access's base has: `.some(name)` when the syntax
    /// shows it, `.some(nil)` when it does not, `nil` when it is not a
    /// target's (`super`, a literal).
    private func baseType(_ base: ExprSyntax) -> String?? {
        var expr = base
        while true {
            if let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression; continue }
            if let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression; continue }
            break
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch name {
            case "self", "strongSelf", "weakSelf": return .some(enclosingTypeName())
            case "super": return nil
            default:
                if targets[name] != nil { return .some(name) }  // `Foo.member`
                if name.first?.isUppercase == true { return .some(name) }
                return .some(declaredType(name: name))
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let inner = member.base,
           let owner = baseType(inner), let ownerType = owner {
            // `self.viewModel.x`, `coordinator.viewModel.x`: a stored property of a type declared here.
            return .some(propertyTypes[ownerType]?[member.declName.baseName.text] ?? nil)
        }
        if expr.is(StringLiteralExprSyntax.self) || expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) { return nil }
        return .some(nil)
    }

    private func declaredType(name: String) -> String? {
        for scope in scopes.reversed() {
            if let type = scope[name] { return type }
        }
        if let type = enclosingTypeName(), let property = propertyTypes[type]?[name] { return property }
        return nil
    }

    private func declaredType(of expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return declaredType(name: reference.baseName.text) }
        if let constructed = Self.constructed(expr) { return Self.simpleName(constructed) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, case let owner?? = baseType(base) {
            return propertyTypes[owner]?[member.declName.baseName.text]
        }
        return nil
    }

    private func isBoundLocally(_ name: String) -> Bool {
        for scope in scopes.dropFirst().reversed() where scope[name] != nil { return true }
        return false
    }

    private func enclosingTypeName() -> String? {
        for frame in frames.reversed() {
            if case .type(let name, _, _) = frame { return name }
        }
        return nil
    }

    // MARK: The verdict

    /// Records `use` of `target` when the code at `node` is not proven to run on the main actor.
    private func check(_ target: String, use: String, at node: some SyntaxProtocol) {
        guard let reason = unproven() else { return }
        let line = node.startLocation(converter: converter).line
        problems[target, default: []].append("\(path):\(line): \(use) in \(reason)")
    }

    /// Why the code being visited is not proven on the main actor, or nil when it is.
    private func unproven() -> String? {
        for frame in frames.reversed() {
            switch frame {
            case .closure(let execution):
                switch execution {
                case .mainActor: return nil
                case .mainThread(_, let sendable):
                    // On the main thread at run time, but isolated only as the
                    // code it is written in (a main-scheduler sink in a plain
                    // class's method is nonisolated): that code decides.
                    if sendable { return "\(execution.what), a @Sendable callback" }
                case .background, .unknown: return execution.what
                case .inherits(let thread): if thread != nil { return execution.what + ", a @Sendable callback" }
                }
            case .function(let name, let execution, let isStatic):
                if let execution {
                    if case .mainActor = execution { return nil }
                    return execution.what
                }
                return isolation(of: "\(isStatic ? "static " : "")func \(name)")
            case .deinitializer:
                return "a deinit (nonisolated even in a @MainActor class)"
            case .type:
                return isolation(of: "property initializer")
            }
        }
        return "top-level code (not isolated to the main actor)"
    }

    /// The enclosing type's isolation decides for `what`.
    private func isolation(of what: String) -> String? {
        for frame in frames.reversed() {
            if case .type(let name, let kind, let main) = frame {
                return main ? nil : "the \(what) of \(kind) \(name), which is not isolated to the main actor"
            }
        }
        return "the global \(what), which is not isolated to the main actor"
    }

    // MARK: Helpers

    static func simpleName(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["any ", "some "] where t.hasPrefix(prefix) { t = String(t.dropFirst(prefix.count)) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if let open = t.firstIndex(of: "<") { t = String(t[..<open]) }
        return t.split(separator: ".").last.map(String.init) ?? t
    }

    /// `Foo(…)` / `Foo.init(…)` → `Foo`.
    static func constructed(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "init" { return base.trimmedDescription }
            if member.declName.baseName.text.first?.isUppercase == true { return member.trimmedDescription }   // `Outer.Inner(…)`
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) { return generic.expression.trimmedDescription }
        return nil
    }

    static func snippet(_ node: some SyntaxProtocol) -> String {
        var text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        if text.count > 60 { text = String(text.prefix(57)) + "…" }
        return text
    }
}
