import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool's rules
/// (from `Auditor.allRules`), one result per finding with a physical location
/// and a partial fingerprint (so alerts track findings across line shifts).
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
                "helpUri": .string("docs/rules/\(rule.id).md"),
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
            if let index = ruleIndex[finding.ruleID] { result.append(("ruleIndex", .int(index))) }
            return .members(result)
        }
        let document: JSONText = .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string("keel"),
                    "version": .string(Auditor.engineVersion),
                    "rules": .array(driverRules),
                ])]),
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
