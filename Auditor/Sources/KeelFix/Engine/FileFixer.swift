import KeelAudit

/// What happened to one finding.
package struct FindingResult: Sendable, Hashable {
    package let finding: Finding
    /// nil: fixed; else why not.
    package let notFixedReason: String?

    package var isFixed: Bool { notFixedReason == nil }
}

/// Fixes the findings of one file: asks each fixer, applies the edits that
/// do not overlap, and asks again (on the new text) for the findings whose
/// edits overlapped, up to `maxRounds`. The result must parse no worse than
/// the original, else nothing of the file is kept.
enum FileFixer {
    static let maxRounds = 3

    struct Result {
        var text: String
        var outcomes: [FindingResult]
        var changed: Bool
    }

    /// `fixers` is the registry by rule id (a test passes its own).
    static func fix(path: String, text: String, findings: [Finding], index: TypeIndex, mainActorProblems: [String: String]? = nil,
                    fixers: [String: any Fixer] = FixerRegistry.byID) -> Result {
        let original = FixSource(text)
        let crlf = LineEndings.usesCRLF(original.bytes)
        var source = original
        var outcomes: [FindingResult] = []
        // Findings still to fix, with their offset in the current text.
        var pending: [(finding: Finding, offset: Int)] = []
        for finding in findings {
            if let offset = original.offset(line: finding.line, column: finding.column) {
                pending.append((finding, offset))
            } else {
                outcomes.append(FindingResult(finding: finding, notFixedReason: "its position is not in the file"))
            }
        }
        var fixed: [Finding] = []
        for round in 1...maxRounds where !pending.isEmpty {
            var siblings: [String: Set<Int>] = [:]
            for item in pending { siblings[item.finding.ruleID, default: []].insert(item.offset) }
            // Ask every fixer; keep the edit groups that overlap nothing accepted so far.
            var accepted: [(edit: TextEdit, rank: Int)] = []
            var acceptedSet: Set<TextEdit> = []
            var deferred: [(finding: Finding, offset: Int)] = []
            for item in pending.sorted(by: { $0.offset < $1.offset }) {
                guard let fixer = fixers[item.finding.ruleID] else { continue }
                let request = FixRequest(finding: item.finding, offset: item.offset, source: source,
                                         siblings: siblings[item.finding.ruleID] ?? [], index: index, path: path,
                                         mainActorProblems: mainActorProblems)
                switch fixer.fix(request) {
                case .notFixed(let reason):
                    outcomes.append(FindingResult(finding: item.finding, notFixedReason: reason))
                case .edits(let proposed):
                    let edits = crlf ? proposed.map { TextEdit(start: $0.start, end: $0.end, replacement: LineEndings.crlf($0.replacement)) } : proposed
                    let fresh = edits.filter { !acceptedSet.contains($0) }   // the same edit from two findings is one edit
                    if fresh.contains(where: { edit in accepted.contains { $0.edit.overlaps(edit) } }) {
                        deferred.append(item)
                    } else {
                        let rank = FixerRegistry.rank[item.finding.ruleID] ?? 0
                        for edit in fresh { accepted.append((edit, rank)); acceptedSet.insert(edit) }
                        fixed.append(item.finding)
                    }
                }
            }
            let application = EditApplication(accepted)
            if !accepted.isEmpty { source = FixSource(application.apply(to: source.bytes)) }
            pending = []
            for item in deferred {
                if round < maxRounds, let offset = application.map(item.offset) {
                    pending.append((item.finding, offset))
                } else {
                    outcomes.append(FindingResult(finding: item.finding, notFixedReason: "its fix overlaps another fix in this file; run `keel fix` again"))
                }
            }
        }
        guard !fixed.isEmpty else { return Result(text: text, outcomes: outcomes, changed: false) }
        if ParseCheck.errorCount(source.tree) > ParseCheck.errorCount(original.tree) {
            outcomes += fixed.map { FindingResult(finding: $0, notFixedReason: "the rewritten file would not parse; the file is left unchanged") }
            return Result(text: text, outcomes: outcomes, changed: false)
        }
        outcomes += fixed.map { FindingResult(finding: $0, notFixedReason: nil) }
        return Result(text: source.text, outcomes: outcomes, changed: source.text != text)
    }
}
