@testable import KeelAudit
import Testing

@Suite struct ComplianceTests {
    @Test func complianceCountsApplicableAndCompliantUnits() async {
        let files = [
            SourceInput(path: "A.swift", text: "@MainActor final class AViewModel: ObservableObject {}\n"),
            SourceInput(path: "B.swift", text: "final class BViewModel: ObservableObject {\n    @Published var x = 0\n}\n"),
            SourceInput(path: "C.swift", text: "import RxSwift\n@MainActor final class CViewModel: ObservableObject {}\n"),
            SourceInput(path: "D.swift", text: "enum RouteID {\n    case home\n    case detail(id: String)\n}\nprotocol Routing { func routeTo(_ route: RouteID) }\n"),
        ]
        let result = await Auditor().audit(files)
        let byRule = Dictionary(uniqueKeysWithValues: result.compliance.map { ($0.ruleID, $0) })
        #expect(byRule["VM001"] == RuleCompliance(ruleID: "VM001", compliant: 2, applicable: 3))
        // VM003 applies only where there is @Published state to check.
        #expect(byRule["VM003"] == RuleCompliance(ruleID: "VM003", compliant: 0, applicable: 1))
        #expect(byRule["RX001"] == RuleCompliance(ruleID: "RX001", compliant: 2, applicable: 3))
        #expect(byRule["RT001"] == RuleCompliance(ruleID: "RT001", compliant: 0, applicable: 1))
        #expect(byRule["VM002"]?.percent == 100)
        #expect(result.migration == MigrationProgress(viewModels: 3, rxFreeViewModels: 2, swiftUIViews: 0, uiKitViewControllers: 0))
        #expect(result.compliance.map(\.ruleID) == result.compliance.map(\.ruleID).sorted())
        let applicable = result.compliance.reduce(0) { $0 + $1.applicable }
        let compliant = result.compliance.reduce(0) { $0 + $1.compliant }
        #expect(result.overallCompliance == Double(compliant) * 100 / Double(applicable))
        #expect(result.filesScanned == 4)
        #expect(result.linesScanned == 1 + 3 + 2 + 5)
    }

    @Test func suppressedFindingsCountAsCompliant() {
        let text = "// keel:disable:next VM001\nfinal class BViewModel: ObservableObject {}\n"
        let report = Harness().report(text)
        #expect(report.compliance.first { $0.ruleID == "VM001" } == RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 1))
    }

    @Test func combineSumsReports() {
        let a = FileReport(findings: [], compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2)],
                           migration: MigrationProgress(viewModels: 2, rxFreeViewModels: 1, swiftUIViews: 3, uiKitViewControllers: 4), lines: 10)
        let b = FileReport(findings: [], compliance: [RuleCompliance(ruleID: "VM001", compliant: 3, applicable: 3),
                                                      RuleCompliance(ruleID: "CO001", compliant: 0, applicable: 1)],
                           migration: MigrationProgress(viewModels: 1, rxFreeViewModels: 1), lines: 5)
        let result = Auditor.combine([a, b], files: 2)
        #expect(result.compliance == [RuleCompliance(ruleID: "CO001", compliant: 0, applicable: 1), RuleCompliance(ruleID: "VM001", compliant: 4, applicable: 5)])
        #expect(result.migration == MigrationProgress(viewModels: 3, rxFreeViewModels: 2, swiftUIViews: 3, uiKitViewControllers: 4))
        #expect(result.linesScanned == 15)
    }
}
