import Foundation
import KeelAudit
import MCP
import Testing

@testable import KeelMCP

@Suite("keel mcp: audit_files", .timeLimit(.minutes(3)))
struct AuditFilesTests {
    /// Every file of the sample app, one call each and all at once: the
    /// same findings as `keel audit` on the whole app, field for field.
    @Test func equalsKeelAuditOnTheSampleApp() async throws {
        let expected = try await Fixtures.auditFindings(Fixtures.sampleApp)
        let service = try KeelService(root: Fixtures.sampleApp)
        let all = try await service.audit(["App"])
        #expect(all.auditedPaths.count == 8)
        var total = 0
        for path in all.auditedPaths {
            let alone = try await service.audit([path])
            let want = (expected[path] ?? []).map(FindingKey.init)
            #expect(alone.findings(of: path) == want, "\(path)")
            #expect(all.findings(of: path) == want, "\(path)")
            total += want.count
        }
        #expect(total == expected.values.map(\.count).reduce(0, +))
        #expect(all.value["findings"]?.intValue == total)
        #expect(total > 10)
    }

    @Test func findingsSayHowToFixThroughTheRulesTable() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let output = try await service.audit(["App/Features/Connection/ConnectionViewModel.swift"])
        let findings = output.value["files"]?[0]?["findings"]?.arrayValue ?? []
        #expect(findings.contains { $0["rule"] == "VM001" })
        let vm001 = try #require(output.value["rules"]?["VM001"])
        #expect(vm001["howToFix"]?.stringValue?.contains("@MainActor") == true)
        #expect(vm001["help"]?.stringValue?.hasSuffix("VM001.md") == true)
        #expect(vm001["name"] == "viewmodel-main-actor")
        #expect(vm001["fixableByKeelFix"] == true)
        // Every rule found is in the table, and nothing else.
        #expect(Set(output.value["rules"]?.objectValue?.keys.map { $0 } ?? []) == Set(findings.compactMap { $0["rule"]?.stringValue }))
        #expect(output.value["failing"]?.intValue ?? 0 > 0)
        // The JSON text is the structured content, serialized.
        #expect(try JSONOutput.parse(output.text) == output.value)
    }

    /// Unsaved text stands in for the file for that call only.
    @Test func unsavedTextOverridesTheFileForOneCall() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let path = "App/Features/Connection/ConnectionViewModel.swift"
        let saved = try await service.audit([path])
        let text = try String(contentsOfFile: Fixtures.sampleApp + "/" + path, encoding: .utf8)
        let fixed = text.replacingOccurrences(of: "class ConnectionViewModel", with: "@MainActor\nfinal class ConnectionViewModel")
        let unsaved = try await service.audit([], unsaved: [(path, fixed)])
        #expect(unsaved.value["files"]?[0]?["source"]?.stringValue == "unsaved")
        let rules = Set(unsaved.findings(of: path).map(\.rule))
        #expect(!rules.contains("VM001") && !rules.contains("VM013"))
        #expect(Set(saved.findings(of: path).map(\.rule)).isSuperset(of: ["VM001", "VM013"]))
        // Saved again: the warm state never saw the unsaved text.
        let again = try await service.audit([path])
        #expect(again.findings(of: path) == saved.findings(of: path))
    }

    /// An unsaved ViewModel at a new path is audited in the tree's context:
    /// the view that holds it (saved) makes it a ViewModel.
    @Test func unsavedNewFileIsAuditedInTheTreesContext() async throws {
        let tree = try TempTree(["App/ThingView.swift": Samples.viewHoldingThing])
        let service = try KeelService(root: tree.root)
        let output = try await service.audit([], unsaved: [("App/Thing.swift", Samples.thing)])
        #expect(output.findings(of: "App/Thing.swift").map(\.rule).contains("VM001"))
        // And it equals keel audit's once saved.
        try tree.write("App/Thing.swift", Samples.thing)
        let expected = try await Fixtures.auditFindings(tree.root)
        #expect(output.findings(of: "App/Thing.swift") == (expected["App/Thing.swift"] ?? []).map(FindingKey.init))
    }

    @Test func unsavedTextThatDoesNotParseIsRefused() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let error = await #expect(throws: ToolInputError.self) {
            try await service.audit([], unsaved: [("App/Broken.swift", "final class Broken {\n    func f( {\n")])
        }
        #expect(error?.message.contains("does not parse") == true)
        #expect(error?.message.contains("2:") == true)   // line:column of the first error
        // Nesting the parser cannot take safely is refused before any parse.
        let bomb = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        let nested = await #expect(throws: ToolInputError.self) { try await service.audit([], unsaved: [("App/Bomb.swift", bomb)]) }
        #expect(nested?.message.contains("KA002") == true)
        // The server still answers.
        #expect(try await service.audit(["App/Routing/AppRouter.swift"]).auditedPaths == ["App/Routing/AppRouter.swift"])
    }

    @Test func pathsOutsideTheRootAreRefused() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        for path in ["../../Package.swift", "/etc/hosts", "App/../../README.md", "", Fixtures.sampleApp] {
            await #expect(throws: ToolInputError.self, "\(path)") { try await service.audit([path]) }
        }
        await #expect(throws: ToolInputError.self) { try await service.audit([], unsaved: [("../Escape.swift", "struct A {}")]) }
        // An absolute path under the root is fine.
        let absolute = try await service.audit([Fixtures.sampleApp + "/App/Routing/AppRouter.swift"])
        #expect(absolute.auditedPaths == ["App/Routing/AppRouter.swift"])
    }

    @Test func malformedArgumentsAreRefused() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let cases: [[String: Value]?] = [
            nil, [:], ["paths": 3], ["paths": [1]], ["path": ["App"]], ["files": ["x"]], ["files": [["path": "A.swift"]]],
            ["files": [["path": "A.swift", "text": "", "extra": true]]], ["paths": ["App"], "includeBaselined": "yes"],
            ["paths": ["App/Missing.swift"]], ["paths": ["README.md"]],
        ]
        for arguments in cases {
            await #expect(throws: ToolInputError.self, "\(String(describing: arguments))") {
                try await service.call("audit_files", arguments: arguments)
            }
        }
        await #expect(throws: ToolInputError.self) { try await service.call("no_such_tool", arguments: nil) }
    }

    @Test func filesKeelAuditLeavesOutAreSaidSo() async throws {
        let tree = try TempTree([".keel.yml": "exclude: [\"Generated/**\"]\n", "App/A.swift": "struct A {}\n", "Generated/G.swift": "struct G {}\n"])
        let service = try KeelService(root: tree.root)
        let output = try await service.audit(["Generated/G.swift", "App/A.swift"])
        #expect(output.auditedPaths == ["App/A.swift"])
        #expect(output.value["files"]?[0]?["audited"]?.boolValue == false)
        #expect(output.value["files"]?[0]?["reason"]?.stringValue?.contains("exclude") == true)
    }

    /// The baseline hides what it accepts, as in `keel audit`, unless asked.
    @Test func baselineAppliesAsInKeelAudit() async throws {
        let tree = try TempTree(["App/Thing.swift": Samples.thing, "App/ThingView.swift": Samples.viewHoldingThing])
        let baselinePath = tree.root + "/baseline.json"
        _ = await AuditRun.run(AuditOptions(path: tree.root, writeBaselinePath: baselinePath, useCache: false))
        try tree.write(".keel.yml", "baseline: baseline.json\n")
        let service = try KeelService(root: tree.root)
        let hidden = try await service.audit(["App/Thing.swift"])
        #expect(hidden.findings(of: "App/Thing.swift").isEmpty)
        #expect(hidden.value["files"]?[0]?["hiddenByBaseline"]?.intValue ?? 0 > 0)
        let shown = try await service.audit(["App/Thing.swift"], includeBaselined: true)
        #expect(!shown.findings(of: "App/Thing.swift").isEmpty)
        let expected = try await Fixtures.auditFindings(tree.root)
        #expect(hidden.findings(of: "App/Thing.swift") == (expected["App/Thing.swift"] ?? []).map(FindingKey.init))
    }

    /// A broken configuration is a tool error the agent reads, not a crash;
    /// fixing it is picked up by the next call.
    @Test func brokenConfigurationIsAToolErrorUntilFixed() async throws {
        let tree = try TempTree([".keel.yml": "rules: [oops\n", "App/Thing.swift": Samples.thing])
        let service = try KeelService(root: tree.root)
        let broken = try await service.audit(["App/Thing.swift"])
        #expect(broken.isError)
        #expect(broken.value["error"]?.stringValue?.contains(".keel.yml") == true)
        try tree.write(".keel.yml", "rules: {}\n")
        let fixed = try await service.audit(["App/Thing.swift"])
        #expect(!fixed.isError)
        #expect(fixed.auditedPaths == ["App/Thing.swift"])
    }

    @Test func auditingWritesNothing() async throws {
        let before = try Fixtures.snapshot(Fixtures.sampleApp)
        let service = try KeelService(root: Fixtures.sampleApp)
        _ = try await service.audit(["App"])
        _ = try await service.audit([], unsaved: [("App/New.swift", "struct New {}\n")])
        #expect(try Fixtures.snapshot(Fixtures.sampleApp) == before)
    }
}

enum Samples {
    /// A class publishing state, a ViewModel only because a view holds it.
    static let thing = """
    import Combine

    class Thing: ObservableObject {
        @Published var count = 0
        func increment() { count += 1 }
    }

    """

    static let viewHoldingThing = """
    import SwiftUI

    struct ThingView: View {
        @StateObject private var thing = Thing()
        var body: some View { Text("\\(thing.count)") }
    }

    """
}
