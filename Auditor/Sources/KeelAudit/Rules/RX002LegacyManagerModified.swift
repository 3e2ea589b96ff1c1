/// RX002 — legacy RxSwift manager modified since the base ref.
struct LegacyManagerModifiedRule: Rule {
    let info = RuleInfo(
        id: "RX002",
        name: "legacy-manager-modified",
        summary: "Legacy RxSwift managers stay unchanged during the migration.",
        rationale: "Windscribe SwiftUI Migration Guide › Migration Constraints (\"Existing Managers and Coordinators: MUST remain in RxSwift\") and Conventions › 2. Legacy Services Cannot Be Modified (\"Minimize risk and maintain stability during migration\"): integrate through the bridge instead. A file is legacy when it matches `legacyPaths`, or declares a manager (`managerNames`) and imports RxSwift. Reported only when the CLI runs with `--since REF` and the file changed since REF.",
        severity: .warning,
        appliesTo: .legacyManagers,
        diffOnly: .always,
        fixable: .manual("the change is reverted and adapted in the new ViewModel through the bridge"),
        howToFix: "Revert the change to the legacy manager and adapt in the new Combine ViewModel through the bridge instead. When a legacy change is unavoidable (a bug fix), suppress with a reason (`// keel:disable:this RX002 - crash fix`) or accept it in review.",
        triggering: [],
        nonTriggering: [
            RuleExample("""
            import RxSwift

            final class VPNManager {
                let connectionStateSubject = BehaviorSubject<VPNState>(value: .disconnected)
            }
            """),
        ]
    )

    /// Managers of a legacy file (nil when the file is not legacy).
    static func legacyUnits(_ context: RuleContext) -> [Int]? {
        let managers = context.primaryUnits(.manager)
        if context.isLegacyFile { return managers }
        let importsRx = context.facts.imports.contains { KnownTypes.rxModules.contains($0.module) }
        return importsRx && !managers.isEmpty ? managers : nil
    }

    func check(_ context: RuleContext) -> [RawFinding] {
        guard context.facts.changedSinceBase, let units = Self.legacyUnits(context) else { return [] }
        if units.isEmpty {
            return [finding(context, at: 0, "Legacy file \(context.path) changed since the base ref; legacy RxSwift code stays unchanged — bridge from a Combine ViewModel instead.", snippet: context.path, unit: nil)]
        }
        return units.map { unit in
            let name = context.facts.units[unit].name
            return declarationFinding(context, unit: unit, "Legacy RxSwift manager \(name) changed since the base ref; keep it unchanged and bridge from a Combine ViewModel (asPublisher()/toPublisher()).")
        }
    }

    /// Applicable only when the diff is known: outside `--since` nothing is checked.
    func applicableUnits(_ context: RuleContext) -> [Int] {
        context.facts.changedSinceBase ? (Self.legacyUnits(context) ?? []) : []
    }
}
