import Foundation
import KeelAudit
import MCP

/// `audit_files`: `keel audit`'s findings for some files of the tree —
/// saved, or unsaved text — computed in the context of the whole tree
/// (roles and cross-file facts as in a full audit), so they equal the
/// findings `keel audit ROOT` reports for those files.
enum AuditFilesTool {
    static let name = "audit_files"

    static let definition = Tool(
        name: name,
        title: "Audit Swift files against the Keel architecture guides",
        description: """
        Runs `keel audit` on the given Swift files in the context of the whole tree (roles such as ViewModel, View, \
        Coordinator and the cross-file facts are those of a full audit), and returns each file (root-relative path) \
        with its findings: rule, severity, message, 1-based line and column, related locations (other places of the \
        same violation), fingerprint; `rules` says, for each rule found, how to fix it, whether `keel fix` can, and \
        its docs page. Results equal `keel audit ROOT`'s findings for the same files (configuration, suppressions \
        and baseline included). Pass saved files in `paths` (a folder means every audited file under it), or text \
        you have not saved yet in `files` (path + text): it stands in for that file for this call only. Call it after \
        writing or changing a ViewModel, View, Coordinator or route, before you finish. Read-only: writes nothing.
        """,
        inputSchema: [
            "type": "object",
            "properties": [
                "paths": [
                    "type": "array", "items": ["type": "string"], "maxItems": 1000,
                    "description": "Swift files (or folders) to audit, relative to the server's root (absolute paths must be under it). Their saved contents are read.",
                ],
                "files": [
                    "type": "array", "maxItems": 100,
                    "description": "Unsaved source: each item's text is audited as if saved at its path (which may be a new file). The text must parse; a text that does not is refused with the parser's errors.",
                    "items": [
                        "type": "object",
                        "properties": [
                            "path": ["type": "string", "description": "Where the file is (or will be), relative to the root."],
                            "text": ["type": "string", "description": "The whole Swift source of the file."],
                        ],
                        "required": ["path", "text"],
                        "additionalProperties": false,
                    ],
                ],
                "includeBaselined": [
                    "type": "boolean",
                    "description": "Also return findings the project's baseline accepts (hidden by `keel audit`). Default false.",
                ],
            ],
            "additionalProperties": false,
        ],
        annotations: .init(title: "Audit files", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    )

    static func run(_ arguments: ToolArguments, tree: WarmTree) async throws -> ToolOutput {
        let start = ContinuousClock.now
        let paths = try arguments.strings("paths")
        let files = try arguments.objects("files", allowed: ["path", "text"]) { item in
            (path: try item.requiredString("path"), text: try item.requiredString("text", allowEmpty: true))
        }
        let includeBaselined = try arguments.bool("includeBaselined") ?? false
        guard !paths.isEmpty || !files.isEmpty else {
            throw ToolInputError("\(name): give `paths` (saved Swift files or folders under the root) or `files` (unsaved text with its path)")
        }
        // Every path is checked before the tree is touched.
        let scope = tree.scope
        let requested = try paths.map { try scope.relative($0) }
        let unsavedPaths = try files.map { file -> String in
            let path = try scope.relative(file.path)
            guard path.hasSuffix(".swift") else { throw ToolInputError("\(file.path): only Swift files (.swift) are audited") }
            return path
        }

        let (state, stats) = try await tree.current()
        let unsaved = try zip(unsavedPaths, files).map { path, file in
            try UnsavedFile.prepare(path: path, text: file.text, auditor: state.auditor)
        }
        let unsavedByPath = Dictionary(unsaved.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })

        // What to analyze, in the order asked (a folder: its files in path order), each once.
        var targets: [Target] = []
        var seen: Set<String> = []
        func add(_ target: Target) { if seen.insert(target.path).inserted { targets.append(target) } }
        for (given, path) in zip(paths, requested) {
            for target in try resolve(given: given, path: path, state: state, unsaved: unsavedByPath) { add(target) }
        }
        for file in unsaved {
            add(state.file(file.path) != nil || state.admits(file.path) ? .unsaved(file) : .notAudited(file.path, Self.excluded))
        }

        let admitted = unsaved.filter { state.file($0.path) != nil || state.admits($0.path) }
        let overlayStart = ContinuousClock.now
        let (index, rebuilt) = state.index(with: admitted)
        let analyzeStart = ContinuousClock.now
        let docsBase = state.configuration.docsBaseURL ?? DocsLinks.defaultRulesBase
        var results: [Value] = []
        var total = 0
        var failing = 0
        var rules: Set<String> = []
        for target in targets {
            switch target {
            case .notAudited(let path, let reason):
                results.append(["path": .string(path), "audited": false, "reason": .string(reason)])
            case .saved(let file):
                results.append(analyze(file.prepared, path: file.path, source: "saved", state: state, index: index,
                                       includeBaselined: includeBaselined, total: &total, failing: &failing, rules: &rules))
            case .unsaved(let file):
                results.append(analyze(file.prepared, path: file.path, source: "unsaved", state: state, index: index,
                                       includeBaselined: includeBaselined, total: &total, failing: &failing, rules: &rules))
            }
        }
        let end = ContinuousClock.now
        let elapsed = WarmTree.milliseconds(end - start)
        let value: Value = [
            "root": .string(scope.path),
            "files": .array(results),
            "rules": FindingOutput.rules(rules, docsBase: docsBase),
            "findings": .int(total),
            "failOn": .string(state.configuration.failOn.rawValue),
            "failing": .int(failing),
            "clean": .bool(total == 0),
        ]
        var meta = RefreshMeta.fields(stats, elapsed: elapsed, extraIndexBuild: rebuilt)
        meta["keel/unsavedIndexMilliseconds"] = .double(RefreshMeta.rounded(WarmTree.milliseconds(analyzeStart - overlayStart)))
        meta["keel/analyzeMilliseconds"] = .double(RefreshMeta.rounded(WarmTree.milliseconds(end - analyzeStart)))
        return ToolOutput(value, meta: meta)
    }

    static let excluded = "not audited: the configuration's include/exclude or keel's default excludes (.build, Pods, Carthage, DerivedData, hidden folders) leave it out, so `keel audit` does not report it"

    private enum Target {
        case saved(TrackedFile)
        case unsaved(UnsavedFile)
        case notAudited(String, String)

        var path: String {
            switch self {
            case .saved(let file): file.path
            case .unsaved(let file): file.path
            case .notAudited(let path, _): path
            }
        }
    }

    /// The targets one entry of `paths` names: a tracked file, every tracked
    /// file under a folder, or a file keel audit leaves out (with why).
    private static func resolve(given: String, path: String, state: TreeState, unsaved: [String: UnsavedFile]) throws -> [Target] {
        if let file = unsaved[path] { return [.unsaved(file)] }
        if let file = state.file(path) { return [.saved(file)] }
        let disk = state.workspace.directory.standardizedFileURL.path + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: disk, isDirectory: &isDirectory) else {
            throw ToolInputError("\(given): no such file under the root; to audit text you have not saved yet, pass it in `files` with its path")
        }
        if isDirectory.boolValue {
            let under = state.audited.filter { $0.path.hasPrefix(path + "/") }
            guard !under.isEmpty else { return [.notAudited(path, "a folder with no audited Swift file under it")] }
            return under.map { .saved($0) }
        }
        guard path.hasSuffix(".swift") else { throw ToolInputError("\(given): only Swift files (.swift) are audited") }
        if let note = state.unreadable[disk]?.note ?? state.unreadable.values.first(where: { $0.note.hasPrefix(path + ": ") })?.note {
            return [.notAudited(path, "not audited: " + SkippedFile(note: note).reason)]
        }
        return [.notAudited(path, excluded)]
    }

    private static func analyze(_ prepared: PreparedFile, path: String, source: String, state: TreeState, index: TypeIndex,
                                includeBaselined: Bool, total: inout Int, failing: inout Int, rules: inout Set<String>) -> Value {
        let report = state.auditor.analyze(prepared, index: index)
        var findings = report.findings
        var hidden = 0
        if !includeBaselined, let baseline = state.baseline {
            let kept = baseline.filter(findings)
            hidden = findings.count - kept.count
            findings = kept
        }
        total += findings.count
        rules.formUnion(findings.map(\.ruleID))
        failing += findings.filter { $0.severity >= state.configuration.failOn }.count
        return [
            "path": .string(path),
            "audited": true,
            "source": .string(source),
            "findings": .array(findings.map(FindingOutput.compact)),
            "hiddenByBaseline": .int(hidden),
            "suppressed": .int(report.suppressed),
        ]
    }
}

/// The `_meta` every answer that read the tree carries.
enum RefreshMeta {
    static func fields(_ stats: RefreshStats, elapsed: Double, extraIndexBuild: Bool = false) -> [String: Value] {
        [
            "keel/elapsedMilliseconds": .double(rounded(elapsed)),
            "keel/refreshMilliseconds": .double(rounded(stats.milliseconds)),
            "keel/locateMilliseconds": .double(rounded(stats.locateMilliseconds)),
            "keel/parseMilliseconds": .double(rounded(stats.parseMilliseconds)),
            "keel/indexMilliseconds": .double(rounded(stats.indexMilliseconds)),
            "keel/filesRead": .int(stats.filesRead),
            "keel/filesParsed": .int(stats.filesParsed),
            "keel/indexRebuilt": .bool(stats.indexRebuilt || extraIndexBuild),
            "keel/walked": .bool(stats.walked),
        ]
    }

    static func rounded(_ milliseconds: Double) -> Double { (milliseconds * 100).rounded() / 100 }
}
