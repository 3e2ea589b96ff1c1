import Foundation
import SwiftSyntax

/// `map` / `filter` / `compactMap` closures that use `self` strongly, re-emitted for a
/// pipeline the migrated ViewModel stores.
///
/// In RxSwift the screen's dispose bag held `transform(input:)`'s outputs, so
/// `input.selection.map { item -> DetailViewModel in … self.provider … }` was no cycle;
/// the migrated ViewModel stores the same chain in its own `cancellables`, so a strong
/// `self` in any closure of it keeps the ViewModel alive forever (keel audit VM015).
/// The closure captures `[weak self]` and unwraps it first; while the ViewModel lives
/// every element goes through exactly as before, and once it is gone nothing more is
/// delivered (its pipelines are being cancelled anyway):
///
/// - `map { x -> T in … }` → `compactMap { [weak self] x -> T? in guard let self else { return nil } … }`
///   (the declared `T` is wrapped once more, so a `T` that is itself optional keeps its `nil`s);
/// - `filter { … }` → `filter { [weak self] … in guard let self else { return false } … }`;
/// - `compactMap { x -> T? in … }` → the same with `return nil` when `self` is gone.
///
/// A closure that does not declare its result type is rewritten the same way when the
/// `nil` is exact: a `compactMap` closure already returns an Optional (Swift 6 infers its `T`
/// from `return nil` and the closure's other `return`), and a `map` closure whose result is
/// provably not Optional (`ids.compactMap { … }`, a literal — `NonOptionalResults`) loses nothing
/// to `compactMap`. Any other `map` closure without a declared type (its result may be an
/// Optional whose `nil`s `compactMap` would drop) captures `[unowned self]`, as the other
/// operator closures the translation emits do — the pipelines end with the ViewModel.
extension ChainTranslation {
    /// The operator's text, or `nil` when the closure needs no change (no strong `self`,
    /// or a shape this rewrite does not handle: the caller emits it as before).
    func weakSelfOperator(_ link: ChainLink, closure: ClosureExprSyntax?, throwing: Bool, step: Int) -> String? {
        guard let closure, ["map", "filter", "compactMap"].contains(link.name), capturesSelfStrongly(closure) else { return nil }
        // Only the closure: an operator with other arguments (or two closures) stays as it was.
        guard let call = link.call, call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1 else { return nil }
        let statementsText = closure.statements.description
        if statementsText.contains("$1") { return nil }
        let signature = closure.signature
        let declared = signature?.returnClause.map { translator.emitTrimmed($0.type) }
        let shorthand = signature?.parameterClause == nil && statementsText.contains("$0")
        var head: [String] = []
        let others = signature?.capture?.items.filter { $0.name.text != "self" }
            .map { translator.emitTrimmed($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) } ?? []
        let weak = link.name == "filter" || declared != nil || link.name == "compactMap"
            || (link.name == "map" && NonOptionalResults.provablyNonOptional(closure))
        // A trailing closure that reads `self` only through an injected factory or singleton
        // already gets `[unowned self]` from `closureText`.
        if !weak, call.trailingClosure != nil, !Self.referencesSelf(closure.statements) { return nil }
        head.append("[" + ([weak ? "weak self" : "unowned self"] + others).joined(separator: ", ") + "]")
        if let parameters = signature?.parameterClause {
            head.append(translator.emitTrimmed(parameters))
        } else {
            head.append(shorthand ? "value" : "_")
        }
        if let effects = signature?.effectSpecifiers { head.append(translator.emitTrimmed(effects)) }
        if let declared {
            // `map`'s result becomes one level more optional (`compactMap` removes exactly that level).
            head.append("-> " + (link.name == "map" ? Self.wrappedOnce(declared) : declared))
        }
        head.append("in")
        var body = translator.withShorthand(shorthand ? "value" : nil, of: closure) {
            Indentation.rebase(Indentation.trimBlankLines(translator.emit(closure.statements)), to: step + 4)
        }
        if let only = closure.statements.first?.item, closure.statements.count == 1, only.is(ExprSyntax.self) {
            // One implicit-return expression: the guard makes the closure multi-statement.
            let indent = body.prefix { $0 == " " }
            body = indent + "return " + body.dropFirst(indent.count)
        }
        var name = link.name == "filter" ? "filter" : (weak ? "compactMap" : link.name)
        if throwing { name = "try" + Spelling.capitalized(name) }
        var text = "." + name + " { " + head.joined(separator: " ") + "\n"
        if weak {
            text += Indentation.spaces(step + 4) + "guard let self else { return " + (link.name == "filter" ? "false" : "nil") + " }\n"
        }
        return text + body + "\n" + Indentation.spaces(step) + "}"
    }

    /// Whether the migrated closure reads `self` without a `weak`/`unowned` capture of it
    /// (a local of `transform` hoisted to a stored property is read through `self` too).
    func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        let captured = closure.signature?.capture?.items.contains { $0.name.text == "self" && $0.specifier != nil } ?? false
        if captured { return false }
        let readsHoisted = closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return translator.hoistedLocals.contains(name) }
            return false
        }
        return translator.usesSelf(closure.statements) || readsHoisted
    }

    /// `T` → `T?`, `T?` → `T??`, `A -> B` → `(A -> B)?`.
    static func wrappedOnce(_ type: String) -> String {
        let t = type.trimmingCharacters(in: .whitespaces)
        return t.contains("->") || t.contains("&") || t.hasPrefix("any ") || t.hasPrefix("some ") ? "(\(t))?" : t + "?"
    }
}
