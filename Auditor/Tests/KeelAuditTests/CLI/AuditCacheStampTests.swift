import Foundation
@testable import KeelAudit
import Testing

/// The warm cache's stamp fast path: an unchanged tree is answered from the
/// files' `stat` stamps alone, and nothing that changed can hide behind one.
@Suite("keel audit: stamp fast path of the cache", .timeLimit(.minutes(3)))
struct AuditCacheStampTests {
    func run(_ tree: TempTree, cache: URL) async -> AuditOutcome {
        await AuditRun.run(AuditOptions(path: tree.root.path, format: .json, useCache: true, cacheDirectory: cache.path))
    }

    func tree() throws -> TempTree {
        try TempTree([
            "A.swift": Samples.badViewModel,
            "B.swift": Samples.goodViewModel.replacingOccurrences(of: "Profile", with: "B"),
        ])
    }

    @Test func anUnchangedTreeOlderThanTheLastRunIsNotRead() async throws {
        let tree = try tree()
        let cache = tree.url(".keel-cache")
        try tree.advanceFileClock()
        let cold = await run(tree, cache: cache)
        let warm = await run(tree, cache: cache)
        #expect(cold.filesRead == 2)
        #expect(warm.filesRead == 0)
        #expect(warm.cacheMisses == 0)
        #expect(warm.output == cold.output)
        #expect(warm.exitCode == cold.exitCode)
    }

    @Test func aSameSizeRewriteAfterTheRunIsReadAgain() async throws {
        let tree = try tree()
        let cache = tree.url(".keel-cache")
        try tree.advanceFileClock()
        let cold = await run(tree, cache: cache)
        // Same length, different content: a finding appears.
        let rewritten = Samples.goodViewModel.replacingOccurrences(of: "private(set) ", with: "             ")
        #expect(rewritten != Samples.goodViewModel && rewritten.utf8.count == Samples.goodViewModel.utf8.count)
        try tree.write("B.swift", rewritten.replacingOccurrences(of: "Profile", with: "B"))
        let warm = await run(tree, cache: cache)
        #expect(warm.filesRead == 2)
        #expect(warm.output != cold.output)
    }

    @Test func touchedButUnchangedFilesHitByContentThenByStamps() async throws {
        let tree = try tree()
        let cache = tree.url(".keel-cache")
        let cold = await run(tree, cache: cache)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: tree.url("A.swift").path)
        let touched = await run(tree, cache: cache)
        #expect(touched.filesRead == 2)
        #expect(touched.cacheMisses == 0)
        #expect(touched.output == cold.output)
        try tree.advanceFileClock()
        _ = await run(tree, cache: cache) // records stamps older than its start
        let warm = await run(tree, cache: cache)
        #expect(warm.filesRead == 0)
        #expect(warm.output == cold.output)
    }

    @Test func aConfigurationChangeIsNotAnsweredFromStamps() async throws {
        let tree = try tree()
        let cache = tree.url(".keel-cache")
        try tree.advanceFileClock()
        let cold = await run(tree, cache: cache)
        try tree.write(".keel.yml", "rules: { VM002: false, VM003: false }\n")
        try tree.advanceFileClock()
        let reconfigured = await run(tree, cache: cache)
        #expect(reconfigured.filesRead == 2)
        #expect(reconfigured.output != cold.output)
    }

    @Test func aStampIsTrustedOnlyIfOlderThanTheRecordingRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keel-stamps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = AuditCache(directory: directory)
        let start = FileTime(seconds: 1_700_000_000, nanoseconds: 500)
        let result = AuditResult(findings: [], compliance: [], migration: MigrationProgress(), filesScanned: 1, linesScanned: 1)
        cache.saveRun(key: "content", stamps: .init(key: "tree", startedAt: start, newest: nil), skipped: ["X.swift: not UTF-8, skipped"], result: result)

        let older = FileTime(seconds: start.seconds, nanoseconds: start.nanoseconds - 1)
        #expect(cache.lastRun(stamps: .init(key: "tree", startedAt: nil, newest: older))?.skipped == ["X.swift: not UTF-8, skipped"])
        #expect(cache.lastRun(stamps: .init(key: "tree", startedAt: nil, newest: start)) == nil) // same tick: racy
        #expect(cache.lastRun(stamps: .init(key: "other", startedAt: nil, newest: older)) == nil)
        #expect(cache.lastRun(stamps: .init(key: "tree", startedAt: nil, newest: nil)) == nil) // a file without a stamp
    }

    @Test func directoriesThatNeverHoldSourcesAreNotEntered() async throws {
        let tree = try TempTree([
            "App/A.swift": Samples.goodViewModel,
            ".git/objects/X.swift": Samples.badViewModel,
            ".swiftpm/Y.swift": Samples.badViewModel,
            "App/Assets.xcassets/Z.swift": Samples.badViewModel,
            "App.xcodeproj/W.swift": Samples.badViewModel,
            "Vendor/Lib.xcframework/V.swift": Samples.badViewModel,
        ])
        let outcome = await AuditRun.run(AuditOptions(path: tree.root.path, useCache: false))
        #expect(outcome.report?.result.filesScanned == 1)
        #expect(outcome.exitCode == 0)
    }
}
