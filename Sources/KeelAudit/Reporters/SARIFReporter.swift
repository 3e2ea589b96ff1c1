import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool's rules
/// (from `Auditor.allRules`), one result per finding with a physical location
/// and a partial fingerprint (so alerts track findings across line shifts).
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        let rules = Auditor.allRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [[String: Any]] = rules.map { rule in
            [
                "id": rule.id,
                "name": rule.name,
                "shortDescription": ["text": rule.summary],
                "fullDescription": ["text": rule.rationale],
                "helpUri": "docs/rules/\(rule.id).md",
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
            ]
        }
        let results: [[String: Any]] = report.result.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.ruleID,
                "level": level(finding.severity),
                "message": ["text": finding.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": uri(report.displayPath(finding.file))],
                        "region": ["startLine": finding.line, "startColumn": finding.column],
                    ],
                ]],
                "partialFingerprints": ["keelFingerprint/v1": finding.fingerprint],
            ]
            if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
            return result
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "keel",
                    "version": Auditor.engineVersion,
                    "rules": driverRules,
                ]],
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
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
