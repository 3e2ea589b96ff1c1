import Foundation

/// `path:line:column: warning: [VM001] message` — Xcode and most editors
/// turn these into inline annotations.
package struct XcodeReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        report.result.findings.map { finding in
            "\(report.displayPath(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.ruleID)] \(finding.message)\n"
        }.joined()
    }
}

/// GitHub Actions workflow commands: annotations on the PR diff.
package struct GitHubActionsReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        report.result.findings.map { finding in
            let level = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let file = escapeProperty(report.displayPath(finding.file))
            return "::\(level) file=\(file),line=\(finding.line),col=\(finding.column),title=\(finding.ruleID)::\(escapeData(finding.message))\n"
        }.joined()
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// The whole report as JSON (sorted keys: stable diffs between runs).
package struct JSONReporter: Reporter {
    package init() {}

    package func render(_ report: AuditReport) -> String {
        let result = report.result
        let migration = result.migration
        let document: JSONText = .object([
            "findings": .array(result.findings.map { finding in
                .object([
                    "rule": .string(finding.ruleID),
                    "severity": .string(finding.severity.rawValue),
                    "message": .string(finding.message),
                    "location": .object([
                        "file": .string(report.displayPath(finding.file)),
                        "line": .int(finding.line),
                        "column": .int(finding.column),
                    ]),
                    "fingerprint": .string(finding.fingerprint),
                ])
            }),
            "compliance": .array(result.compliance.map { compliance in
                .object([
                    "rule": .string(compliance.ruleID),
                    "compliant": .int(compliance.compliant),
                    "applicable": .int(compliance.applicable),
                    "percent": .double(compliance.percent),
                ])
            }),
            "overallCompliance": .double(result.overallCompliance),
            "migration": .object([
                "viewModels": .int(migration.viewModels),
                "rxFreeViewModels": .int(migration.rxFreeViewModels),
                "swiftUIViews": .int(migration.swiftUIViews),
                "uiKitViewControllers": .int(migration.uiKitViewControllers),
            ]),
            "filesScanned": .int(result.filesScanned),
            "linesScanned": .int(result.linesScanned),
            "skipped": .array(report.skipped.map(JSONText.string)),
            "hiddenByBaseline": .int(report.hiddenByBaseline),
            "outsideDiff": .int(report.outsideDiff),
        ])
        return document.rendered()
    }
}

/// A Markdown summary, e.g. for a PR comment or `$GITHUB_STEP_SUMMARY`.
package struct MarkdownReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        let result = report.result
        var lines = ["## keel audit", ""]
        lines.append("**\(result.findings.count) finding(s)** in \(result.filesScanned) file(s) · pattern compliance **\(Percent.format(result.overallCompliance))**")
        lines.append("")
        lines.append("| Rule | Findings | Compliance |")
        lines.append("|---|---:|---:|")
        let counts = Dictionary(uniqueKeysWithValues: report.countsByRule.map { ($0.rule, $0.count) })
        let ids = Set(counts.keys).union(result.compliance.filter { $0.applicable > 0 }.map(\.ruleID)).sorted()
        for id in ids {
            let compliance = result.compliance.first { $0.ruleID == id }
            let percent = compliance.map { "\($0.compliant)/\($0.applicable) (\(Percent.format($0.percent)))" } ?? "–"
            lines.append("| [\(id)](docs/rules/\(id).md) | \(counts[id] ?? 0) | \(percent) |")
        }
        let migration = result.migration
        lines.append("")
        lines.append("**Migration progress** — Rx-free ViewModels: \(Percent.ratio(migration.rxFreeViewModels, migration.viewModels)); SwiftUI views: \(migration.swiftUIViews), UIKit view controllers: \(migration.uiKitViewControllers)")
        if !result.findings.isEmpty {
            lines.append("")
            lines.append("<details><summary>Findings</summary>")
            lines.append("")
            for finding in result.findings {
                lines.append("- `\(report.displayPath(finding.file)):\(finding.line)` **\(finding.ruleID)** (\(finding.severity.rawValue)) \(finding.message)")
            }
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
