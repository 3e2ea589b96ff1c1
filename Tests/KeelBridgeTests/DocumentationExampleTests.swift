import Foundation
import KeelBridge
import KeelRx
import KeelTesting
import Testing

/// Runs the catalog's examples that have no test of their own in the
/// catalog (`DocumentationExamples.swift` holds the examples themselves).
@Suite("KeelBridge documentation examples behave as the catalog says", .timeLimit(.minutes(1)))
@MainActor
struct DocumentationExampleTests {
    @Test func aFinitePublisherFeedsTheSharedRelayWithoutEndingIt() {
        let relay = BehaviorRelay<String?>(value: nil)
        let viewModel = QuickConnectViewModel(selection: relay.asCombineSubject())
        let otherScreen = TestSubscriber<String?, Never>()
        relay.asPublisher().subscribe(otherScreen)
        viewModel.connectToRecommended(["Oslo", "Toronto"].publisher.eraseToAnyPublisher())
        #expect(relay.value == "Toronto")
        relay.accept("Amsterdam")
        #expect(otherScreen.descriptions == ["nil", "Optional(\"Oslo\")", "Optional(\"Toronto\")", "Optional(\"Amsterdam\")"])
    }

    @Test func aLegacyCoordinatorBindsItsEventsIntoACombineInput() {
        let input = PassthroughSubject<String, Error>()
        let received = TestSubscriber<String, Error>()
        input.subscribe(received)
        let events = PublishSubject<String>()
        var coordinator: LegacyConnectionCoordinator? = LegacyConnectionCoordinator()
        coordinator?.start(feeding: input, from: events)
        events.onNext("connected")
        coordinator = nil
        events.onNext("ignored: the dispose bag ended the binding")
        #expect(received.descriptions == ["connected"])
        #expect(!events.hasObservers)
    }
}

/// Keeps the documentation catalogs' examples and the files that compile
/// them identical.
@Suite("Documentation examples are the compiled ones", .timeLimit(.minutes(1)))
struct DocumentationCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [
        ("Sources/KeelBridge/KeelBridge.docc", "Tests/KeelBridgeTests/DocumentationExamples.swift"),
        ("Sources/Internal/KeelRx/KeelRx.docc", "Tests/KeelRxStandInTests/DocumentationExamples.swift"),
    ])
    func everySwiftExampleIsCompiledVerbatim(catalog: String, examples: String) throws {
        let compiled = try String(contentsOf: Self.root.appendingPathComponent(examples), encoding: .utf8)
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }
        #expect(!articles.isEmpty)
        var count = 0
        for article in articles.sorted() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(catalog).appendingPathComponent(article), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                count += 1
                let isCompiled = compiled.contains(block)
                #expect(isCompiled, "\(catalog)/\(article): this example is not in \(examples):\n\(block)")
            }
        }
        #expect(count > 0, "\(catalog) has Swift examples")
    }

    /// The ```swift blocks of a Markdown text, without their `import` lines.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n").trimmingCharacters(in: .newlines))
                current = nil
            } else {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !(trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ")) { current!.append(line) }
            }
        }
        return blocks
    }
}
