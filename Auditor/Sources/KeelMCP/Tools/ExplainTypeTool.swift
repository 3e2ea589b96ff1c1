import Foundation
import KeelAudit
import MCP

/// `explain_type`: what `keel explain TYPE` says — the roles the auditor
/// gives each declaration of a name and the evidence — answered from the
/// warm tree's semantic model (`ExplainRun.explain(_:index:configuration:)`).
enum ExplainTypeTool {
    static let name = "explain_type"

    static let definition = Tool(
        name: name,
        title: "Explain the role keel gives a type",
        description: """
        Says which architectural role keel gives a type — ViewModel, View, ViewController, Coordinator, Manager, \
        Router, or none — and the evidence: which view holds it and how (@StateObject, @ObservedObject…), what it \
        inherits, which module it is in, whether SwiftUI observes it. Roles decide which rules apply, so ask this \
        when a finding surprises you or before you give a type a new job. Answers for every declaration of the name \
        in the tree (homonyms in several modules each get their own entry). Read-only.
        """,
        inputSchema: [
            "type": "object",
            "properties": [
                "type": [
                    "type": "string",
                    "description": "The type's name: a simple name (`SettingsViewModel`) or qualified by its enclosing types (`ProfileCell.ViewModel`).",
                ],
            ],
            "required": ["type"],
            "additionalProperties": false,
        ],
        annotations: .init(title: "Explain a type", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, tree: WarmTree) async throws -> ToolOutput {
        let start = ContinuousClock.now
        let typeName = try arguments.requiredString("type").trimmingCharacters(in: .whitespaces)
        guard typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !typeName.hasPrefix("."), !typeName.hasSuffix(".") else {
            throw ToolInputError("\(name): \(typeName) is not a type name (letters, digits, `_`, and `.` between enclosing types)")
        }
        let (state, stats) = try await tree.current(exactPositions: true)
        let explanations = ExplainRun.explain(typeName, index: state.index, configuration: state.configuration)
        var value: Value = [
            "type": .string(typeName),
            "declarations": .array(explanations.map(declaration)),
        ]
        if explanations.isEmpty {
            value = [
                "type": .string(typeName),
                "declarations": [],
                "note": .string("no type named \(typeName) is declared under \(tree.scope.path) (or in its project); check the spelling, or name an enclosing type too"),
            ]
        }
        return ToolOutput(value, meta: RefreshMeta.fields(stats, elapsed: WarmTree.milliseconds(ContinuousClock.now - start)))
    }

    static func declaration(_ e: ExplainRun.Explanation) -> Value {
        var object: [String: Value] = [
            "qualifiedName": .string(e.qualifiedName),
            "kind": .string(e.kind),
            "location": ["file": .string(e.path), "line": .int(e.line)],
            "module": .string(e.module),
            "moduleSource": .string(e.moduleSource),
            "roles": .array(e.roles.map(Value.string)),
            "evidence": .array(e.reasons.map(Value.string)),
            "inherits": .array(e.supertypes.map(Value.string)),
        ]
        if e.roles.contains("ViewModel") { object["swiftUIObserves"] = .bool(e.swiftUIObserves) }
        if e.roles.isEmpty {
            object["why"] = "no view holds it, no view controller binds to it, it owns no navigation and nothing injects it"
        }
        return .object(object)
    }
}
