import Foundation
import KeelAudit
import MCP

/// What a tool answers: one JSON document, sent both as the result's
/// structured content and, serialized, as its text (MCP asks servers that
/// return structured content to do both, for clients that read only text).
package struct ToolOutput: Sendable {
    package var value: Value
    /// A tool-execution error the agent should read (MCP's `isError`), as
    /// opposed to a refused request (a protocol error).
    package var isError = false
    /// `_meta` of the result: how the answer was computed (timings, what
    /// the refresh did), under `keel/…` keys.
    package var meta: [String: Value] = [:]

    package init(_ value: Value, isError: Bool = false, meta: [String: Value] = [:]) {
        self.value = value
        self.isError = isError
        self.meta = meta
    }

    /// The document as compact JSON with sorted keys.
    package var text: String { JSONOutput.render(value) }
}

enum JSONOutput {
    static func render(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON document produced elsewhere (a reporter's output), as a `Value`.
    static func parse(_ text: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}

/// Findings as every tool shows them.
enum FindingOutput {
    static func value(_ finding: Finding, docsBase: String) -> Value {
        var object: [String: Value] = [
            "rule": .string(finding.ruleID),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "location": location(file: finding.file, line: finding.line, column: finding.column),
            "related": .array(finding.related.map { location(file: finding.file, line: $0.line, column: $0.column) }),
            "fingerprint": .string(finding.fingerprint),
            "howToFix": .string(Auditor.howToFix(finding.ruleID) ?? ""),
            "help": .string(DocsLinks.rule(finding.ruleID, base: docsBase)),
            "fixableByKeelFix": .bool(Auditor.isFixable(finding.ruleID)),
        ]
        if let name = ruleNames[finding.ruleID] { object["name"] = .string(name) }
        return .object(object)
    }

    /// Rule id → its kebab-case name.
    static let ruleNames: [String: String] = Dictionary(Auditor.allRules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })

    /// A finding within its file's entry (`audit_files`): the file is the
    /// entry's, how to fix it is in the answer's `rules` table.
    static func compact(_ finding: Finding) -> Value {
        [
            "rule": .string(finding.ruleID),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "line": .int(finding.line),
            "column": .int(finding.column),
            "related": .array(finding.related.map { ["line": .int($0.line), "column": .int($0.column)] }),
            "fingerprint": .string(finding.fingerprint),
        ]
    }

    /// What every finding of `ruleIDs` shares: the rule's name, summary, how to fix it, its docs.
    static func rules(_ ruleIDs: Set<String>, docsBase: String) -> Value {
        var table: [String: Value] = [:]
        for id in ruleIDs.sorted() {
            table[id] = [
                "name": .string(ruleNames[id] ?? ""),
                "howToFix": .string(Auditor.howToFix(id) ?? ""),
                "fixableByKeelFix": .bool(Auditor.isFixable(id)),
                "help": .string(DocsLinks.rule(id, base: docsBase)),
            ]
        }
        return .object(table)
    }

    static func location(file: String, line: Int, column: Int) -> Value {
        ["file": .string(file), "line": .int(line), "column": .int(column)]
    }
}

/// What a wrapped `keel` command printed.
enum CommandOutput {
    /// A command's diagnostics without the `error: ` prefix and the trailing newline.
    static func errorText(_ diagnostics: String) -> String {
        var text = diagnostics.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
        return text.isEmpty ? "the command failed without saying why" : text
    }
}
