/// A figure that moved because its scope changed: units entered (or left)
/// the set some rule checks — a ViewModel converted to `ObservableObject`
/// starts being checked by the ViewModel rules, say — rather than because
/// code was fixed or broken. The report marks such moves wherever it
/// compares two states (the trend charts, "since the previous point").
///
/// Material means the checked set changed by at least 3 units and at least
/// 10 % of its previous size: a weekly trend of a growing app adds a few
/// units most weeks, which is not worth a mark.
package struct ScopeChange: Sendable, Hashable {
    package enum Subject: Sendable, Hashable {
        case role(FigureRole)
        /// A rule's applicable units (its compliance figure's denominator).
        case rule(String)
    }

    package var subject: Subject
    package var checkedBefore: Int
    package var checkedNow: Int
    /// All units of the role (roles only; the rule's applicable units otherwise).
    package var unitsBefore: Int
    package var unitsNow: Int

    /// Units that entered the checked set (negative: left it).
    package var entered: Int { checkedNow - checkedBefore }

    /// What changed, in words: "ViewModels: 3 units entered the checked set
    /// (1 → 4 of 5)" (same units), "ViewModels: 14 new units, all checked
    /// (50 → 64)" (the role grew), "ViewModels: 25 more units checked
    /// (20 → 45; 48 → 50 units)" (both).
    package var text: String {
        let plural = { (count: Int) in count == 1 ? "" : "s" }
        switch subject {
        case .role(let role):
            let added = unitsNow - unitsBefore
            if added == 0 {
                let verb = entered >= 0 ? "entered" : "left"
                return "\(role.plural): \(abs(entered)) unit\(plural(abs(entered))) \(verb) the checked set (\(checkedBefore) \u{2192} \(checkedNow) of \(unitsNow))"
            }
            if added == entered, checkedBefore == unitsBefore {
                return added > 0
                    ? "\(role.plural): \(added) new unit\(plural(added)), all checked (\(unitsBefore) \u{2192} \(unitsNow))"
                    : "\(role.plural): \(-added) unit\(plural(-added)) fewer (\(unitsBefore) \u{2192} \(unitsNow))"
            }
            let change = entered >= 0 ? "\(entered) more unit\(plural(entered)) checked" : "\(-entered) unit\(plural(-entered)) fewer checked"
            return "\(role.plural): \(change) (\(checkedBefore) \u{2192} \(checkedNow); \(unitsBefore) \u{2192} \(unitsNow) units)"
        case .rule(let id):
            return "\(id): \(entered >= 0 ? "\(entered) more" : "\(-entered) fewer") unit\(abs(entered) == 1 ? "" : "s") to check (\(checkedBefore) \u{2192} \(checkedNow))"
        }
    }

    /// The changes in a few words: every role's, then the rules' in one
    /// clause ("14 rules have more units to check: RX001 3 → 8, ST001 3 → 8, +12 more").
    package static func summary(_ changes: [ScopeChange], rulesShown: Int = 2) -> String {
        var parts = changes.filter { if case .role = $0.subject { return true } else { return false } }.map(\.text)
        let rules = changes.filter { if case .rule = $0.subject { return true } else { return false } }
        if rules.count == 1 {
            parts.append(rules[0].text)
        } else if !rules.isEmpty {
            let more = rules.filter { $0.entered > 0 }.count, fewer = rules.count - more
            let direction = fewer == 0 ? "more" : (more == 0 ? "fewer" : "other")
            var clause = "\(rules.count) rules have \(direction) units to check: "
            clause += rules.prefix(rulesShown).map { rule -> String in
                guard case .rule(let id) = rule.subject else { return "" }
                return "\(id) \(rule.checkedBefore) \u{2192} \(rule.checkedNow)"
            }.joined(separator: ", ")
            if rules.count > rulesShown { clause += ", +\(rules.count - rulesShown) more" }
            parts.append(clause)
        }
        return parts.joined(separator: "; ")
    }

    /// Whether a change of the checked set from `before` to `now` is worth a mark.
    package static func isMaterial(before: Int, now: Int) -> Bool {
        let change = abs(now - before)
        return change >= 3 && change * 10 >= before
    }

    /// The material scope changes from `before` to `now`: roles first
    /// (`FigureRole` order), then rules by id. Role counts of an older
    /// format (`countsEveryUnit` false on either side) are not compared.
    package static func between(_ before: AuditFigures, _ now: AuditFigures, compareRoles: Bool = true) -> [ScopeChange] {
        var changes: [ScopeChange] = []
        if compareRoles {
            for role in FigureRole.allCases {
                let a = before.roles.first { $0.role == role }, b = now.roles.first { $0.role == role }
                let checkedBefore = a?.checked ?? 0, checkedNow = b?.checked ?? 0
                guard isMaterial(before: checkedBefore, now: checkedNow) else { continue }
                changes.append(ScopeChange(subject: .role(role), checkedBefore: checkedBefore, checkedNow: checkedNow,
                                           unitsBefore: a?.units ?? 0, unitsNow: b?.units ?? 0))
            }
        }
        func applicable(_ figures: AuditFigures, _ id: String) -> Int {
            guard case .measured(_, let applicable)? = figures.rules.first(where: { $0.ruleID == id })?.status else { return 0 }
            return applicable
        }
        for id in Set(before.rules.map(\.ruleID)).union(now.rules.map(\.ruleID)).sorted() {
            let a = applicable(before, id), b = applicable(now, id)
            guard isMaterial(before: a, now: b) else { continue }
            changes.append(ScopeChange(subject: .rule(id), checkedBefore: a, checkedNow: b, unitsBefore: a, unitsNow: b))
        }
        return changes
    }
}
