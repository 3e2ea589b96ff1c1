/// Human-readable text: findings grouped by file, then the summary block.
/// Colour (ANSI) only when asked — the CLI asks only on a TTY.
package struct TextReporter: Reporter {
    package var colors: Bool
    package init(colors: Bool = false) { self.colors = colors }

    package func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        let byFile = Dictionary(grouping: report.result.findings, by: \.file)
        for file in byFile.keys.sorted() {
            lines.append(paint(report.displayPath(file), "1"))
            for finding in byFile[file]! {
                let severity = paint(finding.severity.rawValue, color(finding.severity))
                lines.append("  \(finding.line):\(finding.column)  \(severity)  [\(finding.ruleID)] \(finding.message)")
            }
            lines.append("")
        }
        for file in report.skippedFiles { lines.append("not audited: \(file.path): \(file.reason)") }
        if !report.skipped.isEmpty { lines.append("") }
        lines += SummaryBlock.lines(report)
        return lines.joined(separator: "\n") + "\n"
    }

    private func color(_ severity: Severity) -> String {
        switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// The summary the text format ends with: findings by severity and rule,
/// then the figures (`AuditFigures`): units per role, rule compliance,
/// migration progress, and how they are computed.
enum SummaryBlock {
    /// "ViewModels: 79 units, 36 clean (45.6%), 34 with findings, 9 not checked".
    static func roleLine(_ role: AuditFigures.RoleFigure) -> String {
        "\(role.role.plural): \(role.units) unit\(role.units == 1 ? "" : "s"), \(role.clean) clean (\(Percent.format(role.percent))), "
            + "\(role.flagged) with findings, \(role.unchecked) not checked"
    }

    /// "SwiftUI screens vs UIKit screens: 12 vs 28 (30% SwiftUI) among 86 SwiftUI views and 31 view controllers".
    static func screensLine(_ migration: MigrationProgress) -> String {
        let screens = migration.screens
        let share = screens == 0 ? "n/a" : Percent.format(Double(migration.swiftUIScreens) * 100 / Double(screens)) + " SwiftUI"
        return "SwiftUI screens vs UIKit screens: \(migration.swiftUIScreens) vs \(migration.uiKitScreens) (\(share)) "
            + "among \(migration.swiftUIViews) SwiftUI views and \(migration.uiKitViewControllers) view controllers"
    }

    static func lines(_ report: AuditReport) -> [String] {
        let result = report.result
        let figures = report.figures
        var lines = ["Summary: \(result.findings.count) finding(s) in \(result.filesScanned) file(s), \(result.linesScanned) line(s)"]
        lines.append("  by severity: " + report.countsBySeverity.map { "\($0.severity.rawValue) \($0.count)" }.joined(separator: ", "))
        if !report.countsByRule.isEmpty {
            lines.append("  by rule: " + report.countsByRule.map { "\($0.rule) \($0.count)" }.joined(separator: ", "))
        }
        if report.hiddenByBaseline > 0 { lines.append("  hidden by baseline: \(report.hiddenByBaseline)") }
        if report.outsideDiff > 0 { lines.append("  outside the diff: \(report.outsideDiff)") }
        if !report.skipped.isEmpty { lines.append("  not audited: \(report.skipped.count) (listed above)") }
        lines.append("Units per role (clean = checked by some rule, no finding at or above warning):")
        if figures.roles.isEmpty {
            lines.append("  none: no ViewModel, view, view controller, coordinator, manager or router in this tree")
        }
        for role in figures.roles { lines.append("  " + SummaryBlock.roleLine(role)) }
        lines.append("Rule compliance (units without a finding of the rule / units it applies to):")
        for rule in figures.measuredRules {
            if case .measured(let compliant, let applicable) = rule.status {
                lines.append("  \(rule.ruleID): \(Percent.ratio(compliant, applicable))")
            }
        }
        let nothing = figures.unmeasuredRules.filter { $0.status == .nothingToCheck }.map(\.ruleID)
        let needsSince = figures.unmeasuredRules.filter { $0.status == .needsSince }.map(\.ruleID)
        if !nothing.isEmpty { lines.append("  n/a, nothing to check: " + nothing.joined(separator: ", ")) }
        if !needsSince.isEmpty { lines.append("  n/a, runs only with --since: " + needsSince.joined(separator: ", ")) }
        let findingsOnly = figures.unmeasuredRules.filter { $0.status == .findingsOnly }.map(\.ruleID)
        if !findingsOnly.isEmpty { lines.append("  no units (findings only): " + findingsOnly.joined(separator: ", ")) }
        let migration = figures.migration
        lines.append("Migration progress:")
        lines.append("  Rx-free ViewModels: \(Percent.ratio(migration.rxFreeViewModels, migration.viewModels))")
        lines.append("  " + SummaryBlock.screensLine(migration))
        lines.append("How computed: \(AuditFigures.method). Definitions: \(report.metricsLink)")
        return lines
    }
}
