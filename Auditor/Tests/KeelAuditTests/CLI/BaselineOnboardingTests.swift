import Foundation
import KeelAudit
import Testing

@Suite("keel audit --write-baseline: a guided first run", .timeLimit(.minutes(3)))
struct BaselineOnboardingTests {
    func run(_ tree: TempTree, _ configure: (inout AuditOptions) -> Void = { _ in }) async -> AuditOutcome {
        var options = AuditOptions(path: tree.root.path, useCache: false)
        configure(&options)
        return await AuditRun.run(options)
    }

    @Test func writingABaselineExplainsWhatWasRecordedAndSuggestsLegacyPaths() async throws {
        let legacy = """
        import RxSwift
        import Combine

        @MainActor final class SettingsViewModel: ObservableObject {
            @Published private(set) var title = ""
            let bag = DisposeBag()
        }
        """
        let tree = try TempTree([
            "App/Legacy/Settings/SettingsViewModel.swift": legacy,
            "App/Legacy/Account/AccountViewModel.swift": legacy.replacingOccurrences(of: "Settings", with: "Account"),
            "App/New/ProfileViewModel.swift": Samples.goodViewModel,
        ])
        let outcome = await run(tree) { $0.writeBaselinePath = tree.url("keel-baseline.json").path }
        #expect(outcome.exitCode == 0)
        #expect(outcome.output.isEmpty)
        let guide = outcome.diagnostics
        #expect(guide.contains("wrote baseline with "))
        #expect(guide.contains("Recorded by rule: RX001 "))
        #expect(guide.contains("Units with a recorded finding at or above warning: ViewModels 2 of 3"))
        #expect(guide.contains("legacy_paths: [\"App/Legacy/Account/**\", \"App/Legacy/Settings/**\"]"))
        #expect(guide.contains("--since origin/main"))
        let baseline = try Baseline.load(from: tree.url("keel-baseline.json"))
        #expect(!baseline.entries.isEmpty)
    }

    @Test func baselineOfACleanTreeSaysSo() async throws {
        let tree = try TempTree(["A.swift": Samples.goodViewModel])
        let outcome = await run(tree) { $0.writeBaselinePath = tree.url("b.json").path }
        #expect(outcome.exitCode == 0)
        #expect(outcome.diagnostics.contains("Nothing to record"))
        #expect(!outcome.diagnostics.contains("legacy_paths"))
    }
}
