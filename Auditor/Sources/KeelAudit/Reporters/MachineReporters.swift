import Foundation

/// `path:line:column: warning: [VM001] message` — Xcode and most editors
/// turn these into inline annotations. A file discovery skipped is a
/// warning on that file (`path: warning: [keel] not audited: not UTF-8`).
package struct XcodeReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        let findings = report.result.findings.map { finding in
            "\(report.displayPath(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.ruleID)] \(finding.message)\n"
        }
        let skipped = report.skippedFiles.map { "\($0.path): warning: [keel] not audited: \($0.reason)\n" }
        return (findings + skipped).joined()
    }
}

/// GitHub Actions workflow commands: annotations on the PR diff; a skipped
/// file is a warning annotation on it.
package struct GitHubActionsReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        let findings = report.result.findings.map { finding in
            let level = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let file = escapeProperty(report.displayPath(finding.file))
            return "::\(level) file=\(file),line=\(finding.line),col=\(finding.column),title=\(finding.ruleID)::\(escapeData(finding.message))\n"
        }
        let skipped = report.skippedFiles.map { file in
            "::warning file=\(escapeProperty(file.path)),title=\(escapeProperty("keel: not audited"))::\(escapeData("\(file.path) was not audited: \(file.reason)"))\n"
        }
        return (findings + skipped).joined()
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// The whole report as JSON (sorted keys: stable diffs between runs): the
/// findings, the figures (`figures`, see `AuditFigures`), what was skipped
/// and what the baseline and `--since` hid.
package struct JSONReporter: Reporter {
    package init() {}

    package func render(_ report: AuditReport) -> String {
        let result = report.result
        let document: JSONText = .object([
            "tool": .object(["name": .string("keel"), "version": .string(KeelVersion.current)]),
            "findings": .array(result.findings.map { finding in
                .object([   // keys in the order written
                    "fingerprint": .string(finding.fingerprint),
                    "help": .string(report.ruleLink(finding.ruleID)),
                    "location": .object([
                        "column": .int(finding.column),
                        "file": .string(report.displayPath(finding.file)),
                        "line": .int(finding.line),
                    ]),
                    "message": .string(finding.message),
                    "rule": .string(finding.ruleID),
                    "severity": .string(finding.severity.rawValue),
                ])
            }),
            "figures": FiguresJSON.document(report),
            "filesScanned": .int(result.filesScanned),
            "linesScanned": .int(result.linesScanned),
            "skipped": FiguresJSON.skipped(report),
            "hiddenByBaseline": .int(report.hiddenByBaseline),
            "outsideDiff": .int(report.outsideDiff),
            "failOn": .string(report.failOn.rawValue),
            "failingFindings": .int(report.failingFindings),
        ])
        return document.rendered()
    }
}

/// A Markdown summary, e.g. for a PR comment or `$GITHUB_STEP_SUMMARY`:
/// the figures, a table of rules (absolute links to their pages), skipped
/// files and the findings.
package struct MarkdownReporter: Reporter {
    package init() {}
    package func render(_ report: AuditReport) -> String {
        let result = report.result
        let figures = report.figures
        var lines = ["## keel audit", ""]
        lines.append("**\(result.findings.count) finding(s)** in \(result.filesScanned) file(s)")
        lines.append("")
        if figures.roles.isEmpty {
            lines.append("**Units per role:** none — no ViewModel, view, view controller, coordinator, manager or router in this tree")
        } else {
            lines.append("**Units per role** (clean = checked by some rule, no finding at or above warning): " + figures.roles.map {
                "\($0.role.plural) **\($0.clean)/\($0.units) clean** (\($0.flagged) with findings, \($0.unchecked) not checked)"
            }.joined(separator: " · "))
        }
        if report.hiddenByBaseline > 0 || report.outsideDiff > 0 {
            lines.append("")
            lines.append("Hidden: \(report.hiddenByBaseline) by the baseline, \(report.outsideDiff) outside the diff.")
        }
        lines.append("")
        lines.append("| Rule | Findings | Compliance |")
        lines.append("|---|---:|---:|")
        let counts = Dictionary(uniqueKeysWithValues: report.countsByRule.map { ($0.rule, $0.count) })
        let measured = Dictionary(uniqueKeysWithValues: figures.measuredRules.map { ($0.ruleID, $0) })
        for id in Set(counts.keys).union(measured.keys).sorted() {
            var compliance = "n/a"
            if case .measured(let compliant, let applicable)? = measured[id]?.status { compliance = Percent.ratio(compliant, applicable) }
            lines.append("| [\(id)](\(report.ruleLink(id))) | \(counts[id] ?? 0) | \(compliance) |")
        }
        let unmeasured = figures.unmeasuredRules.filter { counts[$0.ruleID] == nil }
        if !unmeasured.isEmpty {
            lines.append("")
            lines.append("No compliance figure (nothing to check, runs only with `--since`, or findings only): "
                + unmeasured.map(\.ruleID).joined(separator: ", "))
        }
        let migration = figures.migration
        lines.append("")
        lines.append("**Migration progress** — Rx-free ViewModels: \(Percent.ratio(migration.rxFreeViewModels, migration.viewModels)); "
            + SummaryBlock.screensLine(migration))
        if !report.skippedFiles.isEmpty {
            lines.append("")
            lines.append("**Not audited (\(report.skippedFiles.count)):** " + report.skippedFiles.map { "`\($0.path)` (\($0.reason))" }.joined(separator: ", "))
        }
        if !result.findings.isEmpty {
            lines.append("")
            lines.append("<details><summary>Findings</summary>")
            lines.append("")
            for finding in result.findings {
                lines.append("- `\(report.displayPath(finding.file)):\(finding.line)` **[\(finding.ruleID)](\(report.ruleLink(finding.ruleID)))** (\(finding.severity.rawValue)) \(finding.message)")
            }
            lines.append("")
            lines.append("</details>")
        }
        lines.append("")
        lines.append("<sub>How computed: \(AuditFigures.method). [Definitions](\(report.metricsLink))</sub>")
        return lines.joined(separator: "\n") + "\n"
    }
}
