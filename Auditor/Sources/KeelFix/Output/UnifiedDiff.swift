/// A unified diff of one file (`--- a/path`, `+++ b/path`, hunks with three
/// lines of context), as `git apply` and `patch -p1` read it.
enum UnifiedDiff {
    static let context = 3

    static func render(path: String, old: String, new: String) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = edits(a.lines, b.lines)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: changes closer than 2 × context unchanged lines share one.
        let changes = script.indices.filter { script[$0].kind != .same }
        var groups: [[Int]] = []
        for change in changes {
            if let last = groups.last?.last, change - last <= 2 * context + 1 { groups[groups.count - 1].append(change) } else { groups.append([change]) }
        }
        for group in groups {
            let hunk = script[max(0, group.first! - context)..<min(script.count, group.last! + 1 + context)]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.oldLine : hunk.first(where: { $0.kind != .insert })!.oldLine + 1
            let newStart = newCount == 0 ? hunk.first!.newLine : hunk.first(where: { $0.kind != .delete })!.newLine + 1
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .same:
                    out += " " + a.lines[step.oldLine] + "\n"
                    if step.oldLine == a.lines.count - 1, !a.endsWithNewline { out += "\\ No newline at end of file\n" }
                case .delete:
                    out += "-" + a.lines[step.oldLine] + "\n"
                    if step.oldLine == a.lines.count - 1, !a.endsWithNewline { out += "\\ No newline at end of file\n" }
                case .insert:
                    out += "+" + b.lines[step.newLine] + "\n"
                    if step.newLine == b.lines.count - 1, !b.endsWithNewline { out += "\\ No newline at end of file\n" }
                }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    private static func lines(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline || text.isEmpty { parts.removeLast() }
        return (parts, endsWithNewline || text.isEmpty)
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// 0-based line in the old text (for an insertion: of the old line it comes before).
        var oldLine: Int
        /// 0-based line in the new text (for a deletion: of the new line it comes before).
        var newLine: Int
    }

    /// The line edit script from `a` to `b`: common prefix and suffix, and
    /// between them a longest-common-subsequence alignment (the changed
    /// middle of a fixed file is small).
    static func edits(_ a: [String], _ b: [String]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, oldLine: $0, newLine: $0) }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        steps += middle(midA, midB).map { Step(kind: $0.kind, oldLine: $0.oldLine + prefix, newLine: $0.newLine + prefix) }
        steps += (0..<suffix).map { Step(kind: .same, oldLine: a.count - suffix + $0, newLine: b.count - suffix + $0) }
        return steps
    }

    private static func middle(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count
        if n * m > 4_000_000 {   // too big to align: replace the whole middle
            return (0..<n).map { Step(kind: .delete, oldLine: $0, newLine: 0) } + (0..<m).map { Step(kind: .insert, oldLine: n, newLine: $0) }
        }
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                steps.append(Step(kind: .same, oldLine: i, newLine: j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                steps.append(Step(kind: .delete, oldLine: i, newLine: j)); i += 1
            } else {
                steps.append(Step(kind: .insert, oldLine: i, newLine: j)); j += 1
            }
        }
        return steps
    }
}
