import Foundation
import Testing

/// Documentation examples cannot rot: every ```swift block of the KeelFlow,
/// KeelFlowTesting and KeelTesting documentation — DocC catalogs and doc
/// comments — must be a fragment of DocumentationExamples.swift (which
/// compiles and runs with this suite), line for line, indentation aside.
@Suite("Documentation examples compile", .timeLimit(.minutes(1)))
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["Sources/KeelFlow", "Sources/KeelFlowTesting", "Sources/KeelTesting"]

    /// Unreadable sources leave the list empty; `everyModuleHasACatalogWithExamples` then fails.
    @Test(arguments: (try? DocumentationSnippets.blocks(under: modules, root: root)) ?? [])
    func isCompiledByDocumentationExamples(_ block: DocumentationSnippets.Block) throws {
        let examples = try DocumentationSnippets.lines(of: Self.root.appendingPathComponent("Tests/KeelFlowTests/DocumentationExamples.swift"))
        #expect(
            DocumentationSnippets.contains(examples, block.lines),
            "\(block.location): this example is not a fragment of Tests/KeelFlowTests/DocumentationExamples.swift:\n\(block.lines.joined(separator: "\n"))"
        )
    }

    @Test func everyModuleHasACatalogWithExamples() throws {
        let blocks = try DocumentationSnippets.blocks(under: Self.modules, root: Self.root)
        #expect(blocks.count >= 20, "found only \(blocks.count) examples")
        for module in ["KeelFlow", "KeelFlowTesting", "KeelTesting"] {
            #expect(blocks.contains { $0.location.hasPrefix("Sources/\(module)/\(module).docc/") }, "\(module).docc has no example")
        }
    }
}

/// Finds ```swift blocks in DocC articles (`.md` in a `.docc` catalog) and in
/// `///` doc comments of Swift sources.
enum DocumentationSnippets {
    struct Block: Sendable, CustomTestStringConvertible {
        let location: String
        let lines: [String]
        var testDescription: String { location }
    }

    static func blocks(under folders: [String], root: URL) throws -> [Block] {
        var result: [Block] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files {
                let relative = String(file.path.dropFirst(root.path.count + 1))
                switch file.pathExtension {
                case "md":
                    let text = try String(contentsOf: file, encoding: .utf8)
                    result += swiftBlocks(in: text.components(separatedBy: "\n"), location: relative)
                case "swift":
                    let text = try String(contentsOf: file, encoding: .utf8)
                    result += swiftBlocks(in: docCommentLines(text), location: relative)
                default:
                    continue
                }
            }
        }
        return result.sorted { $0.location < $1.location }
    }

    /// The text of `///` comments, prefix removed (other lines become blank,
    /// which ends no block: doc comments are contiguous).
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
            if current == nil, trimmed == "```swift" {
                current = []
                start = index + 1
            } else if current != nil, trimmed == "```" {
                let body = current!.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if !body.isEmpty { blocks.append(Block(location: "\(location):\(start)", lines: body)) }
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Non-empty lines of a file, trimmed.
    static func lines(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `fragment` occurs in `lines` as a contiguous run.
    static func contains(_ lines: [String], _ fragment: [String]) -> Bool {
        guard !fragment.isEmpty, fragment.count <= lines.count else { return fragment.isEmpty }
        return (0...(lines.count - fragment.count)).contains { start in
            lines[start..<(start + fragment.count)].elementsEqual(fragment)
        }
    }
}
