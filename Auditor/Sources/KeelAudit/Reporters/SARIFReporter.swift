import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool's rules
/// (from `Auditor.allRules`, with absolute `helpUri` links and how to fix),
/// one result per finding with a physical location and a partial fingerprint
/// (so alerts track findings across line shifts), the figures in the run's
/// property bag (`properties.figures`, see `AuditFigures`), and every skipped
/// file as a tool execution notification of the run's invocation.
package struct SARIFReporter: Reporter {
    package init() {}

    package func render(_ report: AuditReport) -> String {
        let rules = Auditor.allRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [JSONText] = rules.map { rule in
            .object([
                "id": .string(rule.id),
                "name": .string(rule.name),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "fullDescription": .object(["text": .string(rule.rationale)]),
                "helpUri": .string(report.ruleLink(rule.id)),
                "help": .object(["text": .string(Auditor.howToFix(rule.id) ?? rule.summary)]),
                "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            ])
        }
        let results: [JSONText] = report.result.findings.map { finding in
            var result: [(String, JSONText)] = [
                ("ruleId", .string(finding.ruleID)),
                ("level", .string(level(finding.severity))),
                ("message", .object(["text": .string(finding.message)])),
                ("locations", .array([.object([
                    "physicalLocation": .object([
                        "artifactLocation": .object(["uri": .string(uri(report.displayPath(finding.file)))]),
                        "region": .object(["startLine": .int(finding.line), "startColumn": .int(finding.column)]),
                    ]),
                ])])),
                ("partialFingerprints", .object(["keelFingerprint/v1": .string(finding.fingerprint)])),
            ]
            if !finding.related.isEmpty {
                let artifact: JSONText = .object(["uri": .string(uri(report.displayPath(finding.file)))])
                result.append(("relatedLocations", .array(finding.related.enumerated().map { number, location in
                    .object([
                        "id": .int(number + 1),
                        "physicalLocation": .object([
                            "artifactLocation": artifact,
                            "region": .object(["startLine": .int(location.line), "startColumn": .int(location.column)]),
                        ]),
                    ])
                })))
            }
            if let index = ruleIndex[finding.ruleID] { result.append(("ruleIndex", .int(index))) }
            return .members(result)
        }
        let document: JSONText = .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string("keel"),
                    "version": .string(KeelVersion.current),
                    "semanticVersion": .string(KeelVersion.current),
                    "informationUri": .string("https://github.com/keel-ios/keel"),
                    "properties": .object(["engine": .string(Auditor.engineVersion)]),
                    "rules": .array(driverRules),
                ])]),
                "invocations": .array([.object([
                    "executionSuccessful": .bool(true),
                    "toolExecutionNotifications": .array(report.skippedFiles.map { file in
                        .object([
                            "level": .string("warning"),
                            "message": .object(["text": .string("\(file.path) was not audited: \(file.reason).")]),
                            "locations": .array([.object([
                                "physicalLocation": .object(["artifactLocation": .object(["uri": .string(uri(file.path))])]),
                            ])]),
                        ])
                    }),
                ])]),
                "properties": .object([
                    "figures": FiguresJSON.document(report),
                    "filesScanned": .int(report.result.filesScanned),
                    "linesScanned": .int(report.result.linesScanned),
                    "hiddenByBaseline": .int(report.hiddenByBaseline),
                    "outsideDiff": .int(report.outsideDiff),
                ]),
                "results": .array(results),
            ])]),
        ])
        return document.rendered()
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI reference: spaces and other reserved characters escaped.
    private func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
