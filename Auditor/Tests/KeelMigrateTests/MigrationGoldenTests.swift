import Foundation
import KeelAudit
import SwiftParser
import KeelVerify
import Testing
@testable import KeelMigrate

/// Whether the verification step can run here.
let hasSwiftc = Swiftc.locate() != nil

/// `keel migrate` output for the legacy fixtures equals the golden files the
/// root package compiles and runs its equivalence tests on — so the two
/// packages cannot drift. `KEEL_WRITE_MIGRATION_GOLDENS=1` rewrites them.
@Suite("Golden migrations", .serialized, .timeLimit(.minutes(10)))
struct MigrationGoldenTests {
    static let writing = ProcessInfo.processInfo.environment["KEEL_WRITE_MIGRATION_GOLDENS"] == "1"

    @Test func theManifestListsEveryFeature() {
        #expect(GoldenEntry.all.count >= 9)
    }

    /// Every golden is written, audits clean and type-checks (the verification step: exit 0).
    @Test(arguments: GoldenEntry.all)
    func outputEqualsTheCommittedGolden(_ entry: GoldenEntry) async throws {
        let outcome = await MigrateRun.run(hasSwiftc ? entry.checkedOptions : entry.options)
        let result = try #require(outcome.result, "\(outcome.diagnostics)")
        if hasSwiftc {
            #expect(outcome.exitCode == 0, "\(outcome.output)")
            #expect(result.verification?.verdict == .typeChecks, "\(result.verification?.summary ?? "not run") \(result.verification?.errors ?? [])")
        }
        #expect(result.refusals.isEmpty)
        #expect(!result.files.contains { $0.text.contains("_ = sut") }, "a placeholder test")
        if Self.writing {
            for directory in ["Migrated", "MigratedTests"] {
                try? FileManager.default.removeItem(at: Repository.fixtures.appendingPathComponent("\(directory)/\(result.featureName)"))
            }
        }
        for file in result.files {
            let url = GoldenEntry.goldenURL(feature: result.featureName, path: file.path)
            if Self.writing {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            } else {
                let golden = try String(contentsOf: url, encoding: .utf8)
                #expect(golden == file.text, "\(file.path) differs from \(url.path); regenerate with KEEL_WRITE_MIGRATION_GOLDENS=1")
            }
        }
        // No stale golden file the generator no longer writes.
        let expected = Set(result.files.map { GoldenEntry.goldenURL(feature: result.featureName, path: $0.path).standardizedFileURL.path })
        for directory in ["Migrated", "MigratedTests"] {
            let folder = Repository.fixtures.appendingPathComponent("\(directory)/\(result.featureName)")
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in present {
                #expect(expected.contains(folder.appendingPathComponent(name).standardizedFileURL.path), "stale golden \(directory)/\(result.featureName)/\(name)")
            }
        }
    }

    @Test(arguments: GoldenEntry.all)
    func generatedFeatureParsesAndAuditsClean(_ entry: GoldenEntry) async throws {
        let result = try #require(await MigrateRun.run(entry.options).result)
        #expect(result.isClean)
        #expect(result.findings.isEmpty, "\(result.findings.map { "\($0.file):\($0.line) \($0.ruleID) \($0.message)" })")
        for file in result.files {
            #expect(!Parser.parse(source: file.text).hasError, "\(file.path) does not parse")
        }
        // The check is the audit engine's own: re-audit independently.
        let inputs = result.files.map { SourceInput(path: $0.path, text: $0.text) }
        let audit = await Auditor().audit(inputs)
        #expect(audit.findings.isEmpty)
    }

    @Test(arguments: GoldenEntry.all)
    func rerunningProducesIdenticalOutput(_ entry: GoldenEntry) async throws {
        let first = try #require(await MigrateRun.run(entry.options).result)
        let second = try #require(await MigrateRun.run(entry.options).result)
        #expect(first.files == second.files)
        #expect(first.todos == second.todos)
    }

    @Test func eachFixtureGetsThePatternItsShapeCallsFor() async throws {
        let expected: [String: MigrationPattern] = [
            "InboxViewModel": .locationPermission, "CameraPermissionViewModel": .locationPermission,
            "SyncStatusViewModel": .locationPermission, "PlaceSearchViewModel": .locationPermission,
            "EditProfileViewModel": .locationPermissionWithStateManager, "RatingPopupViewModel": .pushNotification,
            "VPNConnectionViewModel": .locationPermission, "PushNotificationViewModel": .pushNotification,
            "LocationPermissionViewModel": .locationPermission, "CatalogViewModel": .locationPermission,
            "SignInViewModel": .locationPermission, "ComposeViewModel": .locationPermission,
            "DownloadsViewModel": .locationPermission, "ReposViewModel": .pushNotification,
            "PhotoCardViewModel": .locationPermission, "PlaylistViewModel": .locationPermission,
            "TicketViewModel": .pushNotification, "BadgeViewModel": .locationPermissionWithStateManager,
            "ShelfViewModel": .locationPermission,
            "PantryViewModel": .locationPermission,
            "FeedViewModel": .locationPermissionWithStateManager,
            "StampViewModel": .locationPermissionWithStateManager,
            "BeaconViewModel": .locationPermission,
            "ReserveViewModel": .locationPermissionWithStateManager,
            "HotspotViewModel": .locationPermission,
            "RosterViewModel": .locationPermission,
            "IssueListViewModel": .locationPermissionWithStateManager,
            "VoucherViewModel": .locationPermissionWithStateManager,
            "TallyViewModel": .locationPermission,
            "MemoEditorViewModel": .locationPermissionWithStateManager,
            "TabMenuViewModel": .locationPermissionWithStateManager,
            "PreferencesViewModel": .locationPermission,
        ]
        for entry in GoldenEntry.all {
            let result = try #require(await MigrateRun.run(entry.options).result)
            #expect(result.pattern == expected[entry.typeName], "\(entry.typeName)")
            #expect(!result.patternReasons.isEmpty)
        }
    }
}
