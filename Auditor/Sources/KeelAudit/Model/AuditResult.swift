/// Compliance of one rule: how many applicable units (e.g. ViewModels for
/// VM001, views for SU002) have no finding of the rule. `percent` is nil
/// when nothing applies — not applicable is not compliant.
package struct RuleCompliance: Sendable, Hashable, Codable {
    package var ruleID: String
    package var compliant: Int
    package var applicable: Int
    package init(ruleID: String, compliant: Int, applicable: Int) {
        self.ruleID = ruleID
        self.compliant = compliant
        self.applicable = applicable
    }
    package var percent: Double? { applicable == 0 ? nil : Double(compliant) * 100 / Double(applicable) }
}

/// Migration progress in the seeds' terms: Rx-free ViewModels among all
/// ViewModels, SwiftUI views against UIKit view controllers.
package struct MigrationProgress: Sendable, Hashable, Codable {
    package var viewModels: Int
    package var rxFreeViewModels: Int
    package var swiftUIViews: Int
    package var uiKitViewControllers: Int
    package init(viewModels: Int = 0, rxFreeViewModels: Int = 0, swiftUIViews: Int = 0, uiKitViewControllers: Int = 0) {
        self.viewModels = viewModels
        self.rxFreeViewModels = rxFreeViewModels
        self.swiftUIViews = swiftUIViews
        self.uiKitViewControllers = uiKitViewControllers
    }
}

/// Everything one audit run produced. Findings are sorted (`Finding.<`).
package struct AuditResult: Sendable, Codable {
    package var findings: [Finding]
    package var compliance: [RuleCompliance]
    package var migration: MigrationProgress
    /// Checked and clean units per role (see `AuditFigures`), in `FigureRole` order.
    package var roles: [RoleTally]
    package var filesScanned: Int
    package var linesScanned: Int
    /// Findings in-source suppressions covered (accepted in review; not in `findings`, not in the figures).
    package var suppressed: Int
    package init(findings: [Finding], compliance: [RuleCompliance], migration: MigrationProgress, roles: [RoleTally] = [],
                 filesScanned: Int, linesScanned: Int, suppressed: Int = 0) {
        self.suppressed = suppressed
        self.findings = findings
        self.compliance = compliance
        self.migration = migration
        self.roles = roles
        self.filesScanned = filesScanned
        self.linesScanned = linesScanned
    }
}
