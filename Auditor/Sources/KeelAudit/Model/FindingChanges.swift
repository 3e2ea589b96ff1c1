/// What changed in the findings since a reference — the second question of
/// the weekly page. Two references, said apart on every page:
///
/// - the **baseline** (`--baseline`, `baseline:` in `.keel.yml`): exact, by
///   fingerprint — *new* findings are those the baseline does not cover
///   (what the list shows), *fixed* are baseline entries no finding matches
///   any more;
/// - the **previous trend point** (`--trend FILE`): net counts only — the
///   point recorded counts per rule, severity and module, not fingerprints,
///   so a rule that lost 3 findings and gained 3 shows no change.
///
/// Both are over the whole audited tree after suppressions (before
/// `--since`), like every figure.
package struct FindingChanges: Sendable, Hashable {
    package enum Reference: Sendable, Hashable {
        /// The baseline file, as given.
        case baseline(String)
        /// A trend point: its commit and committer date.
        case trendPoint(commit: String, date: String)
    }

    /// One rule's, module's or severity's counts at the reference and now.
    package struct Row: Sendable, Hashable {
        package var key: String
        package var before: Int
        package var now: Int
        /// Exact counts (baseline only); nil for net comparisons.
        package var new: Int?
        package var fixed: Int?

        package init(key: String, before: Int, now: Int, new: Int? = nil, fixed: Int? = nil) {
            self.key = key
            self.before = before
            self.now = now
            self.new = new
            self.fixed = fixed
        }

        package var net: Int { now - before }
        package var changed: Bool { net != 0 || (new ?? 0) > 0 || (fixed ?? 0) > 0 }
    }

    package var reference: Reference
    package var total: Row
    /// Errors at the reference and now; nil when the reference did not record severities.
    package var errors: Row?
    /// Rows that changed, most change first (by `new + fixed`, else |net|), then by key.
    package var byRule: [Row]
    package var byModule: [Row]

    /// Whether new and fixed are known exactly (a baseline), not only the net change.
    package var exact: Bool { total.new != nil }

    package init(reference: Reference, total: Row, errors: Row?, byRule: [Row], byModule: [Row]) {
        self.reference = reference
        self.total = total
        self.errors = errors
        self.byRule = byRule
        self.byModule = byModule
    }

    /// Against a baseline: `findings` are the whole tree's (after
    /// suppressions, before the baseline and `--since`). Matching is the
    /// baseline's own (rule, file, fingerprint, duplicates counted).
    package init(baseline: Baseline, path: String, findings: [Finding]) {
        var matcher = Baseline.Matcher(baseline)
        var newByRule: [String: Int] = [:], newByModule: [String: Int] = [:]
        var newErrors = 0, newTotal = 0
        for finding in findings {
            if matcher.take(finding) { continue }
            newTotal += 1
            newByRule[finding.ruleID, default: 0] += 1
            newByModule[ReportModule.of(finding.file), default: 0] += 1
            if finding.severity == .error { newErrors += 1 }
        }
        var fixedByRule: [String: Int] = [:], fixedByModule: [String: Int] = [:]
        var fixedTotal = 0
        for (entry, count) in matcher.remaining where count > 0 {
            fixedTotal += count
            fixedByRule[entry.ruleID, default: 0] += count
            fixedByModule[ReportModule.of(entry.file), default: 0] += count
        }
        var beforeByRule: [String: Int] = [:], beforeByModule: [String: Int] = [:]
        for entry in baseline.entries {
            beforeByRule[entry.ruleID, default: 0] += 1
            beforeByModule[ReportModule.of(entry.file), default: 0] += 1
        }
        let now = FindingTotals(findings)
        func rows(_ before: [String: Int], _ now: [String: Int], _ new: [String: Int], _ fixed: [String: Int]) -> [Row] {
            Self.ranked(Set(before.keys).union(now.keys).map { key in
                Row(key: key, before: before[key] ?? 0, now: now[key] ?? 0, new: new[key] ?? 0, fixed: fixed[key] ?? 0)
            })
        }
        self.init(reference: .baseline(path),
                  total: Row(key: "findings", before: baseline.entries.count, now: findings.count, new: newTotal, fixed: fixedTotal),
                  errors: nil,
                  byRule: rows(beforeByRule, now.byRule, newByRule, fixedByRule),
                  byModule: rows(beforeByModule, now.byModule, newByModule, fixedByModule))
        // Errors now and new errors are known; fixed ones are not (a baseline records no severity).
        newErrorsCount = newErrors
    }

    /// New findings with severity `error` (baseline only).
    package var newErrorsCount: Int?

    /// Against a trend point's recorded counts: `now` are the whole tree's.
    package init(point: TrendSeries.Point, now: FindingTotals) {
        func rows(_ before: [String: Int], _ now: [String: Int]) -> [Row] {
            Self.ranked(Set(before.keys).union(now.keys).map { Row(key: $0, before: before[$0] ?? 0, now: now[$0] ?? 0) })
        }
        let errors = point.errors.map { Row(key: "errors", before: $0, now: now.errors) }
        self.init(reference: .trendPoint(commit: point.commit, date: point.date),
                  total: Row(key: "findings", before: point.findings, now: now.total), errors: errors,
                  byRule: rows(point.findingsByRule, now.byRule),
                  byModule: point.findingsByModule.map { rows($0, now.byModule) } ?? [])
    }

    /// Changed rows only, most change first.
    private static func ranked(_ rows: [Row]) -> [Row] {
        rows.filter(\.changed).sorted { a, b in
            let x = a.new.map { $0 + (a.fixed ?? 0) } ?? abs(a.net), y = b.new.map { $0 + (b.fixed ?? 0) } ?? abs(b.net)
            return x != y ? x > y : a.key < b.key
        }
    }
}
