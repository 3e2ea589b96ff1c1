@testable import KeelAudit
import Testing

@Suite(.timeLimit(.minutes(3))) struct ComplianceTests {
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
        #expect(result.compliance.allSatisfy { $0.applicable > 0 })
        // B has VM001/VM003 findings; C uses RxSwift (RX001 error): 1 of 3 ViewModels is clean.
        #expect(result.roles.first { $0.role == .viewModel } == RoleTally(role: .viewModel, units: 3, checked: 3, clean: 1, rxFree: 2))
        #expect(result.roles.first { $0.role == .router } == RoleTally(role: .router, units: 1, checked: 1, clean: 0))
        #expect(result.filesScanned == 4)
        #expect(result.linesScanned == 1 + 3 + 2 + 5)
    }

    @Test func suppressedFindingsCountAsCompliant() {
        let text = "// keel:disable:next VM001\nfinal class BViewModel: ObservableObject {}\n"
        let report = Harness().report(text)
        #expect(report.compliance.first { $0.ruleID == "VM001" } == RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 1))
    }

    /// Compliance and lines are summed; roles are tallied once over every
    /// file's units, and migration progress is read from that tally (not
    /// summed from the files' own counts: one count per role).
    @Test func combineSumsReportsAndTalliesRolesOnce() {
        let a = FileReport(findings: [], compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2)],
                           migration: MigrationProgress(viewModels: 99), units: [
                               UnitStatus(name: "AViewModel", declaredIn: "A.swift", roles: [.viewModel], checked: true, flagged: true, usesRx: true),
                               UnitStatus(name: "HomeView", declaredIn: "A.swift", roles: [.view], checked: false, flagged: false, screen: true),
                               UnitStatus(name: "RowView", declaredIn: "A.swift", roles: [.view], checked: false, flagged: false),
                           ], lines: 10)
        let b = FileReport(findings: [], compliance: [RuleCompliance(ruleID: "VM001", compliant: 3, applicable: 3),
                                                      RuleCompliance(ruleID: "CO001", compliant: 0, applicable: 1)],
                           units: [
                               UnitStatus(name: "BViewModel", declaredIn: "B.swift", roles: [.viewModel], checked: true, flagged: false),
                               UnitStatus(name: "AViewModel", declaredIn: nil, roles: [.viewModel], checked: false, flagged: false),
                               UnitStatus(name: "LoginController", declaredIn: "B.swift", roles: [.viewController], checked: false, flagged: false, screen: true),
                           ], lines: 5)
        let result = Auditor.combine([a, b], files: 2)
        #expect(result.compliance == [RuleCompliance(ruleID: "CO001", compliant: 0, applicable: 1), RuleCompliance(ruleID: "VM001", compliant: 4, applicable: 5)])
        #expect(result.roles == [
            RoleTally(role: .viewModel, units: 2, checked: 2, clean: 1, rxFree: 1),
            RoleTally(role: .view, units: 2, checked: 0, clean: 0, screens: 1),
            RoleTally(role: .viewController, units: 1, checked: 0, clean: 0, screens: 1),
        ])
        #expect(result.migration == MigrationProgress(viewModels: 2, rxFreeViewModels: 1, swiftUIViews: 2, uiKitViewControllers: 1,
                                                      swiftUIScreens: 1, uiKitScreens: 1))
        #expect(result.linesScanned == 15)
    }

    @Test func ruleWithNothingToCheckIsNotApplicableNotCompliant() {
        #expect(RuleCompliance(ruleID: "VM002", compliant: 0, applicable: 0).percent == nil)
        let result = AuditResult(findings: [], compliance: [RuleCompliance(ruleID: "VM001", compliant: 1, applicable: 2)],
                                 migration: MigrationProgress(), filesScanned: 1, linesScanned: 1)
        let figures = AuditFigures(result: result, enabledRules: ["VM001", "VM002", "RX002"], diffMode: false)
        #expect(figures.rules.map(\.status) == [.needsSince, .measured(compliant: 1, applicable: 2), .nothingToCheck])
        #expect(figures.rules.compactMap(\.percent) == [50])
        let inDiffMode = AuditFigures(result: result, enabledRules: ["RX002"], diffMode: true)
        #expect(inDiffMode.rules.map(\.status) == [.nothingToCheck])
        let findingsOnly = AuditFigures(result: result, enabledRules: ["KA001", "KA002", "NV001"], diffMode: true)
        #expect(findingsOnly.rules.map(\.status) == [.findingsOnly, .findingsOnly, .findingsOnly])
    }

    /// RX002 checks legacy managers only in files changed since the base:
    /// outside `--since` a manager is checked only by the rules that always
    /// apply (RX003), and RX002 never counts it.
    @Test func diffOnlyRulesCheckUnitsOnlyInChangedFiles() {
        let manager = "import RxSwift\nfinal class VPNManager {}\n"
        let unchanged = Harness().report(manager, path: "App/VPNManager.swift", changed: false)
        #expect(unchanged.units == [UnitStatus(name: "VPNManager", declaredIn: "App/VPNManager.swift", roles: [.manager], checked: true, flagged: false)])
        #expect(!unchanged.compliance.contains { $0.ruleID == "RX002" })
        let changed = Harness().report(manager, path: "App/VPNManager.swift", changed: true)
        #expect(changed.units == [UnitStatus(name: "VPNManager", declaredIn: "App/VPNManager.swift", roles: [.manager], checked: true, flagged: true)])
    }

    @Test func cleanUnitsCountEachTypeOnceAndOnlyFindingsAtOrAboveWarning() async {
        let files = [
            // A note (VM013, not final) alone leaves a ViewModel clean.
            SourceInput(path: "A.swift", text: "@MainActor class AViewModel: ObservableObject {}\n"),
            // A warning in an extension in another file makes its type unclean.
            SourceInput(path: "B.swift", text: "@MainActor final class BViewModel: ObservableObject {}\n"),
            SourceInput(path: "B+Extra.swift", text: "extension BViewModel {\n    func go() { let _ = Analytics.shared }\n}\nfinal class Analytics { static let shared = Analytics() }\n"),
            // A suppressed finding is accepted: still clean.
            SourceInput(path: "C.swift", text: "// keel:disable:next VM001 - migrating\nfinal class CViewModel: ObservableObject {}\n"),
        ]
        let result = await Auditor().audit(files)
        #expect(result.findings.contains { $0.ruleID == "VM013" && $0.file == "A.swift" })
        #expect(result.findings.contains { $0.ruleID == "VM011" && $0.file == "B+Extra.swift" })
        #expect(result.roles == [RoleTally(role: .viewModel, units: 3, checked: 3, clean: 2, rxFree: 3)])
    }

    @Test func tallyFoldsExtensionsIntoTheirDeclaration() {
        let statuses = [
            UnitStatus(name: "HomeViewModel", declaredIn: "Home.swift", roles: [.viewModel], checked: true, flagged: false),
            UnitStatus(name: "HomeViewModel", declaredIn: nil, roles: [.viewModel], checked: false, flagged: true),
            UnitStatus(name: "Feed.ViewModel", declaredIn: "Feed.swift", roles: [.viewModel], checked: true, flagged: false),
            UnitStatus(name: "Feed.ViewModel", declaredIn: "Other/Feed.swift", roles: [.viewModel], checked: true, flagged: false),
            UnitStatus(name: "AppCoordinator", declaredIn: "App.swift", roles: [.coordinator], checked: true, flagged: false),
            UnitStatus(name: "Unchecked", declaredIn: "U.swift", roles: [.viewController], checked: false, flagged: false),
        ]
        // Every unit counts, checked or not: the view controller no rule checks is a unit "not checked".
        #expect(RoleTally.tally(statuses) == [
            RoleTally(role: .viewModel, units: 3, checked: 3, clean: 2, rxFree: 3),
            RoleTally(role: .viewController, units: 1, checked: 0, clean: 0),
            RoleTally(role: .coordinator, units: 1, checked: 1, clean: 1),
        ])
    }
}
