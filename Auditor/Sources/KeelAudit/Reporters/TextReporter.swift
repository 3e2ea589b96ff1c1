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
        for note in report.skipped { lines.append("skipped: \(note)") }
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

/// The summary every human-facing format ends with: findings by severity and
/// rule, pattern compliance per rule and overall, migration progress.
enum SummaryBlock {
    static func lines(_ report: AuditReport) -> [String] {
        let result = report.result
        var lines = ["Summary: \(result.findings.count) finding(s) in \(result.filesScanned) file(s), \(result.linesScanned) line(s)"]
        lines.append("  by severity: " + report.countsBySeverity.map { "\($0.severity.rawValue) \($0.count)" }.joined(separator: ", "))
        if !report.countsByRule.isEmpty {
            lines.append("  by rule: " + report.countsByRule.map { "\($0.rule) \($0.count)" }.joined(separator: ", "))
        }
        if report.hiddenByBaseline > 0 { lines.append("  hidden by baseline: \(report.hiddenByBaseline)") }
        if report.outsideDiff > 0 { lines.append("  outside the diff: \(report.outsideDiff)") }
        lines.append("Pattern compliance: \(Percent.format(result.overallCompliance)) overall")
        for rule in result.compliance where rule.applicable > 0 {
            lines.append("  \(rule.ruleID): \(rule.compliant)/\(rule.applicable) (\(Percent.format(rule.percent)))")
        }
        let migration = result.migration
        lines.append("Migration progress:")
        lines.append("  Rx-free ViewModels: \(Percent.ratio(migration.rxFreeViewModels, migration.viewModels))")
        let screens = migration.swiftUIViews + migration.uiKitViewControllers
        lines.append("  SwiftUI views vs UIKit view controllers: \(migration.swiftUIViews) vs \(migration.uiKitViewControllers) (\(screens == 0 ? "n/a" : Percent.format(Double(migration.swiftUIViews) * 100 / Double(screens))) SwiftUI)")
        return lines
    }
}
