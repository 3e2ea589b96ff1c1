import Foundation
import KeelAudit
import SwiftSyntax

/// Line and indentation facts of one legacy file, for re-indenting code
/// moved to a different nesting depth.
struct SourceText {
    let converter: SourceLocationConverter
    let lines: [Substring]

    init(file: SourceInput, tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
        lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Indentation (spaces; a tab counts 4) of the line `node` starts on.
    func indent(ofLineOf node: some SyntaxProtocol) -> Int {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        return indent(line: line)
    }

    /// Indentation of the line `node` ends on.
    func indent(ofLastLineOf node: some SyntaxProtocol) -> Int {
        let line = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        return indent(line: line)
    }

    /// 1-based line number of `node`'s first token.
    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    func indent(line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 0 }
        var width = 0
        for c in lines[line - 1] {
            if c == " " { width += 1 } else if c == "\t" { width += 4 } else { break }
        }
        return width
    }
}

/// Text helpers for generated code.
enum Indentation {
    static func spaces(_ n: Int) -> String { String(repeating: " ", count: max(0, n)) }

    /// Shifts every line after the first by `delta` columns (a negative
    /// delta removes up to that much leading whitespace).
    static func shift(_ text: String, by delta: Int) -> String {
        guard delta != 0, text.contains("\n") else { return text }
        var lines = text.components(separatedBy: "\n")
        for i in lines.indices.dropFirst() {
            lines[i] = shiftLine(lines[i], by: delta)
        }
        return lines.joined(separator: "\n")
    }

    /// Shifts every line, the first included.
    static func shiftAll(_ text: String, by delta: Int) -> String {
        guard delta != 0 else { return text }
        return text.components(separatedBy: "\n").map { shiftLine($0, by: delta) }.joined(separator: "\n")
    }

    static func shiftLine(_ line: String, by delta: Int) -> String {
        if line.trimmingCharacters(in: .whitespaces).isEmpty { return "" }
        if delta > 0 { return spaces(delta) + line }
        var removed = 0
        var index = line.startIndex
        while removed < -delta, index < line.endIndex, line[index] == " " || line[index] == "\t" {
            removed += line[index] == "\t" ? 4 : 1
            index = line.index(after: index)
        }
        return String(line[index...])
    }

    /// Re-indents a block of lines so its least-indented non-empty line sits at `column`.
    static func rebase(_ text: String, to column: Int) -> String {
        let lines = text.components(separatedBy: "\n")
        let widths = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(leadingWidth)
        guard let minimum = widths.min() else { return text }
        return lines.map { shiftLine($0, by: column - minimum) }.joined(separator: "\n")
    }

    static func leadingWidth(_ line: String) -> Int {
        var width = 0
        for c in line {
            if c == " " { width += 1 } else if c == "\t" { width += 4 } else { break }
        }
        return width
    }

    /// Removes leading and trailing blank lines and trailing spaces.
    static func trimBlankLines(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { line -> String in
            var l = line
            while l.last == " " || l.last == "\t" { l.removeLast() }
            return l
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

/// Comments carried over from legacy code.
enum CommentText {
    /// Neutralizes `keel:` directives (a suppression carried into new code
    /// would suppress nothing and be reported as KA001).
    static func sanitize(_ text: String) -> String {
        guard text.range(of: "keel", options: .caseInsensitive) != nil else { return text }
        return text.replacingOccurrences(of: "keel:", with: "keel (legacy):", options: .caseInsensitive)
    }

    /// `code` as `// ` comment lines at `indent`, for a TODO block.
    static func commentedOut(_ code: String, indent: Int) -> [String] {
        let rebased = Indentation.rebase(Indentation.trimBlankLines(code), to: 0)
        return rebased.components(separatedBy: "\n").map { line in
            let content = sanitize(line)
            return Indentation.spaces(indent) + (content.isEmpty ? "//" : "// " + content)
        }
    }
}
