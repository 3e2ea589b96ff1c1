import Foundation
import KeelTesting
import Testing

/// Documentation examples cannot rot: every ```swift block of the KeelFlow,
/// KeelFlowTesting and KeelTesting documentation — DocC catalogs and doc
/// comments — must be a fragment of DocumentationExamples.swift (which
/// compiles and runs with this suite) or of this file, line for line,
/// indentation aside.
@Suite("Documentation examples compile", .timeLimit(.minutes(1)))
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["Sources/KeelFlow", "Sources/KeelFlowTesting", "Sources/KeelTesting"]
    static let corpus = ["Tests/KeelFlowTests/DocumentationExamples.swift", "Tests/KeelFlowTests/DocumentationSnippetTests.swift"]

    /// Unreadable sources leave the list empty; `everyModuleHasACatalogWithExamples` then fails.
    @Test(arguments: (try? DocumentationSnippets.blocks(under: modules, root: root)) ?? [])
    func isCompiledByDocumentationExamples(_ block: DocumentationSnippets.Block) throws {
        let files = try Self.corpus.map { try DocumentationSnippets.lines(of: Self.root.appendingPathComponent($0)) }
        #expect(
            files.contains { DocumentationSnippets.contains($0, block) },
            "\(block.location): not a fragment of \(Self.corpus):\n\(block.lines.joined(separator: "\n"))"
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
