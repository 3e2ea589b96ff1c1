/// What to fix first: files, folders and modules ranked by the findings
/// listed in them, each with why it ranks there. The score weighs
/// severity — an error counts 10, a warning 3, a note 1 — so one file with
/// two errors outranks one with five notes; ties go to more distinct
/// rules (broader problems), then to the path. Computed over the listed
/// findings (after the baseline and `--since`): the list a team works
/// through, and the one a hotspot's link filters.
package struct Hotspot: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case file, folder, module
    }

    package var kind: Kind
    /// The file's path, the folder's path (`""`: the top level) or the module's name (`ReportModule`).
    package var key: String
    package var errors: Int
    package var warnings: Int
    package var notes: Int
    /// Findings per rule, most first, then by id.
    package var rules: [(rule: String, count: Int)]

    package static func == (a: Hotspot, b: Hotspot) -> Bool {
        a.kind == b.kind && a.key == b.key && a.errors == b.errors && a.warnings == b.warnings && a.notes == b.notes
            && a.rules.map(\.rule) == b.rules.map(\.rule) && a.rules.map(\.count) == b.rules.map(\.count)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
    }

    /// Severity weights of the score.
    package static let weights: (error: Int, warning: Int, note: Int) = (10, 3, 1)

    package var score: Int { errors * Self.weights.error + warnings * Self.weights.warning + notes * Self.weights.note }
    package var findings: Int { errors + warnings + notes }

    /// Why it ranks there, in words: "2 errors, 3 warnings · VM001 ×2, RX001 ×2, VM003 ×1".
    package func why(maxRules: Int = 3) -> String {
        var counts: [String] = []
        if errors > 0 { counts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { counts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if notes > 0 { counts.append(notes == 1 ? "1 note" : "\(notes) notes") }
        var rulesText = rules.prefix(maxRules).map { "\($0.rule) \u{D7}\($0.count)" }.joined(separator: ", ")
        if rules.count > maxRules { rulesText += ", +\(rules.count - maxRules) more" }
        return counts.joined(separator: ", ") + " \u{B7} " + rulesText
    }

    /// The `limit` highest-ranked places of `kind` among `findings`.
    package static func rank(_ findings: [Finding], by kind: Kind, limit: Int) -> [Hotspot] {
        var groups: [String: (errors: Int, warnings: Int, notes: Int, rules: [String: Int])] = [:]
        for finding in findings {
            let key: String
            switch kind {
            case .file: key = finding.file
            case .folder: key = folder(of: finding.file)
            case .module: key = ReportModule.of(finding.file)
            }
            var group = groups[key] ?? (0, 0, 0, [:])
            switch finding.severity {
            case .error: group.errors += 1
            case .warning: group.warnings += 1
            case .note: group.notes += 1
            }
            group.rules[finding.ruleID, default: 0] += 1
            groups[key] = group
        }
        let spots = groups.map { key, group in
            Hotspot(kind: kind, key: key, errors: group.errors, warnings: group.warnings, notes: group.notes,
                    rules: group.rules.map { (rule: $0.key, count: $0.value) }.sorted { ($0.count, $1.rule) > ($1.count, $0.rule) })
        }
        return Array(spots.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.rules.count != b.rules.count { return a.rules.count > b.rules.count }
            return a.key < b.key
        }.prefix(limit))
    }

    /// The folder holding `path` (`""` at the top level).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
