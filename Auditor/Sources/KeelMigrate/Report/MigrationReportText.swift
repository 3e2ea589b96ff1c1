import Foundation

/// The report `keel migrate` prints: the pattern and why, the files, the
/// checklist with what is done and what is left, every TODO, the check.
package enum MigrationReportText {
    package static func render(_ result: MigrationResult, outputDirectory: String, dryRun: Bool) -> String {
        var lines: [String] = []
        lines.append("keel migrate \(result.legacyViewModel) (\(result.legacyPath)) → \(result.featureName)")
        lines.append("Pattern: \(result.pattern.rawValue) — " + result.patternReasons.joined(separator: "; "))
        if let controller = result.controller { lines.append("Controller: \(controller)") }
        lines.append("")
        lines.append(dryRun ? "Files (dry run, nothing written):" : "Files written to \(outputDirectory):")
        let width = result.files.map(\.path.count).max() ?? 0
        for file in result.files {
            lines.append("  " + file.path.padding(toLength: width, withPad: " ", startingAt: 0)
                         + "  \(String(format: "%4d", file.lines)) lines, \(file.todoLines) TODO line\(file.todoLines == 1 ? "" : "s")")
        }
        lines.append("")
        lines.append("Checklist (the migration guide's \"Migration Checklist for Other Features\"):")
        for item in result.checklist {
            lines.append("  [\(item.status.rawValue)] \(item.step) — \(item.detail)")
        }
        lines.append("")
        if result.todos.isEmpty {
            lines.append("Left to do by hand in the code: nothing marked TODO.")
        } else {
            lines.append("Left to do by hand (\(result.todos.count) TODO\(result.todos.count == 1 ? "" : "s")):")
            for todo in result.todos {
                lines.append("  \(todo.file):\(todo.line): \(todo.reason)")
            }
        }
        lines.append("")
        let share = result.totalLines == 0 ? 0 : Double(result.todoLines) * 100 / Double(result.totalLines)
        lines.append("TODO lines: \(result.todoLines) of \(result.totalLines) generated (\(String(format: "%.1f", share))%)")
        if result.isClean {
            let suppressed = result.carriedOver.isEmpty ? "" : " (\(result.carriedOver.count) suppressed: " + result.carriedOver.map(\.summary).joined(separator: "; ") + ")"
            lines.append("Check: every generated file parses; keel audit: 0 findings\(suppressed).")
        } else {
            for failure in result.parseFailures { lines.append("Check FAILED: does not parse: \(failure)") }
            for finding in result.findings {
                lines.append("Check FAILED: \(finding.file):\(finding.line): [\(finding.ruleID)] \(finding.message)")
            }
        }
        for carried in result.carriedOver {
            lines.append("Check: \(carried.reportLine)")
        }
        if !result.notExercised.isEmpty {
            lines.append("Equivalence test: not exercised by its script: " + result.notExercised.joined(separator: "; ") + ".")
        }
        if let verification = result.verification {
            lines.append("Type check: " + verification.summary + (verification.verdict == .typeChecks ? "." : ""))
            for error in verification.errors.prefix(20) {
                lines.append("  \(error.file):\(error.line):\(error.column): \(error.message)")
            }
            if verification.errors.count > 20 { lines.append("  … and \(verification.errors.count - 20) more") }
            if verification.verdict == .notProven {
                for name in verification.unresolved.keys.sorted() {
                    lines.append("  unresolved: \(name) (first used at \(verification.unresolved[name] ?? "?"))")
                }
            }
        } else {
            lines.append("Type check: not run (--no-type-check): the generated files were not type-checked.")
        }
        if let test = result.files.first(where: { $0.path.hasPrefix("Tests/") }) {
            lines.append("Behaviour: not run by keel — \(test.path) drives the legacy and the migrated ViewModel with one script "
                         + "and compares every output at every step; keel does not build your app, so run it in the app's test target.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The generated files as one text (for `--dry-run`).
    package static func dryRunFiles(_ result: MigrationResult) -> String {
        result.files.map { "// ===== \($0.path)\n" + $0.text }.joined(separator: "\n")
    }
}
