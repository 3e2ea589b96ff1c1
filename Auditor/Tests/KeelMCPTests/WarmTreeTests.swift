import Foundation
import KeelAudit
import MCP
import Testing

@testable import KeelMCP

/// The warm state: what a request re-reads, re-parses and rebuilds, and
/// that every answer still equals a cold `keel audit` of the tree as it is.
@Suite("keel mcp: warm state", .timeLimit(.minutes(3)))
struct WarmTreeTests {
    func expectEqualsKeelAudit(_ service: KeelService, _ tree: TempTree, _ path: String,
                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let answer = try await service.audit([path])
        let expected = try await Fixtures.auditFindings(tree.root)
        #expect(answer.findings(of: path) == (expected[path] ?? []).map(FindingKey.init), sourceLocation: sourceLocation)
    }

    @Test func anUnchangedTreeIsNeitherReadNorRebuilt() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        let first = try await service.audit(["App/Thing.swift"])
        #expect(first.meta("filesParsed") == .int(2))
        #expect(first.meta("indexRebuilt") == .bool(true))
        // The files were written just now (racily clean): the next refresh reads them again, parses nothing.
        _ = try await service.audit(["App/Thing.swift"])
        let settled = try await waitUntilSettled(service)
        #expect(settled.meta("filesRead") == .int(0))
        #expect(settled.meta("filesParsed") == .int(0))
        #expect(settled.meta("indexRebuilt") == .bool(false))
    }

    /// An edit inside a method body leaves the file's pass-1 index as it
    /// was: one file parsed, no index rebuilt. A new declaration rebuilds it.
    @Test func onlyWhatChangedIsParsedAndTheIndexOnlyWhenItMust() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        _ = try await service.audit(["App/Thing.swift"])
        _ = try await waitUntilSettled(service)

        try tree.write("App/Thing.swift", Samples.thing.replacingOccurrences(of: "count += 1", with: "count += 2"))
        let body = try await service.audit(["App/Thing.swift"])
        #expect(body.meta("filesParsed") == .int(1))
        #expect(body.meta("indexRebuilt") == .bool(false))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")

        try tree.write("App/Thing.swift", Samples.thing + "\nstruct Extra {}\n")
        let declaration = try await service.audit(["App/Thing.swift"])
        #expect(declaration.meta("filesParsed") == .int(1))
        #expect(declaration.meta("indexRebuilt") == .bool(true))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")
    }

    /// Lines added above declarations move them; the index is kept (no
    /// finding reads where a declaration is) until explain_type, which
    /// shows lines, asks for an exact one.
    @Test func movedDeclarationsKeepTheIndexUntilExplainNeedsLines() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        _ = try await service.audit(["App/Thing.swift"])
        _ = try await waitUntilSettled(service)
        try tree.write("App/ThingView.swift", "// one\n// two\n" + Samples.viewHoldingThing)
        let shifted = try await service.audit(["App/Thing.swift"])
        #expect(shifted.meta("filesParsed") == .int(1))
        #expect(shifted.meta("indexRebuilt") == .bool(false))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")
        try await expectEqualsKeelAudit(service, tree, "App/ThingView.swift")
        let explained = try await service.call("explain_type", arguments: ["type": "Thing"])
        #expect(explained.meta("indexRebuilt") == .bool(true))
        #expect(explained.value["declarations"]?[0]?["evidence"]?.strings.contains { $0.hasSuffix("ThingView.swift:6)") } == true)
    }

    /// The guarantee behind keeping an index whose declarations moved:
    /// every file's report is the same with it as with a fresh one.
    @Test func movedDeclarationsChangeNoReport() async throws {
        let workspace = try AuditWorkspace.open(path: Fixtures.sampleApp, configPath: nil, indexProject: true)
        let sources = try workspace.read()
        let auditor = Auditor(configuration: workspace.configuration)
        let before = sources.files.map { auditor.prepare($0) }
        let after = sources.files.map { file in
            auditor.prepare(SourceInput(path: file.path, text: "// moved\n\n" + file.text.replacingOccurrences(of: "\n\n", with: "\n\n\n")))
        }
        for (old, new) in zip(before, after) where old.index != new.index {
            #expect(old.index.withoutPositions == new.index.withoutPositions, "\(old.path)")
        }
        let stale = TypeIndex(before.map(\.index))
        let fresh = TypeIndex(after.map(\.index))
        for file in after {
            #expect(auditor.analyze(file, index: stale) == auditor.analyze(file, index: fresh), "\(file.path)")
        }
    }

    /// The same guarantee on every rule's own examples (each rule fires on
    /// its incorrect ones): a rule that printed where a declaration is
    /// would fail here.
    @Test func movedDeclarationsChangeNoReportOnAnyRulesExamples() {
        let auditor = Auditor()
        for rule in Auditor.allRules {
            for (n, example) in (rule.triggeringExamples + rule.nonTriggeringExamples).enumerated() {
                let text = example.replacingOccurrences(of: "↓", with: "")
                let path = "App/\(rule.id)Example\(n).swift"
                let original = auditor.prepare(SourceInput(path: path, text: text))
                let moved = auditor.prepare(SourceInput(path: path, text: "// moved\n\n\n" + text))
                guard original.index.withoutPositions == moved.index.withoutPositions else {
                    Issue.record("\(rule.id) example \(n): moving it changed more than positions")
                    continue
                }
                #expect(auditor.analyze(moved, index: TypeIndex([original.index])) == auditor.analyze(moved, index: TypeIndex([moved.index])),
                        "\(rule.id) example \(n)")
            }
        }
    }

    /// Nothing added, removed or renamed: the refresh stats the known files
    /// and walks nothing; a new file makes it walk again and finds it.
    @Test func theTreeIsWalkedOnlyWhenADirectoryChanged() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        _ = try await service.audit(["App/Thing.swift"])
        let settled = try await waitUntilSettled(service, walking: false)
        #expect(settled.meta("walked") == .bool(false))
        try tree.write("App/Deep/New/Other.swift", "struct Other {}\n")
        let added = try await service.audit(["App/Deep/New/Other.swift"])
        #expect(added.meta("walked") == .bool(true))
        #expect(added.auditedPaths == ["App/Deep/New/Other.swift"])
        try tree.remove("App/Deep")
        await #expect(throws: ToolInputError.self) { try await service.audit(["App/Deep/New/Other.swift"]) }
    }

    /// Folders discovery never enters (asset catalogs, hidden folders) are not watched.
    @Test func foldersDiscoveryNeverEntersAreNotWatched() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/Assets.xcassets/Contents.json": "{}", ".git/HEAD": "ref"])
        let service = try KeelService(root: tree.root)
        _ = try await service.audit(["App/Thing.swift"])
        _ = try await waitUntilSettled(service, walking: false)
        try tree.write("App/Assets.xcassets/Icon.imageset/Contents.json", "{}")
        try tree.write(".git/ORIG_HEAD", "ref")
        let answer = try await service.audit(["App/Thing.swift"])
        #expect(answer.meta("walked") == .bool(false))
    }

    /// Cross-file facts follow edits to other files: `Thing` is a ViewModel
    /// only while a view holds it.
    @Test func editsToOtherFilesChangeRoles() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        let held = try await service.audit(["App/Thing.swift"])
        #expect(held.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))

        try tree.remove("App/ThingView.swift")
        let alone = try await service.audit(["App/Thing.swift"])
        #expect(!alone.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")

        try tree.write("App/Other/ThingScreen.swift", Samples.viewHoldingThing.replacingOccurrences(of: "ThingView", with: "ThingScreen"))
        let heldAgain = try await service.audit(["App/Thing.swift"])
        #expect(heldAgain.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")
    }

    /// Serving a folder inside a project (a repository): the project's other
    /// files are context, as for `keel audit FOLDER` — a view outside the
    /// folder makes a class inside it a ViewModel — and edits to them count.
    @Test func theEnclosingProjectIsContext() async throws {
        let tree = try TempTree([".git/HEAD": "ref", "Core/Thing.swift": Samples.thing, "UI/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root + "/Core")
        let held = try await service.audit(["Thing.swift"])
        #expect(held.findings(of: "Thing.swift").map(\.rule).contains("VM001"))
        let expected = try await Fixtures.auditFindings(tree.root + "/Core")
        #expect(held.findings(of: "Thing.swift") == (expected["Thing.swift"] ?? []).map(FindingKey.init))
        await #expect(throws: ToolInputError.self) { try await service.audit(["../UI/ThingView.swift"]) }
        try tree.remove("UI/ThingView.swift")
        let alone = try await service.audit(["Thing.swift"])
        #expect(!alone.findings(of: "Thing.swift").map(\.rule).contains("VM001"))
    }

    /// A same-size rewrite right after a read (the stamp may not move
    /// within the clock's tick) is still seen.
    @Test func aRacyRewriteIsSeen() async throws {
        let open = Samples.thing.replacingOccurrences(of: "class Thing", with: "      class Thing")
        let final = Samples.thing.replacingOccurrences(of: "class Thing", with: "final class Thing")
        #expect(open.utf8.count == final.utf8.count)
        let tree = try TempTree(["App/Thing.swift": open, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        let before = try await service.audit(["App/Thing.swift"]).findings(of: "App/Thing.swift").map(\.rule)
        #expect(before.contains("VM013"))
        try tree.write("App/Thing.swift", final)
        let after = try await service.audit(["App/Thing.swift"]).findings(of: "App/Thing.swift").map(\.rule)
        #expect(!after.contains("VM013"))
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")
    }

    @Test func configurationChangesAreLoaded() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        let before = try await service.audit(["App/Thing.swift"])
        #expect(before.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))
        try tree.write(".keel.yml", "rules:\n  VM001: { enabled: false }\n")
        let after = try await service.audit(["App/Thing.swift"])
        #expect(!after.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))
        #expect(after.meta("filesParsed") == .int(0))   // pass 1 depends on no setting
        try await expectEqualsKeelAudit(service, tree, "App/Thing.swift")
    }

    @Test func concurrentRequestsAgree() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let path = "App/Features/Connection/ConnectionViewModel.swift"
        let answers = try await withThrowingTaskGroup(of: [FindingKey].self) { group in
            for _ in 0..<6 { group.addTask { try await service.audit([path]).findings(of: path) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(answers).count == 1)
        #expect(!(answers.first ?? []).isEmpty)
    }

    /// Calls until a refresh reads nothing (the racily-clean files of the
    /// first reads are read once more, then trusted by their stamps); fails
    /// if that never happens.
    func waitUntilSettled(_ service: KeelService, walking: Bool = true) async throws -> ToolOutput {
        for _ in 0..<10_000 {
            let answer = try await service.call("explain_type", arguments: ["type": "Thing"])
            if answer.meta("filesRead") == .int(0), walking || answer.meta("walked") == .bool(false) { return answer }
        }
        throw TestFailure("every refresh still read files or walked the tree")
    }
}
