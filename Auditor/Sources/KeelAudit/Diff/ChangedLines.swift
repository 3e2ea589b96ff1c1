import Foundation

/// The lines changed since a git ref, per file (diff mode: `--since REF`).
///
/// Used two ways: findings are reported only on changed lines (so "new
/// ViewModels must be Combine-only" is checked on what a PR adds), and files
/// changed at all are marked `changedSinceBase` (so RX002 can flag legacy
/// RxSwift managers modified since the base).
package struct ChangedLines: Sendable, Equatable {
    /// Path (relative to the audited root) → changed 1-based line numbers.
    package var lines: [String: Set<Int>]

    package init(lines: [String: Set<Int>]) {
        self.lines = lines
    }

    package func contains(_ finding: Finding) -> Bool {
        lines[finding.file]?.contains(finding.line) ?? false
    }

    package func touches(_ path: String) -> Bool { lines[path] != nil }

    /// Runs `git diff --unified=0 REF` in `root` (working tree against REF,
    /// so uncommitted changes count) and parses the added line ranges.
    package static func since(_ ref: String, root: URL) throws -> ChangedLines {
        let diff = try git(["diff", "--unified=0", "--no-color", "--no-ext-diff", "--relative", ref, "--", "."], in: root)
        var parsed = parse(diff)
        // Untracked files are entirely new.
        let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: root)
        for path in untracked.split(separator: "\n").map(String.init) where path.hasSuffix(".swift") {
            let url = root.appendingPathComponent(path)
            let count = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
            parsed.lines[path] = Set(1...max(1, count))
        }
        return parsed
    }

    /// Parses unified diff output with zero context.
    package static func parse(_ diff: String) -> ChangedLines {
        var lines: [String: Set<Int>] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let path = line.dropFirst(4)
                current = path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
                if let current, lines[current] == nil { lines[current] = [] }
            } else if line.hasPrefix("@@"), let current {
                // @@ -a,b +c,d @@
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { lines[current, default: []].formUnion(start..<(start + count)) }
            }
        }
        return ChangedLines(lines: lines)
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConfigurationError(file: "--since", key: "", message: "cannot run git (\(error.localizedDescription))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(data: errorData, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw ConfigurationError(file: "--since", key: "", message: "git \(arguments.first ?? "") failed: \(message)")
        }
        return String(data: data, encoding: .utf8) ?? ""
    }
}
