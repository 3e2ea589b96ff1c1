/// The figures a report prints, defined once: every format (text, JSON,
/// SARIF run properties, Markdown) and the HTML report render this value
/// and nothing else, so they can never disagree.
///
/// - **Units per role** (the headline): every unit of a role — as the role
///   resolver decides roles — split into *clean* (some enabled rule checks
///   it and it has no finding at or above `warning`), *with findings* and
///   *not checked* (no enabled rule applies to it: nothing looked).
///   "ViewModels: 79 — 36 clean (45.6%), 34 with findings, 9 not checked".
///   The share clean is over all units, so units entering the checked set
///   move them from "not checked", never the denominator. A type is one
///   unit however many files extend it.
/// - **Rule compliance**: per rule, of the units the rule applies to, those
///   without a finding of that rule. A rule with nothing to check is *n/a*,
///   never 100 %; a rule that reports only in diff mode (RX002) is n/a
///   without `--since`; rules that report findings without units (NV001,
///   KA001, KA002) have no compliance figure.
/// - **Migration progress**: Rx-free ViewModels among all ViewModels;
///   SwiftUI screens against UIKit screens (`Migration.isScreen`), beside
///   the views and view controllers they are among — the same counts as
///   the role figures, from the same tally (`RoleTally`).
///
/// All are computed over the whole audited tree after in-source
/// suppressions (a suppressed finding was accepted in review) and before
/// the baseline and `--since` filters (those hide findings from the list,
/// they do not change the code's state). Definitions with examples:
/// `DocsLinks.metrics`, docs/articles/Audit-Metrics.md.
package struct AuditFigures: Sendable, Hashable {
    /// The version of the figures' shape in JSON (`FiguresJSON`): 2 counts
    /// every unit of a role (`units`) and how many are `checked`; 1 (before)
    /// counted checked units only as `units`.
    package static let format = "keel-figures/2"

    /// "ViewModels: 79 — 36 clean (45.6%), 34 with findings, 9 not checked".
    package struct RoleFigure: Sendable, Hashable {
        package var role: FigureRole
        /// Every unit of the role.
        package var units: Int
        /// Units some enabled rule checks.
        package var checked: Int
        /// Checked units with no finding at or above `warning`.
        package var clean: Int

        package init(role: FigureRole, units: Int, checked: Int, clean: Int) {
            self.role = role
            self.units = units
            self.checked = checked
            self.clean = clean
        }

        /// Checked units with a finding at or above `warning`.
        package var flagged: Int { checked - clean }
        /// Units no enabled rule checks.
        package var unchecked: Int { units - checked }
        /// Clean units among all units of the role (0 when there are none).
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

    /// Roles with at least one unit, in `FigureRole` order.
    package var roles: [RoleFigure]
    /// Every enabled rule, sorted by id.
    package var rules: [RuleFigure]
    package var migration: MigrationProgress

    /// How the figures are computed, in one line (every report prints it).
    package static let method = "units per role = every type the role resolver gives the role, each clean (some enabled rule checks it, "
        + "no finding at or above warning), with findings, or not checked (no enabled rule applies); clean share over all units; "
        + "rule compliance = units without a finding of the rule / units it applies to (n/a when it has none); "
        + "Rx-free = ViewModels using no RxSwift; screens = view controllers that are not containers or hosts, SwiftUI views that hold a ViewModel; "
        + "whole tree, after suppressions, before baseline and --since"

    /// - Parameters:
    ///   - enabledRules: the ids of the rules the run had enabled.
    ///   - diffMode: whether the run used `--since` (diff-only rules are n/a otherwise).
    package init(result: AuditResult, enabledRules: [String], diffMode: Bool) {
        roles = result.roles.filter { $0.units > 0 }.map { RoleFigure(role: $0.role, units: $0.units, checked: $0.checked, clean: $0.clean) }
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
