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
/// ViewModels, and SwiftUI screens against UIKit screens (see
/// `Migration.isScreen`), with the views and view controllers they are
/// among. Derived from the role tallies (`init(roles:)`), so every count
/// here is the count of its role everywhere else on a report.
package struct MigrationProgress: Sendable, Hashable, Codable {
    package var viewModels: Int
    package var rxFreeViewModels: Int
    /// Every SwiftUI view (the `view` role's units).
    package var swiftUIViews: Int
    /// Every UIKit view controller (the `viewController` role's units).
    package var uiKitViewControllers: Int
    /// SwiftUI views that are whole screens.
    package var swiftUIScreens: Int
    /// View controllers that are whole screens (no containers, no SwiftUI hosts).
    package var uiKitScreens: Int

    package init(viewModels: Int = 0, rxFreeViewModels: Int = 0, swiftUIViews: Int = 0, uiKitViewControllers: Int = 0,
                 swiftUIScreens: Int = 0, uiKitScreens: Int = 0) {
        self.viewModels = viewModels
        self.rxFreeViewModels = rxFreeViewModels
        self.swiftUIViews = swiftUIViews
        self.uiKitViewControllers = uiKitViewControllers
        self.swiftUIScreens = swiftUIScreens
        self.uiKitScreens = uiKitScreens
    }

    /// The progress the role tallies hold (one count per role, see `RoleTally`).
    package init(roles: [RoleTally]) {
        let byRole = Dictionary(roles.map { ($0.role, $0) }, uniquingKeysWith: { a, _ in a })
        self.init(viewModels: byRole[.viewModel]?.units ?? 0, rxFreeViewModels: byRole[.viewModel]?.rxFree ?? 0,
                  swiftUIViews: byRole[.view]?.units ?? 0, uiKitViewControllers: byRole[.viewController]?.units ?? 0,
                  swiftUIScreens: byRole[.view]?.screens ?? 0, uiKitScreens: byRole[.viewController]?.screens ?? 0)
    }

    /// SwiftUI screens + UIKit screens.
    package var screens: Int { swiftUIScreens + uiKitScreens }
}

/// Everything one audit run produced. Findings are sorted (`Finding.<`).
package struct AuditResult: Sendable, Codable {
    package var findings: [Finding]
    package var compliance: [RuleCompliance]
    package var migration: MigrationProgress
    /// Units per role — all, checked, clean — in `FigureRole` order: the run's
    /// one tally of roles (`RoleTally.tally`); `migration` is derived from it.
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
