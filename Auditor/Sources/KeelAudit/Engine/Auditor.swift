import Foundation
import SwiftSyntax

/// The architecture auditor: two passes over Swift sources, rules from the
/// Keel guides, suppressions, compliance and migration progress.
///
/// Threading: `Auditor` is an immutable value; every method may be called
/// concurrently from any thread. `audit(_:)` parallelizes across cores itself.
/// Errors: none — unparsable code is still analyzed (swift-syntax recovers),
/// so bad input yields fewer findings, never a crash.
package struct Auditor: Sendable {
    package let configuration: Configuration
    let resolver: RoleResolver
    let legacyGlobs: [PathGlob]
    let rules: [any Rule]
    /// `rules[i].id`, read once: `id` goes through the rule's whole
    /// `RuleDescription` (examples, rationale…), which is costly per file.
    let ruleIDs: [String]
    /// `Self.reportsOnlyInDiffMode(ruleIDs[i])`, read once for the same reason.
    let diffOnly: [Bool]
    /// Whether pass 1 also gathers the write facts `keel fix` proves its
    /// rewrites safe from (`TypeIndex.writers(of:)` and the like). No rule
    /// reads them; without them those index queries answer empty.
    package let recordsWrites: Bool
    /// Whether the facts, indexes and reports of a run are left to the
    /// process's exit instead of being freed (`ExitArena`). Only for a
    /// process that exits after this one audit; false by default.
    package var keepsMemoryUntilExit = false
    /// A compiler index (`keel audit --index-store`): where it names a type
    /// reference's target, rules read that instead of the model's lookup.
    package var compilerIndex: CompilerIndex?

    /// Default severities of the team rules this auditor runs (`extraRules`).
    let extraSeverities: [String: Severity]
    /// Ids of every rule this auditor knows (keel's and the team's).
    let knownRuleIDs: Set<String>

    /// `recordsWrites`: see the property; `keel fix` sets it, an audit does not.
    /// `teamRules`: a team's own rules (`TeamRule`), run beside keel's.
    package init(configuration: Configuration = .default, recordsWrites: Bool = false, teamRules: [any TeamRule] = []) {
        self.configuration = configuration
        self.recordsWrites = recordsWrites
        self.resolver = RoleResolver(configuration.roles)
        self.legacyGlobs = configuration.legacyPaths.map(PathGlob.init)
        let extra: [any Rule] = teamRules.map(TeamRuleAdapter.init)
        self.extraSeverities = Dictionary(extra.map { ($0.id, $0.info.severity) }, uniquingKeysWith: { first, _ in first })
        self.knownRuleIDs = RuleRegistry.ids.union(extra.map(\.id))
        self.rules = (RuleRegistry.all + extra).filter { configuration.rules[$0.id]?.enabled ?? true }.sorted { $0.id < $1.id }
        self.ruleIDs = rules.map(\.id)
        self.diffOnly = ruleIDs.map(Self.reportsOnlyInDiffMode)
    }

    /// Hands `value` to `ExitArena` when this auditor `keepsMemoryUntilExit`;
    /// otherwise it is freed as usual.
    func keepUntilExit(_ value: Any) {
        if keepsMemoryUntilExit { ExitArena.keep(value) }
    }

    /// Every rule the engine knows, sorted by id: for docs, `keel rules`, SARIF metadata.
    package static var allRules: [RuleDescription] { RuleRegistry.all.map(\.description) }

    /// Whether a role name pattern is a valid regular expression (for the
    /// configuration loader's error messages).
    package static func isValidNamePattern(_ pattern: String) -> Bool { NamePattern.isValid(pattern) }

    // MARK: Pass 1

    /// Parses `file` once: its `FileIndex` plus everything pass 2 needs.
    package func prepare(_ file: SourceInput) -> PreparedFile {
        PreparedFile(facts: FactCollector.collect(file, recordsWrites: recordsWrites))
    }

    /// Like `prepare(_:)` for a tree the caller already parsed from `file.text`.
    package func prepare(_ file: SourceInput, tree: SourceFileSyntax) -> PreparedFile {
        PreparedFile(facts: FactCollector.collect(file, tree: tree, recordsWrites: recordsWrites))
    }

    /// Pass 1 alone (parses): the file's declarations, conformances, isolation, imports.
    package func index(_ file: SourceInput) -> FileIndex { prepare(file).index }

    // MARK: Pass 2

    /// Pass 2 (parses): findings with suppressions applied and unused
    /// suppressions reported (KA001), compliance counts, migration counts.
    package func analyze(_ file: SourceInput, index: TypeIndex) -> FileReport {
        analyze(prepare(file), index: index)
    }

    /// Pass 2 on an already prepared file (no parsing).
    package func analyze(_ file: PreparedFile, index: TypeIndex) -> FileReport {
        let facts = file.facts
        let context = RuleContext(facts: facts, index: index, configuration: configuration, resolver: resolver, legacyGlobs: legacyGlobs)
        let lines = LineTable(lineStarts: facts.lineStarts, lineCount: facts.lineCount)
        var raw: [RawFinding] = []
        // Rules are called in place (a copy of the existential would retain
        // its box, shared by every task, twice per rule and file).
        for index in rules.indices { raw.append(contentsOf: rules[index].check(context)) }

        var suppressed = 0
        let kept = applySuppressions(raw, comments: facts.comments, lines: lines, suppressed: &suppressed)

        // Findings with severity, position, fingerprint.
        var occurrences: [String: Int] = [:]
        var findings: [Finding] = []
        findings.reserveCapacity(kept.count)
        let ordered = kept.sorted { ($0.1, $0.2, $0.0.ruleID, $0.0.message) < ($1.1, $1.2, $1.0.ruleID, $1.0.message) }
        var nonCompliant: [String: Set<Int>] = [:]
        var flagged: Set<Int> = []
        for (f, line, column) in ordered {
            let unitName = f.unit.map { facts.units[$0].name } ?? ""
            let stable = FingerprintText.stable(f.snippet)
            let key = "\(f.ruleID)\u{1f}\(unitName)\u{1f}\(stable)"
            let n = occurrences[key, default: 0]
            occurrences[key] = n + 1
            let fingerprint = Digest.of(f.ruleID, facts.path, unitName, stable, String(n))
            // What baselines written by keel 0.2.0 and earlier recorded for it.
            let previous = stable == f.snippet ? nil : Digest.of(f.ruleID, facts.path, unitName, f.snippet, String(n))
            let severity = severity(of: f.ruleID)
            let related = f.related.map { offset -> RelatedLocation in
                let location = lines.location(offset)
                return RelatedLocation(line: location.line, column: location.column)
            }
            findings.append(Finding(ruleID: f.ruleID, severity: severity, message: f.message,
                                    file: facts.path, line: line, column: column, fingerprint: fingerprint, related: related,
                                    previousFingerprint: previous))
            if let unit = f.unit {
                nonCompliant[f.ruleID, default: []].insert(unit)
                if severity >= .warning { flagged.insert(unit) }
            }
        }

        // Compliance.
        var compliance: [RuleCompliance] = []
        var checked: Set<Int> = []
        for index in rules.indices {
            let id = ruleIDs[index]
            let units = rules[index].applicableUnits(context)
            guard !units.isEmpty else { continue }
            let applicable = Set(units)
            // A diff-only rule (RX002) checks a unit only when its file changed since the base ref.
            if facts.changedSinceBase || !diffOnly[index] { checked.formUnion(applicable) }
            let failing = applicable.intersection(nonCompliant[id] ?? [])
            compliance.append(RuleCompliance(ruleID: id, compliant: applicable.count - failing.count, applicable: applicable.count))
        }

        let units = unitStatuses(context, checked: checked, flagged: flagged)
        return FileReport(findings: findings, compliance: compliance, migration: MigrationProgress(roles: RoleTally.tally(units)),
                          units: units, lines: facts.lineCount, suppressed: suppressed)
    }

    func severity(of ruleID: String) -> Severity {
        if let configured = configuration.rules[ruleID]?.severity { return configured }
        return RuleRegistry.defaultSeverities[ruleID] ?? extraSeverities[ruleID] ?? .warning
    }

    // MARK: Whole tree

    /// Both passes over `files`, files in parallel (bounded by the core
    /// count), output sorted and independent of scheduling. Cancellation:
    /// if the calling task is cancelled, remaining files are skipped and the
    /// partial result is returned.
    /// `context` files feed the type index only (the rest of the project):
    /// they are never analyzed and never reported.
    package func audit(_ files: [SourceInput], context: [SourceInput] = [], modules: ModuleMap = .folders) async -> AuditResult {
        await auditIndexed(files, context: context, modules: { modules }).result
    }

    /// `audit(_:context:modules:)` with the module map read from the build
    /// descriptions while the files are parsed (it is needed only to build
    /// the index, after pass 1).
    package func audit(_ files: [SourceInput], context: [SourceInput] = [], readingModules modules: @escaping @Sendable () -> ModuleMap) async -> AuditResult {
        await auditIndexed(files, context: context, modules: modules).result
    }

    /// `audit(_:context:)`, also returning the type index it built and each
    /// file's pass-1 index (`keel fix` proves its rewrites safe from them).
    package func auditIndexed(_ files: [SourceInput], context: [SourceInput] = [], modules: ModuleMap = .folders) async
        -> (result: AuditResult, index: TypeIndex, fileIndexes: [FileIndex]) {
        await auditIndexed(files, context: context, modules: { modules })
    }

    private func auditIndexed(_ files: [SourceInput], context: [SourceInput], modules readModules: @escaping @Sendable () -> ModuleMap) async
        -> (result: AuditResult, index: TypeIndex, fileIndexes: [FileIndex]) {
        PhaseClock.mark("before the engine")
        async let moduleMap = readModules()
        // The type index is merged as files come in, while others are parsed.
        var builder = TypeIndex.Builder()
        let prepared = await Self.parallelMap(files, inOrder: { builder.add($0.index) }) { self.prepare($0) }
        PhaseClock.mark("pass 1 (parse + facts)")
        let contextIndex = await Self.parallelMap(context, inOrder: { builder.add($0) }) { self.prepare($0).index }
        let fileIndexes = prepared.map(\.index) + contextIndex
        PhaseClock.mark("pass 1, context files")
        let modules = await moduleMap
        PhaseClock.mark("module map (waited for)")
        // The model and its roles, which every file's rules read, are built
        // before pass 2 on one core while the other merges the name tables.
        var built = await builder.build(modules: modules, roles: resolver)
        built.compilerIndex = compilerIndex
        let index = built
        PhaseClock.mark("model + roles + type index")
        keepUntilExit((prepared, fileIndexes, index))
        // Each pass-2 task takes its file out of the hand-off, so a file's
        // facts are freed by that task, on its thread, not all at the end on
        // one (unless they are kept until the process exits).
        let handoff = Handoff(consume prepared)
        let reports = await Self.parallelMap(Array(0..<handoff.count)) { self.analyze(handoff.take($0), index: index) }
        keepUntilExit(reports)
        PhaseClock.mark("pass 2 (rules)")
        let result = Self.combine(reports, files: files.count)
        PhaseClock.mark("combine")
        return (result, index, fileIndexes)
    }

    /// Merges per-file reports: findings sorted, compliance summed per rule
    /// (sorted by rule id), units tallied per role once (migration progress derived from that tally), line and suppressed counts summed.
    package static func combine(_ reports: [FileReport], files: Int) -> AuditResult {
        var findings: [Finding] = []
        var compliance: [String: RuleCompliance] = [:]
        var lines = 0
        var suppressed = 0
        var units: [UnitStatus] = []
        for report in reports {
            suppressed += report.suppressed
            units.append(contentsOf: report.units)
            findings.append(contentsOf: report.findings)
            for c in report.compliance {
                var total = compliance[c.ruleID] ?? RuleCompliance(ruleID: c.ruleID, compliant: 0, applicable: 0)
                total.compliant += c.compliant
                total.applicable += c.applicable
                compliance[c.ruleID] = total
            }
            lines += report.lines
        }
        findings.sort()
        let sortedCompliance = compliance.keys.sorted().compactMap { compliance[$0] }
        // One tally of roles per run: every role count and the migration progress come from it.
        let roles = RoleTally.tally(units)
        return AuditResult(findings: findings, compliance: sortedCompliance, migration: MigrationProgress(roles: roles), roles: roles,
                           filesScanned: files, linesScanned: lines, suppressed: suppressed)
    }

    /// Order-preserving parallel map, at most one task per core in flight.
    package static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) async -> [R] {
        await parallelMap(items, inOrder: { _ in }, transform)
    }

    /// `parallelMap(_:_:)` that also hands each result to `inOrder`, in the
    /// items' order, as soon as it and every result before it are done: on
    /// the calling task, while later items are still being transformed.
    package static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], inOrder: (R) -> Void,
                                                             _ transform: @escaping @Sendable (T) -> R) async -> [R] {
        if items.count <= 1 {
            let results = items.map(transform)
            results.forEach(inOrder)
            return results
        }
        let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count))
        var results = [R?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, R).self) { group in
            var next = 0
            func addNext() {
                guard next < items.count, !Task.isCancelled else { return }
                let i = next
                let item = items[i]
                next += 1
                group.addTask { (i, transform(item)) }
            }
            for _ in 0..<width { addNext() }
            var handedOn = 0
            while let (i, r) = await group.next() {
                results[i] = r
                addNext()
                while handedOn < results.count, let done = results[handedOn] {
                    inOrder(done)
                    handedOn += 1
                }
            }
        }
        return results.compactMap { $0 }
    }
}
