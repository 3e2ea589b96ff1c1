import Foundation
import Testing

/// Every Swift block of the navigation modules' documentation pages appears,
/// verbatim (ignoring indentation), in `DocumentationExamples.swift`, which
/// compiles and runs — so the pages cannot drift from working code.
@Suite("Documentation pages show compiled code (navigation)", .timeLimit(.minutes(1)))
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [
        "Sources/KeelNavigation/KeelNavigation.docc/KeelNavigation.md",
        "Sources/KeelNavigationTesting/KeelNavigationTesting.docc/KeelNavigationTesting.md",
        "Sources/KeelLaunchNavigation/KeelLaunchNavigation.docc/KeelLaunchNavigation.md",
        "docs/articles/Coordinators-and-Routing.md",
    ])
    func everySwiftBlockIsCompiled(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let examples = try String(contentsOf: Self.root.appendingPathComponent("Tests/KeelNavigationTests/DocumentationExamples.swift"), encoding: .utf8)
        let blocks = swiftBlocks(in: text)
        #expect(!blocks.isEmpty, "\(page) has no Swift example")
        for block in blocks {
            #expect(normalized(examples).contains(normalized(block)), "\(page): this block is not in DocumentationExamples.swift:\n\(block)")
        }
    }
}

/// The ```swift fenced blocks of a Markdown page.
func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
            current = []
        } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
            blocks.append(current!.joined(separator: "\n"))
            current = nil
        } else if current != nil {
            current!.append(String(line))
        }
    }
    return blocks
}

/// Lines trimmed, empty lines dropped.
func normalized(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
}
