import Foundation
import KeelAudit
import Testing

/// Results for a file must not depend on which folder you point at: the
/// whole enclosing project (nearest `.keel.yml`, else git root) feeds the
/// type index, only the requested path is reported.
@Suite("keel audit: the enclosing project feeds the index", .timeLimit(.minutes(3)))
struct ProjectRootTests {
    static let base = """
    import Combine

    @MainActor class ListViewModel: ObservableObject {
        @Published private(set) var rows: [String] = []
    }
    """
    static let subclass = "@MainActor final class SearchViewModel: ListViewModel {}\n"

    func tree() throws -> TempTree {
        try TempTree([
            ".keel.yml": "exclude: [\"Feature/Generated/**\"]\n",
            "Feature/ListViewModel.swift": Self.base,
            "Feature/Generated/MockViewModel.swift": Samples.badViewModel,
            "Search/SearchViewModel.swift": Self.subclass,
        ])
    }

    func run(_ path: URL, indexProject: Bool = true) async -> AuditOutcome {
        var options = AuditOptions(path: path.path, useCache: false)
        options.indexProject = indexProject
        return await AuditRun.run(options)
    }

    @Test func aSubclassElsewhereInTheProjectCounts() async throws {
        let tree = try tree()
        let folder = await run(tree.url("Feature"))
        #expect(folder.exitCode == 0)
        #expect(folder.report?.result.findings.map(\.ruleID) == [])
        #expect(folder.report?.result.filesScanned == 1)
        let file = await run(tree.url("Feature/ListViewModel.swift"))
        #expect(file.report?.result.findings.map(\.ruleID) == [])
        let whole = await run(tree.root)
        #expect(whole.report?.result.findings.filter { $0.file == "Feature/ListViewModel.swift" }.isEmpty == true)
        // The audited tree alone cannot see the subclass: VM013 (not final).
        let alone = await run(tree.url("Feature"), indexProject: false)
        #expect(alone.report?.result.findings.map(\.ruleID).contains("VM013") == true)
    }

    @Test func theProjectConfigurationAppliesWithItsPathsRelativeToTheProject() async throws {
        let tree = try tree()
        let folder = await run(tree.url("Feature"))
        // Feature/Generated/** is excluded by the project's .keel.yml.
        #expect(folder.report?.result.findings.contains { $0.file.contains("Generated") } == false)
        #expect(folder.report?.result.findings.allSatisfy { !$0.file.hasPrefix("<project>") } == true)
    }

    @Test func findingPathsStayRelativeToTheAuditedPath() async throws {
        let tree = try TempTree([
            ".keel.yml": "",
            "App/Profile/ProfileViewModel.swift": Samples.badViewModel,
            "App/Shared/Other.swift": "struct Other {}\n",
        ])
        let outcome = await run(tree.url("App/Profile"))
        #expect(outcome.report?.result.findings.map(\.file).allSatisfy { $0 == "ProfileViewModel.swift" } == true)
        #expect(outcome.report?.result.findings.isEmpty == false)
    }
}
