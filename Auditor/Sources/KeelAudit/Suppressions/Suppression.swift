/// One `keel:` comment directive.
///
/// - `// keel:disable:next VM001 VM003` — the next line
/// - `// keel:disable:this VM001` — the comment's own line
/// - `// keel:disable VM001` … `// keel:enable VM001` — a region (to the end
///   of the file when never re-enabled)
///
/// `all` stands for every rule. Anything after the rule list (e.g.
/// `- reason`) is ignored.
struct Suppression: Sendable {
    var rules: [String]
    /// Covered lines, inclusive.
    var firstLine: Int
    var lastLine: Int
    /// Where the directive comment is (for KA001).
    var offset: Int
    var line: Int

    func covers(_ ruleID: String, line: Int) -> Bool {
        line >= firstLine && line <= lastLine && (rules.contains("all") || rules.contains(ruleID))
    }
}

/// A `keel:` directive the parser could not use: reported as KA001, so a
/// misspelt suppression is never silently ignored.
struct SuppressionProblem: Sendable {
    var offset: Int
    var message: String
    /// Fingerprint input: the directive as written.
    var snippet: String
}

enum SuppressionParser {
    /// Directives of a file, in source order, and the ones it could not use.
    ///
    /// Accepted spellings: `//`, `///`, `/* … */` and `/** … */` comments;
    /// commands and rule ids in any case (`keel:Disable:Next vm003` is
    /// `keel:disable:next VM003`); rules separated by spaces or commas.
    /// A comment whose first word after `keel:` starts with `disable` or
    /// `enable` but is not a known command, a directive naming no rule, and
    /// an `enable` that closes no region are problems (KA001). Other
    /// comments that merely mention `keel:` are prose.
    static func parse(_ comments: [CommentFact], lines: LineTable) -> (suppressions: [Suppression], problems: [SuppressionProblem]) {
        var result: [Suppression] = []
        var problems: [SuppressionProblem] = []
        var open: [String: Int] = [:]   // rule → index in result of the open region
        for comment in comments {
            guard let range = comment.text.range(of: "keel:", options: .caseInsensitive) else { continue }
            var body = comment.text[range.upperBound...]
            if let close = body.range(of: "*/", options: .backwards) { body = body[..<close.lowerBound] }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
            guard let first = words.first else { continue }
            let command = first.lowercased()
            let written = "keel:" + first
            guard command.hasPrefix("disable") || command.hasPrefix("enable") else { continue } // prose mentioning keel:
            guard ["disable:next", "disable:this", "disable", "enable"].contains(command) else {
                problems.append(SuppressionProblem(
                    offset: comment.offset,
                    message: "Unknown directive \(written): use keel:disable:next, keel:disable:this, keel:disable or keel:enable followed by rule ids.",
                    snippet: written))
                continue
            }
            var rules: [String] = []
            for word in words.dropFirst() {
                let w = String(word)
                if w.lowercased() == "all" { rules.append("all"); continue }
                guard isRuleID(w.uppercased()) else { break }
                rules.append(w.uppercased())
            }
            guard !rules.isEmpty else {
                problems.append(SuppressionProblem(
                    offset: comment.offset,
                    message: "\(written) names no rule, so it suppresses nothing: list the rule ids (e.g. \(written) VM003 - reason) or `all`.",
                    snippet: written))
                continue
            }
            let line = lines.line(comment.offset)
            switch command {
            case "disable:next":
                result.append(Suppression(rules: rules, firstLine: line + 1, lastLine: line + 1, offset: comment.offset, line: line))
            case "disable:this":
                result.append(Suppression(rules: rules, firstLine: line, lastLine: line, offset: comment.offset, line: line))
            case "disable":
                result.append(Suppression(rules: rules, firstLine: line, lastLine: Int.max, offset: comment.offset, line: line))
                for rule in rules { open[rule] = result.count - 1 }
            default: // enable
                var closed = false
                for rule in rules {
                    if rule == "all" {
                        for (key, index) in open { result[index].lastLine = min(result[index].lastLine, line); open[key] = nil; closed = true }
                    } else if let index = open[rule] {
                        result[index].lastLine = min(result[index].lastLine, line)
                        open[rule] = nil
                        closed = true
                    }
                }
                if !closed {
                    problems.append(SuppressionProblem(
                        offset: comment.offset,
                        message: "keel:enable \(rules.joined(separator: " ")) closes no keel:disable region above it; remove it or fix the rule id.",
                        snippet: "keel:enable " + rules.joined(separator: " ")))
                }
            }
        }
        return (result, problems)
    }

    /// `AB123`: two or more capital letters followed by digits.
    static func isRuleID(_ s: String) -> Bool {
        let letters = s.prefix { $0.isUppercase && $0.isASCII }
        let digits = s.dropFirst(letters.count)
        return letters.count >= 2 && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
