/// A generated file built line by line. It remembers which lines each
/// translated unit (a statement, a member) produced, so a finding of the
/// output check can be traced back to the unit that caused it, and counts
/// the lines left as `// keel-migrate: TODO`.
struct SourceWriter {
    static let todoMarker = "// keel-migrate: TODO"

    private(set) var lines: [String] = []
    /// Unit id → 1-based first and last line.
    private(set) var units: [(id: String, first: Int, last: Int)] = []
    /// Lines of TODO blocks (the marker and the legacy code it carries).
    private(set) var todoLines = 0
    /// TODO reasons, in order.
    private(set) var todos: [(line: Int, reason: String, code: String?)] = []

    /// Appends `text` (one or more lines).
    mutating func add(_ text: String) {
        lines.append(contentsOf: text.components(separatedBy: "\n"))
    }

    mutating func trimTrailingBlankLines() {
        while lines.last?.isEmpty == true { lines.removeLast() }
    }

    mutating func blank() {
        if lines.last.map({ !$0.isEmpty }) ?? false { lines.append("") }
    }

    /// Records the lines `build` adds as unit `id`.
    mutating func unit(_ id: String, _ build: (inout SourceWriter) -> Void) {
        let first = lines.count + 1
        build(&self)
        if lines.count >= first { units.append((id, first, lines.count)) }
    }

    /// A TODO block: the marker with its reason, then the legacy code
    /// commented out (never guessed, never dropped).
    mutating func todo(_ reason: String, original: String?, indent: Int) {
        let marker = Indentation.spaces(indent) + Self.todoMarker + " " + CommentText.sanitize(reason.replacingOccurrences(of: "\n", with: " "))
        let code = original.flatMap { Self.quotedLine(of: $0, for: reason) }
        todos.append((lines.count + 1, reason, code))
        lines.append(marker)
        todoLines += 1
        if let original, !original.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let commented = CommentText.commentedOut(original, indent: indent)
            lines.append(contentsOf: commented)
            todoLines += commented.count
        }
    }

    /// The line of `original` a refusal quotes: its first line — unless that line names nothing (`[`, `(`,
    /// `{` of a multi-line statement), then the first line holding the reason's first backticked name
    /// (`takeUntil` of "`takeUntil` of a stream that can fail"), else the first line that names something.
    static func quotedLine(of original: String, for reason: String) -> String? {
        let lines = original.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first else { return nil }
        func names(_ line: String) -> Bool { line.contains { $0.isLetter || $0 == "_" } }
        if names(first) { return first }
        let parts = reason.split(separator: "`", omittingEmptySubsequences: false)
        if parts.count > 2 {
            let name = String(parts[1])
            if !name.isEmpty, let line = lines.first(where: { $0.contains(name) }) { return line }
        }
        return lines.first(where: names) ?? first
    }

    /// Merges another writer's output at the end (units and TODOs shifted).
    mutating func append(_ other: SourceWriter) {
        let offset = lines.count
        lines.append(contentsOf: other.lines)
        units.append(contentsOf: other.units.map { ($0.id, $0.first + offset, $0.last + offset) })
        todos.append(contentsOf: other.todos.map { ($0.line + offset, $0.reason, $0.code) })
        todoLines += other.todoLines
    }

    var text: String {
        var result = lines
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n") + "\n"
    }

    /// The innermost unit covering `line`.
    func unit(at line: Int) -> String? {
        units.filter { $0.first <= line && line <= $0.last }.min { ($0.last - $0.first) < ($1.last - $1.first) }?.id
    }
}

import Foundation
