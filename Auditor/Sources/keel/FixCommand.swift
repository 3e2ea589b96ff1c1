import ArgumentParser
import Foundation
import KeelFix

/// `keel fix`: safe, mechanical corrections for the findings of fixable rules.
struct FixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Fix the findings of fixable rules (VM001, VM003, VM004, VM013, SU001, SU002) where the fix is provably safe.",
        discussion: """
        Audits PATH exactly as `keel audit` does (same configuration, excludes, suppressions and baseline), \
        then rewrites the source for each finding of a fixable rule when the syntax and the project index \
        prove the fix safe; otherwise the finding is reported as not fixed, with the reason. Comments and \
        formatting are kept; a rewritten file must parse, and a re-audit must no longer report what was \
        fixed, or the file is left unchanged. A second run finds nothing more to fix. \
        `keel rules ID` says when each rule is fixable.
        --dry-run prints a unified diff (apply it from PATH with `git apply` or `patch -p1`) and the summary \
        on stderr; nothing is written.
        --type-check type-checks the changed files and every file that uses what they declare, before and after, \
        with the verification step of `keel migrate`; a file whose fix adds an error is left unchanged.
        Files: only Swift files; all or nothing (every target is checked writable first, then each is replaced \
        atomically, keeping a symlink (its target is edited), mode, owner, byte order mark and line endings).
        Exit codes: 0 done (fixed, or reported as not fixed), 2 bad input (missing path, a non-Swift file, bad \
        configuration or baseline, unknown or unfixable rule, a file that cannot be written safely) — nothing written, \
        the error names the file.
        """
    )

    @OptionGroup var source: SourceOptions

    @Flag(name: .customLong("dry-run"), help: "Print a unified diff of the fixes; write nothing.")
    var dryRun = false

    @Option(name: .customLong("rule"), help: "Fix only this rule (repeatable, or comma-separated; default: every fixable rule).")
    var rules: [String] = []

    @Flag(name: .customLong("type-check"), help: "Type-check the changed files and the files that use them (swiftc, Swift 6) before and after; keep only fixes that add no error.")
    var typeCheck = false

    func run() async throws {
        let options = FixOptions(path: source.path, configPath: source.config, baselinePath: source.baseline, dryRun: dryRun, rules: rules, typeCheck: typeCheck)
        let outcome = await FixRun.run(options)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.diagnostics.utf8))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
