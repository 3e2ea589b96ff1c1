import Foundation
import KeelAudit

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
            let report = try await execute(options)
            if options.dryRun { return FixRunOutcome(output: report.diff, diagnostics: report.summary, exitCode: 0, report: report) }
            try write(report.changed)
            return FixRunOutcome(output: report.summary, diagnostics: "", exitCode: 0, report: report)
        } catch {
            return FixRunOutcome(output: "", diagnostics: commandErrorLine(error), exitCode: 2, report: nil)
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

    static func execute(_ options: FixOptions) async throws -> FixReport {
        let rules = try selectedRules(options.rules)
        let workspace = try AuditWorkspace.open(path: options.path, configPath: options.configPath, indexProject: true)
        let baseline = try workspace.baselinePath(override: options.baselinePath).map { try Baseline.load(from: URL(fileURLWithPath: $0)) }
        let sources = try workspace.read()
        guard !sources.files.isEmpty else {
            throw ConfigurationError(file: options.path, key: "", message: "nothing to fix: no Swift files found (after include/exclude and the default excludes)")
        }
        let auditor = Auditor(configuration: workspace.configuration, recordsWrites: true)
        let audit = await auditor.auditIndexed(sources.files, context: sources.context)
        let visible = baseline?.filter(audit.result.findings) ?? audit.result.findings
        let selected = visible.filter { rules.contains($0.ruleID) }

        var index = audit.index
        if selected.contains(where: { indexRules.contains($0.ruleID) }) {
            let unindexed = try workspace.unindexedSources(besides: sources.located)
            let extra = await Auditor.parallelMap(unindexed) { auditor.index($0) }
            index = TypeIndex(audit.fileIndexes + extra)
        }

        let texts = Dictionary(sources.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let byFile = Dictionary(grouping: selected, by: \.file)
        let proof = index
        let fixedFiles = await Auditor.parallelMap(byFile.keys.sorted()) { path -> (String, FileFixer.Result) in
            (path, FileFixer.fix(path: path, text: texts[path] ?? "", findings: byFile[path] ?? [], index: proof))
        }
        var results: [FindingResult] = []
        var changed: [String: ChangedFile] = [:]
        for (path, result) in fixedFiles {
            results += result.outcomes
            if result.changed, let location = sources.locations[path] {
                changed[path] = ChangedFile(path: path, location: location, old: texts[path] ?? "", new: result.text)
            }
        }
        if !changed.isEmpty {
            let failed = await verify(changed: changed, results: results, before: audit.result.findings, sources: sources, auditor: auditor)
            for path in failed { changed[path] = nil }
            results = results.map { result in
                guard result.isFixed, failed.contains(result.finding.file) else { return result }
                return FindingResult(finding: result.finding, notFixedReason: "a re-audit of the rewritten file still reports it; the file is left unchanged")
            }
        }
        return FixReport(results: results.sorted { $0.finding < $1.finding }, changed: changed.values.sorted { $0.path < $1.path }, dryRun: options.dryRun)
    }

    /// Re-audits the tree with the rewritten files: for each file, every rule
    /// must report at least as many findings fewer as were fixed. Returns the
    /// files where that fails.
    static func verify(changed: [String: ChangedFile], results: [FindingResult], before: [Finding],
                       sources: AuditWorkspace.Sources, auditor: Auditor) async -> Set<String> {
        let files = sources.files.map { file in changed[file.path].map { SourceInput(path: file.path, text: $0.new) } ?? file }
        let after = await auditor.audit(files, context: sources.context).findings
        func counts(_ findings: [Finding]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for finding in findings where changed[finding.file] != nil { counts[finding.file + "\u{1f}" + finding.ruleID, default: 0] += 1 }
            return counts
        }
        let beforeCounts = counts(before)
        let afterCounts = counts(after)
        var fixedCounts: [String: Int] = [:]
        for result in results where result.isFixed { fixedCounts[result.finding.file + "\u{1f}" + result.finding.ruleID, default: 0] += 1 }
        var failed: Set<String> = []
        for (key, fixed) in fixedCounts where (afterCounts[key] ?? 0) > (beforeCounts[key] ?? 0) - fixed {
            failed.insert(String(key.split(separator: "\u{1f}")[0]))
        }
        return failed
    }

    /// Writes every changed file atomically, keeping its permissions. Every
    /// file is checked to be writable first, so a read-only file stops the
    /// run before anything is written.
    static func write(_ files: [ChangedFile]) throws {
        for file in files where !FileManager.default.isWritableFile(atPath: file.location) {
            throw ConfigurationError(file: file.path, key: "", message: "not writable; nothing was written")
        }
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.location)
            try Data(file.new.utf8).write(to: URL(fileURLWithPath: file.location), options: .atomic)
            if let permissions = attributes?[.posixPermissions] {
                try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file.location)
            }
        }
    }
}
