/// What `keel audit --write-baseline` prints: what was recorded (per rule,
/// severity and role), how to review and use the baseline, and — when most
/// findings sit in legacy-looking code — a `legacy_paths` suggestion, so a
/// team's first run separates the legacy layer the migration guide leaves
/// alone from the new code its rules are for.
enum BaselineOnboarding {
    /// Folder names that mark legacy code.
    static let legacyFolderNames: Set<String> = ["legacy", "old", "deprecated", "obsolete"]
    /// Rules whose findings mark a file as legacy RxSwift code.
    static let legacyRules: Set<String> = ["RX001", "RX002"]
    /// At most this many `legacy_paths` globs are suggested.
    static let maxSuggestions = 12

    static func guide(result: AuditResult, baselinePath: String, auditedPath: String, skipped: [String]) -> String {
        let findings = result.findings
        var lines = ["wrote baseline with \(findings.count) finding(s) from \(result.filesScanned) file(s) to \(baselinePath)"]
        if !skipped.isEmpty { lines.append("  not audited (so not recorded): \(skipped.count) file(s) — run without --write-baseline to list them") }
        guard !findings.isEmpty else {
            lines.append("Nothing to record: the tree has no findings. Keep it that way in CI with `keel audit \(auditedPath)`.")
            return lines.joined(separator: "\n") + "\n"
        }
        let byRule = Dictionary(grouping: findings, by: \.ruleID).map { ($0.key, $0.value.count) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
        lines.append("Recorded by rule: " + byRule.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
        let bySeverity = Severity.allCases.reversed().map { severity in (severity, findings.filter { $0.severity == severity }.count) }
        lines.append("Recorded by severity: " + bySeverity.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", "))
        let roles = result.roles.filter { $0.flagged > 0 }
        if !roles.isEmpty {
            lines.append("Units with a recorded finding at or above warning: "
                + roles.map { "\($0.role.plural) \($0.flagged) of \($0.units)" }.joined(separator: ", "))
        }
        if let suggestion = legacySuggestion(findings) {
            lines.append("")
            lines.append("\(suggestion.count) of \(findings.count) recorded findings (\(Percent.format(Double(suggestion.count) * 100 / Double(findings.count)))) are in legacy-looking code "
                + "(ViewModels using RxSwift, legacy managers, folders named Legacy/Old/Deprecated).")
            lines.append("If that is the legacy layer the migration leaves alone, declare it in .keel.yml and write the baseline again, "
                + "so findings in new code are not buried under legacy ones (review the list first):")
            let globs = suggestion.globs.prefix(maxSuggestions).map { "\"\($0)\"" }
            lines.append("  legacy_paths: [\(globs.joined(separator: ", "))]"
                + (suggestion.globs.count > maxSuggestions ? "   # and \(suggestion.globs.count - maxSuggestions) more folder(s)" : ""))
        }
        lines.append("")
        lines.append("Next:")
        lines.append("  1. Review what was recorded — the baseline hides it from now on: `keel audit \(auditedPath) --format markdown` lists every finding with its rule page; fix what should not be accepted, then write the baseline again.")
        lines.append("  2. Commit \(baselinePath) and set `baseline: \(baselinePath)` in .keel.yml (or pass --baseline); only new findings fail then.")
        lines.append("  3. On every pull request, hold changed lines to the guides: `keel audit \(auditedPath) --since origin/main --fail-on warning`.")
        lines.append("  4. Write the baseline again as debt is paid down; the summary shows how many findings it hides.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// When at least half the findings are in legacy-looking files: how many,
    /// and the folders holding those files as globs (most findings first).
    static func legacySuggestion(_ findings: [Finding]) -> (count: Int, globs: [String])? {
        var legacyFiles: Set<String> = []
        for finding in findings where legacyRules.contains(finding.ruleID) || isInLegacyFolder(finding.file) {
            legacyFiles.insert(finding.file)
        }
        let legacy = findings.filter { legacyFiles.contains($0.file) }
        guard !legacy.isEmpty, legacy.count * 2 >= findings.count else { return nil }
        var perFolder: [String: Int] = [:]
        for finding in legacy { perFolder[folderGlob(finding.file), default: 0] += 1 }
        let globs = perFolder.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        return (legacy.count, globs)
    }

    static func isInLegacyFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { legacyFolderNames.contains($0.lowercased()) }
    }

    /// `App/Old/A.swift` → `App/Old/**`; a file at the root stays itself.
    static func folderGlob(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return path[..<slash] + "/**"
    }
}
