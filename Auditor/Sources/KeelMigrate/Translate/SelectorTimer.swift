import SwiftSyntax

/// A target–selector timer of the ViewModel's own method —
/// `Timer.scheduledTimer(timeInterval: t, target: self, selector: #selector(self.m), userInfo: nil, repeats: r)` —
/// → the block form, `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { _ in MainActor.assumeIsolated { self.m() } }`
/// (`{ timer in MainActor.assumeIsolated { self.m(timer) } }` when `m` takes the timer).
///
/// The same timer, on the same run loop, firing at the same time; the block holds `self`
/// strongly, as the timer held its target, until it is invalidated (after firing, for one that
/// does not repeat). What changes is only that no Objective-C selector is involved, so the
/// method needs no `@objc` — which a Swift 6 ViewModel without the Objective-C runtime
/// (and the verification step on Linux) cannot have. Any other shape — another target, a
/// `userInfo`, a method keel does not find on the ViewModel or one taking other parameters,
/// `Timer(timeInterval:target:…)` — is copied as written.
///
/// The block is `@Sendable` and the migrated ViewModel `@MainActor`: the call is made inside
/// `MainActor.assumeIsolated`, synchronously, as the run loop called the selector. That holds
/// because the timer is scheduled on the current run loop from the ViewModel's main-actor code,
/// so it fires on the main thread (a `Task { @MainActor in … }` would add a hop the legacy call
/// did not have).
enum SelectorTimer {
    /// The ViewModel's method `call` schedules, and whether it takes the timer.
    static func match(_ call: FunctionCallExprSyntax, methods: [String: FunctionDeclSyntax]) -> (method: String, passesTimer: Bool)? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer",
              callee.declName.baseName.text == "scheduledTimer", call.trailingClosure == nil,
              call.arguments.map({ $0.label?.text ?? "_" }) == ["timeInterval", "target", "selector", "userInfo", "repeats"] else { return nil }
        let arguments = Array(call.arguments)
        guard arguments[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
              arguments[3].expression.is(NilLiteralExprSyntax.self),
              let name = selectedMethod(arguments[2].expression), let method = methods[name],
              !method.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              method.signature.effectSpecifiers == nil, method.genericParameterClause == nil else { return nil }
        let parameters = Array(method.signature.parameterClause.parameters)
        switch parameters.count {
        case 0: return (name, false)
        case 1 where parameters[0].type.trimmedDescription == "Timer" && parameters[0].firstName.tokenKind == .wildcard:
            return (name, true)
        default: return nil
        }
    }

    /// The block form of a matched call, its interval and `repeats` translated by `emit`.
    static func blockForm(_ call: FunctionCallExprSyntax, methods: [String: FunctionDeclSyntax], emit: (ExprSyntax) -> String) -> String? {
        guard let (method, passesTimer) = match(call, methods: methods) else { return nil }
        let arguments = Array(call.arguments)
        let body = passesTimer ? "{ timer in MainActor.assumeIsolated { self.\(method)(timer) } }"
            : "{ _ in MainActor.assumeIsolated { self.\(method)() } }"
        // A statement discards the timer, as the legacy call (imported from Objective-C, so its result
        // was discardable) did; Foundation's Swift declaration of the block form is not `@discardableResult`.
        let discard = call.parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
        return discard + "Timer.scheduledTimer(withTimeInterval: \(emit(arguments[0].expression)), repeats: \(emit(arguments[4].expression))) \(body)"
    }

    /// `#selector(self.m)`, `#selector(m)`, `#selector(Type.m)`, `#selector(m(_:))` → `m`.
    static func selectedMethod(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else { return nil }
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(DeclReferenceExprSyntax.self) || base.is(TypeExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The ViewModel's methods, by name (a name declared twice is left out: which one a selector means is not read).
    static func methods(in members: [MemberBlockItemSyntax]) -> [String: FunctionDeclSyntax] {
        var result: [String: FunctionDeclSyntax] = [:]
        var twice: Set<String> = []
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            if result.updateValue(function, forKey: function.name.text) != nil { twice.insert(function.name.text) }
        }
        for name in twice { result[name] = nil }
        return result
    }

    /// Private methods whose every selector in `members` is one of these timers: their `@objc`
    /// is not needed once the timers are blocks. A selector anywhere else (a notification
    /// observer, a gesture target) keeps it.
    static func objcFreeMethods(in members: [MemberBlockItemSyntax]) -> Set<String> {
        let methods = methods(in: members)
        var timed: Set<String> = []
        var otherwise: Set<String> = []
        for member in members {
            for node in member.tokens(viewMode: .sourceAccurate) {
                guard node.text == "selector", let macro = node.parent?.as(MacroExpansionExprSyntax.self),
                      let name = selectedMethod(ExprSyntax(macro)) else { continue }
                let call = macro.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, match(call, methods: methods)?.method == name { timed.insert(name) } else { otherwise.insert(name) }
            }
        }
        return timed.subtracting(otherwise).filter { methods[$0]?.modifiers.isFilePrivate == true }
    }
}
