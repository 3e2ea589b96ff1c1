/// A file (or directory) discovery could not audit, and why — shown in every
/// report format so a skipped file is never silently missing from the figures.
package struct SkippedFile: Sendable, Hashable {
    /// Relative to the audited root, as findings show paths.
    package var path: String
    /// "not UTF-8", "unreadable", "unreadable directory", …
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Reads one of discovery's notes (`"path: reason, skipped"`). The path
    /// is everything before the last `": "` (reasons never contain one).
    package init(note: String) {
        guard let separator = note.range(of: ": ", options: .backwards) else {
            self.init(path: note, reason: "skipped")
            return
        }
        var reason = String(note[separator.upperBound...])
        if reason.hasSuffix(", skipped") { reason.removeLast(", skipped".count) }
        self.init(path: String(note[..<separator.lowerBound]), reason: reason)
    }
}
