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

enum SuppressionParser {
    /// Directives of a file, in source order. Malformed `keel:` comments are ignored.
    static func parse(_ comments: [CommentFact], lines: LineTable) -> [Suppression] {
        var result: [Suppression] = []
        var open: [String: Int] = [:]   // rule → index in result of the open region
        for comment in comments {
            guard let range = comment.text.range(of: "keel:") else { continue }
            let words = comment.text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let command = words.first else { continue }
            var rules: [String] = []
            for word in words.dropFirst() {
                let w = String(word)
                guard w == "all" || isRuleID(w) else { break }
                rules.append(w)
            }
            guard !rules.isEmpty else { continue }
            let line = lines.line(comment.offset)
            switch command {
            case "disable:next":
                result.append(Suppression(rules: rules, firstLine: line + 1, lastLine: line + 1, offset: comment.offset, line: line))
            case "disable:this":
                result.append(Suppression(rules: rules, firstLine: line, lastLine: line, offset: comment.offset, line: line))
            case "disable":
                result.append(Suppression(rules: rules, firstLine: line, lastLine: Int.max, offset: comment.offset, line: line))
                for rule in rules { open[rule] = result.count - 1 }
            case "enable":
                for rule in rules {
                    if rule == "all" {
                        for (key, index) in open { result[index].lastLine = min(result[index].lastLine, line); open[key] = nil }
                    } else if let index = open[rule] {
                        result[index].lastLine = min(result[index].lastLine, line)
                        open[rule] = nil
                    }
                }
            default:
                continue
            }
        }
        return result
    }

    /// `AB123`: two or more capital letters followed by digits.
    static func isRuleID(_ s: String) -> Bool {
        let letters = s.prefix { $0.isUppercase && $0.isASCII }
        let digits = s.dropFirst(letters.count)
        return letters.count >= 2 && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
