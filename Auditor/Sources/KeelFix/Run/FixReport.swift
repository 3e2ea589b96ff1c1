import KeelAudit

/// A file `keel fix` changed (or would change).
package struct ChangedFile: Sendable, Hashable {
    /// As findings show it (relative to the fixed path).
    package var path: String
    /// Where it is on disk.
    package var location: String
    package var old: String
    package var new: String
}

/// What `keel fix` did: every finding of a fixable rule it looked at, fixed
/// or not (with the reason), and the files it changed.
package struct FixReport: Sendable {
    package var results: [FindingResult]
    package var changed: [ChangedFile]
    package var dryRun: Bool
    /// `--type-check`'s one-line answer, when it ran.
    package var typeCheck: String?

    package var fixed: [FindingResult] { results.filter(\.isFixed) }
    package var notFixed: [FindingResult] { results.filter { !$0.isFixed } }

    /// The unified diff of every changed file, by path.
    package var diff: String {
        changed.sorted { $0.path < $1.path }.map { UnifiedDiff.render(path: $0.path, old: $0.old, new: $0.new) }.joined()
    }

    /// "fixed N findings in M files", per rule, then each finding not fixed with its reason.
    package var summary: String {
        let verb = dryRun ? "would fix" : "fixed"
        guard !results.isEmpty else {
            return "keel fix: nothing to fix (no findings of a fixable rule: \(FixerRegistry.ruleIDs.joined(separator: ", ")))\n"
        }
        let files = Set(changed.map(\.path)).count
        var out = "keel fix: \(verb) \(count(fixed.count, "finding")) in \(count(files, "file"))"
        out += notFixed.isEmpty ? "" : "; \(notFixed.count) not fixed"
        out += dryRun ? " (dry run: nothing written)\n" : "\n"
        for rule in Set(results.map(\.finding.ruleID)).sorted() {
            let ofRule = results.filter { $0.finding.ruleID == rule }
            let done = ofRule.filter(\.isFixed).count
            out += "  \(rule)  \(done) \(dryRun ? "fixable" : "fixed"), \(ofRule.count - done) not fixed\n"
        }
        if let typeCheck { out += typeCheck + "\n" }
        if !notFixed.isEmpty {
            out += "not fixed:\n"
            for result in notFixed.sorted(by: { $0.finding < $1.finding }) {
                let f = result.finding
                out += "  \(f.file):\(f.line):\(f.column): \(f.ruleID): \(result.notFixedReason ?? "")\n"
            }
        }
        return out
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
