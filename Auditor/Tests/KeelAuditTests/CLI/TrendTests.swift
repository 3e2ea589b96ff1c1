import Foundation
@testable import KeelAudit
import Testing

@Suite("keel trend: the figures over a scripted git history", .timeLimit(.minutes(2)))
struct TrendTests {
    /// History (one commit a week): a clean ViewModel; a violating one added;
    /// the violation fixed; an unrelated file. Tags on the first and third.
    static func history() throws -> TempTree {
        let tree = try TempTree()
        try tree.git(["init", "-q"], date: nil)
        let commits: [(date: String, files: [String: String], tag: String?)] = [
            ("2025-01-06T12:00:00Z", ["App/ProfileViewModel.swift": Samples.goodViewModel], "v1"),
            ("2025-01-13T12:00:00Z", ["App/ProfileViewModel.swift": Samples.goodViewModel,
                                      "App/SettingsViewModel.swift": Samples.badViewModel.replacingOccurrences(of: "Profile", with: "Settings")], nil),
            ("2025-01-20T12:00:00Z", ["App/SettingsViewModel.swift": Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "Settings")], "v2"),
            ("2025-01-27T12:00:00Z", ["Docs/Notes.swift": "let note = 1\n"], nil),
        ]
        for commit in commits {
            for (path, text) in commit.files { try tree.write(path, text) }
            try tree.git(["add", "."], date: commit.date)
            try tree.git(["commit", "-qm", "c"], date: commit.date)
            if let tag = commit.tag { try tree.git(["tag", tag], date: commit.date) }
        }
        return tree
    }

    func run(_ path: String, _ selection: TrendSelection, format: TrendFormat = .json, ref: String = "HEAD",
             cache: String? = nil) async -> TrendOutcome {
        await TrendRun.run(TrendOptions(path: path, selection: selection, ref: ref, format: format, useCache: cache != nil, cacheDirectory: cache))
    }

    func vm001(_ series: TrendSeries?) -> [Int] { series?.points.map { $0.findingsByRule["VM001"] ?? -1 } ?? [] }

    @Test func commitsThatAddThenFixViolationsGiveTheExpectedSeries() async throws {
        let tree = try Self.history()
        let outcome = await run(tree.root.path, .commits(10))
        #expect(outcome.exitCode == 0, "\(outcome.diagnostics)")
        let series = try #require(outcome.series)
        #expect(series.points.map(\.day) == ["2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27"])
        #expect(vm001(series) == [0, 1, 0, 0])
        #expect(series.points.map { $0.findingsByRule["VM003"] ?? -1 } == [0, 1, 0, 0])
        let viewModels = series.points.map { point in point.figures.roles.first { $0.role == .viewModel }.map { "\($0.clean)/\($0.units)" } ?? "-" }
        #expect(viewModels == ["1/1", "1/2", "2/2", "2/2"])
        #expect(series.points.map(\.filesScanned) == [1, 2, 2, 3])
        #expect(series.points.map(\.figures.migration.viewModels) == [1, 2, 2, 2])
        #expect(Set(series.rules) == Set(Auditor.allRules.map(\.id)))

        let lastTwo = await run(tree.root.path, .commits(2))
        #expect(lastTwo.series?.points.map(\.day) == ["2025-01-20", "2025-01-27"])
    }

    @Test func weeklyAndTagPoints() async throws {
        let tree = try Self.history()
        let weekly = await run(tree.root.path, .weekly(3))
        #expect(weekly.series?.points.map(\.day) == ["2025-01-13", "2025-01-20", "2025-01-27"])
        #expect(vm001(weekly.series) == [1, 0, 0])
        let beyond = await run(tree.root.path, .weekly(52)) // weeks before the first commit give no point
        #expect(beyond.series?.points.count == 4)
        let tags = await run(tree.root.path, .tags)
        #expect(tags.series?.points.map(\.label) == ["v1", "v2"])
        #expect(vm001(tags.series) == [0, 0])
    }

    @Test func theLastPointIsWhatKeelAuditSaysOfTheCheckout() async throws {
        let tree = try Self.history()
        try tree.write("App/SettingsViewModel.swift", Samples.badViewModel.replacingOccurrences(of: "Profile", with: "Settings"))
        try tree.git(["commit", "-qam", "regress"], date: "2025-02-03T12:00:00Z")
        let trend = await run(tree.url("App").path, .commits(1))
        let audit = await AuditRun.run(AuditOptions(path: tree.url("App").path, format: .json, useCache: false))
        let point = try #require(trend.series?.points.last)
        let report = try #require(audit.report)
        #expect(trend.series?.path == "App")
        #expect(point.filesScanned == report.result.filesScanned && point.linesScanned == report.result.linesScanned)
        #expect(point.figures == report.figures)
        #expect(point.findings == report.result.findings.count)
    }

    @Test func deterministicAndTheCacheChangesNothing() async throws {
        let tree = try Self.history()
        let cache = tree.url(".keel-cache").path
        let cold = await run(tree.root.path, .commits(10), cache: cache)
        let warm = await run(tree.root.path, .commits(10), cache: cache)
        let none = await run(tree.root.path, .commits(10))
        #expect(cold.exitCode == 0 && !cold.output.isEmpty)
        #expect(cold.output == warm.output && cold.output == none.output)
        #expect(warm.cacheMisses == 0) // every file's index and report came from the cache
        #expect(cold.cacheMisses == 4) // four distinct (path, content) pairs, each parsed once over the four points
        #expect(FileManager.default.fileExists(atPath: cache + "/trend/audit-cache.plist"))
    }

    @Test func jsonRoundTripsAndFeedsTheHTMLReport() async throws {
        let tree = try Self.history()
        let outcome = await run(tree.root.path, .commits(10))
        try tree.write("trend.json", outcome.output)
        let loaded = try TrendJSON.load(from: tree.url("trend.json"))
        #expect(loaded == outcome.series)
        var options = AuditOptions(path: tree.root.path, format: .html, useCache: false)
        options.trendPath = tree.url("trend.json").path
        let audit = await AuditRun.run(options)
        #expect(audit.exitCode == 0)
        #expect(audit.output.contains("<section id=\"trend\""))
        #expect(audit.output.contains("id=\"trend-roles\"") && audit.output.contains("id=\"trend-rules\""))
        #expect(audit.output.contains("ViewModels · 2025-01-13 "))
        #expect(audit.output.contains(": 50% (1/2 clean, 2 checked)</title>"))
        let page = await run(tree.root.path, .commits(10), format: .html)
        #expect(page.output.hasPrefix("<!DOCTYPE html>") && page.output.contains("id=\"trend-migration\""))
    }

    /// keel-trend/2 records the repository (its root commits), each point's
    /// errors and modules; the audit's HTML report warns on a trend file of
    /// another repository (on the page and on stderr) and says what it audited.
    @Test func theTrendRecordsItsRepositoryAndTheReportChecksIt() async throws {
        let tree = try Self.history()
        let outcome = await run(tree.root.path, .commits(10))
        let series = try #require(outcome.series)
        #expect(outcome.output.contains("\"format\" : \"keel-trend/2\""))
        #expect(series.repository?.rootCommits.count == 1)
        #expect(series.points.map { $0.errors ?? -1 } == [0, 1, 0, 0]) // VM001 is an error
        #expect(series.points[1].findingsByModule == ["App": series.points[1].findings])
        #expect(series.points[1].findingsBySeverity?.values.reduce(0, +) == series.points[1].findings)
        try tree.write("trend.json", outcome.output)

        var options = AuditOptions(path: tree.root.path, format: .html, useCache: false)
        options.trendPath = tree.url("trend.json").path
        let own = await AuditRun.run(options)
        #expect(own.report?.trendOrigin == .same)
        #expect(!own.output.contains("id=\"trend-origin\"") && !own.diagnostics.contains("another repository"))
        #expect(own.output.contains("on <strong>main</strong> · committed <strong>2025-01-27</strong>"))
        // The cache the audit writes into the tree is not a change; an edited Swift file is.
        options.useCache = true
        _ = await AuditRun.run(options)
        let cached = await AuditRun.run(options)
        #expect(cached.report?.source?.revision?.uncommitted == false)
        try tree.write("App/New.swift", "let x = 1\n")
        #expect(await AuditRun.run(options).report?.source?.revision?.uncommitted == true)
        options.useCache = false
        // The last point is the audited commit: "what changed" compares with the one before it.
        #expect(own.report?.previousPoint?.day == "2025-01-20")

        let other = try TempTree(["Other/OtherViewModel.swift": Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "Other")])
        try other.git(["init", "-q"], date: nil)
        try other.git(["add", "."], date: "2025-02-01T12:00:00Z")
        try other.git(["commit", "-qm", "other"], date: "2025-02-01T12:00:00Z")
        options.path = other.root.path
        let foreign = await AuditRun.run(options)
        #expect(foreign.exitCode == 0)
        #expect(foreign.output.contains("id=\"trend-origin\""))
        #expect(foreign.diagnostics.contains("was recorded in another repository"))

        let loose = try TempTree(["A.swift": Samples.goodViewModel])
        options.path = loose.root.path
        let notGit = await AuditRun.run(options)
        #expect(notGit.report?.trendOrigin == .unknown)
        #expect(notGit.output.contains("id=\"audited\">not a git tree"))
    }

    @Test func csvHasOneRowPerPoint() async throws {
        let tree = try Self.history()
        let csv = await run(tree.root.path, .commits(10), format: .csv).output
        let lines = csv.split(separator: "\n")
        #expect(lines.count == 5)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
        let row = lines[2].split(separator: ",", omittingEmptySubsequences: false)
        #expect(header.count == row.count)
        let column = { (name: String) in header.firstIndex { $0 == name } ?? -1 }
        #expect(row[column("VM001_findings")] == "1" && row[column("viewModel_clean")] == "1" && row[column("viewModel_units")] == "2")
        #expect(row[column("viewModel_checked")] == "2" && row[column("errors")] == "1" && row[column("swiftui_screens")] == "0")
        #expect(row[column("VM001_applicable")] == "2" && row[column("RX002_applicable")] == "")
    }

    @Test func badInputExitsTwo() async throws {
        let loose = try TempTree(["A.swift": Samples.goodViewModel])
        let notRepo = await run(loose.root.path, .commits(3))
        #expect(notRepo.exitCode == 2 && notRepo.diagnostics.contains("not inside a git repository"))
        let tree = try Self.history()
        let badRef = await run(tree.root.path, .commits(3), ref: "no-such-branch")
        #expect(badRef.exitCode == 2 && badRef.diagnostics.contains("no-such-branch"))
        #expect(await run(tree.root.path, .commits(0)).exitCode == 2)
        #expect(await run(tree.root.path, .weekly(0)).exitCode == 2)
        #expect(await run(tree.url("Missing").path, .commits(1)).exitCode == 2)
        try tree.write("broken.json", "{\"format\": \"other\"}")
        var options = AuditOptions(path: tree.root.path, format: .html, useCache: false)
        options.trendPath = tree.url("broken.json").path
        let broken = await AuditRun.run(options)
        #expect(broken.exitCode == 2 && broken.output.isEmpty && broken.diagnostics.contains("not a keel trend file"))
        options.format = .json
        options.trendPath = tree.url("trend.json").path
        #expect(await AuditRun.run(options).exitCode == 2)
    }

    @Test func aFileThatIsNotUTF8IsListedNotAudited() async throws {
        let tree = try Self.history()
        try tree.write("App/Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]))
        try tree.git(["add", "."], date: "2025-02-03T12:00:00Z")
        try tree.git(["commit", "-qm", "latin1"], date: "2025-02-03T12:00:00Z")
        let outcome = await run(tree.root.path, .commits(2))
        let points = try #require(outcome.series?.points)
        #expect(points.map(\.skipped) == [[], [SkippedFile(path: "App/Latin1.swift", reason: "not UTF-8")]])
        #expect(points.map(\.filesScanned) == [3, 3])
        try tree.write("trend.json", outcome.output)
        #expect(try TrendJSON.load(from: tree.url("trend.json")).points.last?.skipped.count == 1)
        #expect(outcome.output.contains("\"reason\" : \"not UTF-8\""))
    }

    @Test func untaggedHistoryHasNoTagPoints() async throws {
        let tree = try TempTree(["A.swift": Samples.goodViewModel])
        try tree.git(["init", "-q"], date: nil)
        try tree.git(["add", "."], date: "2025-01-06T12:00:00Z")
        try tree.git(["commit", "-qm", "c"], date: "2025-01-06T12:00:00Z")
        let outcome = await run(tree.root.path, .tags)
        #expect(outcome.exitCode == 2 && outcome.diagnostics.contains("no tags"))
    }
}
