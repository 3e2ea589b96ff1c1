import Foundation
import KeelAudit
import KeelMigrate
import MCP

/// `migration_plan`: what `keel migrate TYPE --in ROOT --dry-run` would
/// generate for one legacy RxSwift ViewModel, what it leaves as TODOs, and
/// what it refuses — from `MigrateRun`'s dry run, which writes nothing.
enum MigrationPlanTool {
    static let name = "migration_plan"

    static let definition = Tool(
        name: name,
        title: "Plan the migration of a legacy RxSwift ViewModel",
        description: """
        Shows what `keel migrate` would generate for one legacy UIKit + RxSwift ViewModel (or the view controller that \
        holds it), following the migration guide: the Combine ViewModel (@MainActor, final, @Published private(set)), \
        a thin SwiftUI view, the Swinject registration, a test skeleton with fakes (and a state manager when the screen \
        receives parameters) — each file's full text — plus the guide's \"Migration Checklist for Other Features\" with \
        what is done and what is left, every statement left as a TODO and why, and the check that the files parse and \
        `keel audit` finds nothing in them. When keel migrate refuses (unknown type, not a legacy ViewModel, a file that \
        does not parse), `refused` is true with the reason. Nothing is written: use the texts as your plan, or run \
        `keel migrate` in a terminal. Read-only.
        """,
        inputSchema: [
            "type": "object",
            "properties": [
                "type": ["type": "string", "description": "The legacy ViewModel class, its protocol, or the UIKit view controller that holds it."],
                "name": ["type": "string", "description": "Base name of the generated types (default: the legacy name without `ViewModel`)."],
                "module": ["type": "string", "description": "The module the generated files belong to (the test skeleton's `@testable import`)."],
                "imports": ["type": "array", "items": ["type": "string"], "description": "Modules every generated file imports."],
            ],
            "required": ["type"],
            "additionalProperties": false,
        ],
        annotations: .init(title: "Plan a migration", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, tree: WarmTree) async throws -> ToolOutput {
        let start = ContinuousClock.now
        let typeName = try arguments.requiredString("type").trimmingCharacters(in: .whitespaces)
        let featureName = try arguments.string("name")
        let module = try arguments.string("module")
        let imports = try arguments.strings("imports", limit: 20)
        for identifier in [typeName] + [featureName, module].compactMap({ $0 }) + imports {
            guard identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !identifier.isEmpty else {
                throw ToolInputError("\(name): \(identifier) is not a Swift name")
            }
        }
        let options = MigrateOptions(typeName: typeName, searchPaths: [tree.scope.path], dryRun: true, featureName: featureName,
                                     extraImports: imports, module: module, configPath: tree.configPath)
        let outcome = await MigrateRun.run(options)
        let meta: [String: Value] = ["keel/elapsedMilliseconds": .double(WarmTree.milliseconds(ContinuousClock.now - start))]
        guard let result = outcome.result else {
            return ToolOutput(["type": .string(typeName), "refused": true, "reason": .string(CommandOutput.errorText(outcome.diagnostics)),
                               "written": false], meta: meta)
        }
        let value: Value = [
            "type": .string(typeName),
            "refused": false,
            "written": false,
            "legacyViewModel": .string(result.legacyViewModel),
            "legacyPath": .string(result.legacyPath),
            "controller": result.controller.map(Value.string) ?? .null,
            "featureName": .string(result.featureName),
            "pattern": .string(result.pattern.rawValue),
            "patternReasons": .array(result.patternReasons.map(Value.string)),
            "files": .array(result.files.map { file in
                ["path": .string(file.path), "lines": .int(file.lines), "todoLines": .int(file.todoLines), "text": .string(file.text)]
            }),
            "checklist": .array(result.checklist.map { item in
                ["step": .string(item.step), "status": .string(status(item.status)), "detail": .string(item.detail)]
            }),
            "leftAsTODO": .array(result.todos.map { todo in
                ["file": .string(todo.file), "line": .int(todo.line), "reason": .string(todo.reason)]
            }),
            "check": [
                "clean": .bool(result.isClean),
                "parseFailures": .array(result.parseFailures.map(Value.string)),
                "findings": .array(result.findings.map { FindingOutput.value($0, docsBase: DocsLinks.defaultRulesBase) }),
            ],
            "report": .string(MigrationReportText.render(result, outputDirectory: result.featureName, dryRun: true)),
        ]
        return ToolOutput(value, meta: meta)
    }

    static func status(_ status: ChecklistItem.Status) -> String {
        switch status {
        case .done: "done"
        case .partly: "partly"
        case .left: "left"
        }
    }
}
