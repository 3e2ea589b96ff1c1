import Foundation
import KeelAudit
import Testing

@Suite("keel audit: runs, exit codes, baseline, diff mode, cache, odd files", .timeLimit(.minutes(3)))
struct AuditRunTests {
    func run(_ tree: TempTree, _ configure: (inout AuditOptions) -> Void = { _ in }) async -> AuditOutcome {
        var options = AuditOptions(path: tree.root.path, useCache: false)
        configure(&options)
        return await AuditRun.run(options)
    }

    /// What the `keel` executable turns on (the run's memory left to the
    /// process's exit) changes nothing in the output, with or without a cache.
    @Test func keepingMemoryUntilExitChangesNoOutput() async throws {
        let tree = try TempTree(["ProfileViewModel.swift": Samples.badViewModel, "Good/ProfileViewModel.swift": Samples.goodViewModel])
        let freed = await run(tree) { $0.format = .json }
        let kept = await run(tree) { $0.format = .json; $0.keepsMemoryUntilExit = true }
        #expect(!freed.output.isEmpty)
        #expect(kept.output == freed.output)
        let cache = try TempTree([:])
        let cached = await run(tree) { $0.format = .json; $0.keepsMemoryUntilExit = true; $0.useCache = true; $0.cacheDirectory = cache.root.path }
        #expect(cached.output == freed.output)
    }

    @Test func cleanTreeExitsZero() async throws {
        let tree = try TempTree(["ProfileViewModel.swift": Samples.goodViewModel])
        let outcome = await run(tree)
        #expect(outcome.exitCode == 0)
        #expect(outcome.report?.result.findings.isEmpty == true)
    }

    @Test func findingsAtOrAboveFailOnExitOne() async throws {
        let tree = try TempTree(["ProfileViewModel.swift": Samples.badViewModel])
        let failing = await run(tree) { $0.failOn = .warning }
        #expect(failing.exitCode == 1)
        #expect(failing.output.contains("[VM001]"))
    }

    @Test func findingsBelowFailOnExitZero() async throws {
        let tree = try TempTree([
            "ProfileViewModel.swift": Samples.badViewModel,
            ".keel.yml": "rules: { VM001: { severity: note }, VM003: { severity: note }, VM013: false }\n",
        ])
        let outcome = await run(tree)
        #expect(outcome.report.map { !$0.result.findings.isEmpty } == true)
        #expect(outcome.exitCode == 0)
    }

    @Test func invalidConfigExitsTwoAndChangesNothing() async throws {
        let tree = try TempTree(["A.swift": Samples.badViewModel, ".keel.yml": "rules: { NOPE: true }\n"])
        let outcome = await run(tree) { $0.writeBaselinePath = tree.url("baseline.json").path }
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("key 'rules.NOPE'"))
        #expect(!FileManager.default.fileExists(atPath: tree.url("baseline.json").path))
    }

    @Test func missingPathExitsTwo() async {
        let outcome = await AuditRun.run(AuditOptions(path: "/nonexistent/keel/path", useCache: false))
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("no such file or directory"))
    }

    @Test func baselineHidesRecordedFindingsAndSurvivesLineShifts() async throws {
        let tree = try TempTree(["ProfileViewModel.swift": Samples.badViewModel])
        let baseline = tree.url("keel-baseline.json").path
        let written = await run(tree) { $0.writeBaselinePath = baseline }
        #expect(written.exitCode == 0)
        try tree.write("ProfileViewModel.swift", "// a new header line\n// and another\n" + Samples.badViewModel)
        let outcome = await run(tree) { $0.baselinePath = baseline; $0.failOn = .note }
        #expect(outcome.report?.result.findings.isEmpty == true)
        #expect((outcome.report?.hiddenByBaseline ?? 0) > 0)
        #expect(outcome.exitCode == 0)
        try tree.write("Other.swift", Samples.badViewModel.replacingOccurrences(of: "Profile", with: "Other"))
        let withNew = await run(tree) { $0.baselinePath = baseline; $0.failOn = .note }
        #expect(withNew.report?.result.findings.allSatisfy { $0.file == "Other.swift" } == true)
        #expect(withNew.exitCode == 1)
    }

    @Test func corruptBaselineIsAClearError() async throws {
        let tree = try TempTree(["A.swift": Samples.goodViewModel, "base.json": "{not json"])
        let outcome = await run(tree) { $0.baselinePath = tree.url("base.json").path }
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("not a keel baseline"))
    }

    @Test func diffModeReportsOnlyChangedLines() async throws {
        let tree = try TempTree(["Old.swift": Samples.badViewModel])
        try tree.git("init", "-q")
        try tree.git("add", ".")
        try tree.git("commit", "-qm", "base")
        try tree.write("New.swift", Samples.badViewModel.replacingOccurrences(of: "Profile", with: "New"))
        let outcome = await run(tree) { $0.since = "HEAD"; $0.failOn = .note }
        let files = Set(outcome.report?.result.findings.map(\.file) ?? [])
        #expect(files == ["New.swift"])
        #expect((outcome.report?.outsideDiff ?? 0) > 0)
    }

    @Test func diffModeWithABadRefExitsTwo() async throws {
        let tree = try TempTree(["A.swift": Samples.goodViewModel])
        try tree.git("init", "-q")
        let outcome = await run(tree) { $0.since = "no-such-ref" }
        #expect(outcome.exitCode == 2)
    }

    @Test func pathsWithSpacesEmptyAndNonUTF8Files() async throws {
        let tree = try TempTree(["My Feature/Profile ViewModel.swift": Samples.badViewModel, "Empty.swift": ""])
        try tree.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0xFE, 0x0A]))
        let outcome = await run(tree) { $0.format = .xcode }
        #expect(outcome.output.contains("My Feature/Profile ViewModel.swift:"))
        #expect(outcome.report?.skipped == ["Latin1.swift: not UTF-8, skipped"])
        #expect(outcome.report?.result.filesScanned == 2)
    }

    @Test func symlinkLoopsDoNotHang() async throws {
        let tree = try TempTree(["Sources/A.swift": Samples.goodViewModel])
        try FileManager.default.createSymbolicLink(at: tree.url("Sources/loop"), withDestinationURL: tree.url("Sources"))
        try FileManager.default.createSymbolicLink(at: tree.url("Sources/B.swift"), withDestinationURL: tree.url("Sources/A.swift"))
        let outcome = await run(tree)
        #expect(outcome.exitCode == 0)
        #expect(outcome.report?.result.filesScanned == 2)
    }

    @Test func defaultExcludesSkipBuildAndPods() async throws {
        let tree = try TempTree([
            "App/A.swift": Samples.goodViewModel,
            ".build/checkouts/X.swift": Samples.badViewModel,
            "Pods/Y/Y.swift": Samples.badViewModel,
        ])
        let outcome = await run(tree)
        #expect(outcome.report?.result.filesScanned == 1)
    }

    @Test func cacheHitsOnTheSecondRunAndGivesTheSameReport() async throws {
        let tree = try TempTree(["A.swift": Samples.badViewModel, "B.swift": Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "B")])
        let cold = await run(tree) { $0.useCache = true; $0.format = .json }
        let warm = await run(tree) { $0.useCache = true; $0.format = .json }
        #expect(cold.cacheHits == 0)
        #expect(warm.cacheMisses == 0)
        #expect(warm.cacheHits == 4)
        #expect(cold.output == warm.output)
        try tree.write("B.swift", Samples.badViewModel.replacingOccurrences(of: "Profile", with: "B"))
        let changed = await run(tree) { $0.useCache = true; $0.format = .json }
        #expect(changed.cacheMisses > 0)
        #expect(changed.output != warm.output)
    }

    @Test func outputIsDeterministic() async throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files["F\(index).swift"] = Samples.badViewModel.replacingOccurrences(of: "Profile", with: "P\(index)") }
        let tree = try TempTree(files)
        let first = await run(tree) { $0.format = .json }
        let second = await run(tree) { $0.format = .json }
        #expect(first.output == second.output)
    }

    // MARK: Nothing audited, wrong input, exit reasons

    @Test func nothingToAuditIsAnErrorNotACleanRun() async throws {
        let empty = try TempTree(["README.md": "# no Swift here\n"])
        let none = await run(empty)
        #expect(none.exitCode == 2)
        #expect(none.report == nil && none.output.isEmpty)
        #expect(none.diagnostics.contains("nothing to audit: no Swift files found"))

        let allSkipped = try TempTree()
        try allSkipped.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0x0A]))
        let skipped = await run(allSkipped) { $0.writeBaselinePath = allSkipped.url("b.json").path }
        #expect(skipped.exitCode == 2)
        #expect(skipped.diagnostics.contains("every Swift file was skipped (1: Latin1.swift: not UTF-8, skipped)"))
        #expect(!FileManager.default.fileExists(atPath: allSkipped.url("b.json").path))
    }

    @Test func sinceWithWriteBaselineIsAnErrorAndWritesNothing() async throws {
        let tree = try TempTree(["A.swift": Samples.badViewModel])
        let outcome = await run(tree) { $0.since = "HEAD"; $0.writeBaselinePath = tree.url("b.json").path }
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("--write-baseline: cannot be combined with --since"))
        #expect(!FileManager.default.fileExists(atPath: tree.url("b.json").path))
    }

    @Test func invalidGlobOrDocsURLIsAnError() async throws {
        let globs = try TempTree(["A.swift": Samples.goodViewModel, ".keel.yml": "exclude: [\"Generated/\"]\n"])
        let badGlob = await run(globs)
        #expect(badGlob.exitCode == 2)
        #expect(badGlob.diagnostics.contains("key 'exclude[0]': invalid glob 'Generated/'"))

        let tree = try TempTree(["A.swift": Samples.goodViewModel])
        let badURL = await run(tree) { $0.docsBaseURL = "docs/rules" }
        #expect(badURL.exitCode == 2)
        #expect(badURL.diagnostics.contains("--docs-base-url"))
    }

    @Test func exitOneSaysWhy() async throws {
        let tree = try TempTree(["ProfileViewModel.swift": Samples.badViewModel])
        let fromFlag = await run(tree) { $0.failOn = .warning }
        #expect(fromFlag.exitCode == 1)
        let failing = fromFlag.report?.failingFindings ?? 0
        #expect(failing > 1)
        #expect(fromFlag.diagnostics == "exit 1: \(failing) findings at or above `warning` (--fail-on warning)\n")

        try tree.write(".keel.yml", "fail_on: error\n")
        let fromConfig = await run(tree)
        #expect(fromConfig.exitCode == 1)
        #expect(fromConfig.diagnostics == "exit 1: 1 finding at or above `error` (fail_on: error)\n")

        let clean = try TempTree(["A.swift": Samples.goodViewModel])
        #expect(await run(clean).diagnostics.isEmpty)
    }

    @Test func reportCarriesFiguresForTheWholeTree() async throws {
        let tree = try TempTree([
            "ProfileViewModel.swift": Samples.badViewModel,
            "GoodViewModel.swift": Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "Good"),
        ])
        let outcome = await run(tree)
        let figures = try #require(outcome.report?.figures)
        #expect(figures.roles.map(\.role) == [.viewModel])
        #expect(figures.roles.first?.clean == 1 && figures.roles.first?.units == 2)
        #expect(figures.rules.first { $0.ruleID == "RX002" }?.status == .needsSince)
        #expect(figures.rules.first { $0.ruleID == "VM001" }?.status == .measured(compliant: 1, applicable: 2))
        #expect(outcome.output.contains("ViewModels: 2 units, 1 clean (50%), 1 with findings, 0 not checked"))
    }
}
