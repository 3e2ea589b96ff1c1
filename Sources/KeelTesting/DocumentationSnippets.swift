import Foundation

/// Keeps documentation examples compiling: finds the ```swift blocks of DocC
/// articles and doc comments, so a test can require each one to be a
/// fragment of a Swift file that the test target compiles.
///
/// The pattern (see docs/articles/Documentation.md): write every example in a
/// test target's `DocumentationExamples.swift`, paste fragments of it into the
/// documentation, and let a parameterised test fail for any block that is not
/// found there line for line (indentation and blank lines aside):
///
/// ```swift
/// @Test(arguments: (try? DocumentationSnippets.blocks(under: modules, root: root)) ?? [])
/// func isCompiledByDocumentationExamples(_ block: DocumentationSnippets.Block) throws {
/// ```
///
/// Blocks are read from `.md` files (anywhere under the folders, e.g. a
/// `.docc` catalog) and from `///` comments of `.swift` files. Only code
/// blocks fenced with the `swift` language are checked; fence output or
/// pseudo-code as `text`. Reading files is synchronous; call from any thread.
public enum DocumentationSnippets {
    /// One ```swift block: where it starts, and its non-empty lines, trimmed.
    public struct Block: Sendable, CustomStringConvertible {
        /// `path:line` of the block's first line, relative to the root.
        public let location: String
        /// The block's non-empty lines, whitespace-trimmed.
        public let lines: [String]
        /// A block at `location` with `lines`.
        public init(location: String, lines: [String]) {
            self.location = location
            self.lines = lines
        }
        /// The location (used as the test case's name).
        public var description: String { location }
    }

    /// Every ```swift block under `folders` (relative to `root`), sorted by location.
    /// - Throws: a file that cannot be read as UTF-8.
    public static func blocks(under folders: [String], root: URL) throws -> [Block] {
        var result: [Block] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files {
                result += try blocks(in: file, root: root)
            }
        }
        return result.sorted { $0.location < $1.location }
    }

    /// The ```swift blocks of one `.md` or `.swift` file (none for other files).
    public static func blocks(in file: URL, root: URL) throws -> [Block] {
        let relative = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.path
        switch file.pathExtension {
        case "md":
            return swiftBlocks(in: try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n"), location: relative)
        case "swift":
            return swiftBlocks(in: docCommentLines(try String(contentsOf: file, encoding: .utf8)), location: relative)
        default:
            return []
        }
    }

    /// The non-empty lines of `file`, trimmed: what a block is searched in.
    public static func lines(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `block` occurs in `lines` as a contiguous run.
    public static func contains(_ lines: [String], _ block: Block) -> Bool {
        let fragment = block.lines
        guard !fragment.isEmpty, fragment.count <= lines.count else { return fragment.isEmpty }
        return (0...(lines.count - fragment.count)).contains { start in
            lines[start..<(start + fragment.count)].elementsEqual(fragment)
        }
    }

    /// The text of `///` comments with the prefix removed; other lines blank.
    static func docCommentLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else { return "" }
            return String(trimmed.dropFirst(3))
        }
    }

    static func swiftBlocks(in lines: [String], location: String) -> [Block] {
        var blocks: [Block] = []
        var current: [String]?
        var start = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let body = current {
                if trimmed == "```" {
                    let kept = body.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    if !kept.isEmpty { blocks.append(Block(location: "\(location):\(start)", lines: kept)) }
                    current = nil
                } else {
                    current = body + [line]
                }
            } else if trimmed == "```swift" {
                current = []
                start = index + 1
            }
        }
        return blocks
    }
}
