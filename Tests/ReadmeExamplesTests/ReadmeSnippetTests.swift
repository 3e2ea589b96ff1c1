import Foundation
import KeelTesting
import Testing

/// The README's examples cannot rot: every ```swift block of README.md must be
/// a fragment of one of this folder's Readme*.swift files (which compile and
/// run with this suite), line for line, indentation aside — imports included.
@Suite("README examples compile", .timeLimit(.minutes(1)))
struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var blocks: [DocumentationSnippets.Block] {
        (try? DocumentationSnippets.blocks(in: root.appendingPathComponent("README.md"), root: root)) ?? []
    }

    @Test(arguments: blocks)
    func isCompiledByReadmeExamples(_ block: DocumentationSnippets.Block) throws {
        let folder = Self.root.appendingPathComponent("Tests/ReadmeExamplesTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("Readme") && $0.hasSuffix(".swift") && $0 != "ReadmeSnippetTests.swift" }
            .sorted()
        let sources = try files.map { try DocumentationSnippets.lines(of: folder.appendingPathComponent($0)) }
        #expect(!sources.isEmpty)
        #expect(sources.contains { DocumentationSnippets.contains($0, block) },
                "\(block.location) is not a fragment of any of \(files):\n\(block.lines.joined(separator: "\n"))")
    }

    @Test func theReadmeHasAnExamplePerModule() {
        #expect(Self.blocks.count >= 5, "README.md has only \(Self.blocks.count) swift examples")
    }
}
