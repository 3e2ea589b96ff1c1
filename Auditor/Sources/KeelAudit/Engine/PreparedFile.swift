/// A file after its single parse: its pass-1 `FileIndex` plus the facts pass 2
/// needs, so `Auditor.analyze(_:index:)` can run without parsing again.
/// Codable, so a cache can keep it keyed by the file's content.
package struct PreparedFile: Sendable, Codable, Hashable {
    package var path: String { facts.path }
    /// Pass-1 facts for the `TypeIndex`.
    package var index: FileIndex
    var facts: FileFacts

    init(facts: FileFacts) {
        self.facts = facts
        self.index = FileIndex(facts: facts)
    }

    /// Number of lines in the file.
    package var lines: Int { facts.lineCount }
}
