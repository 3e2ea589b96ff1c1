import Foundation
import SwiftSyntax

/// A global singleton the legacy ViewModel reached (`WifiManager.shared`),
/// injected into the migrated one the way the SwiftUI MVVM Team Guidelines'
/// ViewModel Standards write it: an init parameter with the singleton as its
/// default argument (`wifiManager: WifiManager = WifiManager.shared`), stored,
/// and used instead of the global. The default keeps the behaviour: every
/// caller that does not pass it gets the instance the legacy code reached.
struct InjectedSingleton: Equatable {
    /// `WifiManager`.
    var typeName: String
    /// `shared`.
    var member: String
    /// The declared type of `WifiManager.shared` in the tree.
    var type: String
    /// The stored property and init parameter (`wifiManager`).
    var name: String
    /// A called global factory (`WSNet.instance()`): injected as a provider closure
    /// (`wsNet: @escaping () -> WSNet = { WSNet.instance() }`), called where the legacy code
    /// called the factory — the same expression, at the same moment, as often.
    var isCalled = false

    /// The legacy expression: `WifiManager.shared`, `WSNet.instance()`.
    var legacyExpression: String { typeName + "." + member + (isCalled ? "()" : "") }
    /// The init parameter's default argument.
    var defaultValue: String { isCalled ? "{ \(legacyExpression) }" : legacyExpression }
    /// The stored property's type: the singleton's, or a provider of it.
    var storedType: String { isCalled ? "() -> " + type : type }
    /// The init parameter's type.
    var parameterType: String { isCalled ? "@escaping () -> " + type : type }
}

/// Finds the singletons to inject: `X.shared` / `.sharedInstance` /
/// `.instance` (and `.default` / `.standard` / `.current` / `.main` of a
/// class) where the tree declares `X` and the member's type, read as a
/// value (not called), outside default arguments — and only when every
/// use is somewhere the migrated code can read the stored property
/// (`self.x`) — a method, an initializer, a computed property's getter —
/// and not inside a `[weak self]` closure before `self` is unwrapped.
/// Anything else stays, and `keel audit` (VM011) refuses it.
enum SingletonInjection {
    static let alwaysMembers: Set<String> = ["shared", "sharedInstance", "instance"]
    static let classMembers: Set<String> = ["default", "standard", "current", "main"]

    static func find(in nodes: [Syntax], tree: LegacyTree, taken: Set<String>, inputClosures: Set<SyntaxIdentifier>) -> [InjectedSingleton] {
        var uses: [String: [MemberAccessExprSyntax]] = [:]
        var order: [String] = []
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                      let key = singletonKey(access, tree: tree) ?? calledFactoryKey(access) else { continue }
                if uses[key] == nil { order.append(key) }
                uses[key, default: []].append(access)
            }
        }
        var result: [InjectedSingleton] = []
        var names = taken
        for key in order {
            let accesses = uses[key] ?? []
            let parts = key.split(separator: ".").map(String.init)
            let isCalled = parts.count == 3
            guard parts.count >= 2, let type = isCalled ? factoryType(parts[0], parts[1], tree: tree) : tree.memberType(parts[1], on: parts[0]),
                  accesses.allSatisfy({ readable($0, inputClosures: inputClosures) }) else { continue }
            var name = Spelling.propertyName(ofType: parts[0])
            if names.contains(name) { name = "shared" + parts[0] }
            guard !names.contains(name) else { continue }
            names.insert(name)
            result.append(InjectedSingleton(typeName: parts[0], member: parts[1], type: type, name: name, isCalled: isCalled))
        }
        return result
    }

    /// `"WSNet.instance.()"` when `access` is the callee of a called global factory to inject:
    /// `X.instance()`, `X.shared()`, `X.sharedInstance()` — no arguments, no trailing closure —
    /// outside default arguments, on a type name (`WSNet`, an Objective-C framework's class the
    /// tree does not declare, or a class of the tree whose factory's return type it declares).
    static func calledFactoryKey(_ access: MemberAccessExprSyntax) -> String? {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self), access.declName.argumentNames == nil,
              base.baseName.text.first?.isUppercase == true, alwaysMembers.contains(access.declName.baseName.text),
              let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
              call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              !inDefaultArgument(access) else { return nil }
        return base.baseName.text + "." + access.declName.baseName.text + ".()"
    }

    /// What the factory returns: its declared return type when the tree declares the type (a
    /// factory of the tree returning something else, or `Void`, is no singleton), else the type
    /// itself — what an accessor named `instance()` / `shared()` returns by convention; the
    /// verification step names the type unresolved when keel has no interface for it.
    static func factoryType(_ typeName: String, _ member: String, tree: LegacyTree) -> String? {
        guard tree.kind(of: typeName) != nil else { return typeName }
        guard let declared = tree.memberType(member, on: typeName) else { return nil }
        let simple = TypeText.simpleName(TypeText.strippingOptionality(declared))
        return simple == typeName || declared == "Self" ? typeName : nil
    }

    /// `"WifiManager.shared"` when `access` is a use of a tree singleton to inject.
    static func singletonKey(_ access: MemberAccessExprSyntax, tree: LegacyTree) -> String? {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self), access.declName.argumentNames == nil else { return nil }
        let typeName = base.baseName.text, member = access.declName.baseName.text
        guard typeName.first?.isUppercase == true, tree.kind(of: typeName) != nil else { return nil }
        guard alwaysMembers.contains(member) || (classMembers.contains(member) && tree.kind(of: typeName) == .class) else { return nil }
        // Called (`WSNet.instance()`): a factory, not a stored singleton.
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id { return nil }
        if inDefaultArgument(access) { return nil }
        return typeName + "." + member
    }

    /// Whether the use is inside a closure (then written `self.x`; elsewhere `x`: in the init
    /// the parameter, in a method the stored property).
    static func inClosure(_ access: some SyntaxProtocol, inputClosures: Set<SyntaxIdentifier>) -> Bool {
        var current = Syntax(access).parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(VariableDeclSyntax.self) { return false }
            if let closure = node.as(ClosureExprSyntax.self), !inputClosures.contains(closure.id) { return true }
            current = node.parent
        }
        return false
    }

    static func inDefaultArgument(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let node = current {
            if node.is(FunctionParameterSyntax.self) { return true }
            if node.is(CodeBlockSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether the migrated code can read the stored property where the legacy code read the
    /// singleton: outside closures, in closures that hold `self` (strongly, `unowned`, or none —
    /// explicit `self.` is then written), or in a `[weak self]` closure after `guard let self`.
    static func readable(_ access: some SyntaxProtocol, inputClosures: Set<SyntaxIdentifier>) -> Bool {
        var current = Syntax(access).parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) { return true }
            // A computed property's getter written without `get` (`var image: String { … }`) reads the stored property too.
            if node.is(AccessorBlockSyntax.self) { return true }
            // A stored property's initializer cannot read another (a `lazy` one can).
            if let variable = node.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                return variable.modifiers.contains { $0.name.text == "lazy" }
            }
            if let closure = node.as(ClosureExprSyntax.self), !inputClosures.contains(closure.id) {
                let captures = closure.signature?.capture?.items.map { $0 } ?? []
                if captures.contains(where: { $0.name.text == "self" && $0.specifier?.specifier.text == "weak" }) {
                    return unwrapsSelf(closure, before: Syntax(access))
                }
                if captures.contains(where: { $0.name.text == "self" }) { return true }
            }
            current = node.parent
        }
        return true
    }

    /// Whether a top-level statement of `closure` before the one holding `node` is `guard let self`
    /// (`guard let self = self`, `guard let self else …`).
    private static func unwrapsSelf(_ closure: ClosureExprSyntax, before node: Syntax) -> Bool {
        for item in closure.statements {
            if item.position <= node.position, node.position < item.endPosition { return false }
            guard let guardStmt = item.item.as(GuardStmtSyntax.self) else { continue }
            for condition in guardStmt.conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "self" || binding.pattern.trimmedDescription == "`self`" {
                    return true
                }
            }
        }
        return false
    }
}
