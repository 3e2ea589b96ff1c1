/// The figures a report prints, defined once: every format (text, JSON,
/// SARIF run properties, Markdown) and the HTML report render this value
/// and nothing else, so they can never disagree.
///
/// - **Clean units per role** (the headline): of the units of a role that
///   at least one enabled rule checks, those with no finding at or above
///   `warning` — "ViewModels clean: 12/79". A type is one unit however many
///   files extend it.
/// - **Rule compliance**: per rule, of the units the rule applies to, those
///   without a finding of that rule. A rule with nothing to check is *n/a*,
///   never 100 %; a rule that reports only in diff mode (RX002) is n/a
///   without `--since`; rules that report findings without units (NV001,
///   KA001, KA002) have no compliance figure.
/// - **Migration progress**: Rx-free ViewModels among all ViewModels; SwiftUI
///   views against UIKit view controllers.
///
/// All are computed over the whole audited tree after in-source
/// suppressions (a suppressed finding was accepted in review) and before
/// the baseline and `--since` filters (those hide findings from the list,
/// they do not change the code's state). Definitions with examples:
/// `DocsLinks.metrics`, docs/articles/Audit-Metrics.md.
package struct AuditFigures: Sendable, Hashable {
    /// "ViewModels clean: 12/79".
    package struct RoleFigure: Sendable, Hashable {
        package var role: FigureRole
        /// Units of the role some enabled rule checks.
        package var units: Int
        /// Of those, units with no finding at or above `warning`.
        package var clean: Int
        package var percent: Double { units == 0 ? 0 : Double(clean) * 100 / Double(units) }
    }

    /// One rule's compliance, or why it has none.
    package struct RuleFigure: Sendable, Hashable {
        package enum Status: Sendable, Hashable {
            /// `compliant` of `applicable` units have no finding of the rule.
            case measured(compliant: Int, applicable: Int)
            /// The rule has nothing to check in this tree.
            case nothingToCheck
            /// The rule reports only with `--since` (diff mode), which this run did not use.
            case needsSince
            /// The rule reports findings without units (any code, comments, files): no compliance figure.
            case findingsOnly
        }
        package var ruleID: String
        package var status: Status

        /// nil when not measured.
        package var percent: Double? {
            guard case .measured(let compliant, let applicable) = status, applicable > 0 else { return nil }
            return Double(compliant) * 100 / Double(applicable)
        }
    }

    /// Roles with at least one checked unit, in `FigureRole` order.
    package var roles: [RoleFigure]
    /// Every enabled rule, sorted by id.
    package var rules: [RuleFigure]
    package var migration: MigrationProgress

    /// How the figures are computed, in one line (every report prints it).
    package static let method = "clean = units of a role with no finding at or above warning, of those some rule checks; "
        + "rule compliance = units without a finding of the rule / units it applies to (n/a when it has none); "
        + "Rx-free = ViewModels using no RxSwift; whole tree, after suppressions, before baseline and --since"

    /// - Parameters:
    ///   - enabledRules: the ids of the rules the run had enabled.
    ///   - diffMode: whether the run used `--since` (diff-only rules are n/a otherwise).
    package init(result: AuditResult, enabledRules: [String], diffMode: Bool) {
        roles = result.roles.map { RoleFigure(role: $0.role, units: $0.units, clean: $0.clean) }
        let measured = Dictionary(result.compliance.map { ($0.ruleID, $0) }, uniquingKeysWith: { a, _ in a })
        rules = enabledRules.sorted().map { id in
            if Auditor.reportsFindingsOnly(id) { return RuleFigure(ruleID: id, status: .findingsOnly) }
            if !diffMode, Auditor.reportsOnlyInDiffMode(id) { return RuleFigure(ruleID: id, status: .needsSince) }
            guard let compliance = measured[id], compliance.applicable > 0 else { return RuleFigure(ruleID: id, status: .nothingToCheck) }
            return RuleFigure(ruleID: id, status: .measured(compliant: compliance.compliant, applicable: compliance.applicable))
        }
        migration = result.migration
    }

    /// Rules with a compliance figure.
    package var measuredRules: [RuleFigure] { rules.filter { $0.percent != nil } }

    /// Enabled rules without one, with the reason.
    package var unmeasuredRules: [RuleFigure] { rules.filter { $0.percent == nil } }
}

/// Percentages and ratios as every report prints them.
package enum Percent {
    /// `12.5%`, `50%`: one decimal, dropped when zero.
    package static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
    }

    /// `3/4 (75%)`, or `n/a` when `whole` is 0.
    package static func ratio(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "n/a" : "\(part)/\(whole) (\(format(Double(part) * 100 / Double(whole))))"
    }
}
