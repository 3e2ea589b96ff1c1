import Foundation

/// The source line each finding points at, read back from the audited
/// files for reports that show code (the HTML report's "Source" column):
/// only the files with findings are read, once each. Lines are trimmed and
/// capped at `limit` characters; a file that cannot be read (changed or
/// removed since) simply has no lines.
enum SourceLines {
    static let limit = 200

    /// `AuditReport.sourceLineKey(file, line)` → the trimmed line.
    static func read(_ findings: [Finding], directory: URL, singleFile: URL?) -> [String: String] {
        var wanted: [String: Set<Int>] = [:]
        for finding in findings { wanted[finding.file, default: []].insert(finding.line) }
        var lines: [String: String] = [:]
        for file in wanted.keys.sorted() {
            let url = singleFile ?? directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else { continue }
            let wantedLines = wanted[file] ?? []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where wantedLines.contains(index + 1) {
                var trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.count > limit { trimmed = String(trimmed.prefix(limit)) + "…" }
                lines[AuditReport.sourceLineKey(file, line: index + 1)] = trimmed
            }
        }
        return lines
    }
}
