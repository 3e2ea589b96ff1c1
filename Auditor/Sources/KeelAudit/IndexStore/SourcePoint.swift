/// Where a name token starts in a project source file: what the compiler's
/// index and the auditor's own resolver both key a type reference by.
package struct SourcePoint: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Relative to the project root, `/`-separated (as `SourceInput.path`).
    package var path: String
    /// 1-based line.
    package var line: Int
    /// 1-based column in UTF-8 bytes (what the compiler's index records and
    /// `SourceLocationConverter` computes): a tab or an `é` before the name
    /// counts 1 or 2.
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package static func < (a: SourcePoint, b: SourcePoint) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    /// `path:line:column`.
    package var description: String { "\(path):\(line):\(column)" }
}
