import Foundation
import KeelTesting
import Testing

/// The README's examples cannot rot: every ```swift block of README.md must be
/// a fragment of ReadmeExamples.swift (which compiles and runs with this
/// suite), line for line, indentation aside.
@Suite("README examples compile", .timeLimit(.minutes(1)))
struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var blocks: [DocumentationSnippets.Block] {
        (try? DocumentationSnippets.blocks(in: root.appendingPathComponent("README.md"), root: root)) ?? []
    }

    @Test(arguments: blocks)
    func isCompiledByReadmeExamples(_ block: DocumentationSnippets.Block) throws {
        let examples = try DocumentationSnippets.lines(of: Self.root.appendingPathComponent("Tests/ReadmeExamplesTests/ReadmeExamples.swift"))
        #expect(DocumentationSnippets.contains(examples, block), "\(block.location) is not a fragment of ReadmeExamples.swift:\n\(block.lines.joined(separator: "\n"))")
    }

    @Test func theReadmeHasAnExamplePerModule() {
        #expect(Self.blocks.count >= 5, "README.md has only \(Self.blocks.count) swift examples")
    }
}
