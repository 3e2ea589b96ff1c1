/// A file after its single parse: its pass-1 `FileIndex` plus the facts pass 2
/// needs, so `Auditor.analyze(_:index:)` can run without parsing again.
///
/// Codable, so a cache can keep it keyed by the file's content. A class: the
/// facts are many arrays of strings, and a value copy (handing a file to a
/// pass-2 task, say) would retain every one of them.
package final class PreparedFile: Sendable, Codable {
    package var path: String { facts.path }
    /// Pass-1 facts for the `TypeIndex`.
    package let index: FileIndex
    let facts: FileFacts

    init(facts: FileFacts) {
        self.facts = facts
        self.index = FileIndex(facts: facts)
    }

    /// Number of lines in the file.
    package var lines: Int { facts.lineCount }
}
