import SwiftParser
import SwiftSyntax

/// One file's text, parsed once, with the position helpers the fixers
/// share. Offsets are UTF-8 byte offsets into `text`, as swift-syntax's
/// `AbsolutePosition` and the audit's findings (line and UTF-8 column) use.
struct FixSource {
    let text: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    /// Offset of the first byte of each line.
    let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.tree = Parser.parse(source: text)
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        self.lineStarts = starts
    }

    /// The offset of a finding's 1-based line and UTF-8 column.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= bytes.count ? offset : nil
    }

    /// The token whose text (trivia excluded) starts at or covers `offset`.
    func token(at offset: Int) -> TokenSyntax? {
        tree.token(at: AbsolutePosition(utf8Offset: offset))
    }

    /// Offset of the start of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var i = min(offset, bytes.count)
        while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
        return i
    }

    /// Offset just past the newline ending the line holding `offset` (or the end of the text).
    func nextLineStart(after offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        return min(i + 1, bytes.count)
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether only spaces and tabs follow `offset` up to the end of its line.
    func isLastOnLine(_ offset: Int) -> Bool {
        var i = offset
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
            if bytes[i] != UInt8(ascii: " "), bytes[i] != UInt8(ascii: "\t"), bytes[i] != UInt8(ascii: "\r") { return false }
            i += 1
        }
        return true
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return slice(start, end)
    }

    /// The text between two offsets.
    func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }

    /// One level of indentation as the file writes it: a tab when lines
    /// start with tabs, else the smallest step between nested lines (2 or 4
    /// spaces are usual), else four spaces.
    var indentUnit: String {
        var tabs = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        for start in lineStarts {
            var i = start
            var spaces = 0
            if i < bytes.count, bytes[i] == UInt8(ascii: "\t") { tabs += 1; continue }
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") { spaces += 1; i += 1 }
            if i >= bytes.count || bytes[i] == UInt8(ascii: "\n") { continue }
            if spaces > previous { steps[spaces - previous, default: 0] += 1 }
            previous = spaces
        }
        if tabs > lineStarts.count / 2 { return "\t" }
        let step = steps.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: step)
    }
}
