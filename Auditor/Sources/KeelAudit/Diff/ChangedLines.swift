import Foundation

/// The lines changed since a git ref, per file (diff mode: `--since REF`).
///
/// Used two ways: findings are reported only on changed lines (so "new
/// ViewModels must be Combine-only" is checked on what a PR adds), and files
/// changed at all are marked `changedSinceBase` (so RX002 can flag legacy
/// RxSwift managers modified since the base).
package struct ChangedLines: Sendable, Equatable {
    /// Path (relative to the audited root) → changed 1-based line numbers.
    package var lines: [String: Set<Int>]

    package init(lines: [String: Set<Int>]) {
        self.lines = lines
    }

    package func contains(_ finding: Finding) -> Bool {
        lines[finding.file]?.contains(finding.line) ?? false
    }

    package func touches(_ path: String) -> Bool { lines[path] != nil }

    /// Runs `git diff --unified=0 REF` in `root` (working tree against REF,
    /// so uncommitted changes count) and parses the added line ranges.
    ///
    /// Paths survive any spelling: `core.quotePath=false` keeps non-ASCII
    /// names unquoted, the `+++` header's trailing TAB (git adds one after a
    /// path containing a space) is dropped, a path git still quotes (a tab,
    /// newline, quote or backslash in the name) is unquoted, and untracked
    /// files are listed NUL-separated.
    package static func since(_ ref: String, root: URL) throws -> ChangedLines {
        let diff = try git(["-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--relative", ref, "--", "."], in: root)
        var parsed = parse(diff)
        // Untracked files are entirely new.
        let untracked = try git(["-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"], in: root)
        for path in untracked.split(separator: "\0").map(String.init) where path.hasSuffix(".swift") {
            let url = root.appendingPathComponent(path)
            let count = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
            parsed.lines[path] = Set(1...max(1, count))
        }
        return parsed
    }

    /// Parses unified diff output with zero context. A hunk's own lines
    /// are consumed by the counts in its `@@` header, so a changed line that
    /// happens to start with `+++ ` or `@@` is never taken for a header.
    package static func parse(_ diff: String) -> ChangedLines {
        var lines: [String: Set<Int>] = [:]
        var current: String?
        var hunkLines = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if hunkLines > 0 {
                if !line.hasPrefix("\\") { hunkLines -= 1 } // "\ No newline at end of file" is not a hunk line
                continue
            }
            if line.hasPrefix("+++ ") {
                let path = headerPath(line.dropFirst(4))
                current = path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path[...])
                if let current, lines[current] == nil { lines[current] = [] }
            } else if line.hasPrefix("@@ ") {
                // @@ -a,b +c,d @@
                let ranges = line.split(separator: " ").dropFirst().prefix(2)
                guard let minus = ranges.first(where: { $0.hasPrefix("-") }), let plus = ranges.first(where: { $0.hasPrefix("+") }) else { continue }
                let (_, removed) = range(minus)
                let (start, added) = range(plus)
                hunkLines = removed + added
                if let current, added > 0 { lines[current, default: []].formUnion(start..<(start + added)) }
            }
        }
        return ChangedLines(lines: lines)
    }

    /// `+c,d` / `-a,b` of a hunk header: start and count (count 1 when omitted).
    private static func range(_ text: Substring) -> (start: Int, count: Int) {
        let parts = text.dropFirst().split(separator: ",")
        let start = parts.first.flatMap { Int($0) } ?? 0
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return (start, count)
    }

    /// The path of a `+++` header: without the TAB git appends after a name
    /// containing a space, and unquoted when git quoted it (C-style escapes,
    /// octal bytes for what `core.quotePath` would not show raw).
    static func headerPath(_ header: Substring) -> String {
        var text = header
        if let tab = text.firstIndex(of: "\t"), !text.hasPrefix("\"") { text = text[..<tab] }
        guard text.hasPrefix("\""), let close = text.lastIndex(of: "\""), close > text.startIndex else { return String(text) }
        return unquote(Array(text[text.index(after: text.startIndex)..<close].utf8))
    }

    /// Git's C-style quoting undone: `\\ \" \t \n \r \a \b \f \v` and `\ooo` octal bytes.
    private static func unquote(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            guard byte == UInt8(ascii: "\\"), i < bytes.count else { out.append(byte); continue }
            let escaped = bytes[i]
            i += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                    value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                    i += 1
                    digits += 1
                }
                out.append(UInt8(truncatingIfNeeded: value))
            default: out.append(escaped) // \\ and \"
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        // Lossy, never nil: one non-UTF-8 byte in a changed file must not
        // drop the whole diff.
        String(decoding: try Git.run(arguments, in: directory, context: "--since"), as: UTF8.self)
    }
}
