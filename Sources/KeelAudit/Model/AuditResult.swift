/// Compliance of one rule: how many applicable units (e.g. ViewModels for
/// VM001, views for SU002) comply. `percent` is 100 when nothing applies.
public struct RuleCompliance: Sendable, Hashable, Codable {
    public var ruleID: String
    public var compliant: Int
    public var applicable: Int
    public init(ruleID: String, compliant: Int, applicable: Int) {
        self.ruleID = ruleID
        self.compliant = compliant
        self.applicable = applicable
    }
    public var percent: Double { applicable == 0 ? 100 : Double(compliant) * 100 / Double(applicable) }
}

/// Migration progress in the seeds' terms: Rx-free ViewModels among all
/// ViewModels, SwiftUI views against UIKit view controllers.
public struct MigrationProgress: Sendable, Hashable, Codable {
    public var viewModels: Int
    public var rxFreeViewModels: Int
    public var swiftUIViews: Int
    public var uiKitViewControllers: Int
    public init(viewModels: Int = 0, rxFreeViewModels: Int = 0, swiftUIViews: Int = 0, uiKitViewControllers: Int = 0) {
        self.viewModels = viewModels
        self.rxFreeViewModels = rxFreeViewModels
        self.swiftUIViews = swiftUIViews
        self.uiKitViewControllers = uiKitViewControllers
    }
}

/// Everything one audit run produced. Findings are sorted (`Finding.<`).
public struct AuditResult: Sendable, Codable {
    public var findings: [Finding]
    public var compliance: [RuleCompliance]
    public var migration: MigrationProgress
    public var filesScanned: Int
    public var linesScanned: Int
    public init(findings: [Finding], compliance: [RuleCompliance], migration: MigrationProgress, filesScanned: Int, linesScanned: Int) {
        self.findings = findings
        self.compliance = compliance
        self.migration = migration
        self.filesScanned = filesScanned
        self.linesScanned = linesScanned
    }

    /// Overall pattern compliance: compliant units / applicable units over all rules.
    public var overallCompliance: Double {
        let applicable = compliance.reduce(0) { $0 + $1.applicable }
        let compliant = compliance.reduce(0) { $0 + $1.compliant }
        return applicable == 0 ? 100 : Double(compliant) * 100 / Double(applicable)
    }
}
