import SwiftSyntax

extension Auditor {
    /// Applies a file's `keel:` directives to its raw findings: returns the
    /// findings no directive covers, with their line and column, plus KA001
    /// for every directive (or rule in one) that suppressed nothing, named an
    /// unknown rule, or could not be used (`SuppressionParser`). A directive
    /// for a rule `.keel.yml` disables is not "unused". `suppressed` counts
    /// the raw findings a directive covered.
    func applySuppressions(_ raw: [RawFinding], comments: [CommentFact], lines: LineTable,
                           suppressed: inout Int) -> [(finding: RawFinding, line: Int, column: Int)] {
        let parsed = SuppressionParser.parse(comments, lines: lines)
        let suppressions = parsed.suppressions
        var used = [Set<String>](repeating: [], count: suppressions.count)
        var kept: [(finding: RawFinding, line: Int, column: Int)] = []
        var suppressedCount = 0
        defer { suppressed = suppressedCount }
        for finding in raw {
            let (line, column) = lines.location(finding.offset)
            let anchorLine = finding.anchor.map { lines.line($0) } ?? line
            var suppressed = false
            for (i, s) in suppressions.enumerated() where s.covers(finding.ruleID, line: line) || s.covers(finding.ruleID, line: anchorLine) {
                suppressed = true
                used[i].insert(s.rules.contains(finding.ruleID) ? finding.ruleID : "all")
            }
            if suppressed { suppressedCount += 1 } else { kept.append((finding, line, column)) }
        }
        guard configuration.rules[UnusedSuppressionRule.ruleID]?.enabled ?? true else { return kept }
        let known = knownRuleIDs
        func report(_ offset: Int, _ message: String, snippet: String) {
            let (line, column) = lines.location(offset)
            kept.append((RawFinding(ruleID: UnusedSuppressionRule.ruleID, offset: offset, message: message, snippet: snippet, unit: nil), line, column))
        }
        for (i, s) in suppressions.enumerated() {
            for rule in s.rules where !used[i].contains(rule) {
                if rule != "all", known.contains(rule), configuration.rules[rule]?.enabled == false { continue }
                let message = rule == "all" || known.contains(rule)
                    ? "Unused suppression of \(rule): nothing here triggers it; remove the comment."
                    : "Suppression names unknown rule \(rule)."
                report(s.offset, message, snippet: "keel:\(rule)")
            }
        }
        for problem in parsed.problems { report(problem.offset, problem.message, snippet: problem.snippet) }
        return kept
    }
}

extension TriviaPiece {
    /// The text of any comment (`//`, `///`, `/* */`, `/** */`), nil for other trivia:
    /// `keel:` directives are read from all four spellings.
    var commentText: String? {
        switch self {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}
