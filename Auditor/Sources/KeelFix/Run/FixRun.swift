import Foundation
import KeelAudit
import SwiftSyntax

/// The outcome of `keel fix`: what to print where, and the exit code (0
/// done — fixed or reported as not fixed; 2 bad input, nothing written).
package struct FixRunOutcome: Sendable {
    package var output: String
    package var diagnostics: String
    package var exitCode: Int32
    package var report: FixReport?
}

/// `keel fix` as a function: the audit's own setup (`AuditWorkspace`:
/// configuration, discovery, excludes, baseline), the engine's findings
/// (suppressions applied), then per file the fixers' edits, a parse check,
/// a re-audit that must no longer report what was fixed, and a diff or
/// atomic writes.
package enum FixRun {
    /// Rules whose fixers read the project index, not only their file.
    static let indexRules: Set<String> = ["VM003", "VM013", "SU002", "VM004"]

    package static func run(_ options: FixOptions) async -> FixRunOutcome {
        do {
            let (report, projectRoot) = try await execute(options)
            if options.dryRun { return FixRunOutcome(output: report.diff, diagnostics: report.summary, exitCode: 0, report: report) }
            try FixWriter.write(report.changed, projectRoot: projectRoot)
            return FixRunOutcome(output: report.summary, diagnostics: "", exitCode: 0, report: report)
        } catch {
            return FixRunOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2, report: nil)
        }
    }

    /// A file named on the command line must be a Swift file (keel fix rewrites nothing else).
    static func checkPath(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigurationError(file: path, key: "", message: "no such file or directory; nothing written")
        }
        if !isDirectory.boolValue, URL(fileURLWithPath: path).pathExtension != "swift" {
            throw ConfigurationError(file: path, key: "", message: "not a Swift file: keel fix rewrites Swift sources only; nothing written")
        }
    }

    /// The rules to fix: `--rule` values (comma-separated too, any case), else every fixable rule.
    static func selectedRules(_ requested: [String]) throws -> Set<String> {
        let ids = requested.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces).uppercased() }.filter { !$0.isEmpty }
        guard !ids.isEmpty else { return Set(FixerRegistry.ruleIDs) }
        let known = Set(Auditor.allRules.map(\.id))
        for id in ids {
            guard known.contains(id) else { throw ConfigurationError(file: "--rule", key: "", message: "unknown rule id \(id) (`keel rules` lists them)") }
            guard FixerRegistry.byID[id] != nil else {
                throw ConfigurationError(file: "--rule", key: "", message: "\(id) has no fix in `keel fix` (fixable: \(FixerRegistry.ruleIDs.joined(separator: ", ")))")
            }
        }
        return Set(ids)
    }

    static func execute(_ options: FixOptions) async throws -> (FixReport, String?) {
        let rules = try selectedRules(options.rules)
        try checkPath(options.path)
        let workspace = try AuditWorkspace.open(path: options.path, configPath: options.configPath, indexProject: true)
        let baseline = try workspace.baselinePath(override: options.baselinePath).map { try Baseline.load(from: URL(fileURLWithPath: $0)) }
        let sources = try workspace.read()
        guard !sources.files.isEmpty else {
            throw ConfigurationError(file: options.path, key: "", message: "nothing to fix: no Swift files found (after include/exclude and the default excludes)")
        }
        let auditor = Auditor(configuration: workspace.configuration, recordsWrites: true)
        let audit = await auditor.auditIndexed(sources.files, context: sources.context, modules: sources.modules)
        let visible = baseline?.filter(audit.result.findings) ?? audit.result.findings
        let selected = visible.filter { rules.contains($0.ruleID) }

        var index = audit.index
        var context: [SourceInput] = []
        if selected.contains(where: { indexRules.contains($0.ruleID) || $0.ruleID == "VM001" }) {
            context = try workspace.unindexedSources(besides: sources.located)
            let extra = await Auditor.parallelMap(context) { auditor.index($0) }
            index = TypeIndex(audit.fileIndexes + extra)
        }
        let texts = Dictionary(sources.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let mainActorProblems = selected.contains { $0.ruleID == "VM001" }
            ? mainActorProof(selected.filter { $0.ruleID == "VM001" }, texts: texts, tree: sources.files + sources.context + context, index: index)
            : nil

        let byFile = Dictionary(grouping: selected, by: \.file)
        let proof = index
        func fixFiles(_ paths: [String], excluding: Set<String>) async -> [(String, FileFixer.Result)] {
            await Auditor.parallelMap(paths) { path -> (String, FileFixer.Result) in
                let findings = (byFile[path] ?? []).filter { !excluding.contains($0.ruleID) }
                return (path, FileFixer.fix(path: path, text: texts[path] ?? "", findings: findings, index: proof, mainActorProblems: mainActorProblems))
            }
        }
        var outcomes: [String: [FindingResult]] = [:]
        var changed: [String: ChangedFile] = [:]
        func record(_ fixed: [(String, FileFixer.Result)]) {
            for (path, result) in fixed {
                outcomes[path] = result.outcomes
                changed[path] = nil
                if result.changed, let location = sources.locations[path] {
                    changed[path] = ChangedFile(path: path, location: location, old: texts[path] ?? "", new: result.text)
                }
            }
        }
        record(await fixFiles(byFile.keys.sorted(), excluding: []))
        if !changed.isEmpty {
            var check = await verify(changed: changed, outcomes: outcomes, before: audit.result.findings, sources: sources, auditor: auditor)
            // Findings that vanished unfixed: an import another rule's findings
            // depended on (VM004). Fix those files again without the import
            // change; what still fails is left unchanged.
            let retry = check.vanished.filter { path in outcomes[path]?.contains { $0.isFixed && $0.finding.ruleID == "VM004" } == true }
            if !retry.isEmpty {
                record(await fixFiles(retry.sorted(), excluding: ["VM004"]))
                for path in retry {
                    let vm004 = (byFile[path] ?? []).filter { $0.ruleID == "VM004" }.map {
                        FindingResult(finding: $0, notFixedReason: "removing the import would make \(check.vanishedRules[path] ?? "other") findings in this file disappear without being fixed; fix those first")
                    }
                    outcomes[path, default: []] += vm004
                }
                check = await verify(changed: changed, outcomes: outcomes, before: audit.result.findings, sources: sources, auditor: auditor)
            }
            for path in check.failed.union(check.vanished) {
                changed[path] = nil
                outcomes[path] = outcomes[path]?.map { result in
                    guard result.isFixed else { return result }
                    let why = check.vanished.contains(path)
                        ? "a re-audit of the rewritten file no longer reports other findings that were not fixed (\(check.vanishedRules[path] ?? "")); the file is left unchanged"
                        : "a re-audit of the rewritten file still reports it; the file is left unchanged"
                    return FindingResult(finding: result.finding, notFixedReason: why)
                }
            }
        }
        var typeCheckSummary: String?
        if options.typeCheck, !changed.isEmpty {
            let check = await FixTypeCheck.run(changed: changed, tree: sources.files + sources.context + context)
            typeCheckSummary = check.summary
            for (path, error) in check.failed {
                changed[path] = nil
                outcomes[path] = outcomes[path]?.map { result in
                    result.isFixed ? FindingResult(finding: result.finding, notFixedReason: "the fixed file would not type-check (\(error)); the file is left unchanged") : result
                }
            }
        }
        let results = outcomes.values.flatMap { $0 }.sorted { $0.finding < $1.finding }
        var report = FixReport(results: results, changed: changed.values.sorted { $0.path < $1.path }, dryRun: options.dryRun)
        report.typeCheck = typeCheckSummary
        return (report, (workspace.project ?? workspace.directory).path)
    }

    /// VM001: the whole-tree proof (`MainActorProof`) for every class a
    /// VM001 finding names, over every Swift file of the project (tests and
    /// other excluded files too).
    static func mainActorProof(_ findings: [Finding], texts: [String: String], tree: [SourceInput], index: TypeIndex) -> [String: String] {
        var names: Set<String> = []
        for finding in findings {
            let source = FixSource(texts[finding.file] ?? "")
            guard let offset = source.offset(line: finding.line, column: finding.column),
                  let decl = source.token(at: offset)?.enclosing(ClassDeclSyntax.self) else { continue }
            names.insert(decl.name.text)
        }
        var seen: Set<String> = []
        let files = tree.filter { seen.insert($0.path).inserted }
        let members = MainActorProof.members(of: names, in: files)
        let targets = names.sorted().map { MainActorTarget(name: $0, members: members[$0] ?? []) }
        return MainActorProof.problems(targets: targets, files: files, index: index)
    }

    /// What the re-audit found wrong, per changed file.
    struct Check {
        /// Files where a fixed finding is still reported (or a new one appeared).
        var failed: Set<String> = []
        /// Files where findings that were not fixed disappeared.
        var vanished: Set<String> = []
        var vanishedRules: [String: String] = [:]
    }

    /// Re-audits the tree with the rewritten files: for each changed file and
    /// rule, the findings must have gone down by exactly the number fixed —
    /// no more (a finding that vanished unfixed: an import it depended on was
    /// removed) and no fewer (a fix that did not fix, or a new finding).
    static func verify(changed: [String: ChangedFile], outcomes: [String: [FindingResult]], before: [Finding],
                       sources: AuditWorkspace.Sources, auditor: Auditor) async -> Check {
        let files = sources.files.map { file in changed[file.path].map { SourceInput(path: file.path, text: $0.new) } ?? file }
        let after = await auditor.audit(files, context: sources.context, modules: sources.modules).findings
        func counts(_ findings: [Finding]) -> [String: [String: Int]] {
            var counts: [String: [String: Int]] = [:]
            for finding in findings where changed[finding.file] != nil { counts[finding.file, default: [:]][finding.ruleID, default: 0] += 1 }
            return counts
        }
        let beforeCounts = counts(before)
        let afterCounts = counts(after)
        var check = Check()
        for path in changed.keys {
            var fixed: [String: Int] = [:]
            for result in outcomes[path] ?? [] where result.isFixed { fixed[result.finding.ruleID, default: 0] += 1 }
            // `@MainActor` on the class (VM001) also puts its async methods and tasks on the main actor.
            if fixed["VM001"] != nil {
                let resolved = before.filter { $0.file == path && OffMainByIsolation.isResolvedByMainActor($0) }.count
                if resolved > 0 { fixed["VM012", default: 0] += resolved }
            }
            let rules = Set((beforeCounts[path] ?? [:]).keys).union((afterCounts[path] ?? [:]).keys)
            var gone: [String] = []
            for rule in rules.sorted() {
                let expected = (beforeCounts[path]?[rule] ?? 0) - (fixed[rule] ?? 0)
                let actual = afterCounts[path]?[rule] ?? 0
                if actual > expected { check.failed.insert(path) }
                if actual < expected { gone.append("\(rule) ×\(expected - actual)") }
            }
            if !gone.isEmpty {
                check.vanished.insert(path)
                check.vanishedRules[path] = gone.joined(separator: ", ")
            }
        }
        return check
    }
}
