import Foundation
import KeelAudit
import MCP

/// What `keel mcp` serves, without the protocol: the tools, the resources
/// and the warm tree they read. The MCP server (`KeelMCPServer`) is a thin
/// layer over this; tests call it directly.
///
/// Read-only: no tool writes a file (fix and migration previews are dry
/// runs; the warm state lives in memory, the audit cache is not used).
/// Every path is confined to the root (`RootScope`).
///
/// Threading: call from any task, concurrently; tree refreshes run one at
/// a time. Errors: `ToolInputError` for a request to refuse (a protocol
/// error), `ToolFailure` for a tree that cannot be read (answered as a
/// tool error); both leave the service serving.
package final class KeelService: Sendable {
    let tree: WarmTree
    private let figures = Locked<(generation: Int, result: AuditResult)?>(nil)

    /// Serves the folder `root` (its `.keel.yml`, or `configPath`, as
    /// `keel audit ROOT` would use). Throws `ToolInputError` when `root` is
    /// not a directory. Reads nothing else until the first request.
    package init(root: String, configPath: String? = nil) throws {
        if let configPath, !FileManager.default.fileExists(atPath: configPath) {
            throw ToolInputError("\(configPath): no such configuration file")
        }
        tree = WarmTree(scope: try RootScope(root), configPath: configPath)
    }

    /// The root served, standardized.
    package var root: String { tree.scope.path }

    package static let tools: [Tool] = [
        AuditFilesTool.definition, ExplainRuleTool.definition, ExplainTypeTool.definition,
        FixPreviewTool.definition, MigrationPlanTool.definition, FiguresTool.definition,
    ]

    /// Loads the tree (the first request would otherwise pay for it).
    /// Errors are those of a request: the next request tries again.
    package func warmUp() async throws -> RefreshSummary {
        let (state, stats) = try await tree.current()
        return RefreshSummary(files: state.audited.count, contextFiles: state.context.count, lines: state.lines, milliseconds: stats.milliseconds)
    }

    /// Runs the tool `name` on `arguments`.
    package func call(_ name: String, arguments: [String: Value]?) async throws -> ToolOutput {
        do {
            switch name {
            case AuditFilesTool.name:
                return try await AuditFilesTool.run(ToolArguments(tool: name, arguments, allowed: ["paths", "files", "includeBaselined"]), tree: tree)
            case ExplainRuleTool.name:
                return try ExplainRuleTool.run(ToolArguments(tool: name, arguments, allowed: ["rule"]), docsBase: docsBase)
            case ExplainTypeTool.name:
                return try await ExplainTypeTool.run(ToolArguments(tool: name, arguments, allowed: ["type"]), tree: tree)
            case FixPreviewTool.name:
                return try await FixPreviewTool.run(ToolArguments(tool: name, arguments, allowed: ["paths", "rules"]), tree: tree)
            case MigrationPlanTool.name:
                return try await MigrationPlanTool.run(ToolArguments(tool: name, arguments, allowed: ["type", "name", "module", "imports"]),
                                                       tree: tree)
            case FiguresTool.name:
                return try await FiguresTool.run(ToolArguments(tool: name, arguments, allowed: []), tree: tree, cache: figures)
            default:
                throw ToolInputError("unknown tool \(name); the tools are " + Self.tools.map(\.name).joined(separator: ", "))
            }
        } catch let failure as ToolFailure {
            return ToolOutput(["error": .string(failure.message)], isError: true)
        }
    }

    package func resources() -> [Resource] { ResourceCatalog.list() }

    package func resourceTemplates() -> [Resource.Template] { ResourceCatalog.templates }

    /// The text of the resource `uri` (Markdown); `ToolInputError` for an unknown one.
    package func readResource(_ uri: String) throws -> String {
        try ResourceCatalog.read(uri, docsBase: docsBase)
    }

    /// The rule pages' base: the configuration's `docs_base_url` once the tree was read, else keel's default.
    private var docsBase: String {
        tree.last?.configuration.docsBaseURL ?? DocsLinks.defaultRulesBase
    }
}

/// What loading the tree found (printed on standard error at start).
package struct RefreshSummary: Sendable {
    package var files: Int
    package var contextFiles: Int
    package var lines: Int
    package var milliseconds: Double
}
