import Foundation

/// What a report says it audited: the commit, branch and commit date of
/// the audited tree when it is a git work tree, read from git (never from
/// the clock, so the same tree gives the same page), or why there is none.
package enum AuditedSource: Sendable, Hashable {
    case git(AuditedRevision)
    /// Not inside a git work tree, git is missing, or the repository has no commit yet: the reason, for the page.
    case notGit(String)

    package var revision: AuditedRevision? {
        if case .git(let revision) = self { return revision }
        return nil
    }
}

/// The commit a git work tree is at.
package struct AuditedRevision: Sendable, Hashable {
    /// Full hash of `HEAD`.
    package var commit: String
    /// The checked-out branch; nil when `HEAD` is detached (CI checkouts often are).
    package var branch: String?
    /// Committer date of the commit, strict ISO 8601 (`%cI`).
    package var date: String
    /// The audited path has changes the commit does not hold (modified or untracked Swift files or
    /// `.keel.yml`): the figures describe the work tree, not the commit.
    package var uncommitted: Bool
    /// The repository's identity (its root commits), to tell whether a trend file belongs to it.
    package var repository: TrendSeries.Repository

    package init(commit: String, branch: String?, date: String, uncommitted: Bool, repository: TrendSeries.Repository) {
        self.commit = commit
        self.branch = branch
        self.date = date
        self.uncommitted = uncommitted
        self.repository = repository
    }

    /// The first 10 hex digits of the commit.
    package var shortCommit: String { String(commit.prefix(10)) }
}

enum GitRevision {
    /// Reads the revision of the work tree holding `path` (a directory or a
    /// file); `.notGit` with the reason when there is none. Never throws:
    /// a report without a revision says so instead.
    static func read(path: String) -> AuditedSource {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .notGit("not a git tree") }
        let directory = isDirectory.boolValue ? url : url.deletingLastPathComponent()
        let git = Git(directory: directory)
        guard let inside = try? git.text(["rev-parse", "--is-inside-work-tree"]), inside.hasPrefix("true") else {
            return .notGit("not a git tree")
        }
        guard let head = try? git.text(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).trimmingCharacters(in: .whitespacesAndNewlines),
              !head.isEmpty else {
            return .notGit("a git tree with no commit yet")
        }
        let date = (try? git.text(["log", "-1", "--format=%cI", head]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let branch = (try? git.text(["symbolic-ref", "--quiet", "--short", "HEAD"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
        // Only what the audit reads counts as a change: Swift sources and the configuration
        // (not `.keel-cache/`, which an audit writes into the tree it audits).
        let scope = isDirectory.boolValue ? ["*.swift", "*.keel.yml"] : [url.lastPathComponent]
        let status = (try? git.text(["status", "--porcelain", "--untracked-files=all", "--"] + scope)) ?? ""
        let repository = (try? repository(ref: head, git: git)) ?? TrendSeries.Repository(rootCommits: [])
        return .git(AuditedRevision(commit: head, branch: branch?.isEmpty == false ? branch : nil, date: date,
                                    uncommitted: !status.isEmpty, repository: repository))
    }

    /// The root commits of `ref`'s history (commits without parents).
    static func repository(ref: String, git: Git) throws -> TrendSeries.Repository {
        let roots = try git.text(["rev-list", "--max-parents=0", ref, "--"]).split(separator: "\n").map(String.init)
        return TrendSeries.Repository(rootCommits: roots)
    }
}
