import Foundation

/// `path:line:column: warning: [VM001] message` — Xcode and most editors
/// turn these into inline annotations.
public struct XcodeReporter: Reporter {
    public init() {}
    public func render(_ report: AuditReport) -> String {
        report.result.findings.map { finding in
            "\(report.displayPath(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.ruleID)] \(finding.message)\n"
        }.joined()
    }
}

/// GitHub Actions workflow commands: annotations on the PR diff.
public struct GitHubActionsReporter: Reporter {
    public init() {}
    public func render(_ report: AuditReport) -> String {
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
public struct JSONReporter: Reporter {
    public init() {}

    private struct Document: Encodable {
        struct Location: Encodable { let file: String; let line: Int; let column: Int }
        struct Item: Encodable {
            let rule: String
            let severity: String
            let message: String
            let location: Location
            let fingerprint: String
        }
        struct Compliance: Encodable { let rule: String; let compliant: Int; let applicable: Int; let percent: Double }
        let findings: [Item]
        let compliance: [Compliance]
        let overallCompliance: Double
        let migration: MigrationProgress
        let filesScanned: Int
        let linesScanned: Int
        let skipped: [String]
        let hiddenByBaseline: Int
        let outsideDiff: Int
    }

    public func render(_ report: AuditReport) -> String {
        let result = report.result
        let document = Document(
            findings: result.findings.map {
                .init(rule: $0.ruleID, severity: $0.severity.rawValue, message: $0.message,
                      location: .init(file: report.displayPath($0.file), line: $0.line, column: $0.column),
                      fingerprint: $0.fingerprint)
            },
            compliance: result.compliance.map { .init(rule: $0.ruleID, compliant: $0.compliant, applicable: $0.applicable, percent: $0.percent) },
            overallCompliance: result.overallCompliance,
            migration: result.migration,
            filesScanned: result.filesScanned,
            linesScanned: result.linesScanned,
            skipped: report.skipped,
            hiddenByBaseline: report.hiddenByBaseline,
            outsideDiff: report.outsideDiff
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// A Markdown summary, e.g. for a PR comment or `$GITHUB_STEP_SUMMARY`.
public struct MarkdownReporter: Reporter {
    public init() {}
    public func render(_ report: AuditReport) -> String {
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
