import KeelAudit
import KeelVerify

/// One file `keel migrate` generates, relative to the output directory.
package struct GeneratedFile: Sendable, Equatable {
    package var path: String
    package var text: String
    /// Lines left as `// keel-migrate: TODO` (the marker and the legacy code it carries).
    package var todoLines: Int
    package var lines: Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0) }
}

/// A step of the migration guide's "Migration Checklist for Other Features".
package struct ChecklistItem: Sendable, Equatable {
    package enum Status: String, Sendable { case done = "x", partly = "~", left = " " }
    package var step: String
    package var status: Status
    package var detail: String
}

/// What `keel migrate` produced for one legacy feature.
package struct MigrationResult: Sendable {
    package var legacyViewModel: String
    package var legacyPath: String
    package var controller: String?
    package var featureName: String
    package var pattern: MigrationPattern
    package var patternReasons: [String]
    package var files: [GeneratedFile]
    /// Every TODO left: file, line, reason.
    package var todos: [Todo]
    package var checklist: [ChecklistItem]
    /// Files that do not parse (must be empty; the engine demotes until they do).
    package var parseFailures: [String]
    /// `keel audit` findings on the generated files (empty when clean).
    package var findings: [Finding]
    /// Why the ViewModel cannot be migrated mechanically (each: what, and the
    /// legacy code it is about). Not empty: `keel migrate` refuses and writes nothing.
    package var refusals: [String] = []
    /// Findings the legacy class already had, kept and suppressed with their reason (`CarriedOverFindings`).
    package var carriedOver: [CarriedOverFinding] = []
    /// The verification step's answer (nil: not run).
    package var verification: TypeCheckReport?
    /// What the generated equivalence test's script cannot exercise.
    package var notExercised: [String] = []

    package struct Todo: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var reason: String
    }

    package var totalLines: Int { files.reduce(0) { $0 + $1.lines } }
    package var todoLines: Int { files.reduce(0) { $0 + $1.todoLines } }
    package var isClean: Bool { parseFailures.isEmpty && findings.isEmpty }
    /// Clean, and the verification step proved it type-checks.
    package var isProven: Bool { isClean && verification?.verdict == .typeChecks }
}

/// Counts TODO lines in generated text: each marker line and the
/// commented-out legacy lines right after it.
enum TodoCounter {
    static func count(_ text: String) -> (lines: Int, todos: [(line: Int, reason: String)]) {
        var total = 0
        var todos: [(Int, String)] = []
        var inBlock = false
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let range = trimmed.range(of: SourceWriter.todoMarker) {
                total += 1
                inBlock = trimmed.hasPrefix(SourceWriter.todoMarker)
                todos.append((i + 1, String(trimmed[range.upperBound...]).trimmingCharacters(in: .whitespaces)))
            } else if inBlock, trimmed.hasPrefix("//") {
                total += 1
            } else {
                inBlock = false
            }
        }
        return (total, todos)
    }
}

import Foundation
