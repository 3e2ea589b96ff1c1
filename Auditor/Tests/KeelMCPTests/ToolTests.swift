import Foundation
import KeelAudit
import KeelFix
import KeelMigrate
import MCP
import Testing

@testable import KeelMCP

@Suite("keel mcp: explain_rule, explain_type, fix_preview, migration_plan, figures", .timeLimit(.minutes(3)))
struct ToolTests {
    @Test func explainRuleGivesTheGuidesWordsAndExamples() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let output = try await service.call("explain_rule", arguments: ["rule": "vm001"])
        let value = output.value
        #expect(value["id"] == "VM001")
        #expect(value["guide"]?["sections"]?.strings.contains { $0.contains("ViewModel Checklist") } == true)
        #expect(value["guide"]?["words"]?.strings.contains("Marked with @MainActor") == true)
        #expect(value["incorrectExample"]?.stringValue?.contains("↓") == true)
        #expect(value["correctExample"]?.stringValue?.contains("@MainActor") == true)
        #expect(value["howToFix"]?.stringValue?.isEmpty == false)
        #expect(value["resource"] == "keel://rules/VM001")
        // The same as `keel rules VM001`.
        let rule = try #require(RuleExplanation(id: "VM001"))
        #expect(value["rationale"]?.stringValue == rule.rationale)
        #expect(value["incorrectExamples"]?.strings == rule.triggering)
        #expect(value["correctExamples"]?.strings == rule.nonTriggering)
    }

    @Test func everyRuleCitesItsGuide() throws {
        for rule in Auditor.allRules where !["KA001", "KA002"].contains(rule.id) {
            let citation = GuideCitation(rationale: rule.rationale)
            #expect(!citation.sections.isEmpty, "\(rule.id)")
        }
        let citation = GuideCitation(rationale: "A › B (\"x: y\") and the C Checklist (\"z\"): because.")
        #expect(citation.sections == ["A › B", "the C Checklist"])
        #expect(citation.quotes == ["x: y", "z"])
    }

    @Test func unknownRuleIsRefused() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let error = await #expect(throws: ToolInputError.self) { try await service.call("explain_rule", arguments: ["rule": "VM999"]) }
        #expect(error?.message.contains("VM001") == true)
        await #expect(throws: ToolInputError.self) { try await service.call("explain_rule", arguments: [:]) }
        await #expect(throws: ToolInputError.self) { try await service.call("explain_rule", arguments: ["rule": 1]) }
    }

    /// The roles and evidence `keel explain` gives, from the warm model.
    @Test func explainTypeEqualsKeelExplain() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let output = try await service.call("explain_type", arguments: ["type": "ConnectionViewModel"])
        let declaration = try #require(output.value["declarations"]?[0])
        #expect(declaration["roles"]?.strings == ["ViewModel"])
        #expect(declaration["location"]?["file"] == "App/Features/Connection/ConnectionViewModel.swift")
        #expect(declaration["swiftUIObserves"] == true)

        let workspace = try AuditWorkspace.open(path: Fixtures.sampleApp, configPath: nil, indexProject: true)
        let sources = try workspace.read()
        let expected = await ExplainRun.explain("ConnectionViewModel", files: sources.files, context: sources.context, modules: sources.modules,
                                                configuration: workspace.configuration)
        #expect(output.value["declarations"]?.arrayValue?.count == expected.count)
        #expect(declaration["evidence"]?.strings == expected.first?.reasons)

        let none = try await service.call("explain_type", arguments: ["type": "NoSuchType"])
        #expect(none.value["declarations"]?.arrayValue?.isEmpty == true)
        #expect(none.value["note"]?.stringValue?.contains("NoSuchType") == true)
        await #expect(throws: ToolInputError.self) { try await service.call("explain_type", arguments: ["type": "a b"]) }
    }

    /// `keel fix --dry-run`'s diff for the given files only; nothing written.
    @Test func fixPreviewIsKeelFixsDiffForThoseFiles() async throws {
        let before = try Fixtures.snapshot(Fixtures.sampleApp)
        let service = try KeelService(root: Fixtures.sampleApp)
        let path = "App/Features/Connection/ConnectionViewModel.swift"
        let output = try await service.call("fix_preview", arguments: ["paths": [.string(path)]])
        let fix = await FixRun.run(FixOptions(path: Fixtures.sampleApp, dryRun: true))
        var expected = try #require(fix.report)
        expected.changed = expected.changed.filter { $0.path == path }
        #expect(output.value["diff"]?.stringValue == expected.diff)
        #expect(output.value["diff"]?.stringValue?.contains("+final class ConnectionViewModel") == true)
        #expect(output.value["notFixed"]?.arrayValue?.isEmpty == false)   // VM001: off-main mutations stop it
        #expect(output.value["written"] == false)
        #expect(output.value["files"]?.strings == [path])
        let other = try await service.call("fix_preview", arguments: ["paths": ["App/Routing/AppRouter.swift"]])
        #expect(other.value["diff"]?.stringValue == "")
        #expect(try Fixtures.snapshot(Fixtures.sampleApp) == before)

        await #expect(throws: ToolInputError.self) { try await service.call("fix_preview", arguments: ["paths": [.string(path)], "rules": ["VM010"]]) }
        await #expect(throws: ToolInputError.self) { try await service.call("fix_preview", arguments: ["paths": ["../outside.swift"]]) }
        await #expect(throws: ToolInputError.self) { try await service.call("fix_preview", arguments: [:]) }
    }

    @Test func migrationPlanIsKeelMigratesDryRun() async throws {
        let before = try Fixtures.snapshot(Fixtures.sampleApp)
        let service = try KeelService(root: Fixtures.sampleApp)
        let output = try await service.call("migration_plan", arguments: ["type": "SettingsViewModel"])
        #expect(output.value["refused"] == false)
        #expect(output.value["written"] == false)
        let migrate = await MigrateRun.run(MigrateOptions(typeName: "SettingsViewModel", searchPaths: [Fixtures.sampleApp], dryRun: true))
        let result = try #require(migrate.result)
        #expect(output.value["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue } == result.files.map(\.path))
        #expect(output.value["files"]?.arrayValue?.compactMap { $0["text"]?.stringValue } == result.files.map(\.text))
        #expect(output.value["checklist"]?.arrayValue?.count == result.checklist.count)
        #expect(output.value["leftAsTODO"]?.arrayValue?.count == result.todos.count)
        #expect(output.value["check"]?["clean"] == .bool(result.isClean))

        let refused = try await service.call("migration_plan", arguments: ["type": "AppRouter"])
        #expect(refused.value["refused"] == true)
        #expect(refused.value["reason"]?.stringValue?.contains("AppRouter") == true)
        #expect(try Fixtures.snapshot(Fixtures.sampleApp) == before)
        await #expect(throws: ToolInputError.self) { try await service.call("migration_plan", arguments: ["type": "x; rm"]) }
    }

    /// The figures `keel audit --format json` reports, from the warm tree.
    @Test func figuresEqualKeelAuditsJSON() async throws {
        let service = try KeelService(root: Fixtures.sampleApp)
        let output = try await service.call("figures", arguments: nil)
        let audit = await AuditRun.run(AuditOptions(path: Fixtures.sampleApp, format: .json, useCache: false))
        let json = try JSONOutput.parse(audit.output)
        #expect(output.value["figures"] == json["figures"])
        #expect(output.value["filesScanned"] == json["filesScanned"])
        #expect(output.value["linesScanned"] == json["linesScanned"])
        #expect(output.value["findings"]?.intValue == json["findings"]?.arrayValue?.count)
        // Cached until the tree changes.
        let again = try await service.call("figures", arguments: [:])
        #expect(again.value == output.value)
        await #expect(throws: ToolInputError.self) { try await service.call("figures", arguments: ["format": "text"]) }
    }
}
