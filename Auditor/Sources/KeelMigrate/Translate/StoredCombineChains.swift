import Foundation
import SwiftSyntax

/// A Combine chain the legacy code already had, stored (`….store(in: &cancellables)`),
/// whose `map`/`compactMap`/`filter` or trailing `sink` closure uses `self` strongly.
///
/// The legacy class kept it too, so the cycle is the legacy code's; but keel's audit of the
/// output (VM015) refuses it, and the fix is the same as for a translated chain: the closure
/// captures `[weak self]` and unwraps it first, returning what the operator tolerates when
/// `self` is gone (`nil` for `compactMap` — `map` becomes `compactMap` when its result is
/// declared or provably not Optional —, `false` for `filter`, nothing for either closure of `sink`).
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
            if name == "sink" {
                weakenSinkClosures(link)
                continue
            }
            guard let closure = link.trailingClosure ?? link.arguments.first?.expression.as(ClosureExprSyntax.self) else { continue }
            let step = translator.source(of: link).indent(ofLineOf: member.period)
            guard Self.weakenedOperators.contains(name),
                  let weak = weakSelfOperator(ChainLink(name: name, call: link, member: member), closure: closure, throwing: false, step: step),
                  !weak.contains("unowned self") else { continue }
            translator.replacements[link.id] = translator.emitTrimmed(base)
                + CommentText.sanitize(member.period.leadingTrivia.description) + weak
        }
    }

    /// A `sink`'s closures — the one trailing closure, or `receiveCompletion:` and `receiveValue:`,
    /// written as arguments or trailing (`sink { … } receiveValue: { … }`) — that use `self` strongly: `[weak self]` and
    /// `guard let self else { return }` first (a `sink` closure returns nothing, so the early return is exact).
    private func weakenSinkClosures(_ sink: FunctionCallExprSyntax) {
        // `Array` first: `filter` on the syntax collection builds a new tree, whose closures' ids no emission visits.
        let labelled = Array(sink.arguments).filter { ["receiveCompletion", "receiveValue"].contains($0.label?.text ?? "") }
        guard labelled.count == sink.arguments.count else { return }
        let closures = labelled.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (sink.trailingClosure.map { [$0] } ?? [])
            + sink.additionalTrailingClosures.map(\.closure)
        for closure in closures where capturesSelfStrongly(closure) {
            let column = translator.source(of: sink).indent(ofLineOf: closure.rightBrace)
            translator.replacements[closure.id] = closureText(closure, at: column, forceWeakSelf: true)
        }
    }
}
