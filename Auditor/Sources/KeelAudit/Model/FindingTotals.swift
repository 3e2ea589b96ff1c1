/// Findings counted three ways — per rule, per severity, per module — for
/// the "what changed" figures: a trend point records them, and the audit
/// compares its own with the previous point's. Counts after in-source
/// suppressions, before the baseline and `--since` (like every figure).
package struct FindingTotals: Sendable, Hashable {
    package var byRule: [String: Int]
    /// Keyed by `Severity.rawValue`.
    package var bySeverity: [String: Int]
    /// Keyed by `ReportModule.of(file)`.
    package var byModule: [String: Int]

    package init(byRule: [String: Int] = [:], bySeverity: [String: Int] = [:], byModule: [String: Int] = [:]) {
        self.byRule = byRule
        self.bySeverity = bySeverity
        self.byModule = byModule
    }

    package init(_ findings: [Finding]) {
        self.init()
        for finding in findings {
            byRule[finding.ruleID, default: 0] += 1
            bySeverity[finding.severity.rawValue, default: 0] += 1
            byModule[ReportModule.of(finding.file), default: 0] += 1
        }
    }

    package var total: Int { byRule.values.reduce(0, +) }
    package var errors: Int { bySeverity[Severity.error.rawValue] ?? 0 }
}

/// The module a finding's file belongs to, as the reports group them: the
/// target folder of a Swift package (`Packages/Core/Sources/Networking/…`
/// → `Networking`, the folder after the last `Sources/`), otherwise the
/// top-level folder under the audited path (`Windscribe/…` → `Windscribe`,
/// as `ModuleKey` keeps app targets apart); files at the top level are
/// `(top level)`. A report-only heuristic: when the semantic model names
/// modules (SwiftPM targets, Xcode targets), this is the one place to use it.
package enum ReportModule {
    package static let topLevel = "(top level)"

    package static func of(_ path: String) -> String {
        // ASCII paths by their bytes (splitting by `Character` cost ~35,000
        // instructions a finding); others as characters.
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return byCharacters(path) }
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        guard parts.count > 1 else { return topLevel }
        if let sources = parts.dropLast().lastIndex(where: { $0.elementsEqual("Sources".utf8) }), sources + 1 < parts.count - 1 {
            return String(Substring(parts[sources + 1]))
        }
        return String(Substring(parts[0]))
    }

    /// The definition, on characters.
    static func byCharacters(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count > 1 else { return topLevel }
        if let sources = parts.dropLast().lastIndex(of: "Sources"), sources + 1 < parts.count - 1 {
            return String(parts[sources + 1])
        }
        return String(parts[0])
    }
}
