import Foundation
import KeelAudit
@testable import KeelFix
import Testing

/// `keel fix` as a whole: idempotence, dry run, what it must not touch, bad input.
@Suite("keel fix run", .timeLimit(.minutes(3)))
struct RunTests {
    @Test func fixesEveryRuleThenASecondRunChangesNothing() async throws {
        let project = try Project(Fixtures.app)
        let first = await project.fix()
        #expect(first.exitCode == 0)
        let report = try #require(first.report)
        #expect(Set(report.fixed.map(\.finding.ruleID)) == ["VM001", "VM003", "VM004", "VM013", "SU001", "SU002"])
        #expect(first.output.contains("keel fix: fixed 6 findings in 2 files; 1 not fixed"))
        let afterFirst = project.snapshot()
        for (_, data) in afterFirst { #expect(parsesCleanly(String(decoding: data, as: UTF8.self))) }

        let second = await project.fix()
        #expect(second.exitCode == 0)
        #expect(second.report?.fixed.isEmpty == true)
        #expect(second.report?.changed.isEmpty == true)
        #expect(project.snapshot() == afterFirst)
        // What is left is what could not be proven safe.
        #expect(await project.findings().map(\.ruleID) == ["VM003"])
    }

    @Test func dryRunWritesNothingAndItsDiffIsTheFix() async throws {
        let project = try Project(Fixtures.app)
        let before = project.snapshot()
        let dry = await project.fix(dryRun: true)
        #expect(dry.exitCode == 0)
        #expect(project.snapshot() == before)
        #expect(dry.diagnostics.contains("would fix 6 findings in 2 files"))
        #expect(dry.output.hasPrefix("--- a/App/SearchView.swift\n+++ b/App/SearchView.swift\n@@ -1,13 +1,15 @@\n"))

        let written = try Project(Fixtures.app)
        _ = await written.fix()
        for (path, old) in Fixtures.app {
            let section = try #require(Self.section(of: dry.output, for: path))
            #expect(try applyUnifiedDiff(section, to: old) == written.read(path))
        }
    }

    @Test func theDiffOfOneFixIsExact() async throws {
        let project = try Project(Fixtures.app)
        let dry = await project.fix("App/SearchView.swift", dryRun: true, rules: ["SU002"])
        #expect(dry.output == """
            --- a/SearchView.swift
            +++ b/SearchView.swift
            @@ -1,7 +1,7 @@
             import SwiftUI
             
             struct SearchView: View {
            -    @ObservedObject var viewModel = SearchViewModel()
            +    @StateObject var viewModel = SearchViewModel()
                 @State private var text = ""
             
                 var body: some View {

            """)
    }

    /// The part of a multi-file diff for one file.
    static func section(of diff: String, for path: String) -> String? {
        let parts = diff.components(separatedBy: "--- a/")
        return parts.first { $0.hasPrefix(path + "\n") }.map { "--- a/" + $0 }
    }

    @Test func leavesExcludedFilesAlone() async throws {
        var files = Fixtures.app
        files["Legacy/OldViewModel.swift"] = Fixtures.viewModel.replacingOccurrences(of: "SearchViewModel", with: "OldViewModel")
        files[".keel.yml"] = "exclude:\n  - \"Legacy/**\"\n"
        let project = try Project(files)
        let legacy = project.read("Legacy/OldViewModel.swift")
        let outcome = await project.fix()
        #expect(outcome.report?.fixed.isEmpty == false)
        #expect(project.read("Legacy/OldViewModel.swift") == legacy)
    }

    @Test func leavesSuppressedFindingsAlone() async throws {
        let source = Fixtures.viewModel.replacingOccurrences(of: "/// Searches the catalogue.\n", with: "// keel:disable:next VM013 - a base class for previews\n")
        let project = try Project(["App/SearchViewModel.swift": source])
        let outcome = await project.fix()
        #expect(outcome.report?.fixed.contains { $0.finding.ruleID == "VM001" } == true)
        let fixed = project.read("App/SearchViewModel.swift")
        #expect(!fixed.contains("final"))
        #expect(fixed.contains("// keel:disable:next VM013 - a base class for previews\n@MainActor\nclass SearchViewModel"))
        #expect(await project.findings("KA001").isEmpty)
        #expect(await project.findings("VM013").isEmpty)
    }

    @Test func leavesBaselinedFindingsAlone() async throws {
        let project = try Project(Fixtures.app)
        let baseline = project.root.appendingPathComponent("keel-baseline.json").path
        let written = await AuditRun.run(AuditOptions(path: project.root.path, writeBaselinePath: baseline, useCache: false))
        #expect(written.exitCode == 0)
        let before = project.snapshot()
        let outcome = await project.fix(baseline: baseline)
        #expect(outcome.exitCode == 0)
        #expect(outcome.report?.results.isEmpty == true)
        #expect(outcome.output.contains("nothing to fix"))
        #expect(project.snapshot() == before)
    }

    @Test func onlyTheRequestedRules() async throws {
        let project = try Project(Fixtures.app)
        let outcome = await project.fix(rules: ["vm013,su002"])
        #expect(Set(outcome.report?.fixed.map(\.finding.ruleID) ?? []) == ["VM013", "SU002"])
        #expect(project.read("App/SearchViewModel.swift").contains("final class SearchViewModel"))
        #expect(project.read("App/SearchViewModel.swift").contains("import SwiftUI"))
    }

    static let badInput: [(name: String, options: @Sendable (Project) -> FixOptions, message: String)] = [
        ("missing path", { FixOptions(path: $0.root.appendingPathComponent("Nope").path) }, "no such file or directory"),
        ("bad config", { FixOptions(path: $0.root.path, configPath: $0.root.appendingPathComponent("bad.yml").path) }, "bad.yml"),
        ("missing config", { FixOptions(path: $0.root.path, configPath: "/nonexistent/keel.yml") }, "no such configuration file"),
        ("unknown rule", { FixOptions(path: $0.root.path, rules: ["VM999"]) }, "unknown rule id VM999"),
        ("unfixable rule", { FixOptions(path: $0.root.path, rules: ["VM009"]) }, "VM009 has no fix"),
        ("missing baseline", { FixOptions(path: $0.root.path, baselinePath: "/nonexistent/baseline.json") }, "cannot read the baseline"),
    ]

    @Test(arguments: 0..<badInput.count)
    func badInputExitsTwoAndWritesNothing(_ index: Int) async throws {
        let (_, options, message) = Self.badInput[index]
        let project = try Project(Fixtures.app.merging(["bad.yml": "rules:\n  VM001: { severity: fatal }\n"]) { $1 })
        let before = project.snapshot()
        let outcome = await FixRun.run(options(project))
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains(message), "\(outcome.diagnostics)")
        #expect(project.snapshot() == before)
    }

    @Test func aReadOnlyFileStopsTheRunBeforeAnyWrite() async throws {
        let project = try Project(Fixtures.app)
        let locked = project.root.appendingPathComponent("App/SearchView.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        guard !FileManager.default.isWritableFile(atPath: locked) else { return }   // running as root
        let before = project.snapshot()
        let outcome = await project.fix()
        #expect(outcome.exitCode == 2)
        #expect(outcome.diagnostics.contains("not writable"))
        #expect(project.snapshot() == before)
    }

    /// Each rule's metadata says it is fixable exactly when `keel fix` has its fixer.
    @Test func fixableMetadataMatchesTheFixers() {
        let fixable = Auditor.allRules.map(\.id).filter(Auditor.isFixable)
        #expect(fixable == FixerRegistry.ruleIDs)
        for id in FixerRegistry.ruleIDs {
            #expect(Auditor.fixability(id)?.contains("`keel fix`") == true)
        }
    }
}

/// `keel fix` reads the tree as `keel audit` does — the same module map from
/// the build descriptions — so it works on exactly the findings the audit reports.
@Suite("keel fix: one analysis with keel audit", .timeLimit(.minutes(2)))
struct FixSeesWhatAuditSeesTests {
    @Test func defaultIsolationFromThePackageManifestHoldsForFixToo() async throws {
        let project = try Project([
            "Package.swift": """
                // swift-tools-version: 6.2
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Shop", swiftSettings: [.defaultIsolation(MainActor.self)]),
                ])
                """,
            "Sources/Shop/CartViewModel.swift": """
                import Combine
                final class CartViewModel: ObservableObject {
                    @Published private(set) var count = 0
                }
                """,
            "Sources/Shop/CartView.swift": """
                import SwiftUI
                struct CartView: View {
                    @StateObject var model = CartViewModel()
                    var body: some View { Text("\\(model.count)") }
                }
                """,
        ])
        #expect(await project.findings("VM001").isEmpty)
        let outcome = await project.fix(dryRun: true, rules: ["VM001"])
        #expect(outcome.report?.results.isEmpty == true, "\(outcome.output)")
    }
}
