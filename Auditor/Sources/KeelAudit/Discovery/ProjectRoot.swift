import Foundation

/// The project an audited path belongs to, so cross-file facts do not depend
/// on which folder you point `keel audit` at.
///
/// The project root is the nearest directory at or above the audited
/// directory that holds a `.keel.yml`; without one, the nearest one that
/// holds `.git` (a repository or a worktree). Every Swift file under the
/// project root (after the configuration's excludes) feeds the type index;
/// findings, figures and skipped-file notes come only from the requested
/// path. No project root (a loose folder) means the audited tree alone.
package enum ProjectRoot {
    /// The project root for `directory`, or nil when there is none above it.
    package static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        var gitRoot: URL?
        while true {
            let configuration = current.appendingPathComponent(ConfigurationLoader.defaultFileName).path
            if FileManager.default.fileExists(atPath: configuration) { return current }
            if gitRoot == nil, FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
                gitRoot = current
                // A configuration above the repository's root is not the project's.
                return gitRoot
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return gitRoot }
            current = parent
        }
    }

    /// Discovery from the project root (globs match paths relative to it),
    /// split into the audited files (paths relative to `audited`, a single
    /// file under its own name, as when auditing it alone) with their skip
    /// notes, and the context files (paths `<project>/…`, so they never
    /// collide with audited paths; unreadable ones are dropped — they are
    /// context, not audited).
    static func locate(project: URL, audited: URL, configuration: Configuration) throws
        -> (candidates: [SourceCandidate], skipped: [String], context: [SourceCandidate], descriptors: [SourceCandidate]) {
        let projectPath = project.standardizedFileURL.path
        let auditedPath = audited.standardizedFileURL.path
        let located = try SourceDiscovery.locate(root: URL(fileURLWithPath: projectPath), configuration: configuration)
        let auditedRelative = auditedPath == projectPath ? "" : String(auditedPath.dropFirst(projectPath.count + 1))
        var candidates: [SourceCandidate] = []
        var context: [SourceCandidate] = []
        for candidate in located.candidates {
            if candidate.relative == auditedRelative {
                candidates.append(SourceCandidate(path: candidate.path, relative: audited.lastPathComponent, stamp: candidate.stamp))
            } else if auditedRelative.isEmpty || candidate.relative.hasPrefix(auditedRelative + "/") {
                let relative = auditedRelative.isEmpty ? candidate.relative : String(candidate.relative.dropFirst(auditedRelative.count + 1))
                candidates.append(SourceCandidate(path: candidate.path, relative: relative, stamp: candidate.stamp))
            } else {
                context.append(SourceCandidate(path: candidate.path, relative: contextPrefix + candidate.relative, stamp: candidate.stamp))
            }
        }
        let skipped = located.skipped.compactMap { note -> String? in
            if auditedRelative.isEmpty { return note }
            return note.hasPrefix(auditedRelative + "/") ? String(note.dropFirst(auditedRelative.count + 1)) : nil
        }
        return (candidates, skipped, context, located.descriptors)
    }

    /// Prefix of context files' paths in the index.
    static let contextPrefix = "<project>/"
}
