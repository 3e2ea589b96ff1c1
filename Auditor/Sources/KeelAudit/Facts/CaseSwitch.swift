@_spi(RawSyntax) import SwiftSyntax

/// A `switch` in a type's code over leading-dot cases (`switch event { case .moveToDetail(let item): … }`):
/// the case names each arm lists and what the arm's body does to the screen, as its own syntax says
/// (`ScreenMethod`: it navigates, or forwards to methods the semantic model follows). Which enum the
/// switch is over is read from the names (`RoleInference.switchedRoutes`): the value's type is rarely
/// written where a closure receives it.
package struct CaseSwitch: Sendable, Codable, Hashable {
    package var arms: [CaseArm] = []
    /// Has a `default:` arm (the listed cases need not be all of the enum's).
    package var hasDefault = false
    /// Every case name the arms list.
    package var caseNames: Set<String> { Set(arms.flatMap(\.cases)) }
}

/// One arm of a `CaseSwitch`: the cases it lists and what its body does to the screen.
package struct CaseArm: Sendable, Codable, Hashable {
    package var cases: [String]
    package var effect: ScreenMethod
}

enum CaseSwitchSyntax {
    /// The switch's arms, when at least one lists a leading-dot case (nil otherwise).
    static func read(_ node: RawSwitchExprSyntax) -> CaseSwitch? {
        guard let children = node.cases.raw.layoutView?.children else { return nil }
        var result = CaseSwitch()
        for child in children {
            guard let child, let arm = RawSwitchCaseSyntax(child) else { continue }
            if arm.label.raw.kind == .switchDefaultLabel { result.hasDefault = true; continue }
            guard let label = RawSwitchCaseLabelSyntax(arm.label.raw) else { continue }
            var names: [String] = []
            for item in label.caseItems.elements(RawSwitchCaseItemSyntax.self) {
                if let name = leadingDotName(item.pattern.raw) { names.append(name) }
            }
            guard !names.isEmpty else { continue }
            var effect = ScreenMethod(name: "", labels: [])
            recordCalls(in: arm.statements.raw, into: &effect)
            result.arms.append(CaseArm(cases: names, effect: effect))
        }
        return result.arms.isEmpty ? nil : result
    }

    /// The first implicit member (`.name`) in a case pattern (`.detail(let id)`, `let .detail(id)`).
    private static func leadingDotName(_ raw: RawSyntax) -> String? {
        if let member = RawMemberAccessExprSyntax(raw), member.base == nil { return member.declName.baseName.text }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children {
            guard let child, child.kind != .token else { continue }
            if let name = leadingDotName(child) { return name }
        }
        return nil
    }

    /// `self`, `self?` or `self!`.
    private static func isSelf(_ expr: RawExprSyntax?) -> Bool {
        guard var expr else { return false }
        if let chained = expr.as(RawOptionalChainingExprSyntax.self) { expr = chained.expression }
        if let forced = expr.as(RawForceUnwrapExprSyntax.self) { expr = forced.expression }
        return expr.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword("self") == true
    }

    /// Every call in the arm's body (closures in it included: `DispatchQueue.main.async { … }`), read as a method body's are.
    private static func recordCalls(in raw: RawSyntax, into effect: inout ScreenMethod) {
        if effect.navigates { return }
        if let call = RawFunctionCallExprSyntax(raw) {
            // `self?.showDetail(item)` / `self.showDetail(item)`: the navigator's own method (`ScreenSyntax.record`
            // reads a call on `self` as one it cannot follow).
            if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), isSelf(member.base),
               !ScreenSyntax.namesNavigation(member.declName.baseName.text) {
                effect.forwards.append(ScreenForward(path: [], typePath: nil, name: member.declName.baseName.text,
                                                     labels: StreamSyntax.labels(call)))
            } else {
                ScreenSyntax.record(call, isLocal: { _ in false }, into: &effect)
            }
        }
        guard let layout = raw.layoutView else { return }
        for child in layout.children {
            guard let child, child.kind != .token else { continue }
            recordCalls(in: child, into: &effect)
        }
    }
}
