import Foundation
@testable import KeelAudit
import Testing

/// `docs/rules/<ID>.md` are generated from the rules themselves
/// (`RuleDescription` + `howToFix`); this test fails when a page is stale.
/// Regenerate with `KEEL_WRITE_RULE_DOCS=1 swift test --filter RuleDocsTests`.
@Suite(.timeLimit(.minutes(3))) struct RuleDocsTests {

    static var docsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rules")
    }

    static func page(_ rule: any Rule) -> String {
        let d = rule.description
        let info = rule.info
        var out = "# \(d.id) — \(d.name)\n\n"
        out += "\(d.summary)\n\n"
        out += "- **Default severity:** \(d.defaultSeverity.rawValue)\n- **Applies to:** \(info.appliesTo.text)\n"
        switch info.diffOnly {
        case .never: break
        case .always: out += "- **Diff-only:** reports only with `--since REF`, on files changed since REF\n"
        case .legacyUnits: out += "- **Diff-only for legacy units:** legacy UIKit ViewModels are reported only with `--since REF`, on changed lines\n"
        }
        out += "- **Fixable:** \(info.fixable.text)\n"
        out += "- **Configure:** `rules: { \(d.id): { enabled: false, severity: error } }` in `.keel.yml`\n\n"
        out += "## Why\n\n\(d.rationale)\n\n"
        out += "## Examples\n\n"
        if !d.triggeringExamples.isEmpty {
            out += "### Triggers\n\n`↓` marks where the finding is reported.\n\n"
            for example in d.triggeringExamples { out += "```swift\n\(abbreviated(example))\n```\n\n" }
        }
        out += "### Doesn't trigger\n\n"
        for example in d.nonTriggeringExamples { out += "```swift\n\(abbreviated(example))\n```\n\n" }
        out += "## How to fix\n\n\(rule.howToFix)\n\n"
        out += "## How to suppress\n\n"
        if d.id == UnusedSuppressionRule.ruleID {
            out += "Disable the rule in `.keel.yml` (`rules: { KA001: { enabled: false } }`); it cannot be suppressed by comment.\n"
        } else {
            out += """
            Prefer fixing; when the exception is deliberate, say why in the comment:

            ```swift
            // keel:disable:next \(d.id) - reason
            // … offending line …
            let x = y // keel:disable:this \(d.id) - reason

            // keel:disable \(d.id) - reason
            // … region …
            // keel:enable \(d.id)
            ```

            A suppression that no longer suppresses anything is reported as [KA001](KA001.md). For existing code
            you mean to migrate later, record the findings in a baseline (`keel audit --write-baseline`) instead.

            """
        }
        return out
    }

    /// Examples longer than 40 lines (VM009's 500-line ViewModel) show their
    /// first and last lines around a count of what is left out.
    static func abbreviated(_ example: String) -> String {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 40 else { return example }
        return (lines.prefix(6) + ["    // … \(lines.count - 8) more lines like these …"] + lines.suffix(2)).joined(separator: "\n")
    }

    @Test func rulePagesAreCurrent() throws {
        let write = ProcessInfo.processInfo.environment["KEEL_WRITE_RULE_DOCS"] != nil
        if write { try FileManager.default.createDirectory(at: Self.docsDirectory, withIntermediateDirectories: true) }
        for rule in RuleRegistry.all {
            let url = Self.docsDirectory.appendingPathComponent("\(rule.id).md")
            let expected = Self.page(rule)
            if write { try expected.write(to: url, atomically: true, encoding: .utf8) }
            let actual = try? String(contentsOf: url, encoding: .utf8)
            #expect(actual == expected, "docs/rules/\(rule.id).md is stale; regenerate with KEEL_WRITE_RULE_DOCS=1")
        }
    }
}
