import Foundation

/// Which commits `keel trend` audits.
package enum TrendSelection: Sendable, Hashable, CustomStringConvertible {
    /// The last N commits on the first-parent line of the ref.
    case commits(Int)
    /// Every tag whose commit is in the ref's history, by commit date.
    case tags
    /// One point per week for N weeks back from the ref's commit: the
    /// newest first-parent commit at or before each weekly boundary.
    case weekly(Int)

    package var description: String {
        switch self {
        case .commits(let count): "commits \(count)"
        case .tags: "tags"
        case .weekly(let weeks): "weekly \(weeks)"
        }
    }
}

/// A commit chosen as a point.
struct TrendCommit: Sendable, Hashable {
    var commit: String
    /// Committer date, strict ISO 8601.
    var date: String
    /// Committer time, seconds since the epoch (for ordering).
    var time: Int
    var label: String = ""
}

/// Reads the history: the first-parent line of a ref (merges of feature
/// branches are one point with the merged state), tags, weekly boundaries.
/// Everything is derived from commit data, never from the clock, so the
/// same repository gives the same points. Oldest first; a commit appears once.
enum TrendHistory {
    static func select(_ selection: TrendSelection, ref: String, git: Git) throws -> [TrendCommit] {
        switch selection {
        case .commits(let count):
            return try log(["--first-parent", "-n", "\(count)", ref], git: git).reversed()
        case .weekly(let weeks):
            let line = try log(["--first-parent", ref], git: git)
            guard let tip = line.first else { return [] }
            var chosen: [TrendCommit] = []
            for week in 0..<weeks {
                let boundary = tip.time - week * 7 * 86_400
                guard let commit = line.first(where: { $0.time <= boundary }) else { break }
                if chosen.last?.commit != commit.commit { chosen.append(commit) }
            }
            return chosen.reversed()
        case .tags:
            let refs = try git.text(["for-each-ref", "--format=%(refname:short)%09%(objecttype)%09%(objectname)%09%(*objecttype)%09%(*objectname)", "refs/tags"])
            var labels: [String: [String]] = [:]
            for line in refs.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 5 else { continue }
                if fields[1] == "commit" { labels[fields[2], default: []].append(fields[0]) }
                else if fields[3] == "commit" { labels[fields[4], default: []].append(fields[0]) }
            }
            guard !labels.isEmpty else { return [] }
            let reachable = Set(try git.text(["rev-list", ref]).split(separator: "\n").map(String.init))
            let commits = labels.keys.filter { reachable.contains($0) }.sorted()
            guard !commits.isEmpty else { return [] }
            return try log(["--no-walk=unsorted"] + commits, git: git)
                .map { commit in
                    var labelled = commit
                    labelled.label = (labels[commit.commit] ?? []).sorted().joined(separator: ", ")
                    return labelled
                }
                .sorted { ($0.time, $0.commit) < ($1.time, $1.commit) }
        }
    }

    /// `git log` of the given arguments: hash, ISO date, time; newest first.
    private static func log(_ arguments: [String], git: Git) throws -> [TrendCommit] {
        try git.text(["log", "--format=%H%x09%cI%x09%ct"] + arguments + ["--"]).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, let time = Int(fields[2]) else { return nil }
            return TrendCommit(commit: fields[0], date: fields[1], time: time)
        }
    }
}
