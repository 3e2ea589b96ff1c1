import Foundation
import KeelAudit
import KeelFix
import MCP

/// `fix_preview`: the unified diff `keel fix --dry-run ROOT` prints, for
/// the given files only, and why each fixable finding there would not be
/// fixed. Runs `keel fix` itself (`FixRun`, dry run) over the whole root —
/// its fixers prove safety from the whole project — so it writes nothing
/// and answers exactly what `keel fix` would do to those files.
enum FixPreviewTool {
    static let name = "fix_preview"

    static let definition = Tool(
        name: name,
        title: "Preview keel fix's safe rewrites",
        description: """
        Shows the unified diff `keel fix` would apply to the given saved files (rules VM001, VM003, VM004, VM013, \
        SU001, SU002: the rewrites it can prove safe from the syntax and the project index), and, for each fixable \
        finding it would leave, the reason. Nothing is written: apply the diff yourself (it is relative to the \
        server's root: `git apply` or `patch -p1` from there) or run `keel fix` in a terminal. It runs keel fix's \
        dry run over the whole tree, so on a large app it takes about as long as a cold `keel audit`. Read-only.
        """,
        inputSchema: [
            "type": "object",
            "properties": [
                "paths": [
                    "type": "array", "items": ["type": "string"], "minItems": 1, "maxItems": 1000,
                    "description": "Saved Swift files (or folders) under the root whose fixes to show.",
                ],
                "rules": [
                    "type": "array", "items": ["type": "string"],
                    "description": "Only these rules' fixes (ids, any case; default: every fixable rule).",
                ],
            ],
            "required": ["paths"],
            "additionalProperties": false,
        ],
        annotations: .init(title: "Preview fixes", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, tree: WarmTree) async throws -> ToolOutput {
        let start = ContinuousClock.now
        let paths = try arguments.strings("paths")
        guard !paths.isEmpty else { throw ToolInputError("\(name): give `paths`: the saved Swift files (or folders) under the root to preview") }
        let rules = try arguments.strings("rules", limit: 50)
        let fixable = Set(Auditor.allRules.map(\.id).filter(Auditor.isFixable))
        for rule in rules where !fixable.contains(rule.trimmingCharacters(in: .whitespaces).uppercased()) {
            throw ToolInputError("\(name): \(rule) is not a rule keel fix fixes (fixable: \(fixable.sorted().joined(separator: ", ")))")
        }
        let scope = tree.scope
        let requested = try paths.map { given -> String in
            let path = try scope.relative(given)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: scope.path + "/" + path, isDirectory: &isDirectory) else {
                throw ToolInputError("\(given): no such file under the root (fix_preview reads saved files only)")
            }
            if !isDirectory.boolValue, !path.hasSuffix(".swift") { throw ToolInputError("\(given): only Swift files (.swift) are fixed") }
            return path
        }
        func selected(_ file: String) -> Bool { requested.contains { file == $0 || file.hasPrefix($0 + "/") } }

        let outcome = await FixRun.run(FixOptions(path: scope.path, configPath: tree.configPath, dryRun: true, rules: rules))
        guard outcome.exitCode == 0, var report = outcome.report else {
            return ToolOutput(["error": .string(CommandOutput.errorText(outcome.diagnostics))], isError: true)
        }
        report.changed = report.changed.filter { selected($0.path) }
        let results = report.results.filter { selected($0.finding.file) }
        let value: Value = [
            "diff": .string(report.diff),
            "written": false,
            "wouldFix": .array(results.filter(\.isFixed).map { result in
                ["rule": .string(result.finding.ruleID), "message": .string(result.finding.message),
                 "location": FindingOutput.location(file: result.finding.file, line: result.finding.line, column: result.finding.column)]
            }),
            "notFixed": .array(results.filter { !$0.isFixed }.map { result in
                ["rule": .string(result.finding.ruleID), "reason": .string(result.notFixedReason ?? ""),
                 "location": FindingOutput.location(file: result.finding.file, line: result.finding.line, column: result.finding.column)]
            }),
            "files": .array(report.changed.map { Value.string($0.path) }),
        ]
        return ToolOutput(value, meta: ["keel/elapsedMilliseconds": .double(WarmTree.milliseconds(ContinuousClock.now - start))])
    }

}
