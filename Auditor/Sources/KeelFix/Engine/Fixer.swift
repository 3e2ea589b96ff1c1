import KeelAudit
import SwiftSyntax

/// One rule's fix: given a finding, the edits that fix it — or why they
/// would not be provably safe. A fixer reads the file's syntax and the
/// project index (`FixRequest.index`), never the disk, and decides per
/// finding; the engine (`FileFixer`) applies, checks and reports.
protocol Fixer: Sendable {
    /// The rule whose findings it fixes.
    var ruleID: String { get }
    func fix(_ request: FixRequest) -> FixDecision
}

/// What a fixer is asked about one finding.
struct FixRequest {
    let finding: Finding
    /// The finding's position in `source` (UTF-8 offset).
    let offset: Int
    let source: FixSource
    /// Offsets of every finding of the same rule in this file (SU001 fixes a
    /// run of statements only when each of them is a finding).
    let siblings: Set<Int>
    /// The project index: the audit's, plus the files the configuration
    /// excludes (tests, generated code), read for proofs only.
    let index: TypeIndex
    /// This file's path in the index (the finding's path).
    let path: String
    /// VM001: per class, why a use of it somewhere in the tree is not proven
    /// to run on the main actor (`MainActorProof`); nil when the proof was not run.
    var mainActorProblems: [String: String]? = nil
}

/// A fixer's answer.
enum FixDecision: Equatable {
    /// Text edits that fix the finding (non-overlapping among themselves).
    case edits([TextEdit])
    /// Not provably safe: why, in a few words.
    case notFixed(String)
}

/// Replace the UTF-8 range `start..<end` with `replacement` (an insertion when empty).
struct TextEdit: Hashable, Sendable {
    var start: Int
    var end: Int
    var replacement: String

    static func insert(_ text: String, at offset: Int) -> TextEdit { TextEdit(start: offset, end: offset, replacement: text) }

    var isInsertion: Bool { start == end }

    /// Whether two edits touch the same bytes. Insertions at the same point
    /// do not overlap (they are applied in fixer order); an insertion at an
    /// edit's boundary does not either.
    func overlaps(_ other: TextEdit) -> Bool {
        if isInsertion || other.isInsertion {
            let (point, range) = isInsertion ? (start, other) : (other.start, self)
            return !range.isInsertion && point > range.start && point < range.end
        }
        return start < other.end && other.start < end
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor (or self) of type `T`.
    func enclosing<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }

    /// The text of the node without its leading and trailing trivia.
    var trimmedText: String { trimmedDescription }
}
