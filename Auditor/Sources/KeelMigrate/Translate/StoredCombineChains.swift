import Foundation
import SwiftSyntax

/// A Combine chain the legacy code already had, stored (`….store(in: &cancellables)`),
/// whose `map`/`compactMap`/`filter` or trailing `sink` closure uses `self` strongly.
///
/// The legacy class kept it too, so the cycle is the legacy code's; but keel's audit of the
/// output (VM015) refuses it, and the fix is the same as for a translated chain: the closure
/// captures `[weak self]` and unwraps it first, returning what the operator tolerates when
/// `self` is gone (`nil` for `compactMap` — `map` becomes `compactMap` when its result is
/// declared or provably not Optional —, `false` for `filter`, nothing for `sink`).
/// A closure no such rewrite is exact for stays as it was (and the audit says why).
extension ChainTranslation {
    static let weakenedOperators: Set<String> = ["map", "compactMap", "filter"]

    /// Records the rewritten links of the chain `call` stores in `translator.replacements`.
    func weakenStoredCombineChain(_ call: FunctionCallExprSyntax) {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "store",
              call.arguments.count == 1, call.arguments.first?.label?.text == "in", var current = callee.base else { return }
        var links: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ExprSyntax)] = []
        while let link = current.as(FunctionCallExprSyntax.self), let member = link.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            links.append((link, member, base))
            current = base
        }
        // Innermost first: a link's replacement emits its base, already rewritten.
        for (link, member, base) in links.reversed() {
            let name = member.declName.baseName.text
            guard let closure = link.trailingClosure ?? link.arguments.first?.expression.as(ClosureExprSyntax.self) else { continue }
            let step = translator.source(of: link).indent(ofLineOf: member.period)
            if name == "sink", link.arguments.isEmpty, let trailing = link.trailingClosure, capturesSelfStrongly(trailing) {
                let column = translator.source(of: link).indent(ofLineOf: trailing.rightBrace)
                translator.replacements[trailing.id] = closureText(trailing, at: column, forceWeakSelf: true)
                continue
            }
            guard Self.weakenedOperators.contains(name),
                  let weak = weakSelfOperator(ChainLink(name: name, call: link, member: member), closure: closure, throwing: false, step: step),
                  !weak.contains("unowned self") else { continue }
            translator.replacements[link.id] = translator.emitTrimmed(base)
                + CommentText.sanitize(member.period.leadingTrivia.description) + weak
        }
    }
}
