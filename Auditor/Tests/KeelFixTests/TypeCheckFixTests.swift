import Foundation
import KeelAudit
@testable import KeelFix
import KeelVerify
import Testing

/// `keel fix --type-check`: the changed files and the files that use them go
/// through the verification step of `keel migrate` before and after.
@Suite("keel fix: --type-check", .timeLimit(.minutes(5)))
struct TypeCheckFixTests {
    static let viewModel = """
        import Combine

        class CounterViewModel: ObservableObject {
            @Published private(set) var count = 0
            func increment() { count += 1 }
        }

        """
    static let user = """
        import Combine

        @MainActor func bump(_ model: CounterViewModel) { model.increment() }

        """

    @Test func aFixThatAddsNoErrorIsKeptAndTheVerdictIsPrinted() async throws {
        guard Swiftc.locate() != nil else { return }
        let project = try Project(["App/CounterViewModel.swift": Self.viewModel, "App/Bump.swift": Self.user])
        let root = project.root.path
        let outcome = await FixRun.run(FixOptions(path: root, configPath: nil, baselinePath: nil, dryRun: false, rules: ["VM013"], typeCheck: true))
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        #expect(project.read("App/CounterViewModel.swift").contains("final class CounterViewModel"))
        let summary = outcome.report?.typeCheck ?? ""
        // The changed file and the file that uses what it declares.
        #expect(summary.contains("type check (2 files: the 1 changed and those that use them"), "\(summary)")
        #expect(summary.contains("no new error; after the fix: type-checks"), "\(summary)")
    }

    /// Round 16 (D3): the new error is in a file that is not checked (it
    /// names the class through a typealias; it is only in the skeleton,
    /// which `Show.swift` brings it into): the skeleton's errors are compared
    /// too, and the changed file fails with that error.
    @Test func aNewErrorOutsideTheCheckedFilesFailsTheFix() async throws {
        guard let swiftc = Swiftc.locate() else { return }
        let old = "import Combine\n\nclass FeedViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        let new = old.replacingOccurrences(of: "class FeedViewModel", with: "final class FeedViewModel")
        let tree = [
            SourceInput(path: "App/FeedViewModel.swift", text: old),
            SourceInput(path: "App/Aliases.swift", text: "typealias BaseFeed = FeedViewModel\n"),
            SourceInput(path: "App/NewsViewModel.swift", text: "final class NewsViewModel: BaseFeed {\n    func load() { title = \"News\" }\n}\n"),
            SourceInput(path: "App/Show.swift", text: "func show(_ feed: FeedViewModel, _ news: NewsViewModel) { print(feed.title, news.title) }\n"),
        ]
        let changed = ["App/FeedViewModel.swift": ChangedFile(path: "App/FeedViewModel.swift", location: "/nowhere/App/FeedViewModel.swift", old: old, new: new)]
        let outcome = await FixTypeCheck.run(changed: changed, tree: tree, swiftc: swiftc)
        let error = outcome.failed["App/FeedViewModel.swift"] ?? ""
        #expect(error.hasPrefix("App/NewsViewModel.swift:"), "\(outcome.failed) \(outcome.summary)")
        #expect(error.contains("final class 'FeedViewModel'"), "\(error)")
        #expect(outcome.summary.contains("1 file would add errors and were left unchanged"), "\(outcome.summary)")
    }

    @Test func withoutSwiftcTheCheckSaysItDidNotRun() async {
        let changed = ["App/A.swift": ChangedFile(path: "App/A.swift", location: "/nowhere/App/A.swift", old: "let a = 1\n", new: "let a = 2\n")]
        let outcome = await FixTypeCheck.run(changed: changed, tree: [SourceInput(path: "App/A.swift", text: "let a = 1\n")], swiftc: nil)
        #expect(outcome.summary == "type check: not run — swiftc was not found (set SWIFTC, or put the Swift toolchain on PATH)")
        #expect(outcome.failed.isEmpty)
    }
}
