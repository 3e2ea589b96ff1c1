import Foundation
import KeelTesting
import Testing

/// docs/articles/Modeling-Flows.md cannot drift from the code it teaches:
/// each of its ```swift blocks must be a fragment of one of the compiled
/// files it quotes (the ride example, its tests, the KeelFlow door machine).
@Suite("Modeling-Flows article quotes compiled code", .timeLimit(.minutes(1)))
struct ModelingFlowsArticleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let article = root.appendingPathComponent("docs/articles/Modeling-Flows.md")
    static let quoted = [
        "Examples/Ride/Flow/RideState.swift", "Examples/Ride/Flow/RideCases.swift",
        "Examples/Ride/Flow/RideStateMachine.swift", "Examples/Ride/Flow/RideFlowController.swift",
        "Tests/RideAppTests/RideFlowTests.swift",
        "Tests/KeelFlowTests/DoorFlow.swift", "Tests/KeelFlowTests/WholeValueDeclarationTests.swift",
    ]

    /// An unreadable article leaves the list empty; `theArticleHasExamples` then fails.
    @Test(arguments: (try? DocumentationSnippets.blocks(in: article, root: root)) ?? [])
    func quotesCompiledCode(_ block: DocumentationSnippets.Block) throws {
        let files = try Self.quoted.map { try DocumentationSnippets.lines(of: Self.root.appendingPathComponent($0)) }
        #expect(
            files.contains { DocumentationSnippets.contains($0, block) },
            "\(block.location) is not a fragment of any of \(Self.quoted):\n\(block.lines.joined(separator: "\n"))"
        )
    }

    @Test func theArticleHasExamples() throws {
        #expect(try DocumentationSnippets.blocks(in: Self.article, root: Self.root).count >= 15)
    }
}
