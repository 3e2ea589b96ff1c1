import Foundation

/// One commit's Swift files as `keel audit` would find them in a checkout
/// of it, read from git (`git ls-tree -r`) instead: the project's files
/// (under the project root, after discovery's rules, `PathAdmission`),
/// split into the audited ones (paths relative to the audited path) and the
/// context (`<project>/…`, index only), like `ProjectRoot.locate`. Symbolic
/// links and submodules are not followed.
struct TrendTree {
    struct Entry: Hashable {
        /// Relative to the audited path (context files: `<project>/…` relative to the project).
        var path: String
        var blob: String
    }

    var audited: [Entry]
    var context: [Entry]

    /// Where the audited path and the project sit in the repository,
    /// relative to its top level, `/`-separated, "" for the top level itself.
    struct Layout: Sendable {
        var project: String
        var audited: String
        /// The audited path is one file.
        var singleFile: Bool
    }

    static func read(commit: String, layout: Layout, admission: PathAdmission, git: Git) throws -> TrendTree {
        var arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
        if !layout.project.isEmpty { arguments += ["--", layout.project + "/"] }
        let listing = try git.run(arguments)
        let projectPrefix = layout.project.isEmpty ? "" : layout.project + "/"
        let auditedRelative = layout.project == layout.audited ? "" : String(layout.audited.dropFirst(projectPrefix.count))
        var audited: [Entry] = []
        var context: [Entry] = []
        for record in listing.split(separator: 0) {
            // "<mode> <type> <object>\t<path>"
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755" else { continue }
            let full = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard full.hasPrefix(projectPrefix) else { continue }
            let relative = String(full.dropFirst(projectPrefix.count))
            guard admission.admits(relative) else { continue }
            let blob = String(fields[2])
            if layout.singleFile {
                if relative == auditedRelative {
                    audited.append(Entry(path: (relative as NSString).lastPathComponent, blob: blob))
                } else {
                    context.append(Entry(path: ProjectRoot.contextPrefix + relative, blob: blob))
                }
            } else if auditedRelative.isEmpty {
                audited.append(Entry(path: relative, blob: blob))
            } else if relative.hasPrefix(auditedRelative + "/") {
                audited.append(Entry(path: String(relative.dropFirst(auditedRelative.count + 1)), blob: blob))
            } else {
                context.append(Entry(path: ProjectRoot.contextPrefix + relative, blob: blob))
            }
        }
        return TrendTree(audited: audited.sorted { $0.path < $1.path }, context: context.sorted { $0.path < $1.path })
    }
}
