import Foundation
@testable import KeelAudit

/// Where a rule fired in an audit of in-memory fixture files, as `file:line` — what the rule-class
/// suites compare with the places a fixture marks.
protocol FindingPlaces {}

extension FindingPlaces {
    /// The places `rule` reported in `result`, in report order (`"Screens/Model.swift:12"`).
    func found(_ result: AuditResult, _ rule: String) -> [String] {
        result.findings.filter { $0.ruleID == rule }.map { "\($0.file):\($0.line)" }
    }

    /// The place a fixture marks: `path:line` of the first line of `text` containing `marker`.
    func place(_ path: String, _ text: String, _ marker: String) -> String {
        let lines = text.components(separatedBy: "\n")
        return "\(path):\((lines.firstIndex { $0.contains(marker) } ?? -1) + 1)"
    }
}

/// A suite that audits fixture files as a tree without a package description: modules come from
/// the top-level folders (keel's heuristic), as they would for an app folder.
protocol FolderFixtureAudit: FindingPlaces {}

extension FolderFixtureAudit {
    /// Audits `files` (path → text) with the default configuration.
    func audit(_ files: [String: String]) async -> AuditResult {
        let inputs = files.keys.sorted().map { SourceInput(path: $0, text: files[$0] ?? "") }
        return await Auditor(configuration: .default).audit(inputs)
    }
}
