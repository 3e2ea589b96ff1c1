import Foundation
import KeelAudit
import MCP

/// `figures`: the compliance and migration figures `keel audit ROOT
/// --format json` reports (`figures`: units per role, rule compliance,
/// migration progress), computed from the warm tree — the same document,
/// rendered by the same reporter.
enum FiguresTool {
    static let name = "figures"

    static let definition = Tool(
        name: name,
        title: "Compliance and migration figures",
        description: """
        The tree's figures as `keel audit --format json` reports them: units per role (ViewModels, views, view \
        controllers, coordinators… each clean, with findings, or not checked), each rule's compliance (units without \
        its finding / units it applies to), and migration progress (Rx-free ViewModels, SwiftUI screens against UIKit \
        screens), plus finding counts per rule and severity. Computed over the whole tree after in-source \
        suppressions and before the baseline, as keel audit does. Read-only.
        """,
        inputSchema: ["type": "object", "properties": [:], "additionalProperties": false],
        annotations: .init(title: "Figures", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, tree: WarmTree, cache: Locked<(generation: Int, result: AuditResult)?>) async throws -> ToolOutput {
        let start = ContinuousClock.now
        let (state, stats) = try await tree.current()
        let result: AuditResult
        if let cached = cache.value, cached.generation == state.generation {
            result = cached.result
        } else {
            let auditor = state.auditor
            let index = state.index
            let reports = await Auditor.parallelMap(state.audited.map(\.prepared)) { auditor.analyze($0, index: index) }
            result = Auditor.combine(reports, files: state.audited.count)
            cache.value = (state.generation, result)
        }
        let value = try document(result, state: state)
        return ToolOutput(value, meta: RefreshMeta.fields(stats, elapsed: WarmTree.milliseconds(ContinuousClock.now - start)))
    }

    /// The JSON report's figures and counts for `result`, as `keel audit`
    /// renders them (baseline applied to the counts only, as there).
    static func document(_ result: AuditResult, state: TreeState) throws -> Value {
        var visible = result
        var hidden = 0
        if let baseline = state.baseline {
            visible.findings = baseline.filter(result.findings)
            hidden = result.findings.count - visible.findings.count
        }
        let configuration = state.configuration
        let report = AuditReport(result: visible, root: ".", skipped: state.skipped, failOn: configuration.failOn, hiddenByBaseline: hidden,
                                 enabledRules: configuration.enabledRuleIDs, diffMode: false,
                                 docsBase: configuration.docsBaseURL ?? DocsLinks.defaultRulesBase)
        guard case .object(let json) = try JSONOutput.parse(JSONReporter().render(report)) else {
            throw ToolFailure("the JSON reporter did not return an object")
        }
        var byRule: [String: Value] = [:]
        for (rule, count) in report.countsByRule { byRule[rule] = .int(count) }
        var bySeverity: [String: Value] = [:]
        for (severity, count) in report.countsBySeverity { bySeverity[severity.rawValue] = .int(count) }
        return [
            "figures": json["figures"] ?? .null,
            "filesScanned": json["filesScanned"] ?? .null,
            "linesScanned": json["linesScanned"] ?? .null,
            "skipped": json["skipped"] ?? .null,
            "findings": .int(visible.findings.count),
            "hiddenByBaseline": .int(hidden),
            "findingsByRule": .object(byRule),
            "findingsBySeverity": .object(bySeverity),
            "failOn": .string(configuration.failOn.rawValue),
            "failingFindings": json["failingFindings"] ?? .null,
        ]
    }
}
