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

    /// `admitted` remembers `admission`'s answer per path across commits.
    static func read(commit: String, layout: Layout, admission: PathAdmission, admitted: inout [String: Bool], git: Git) throws -> TrendTree {
        var arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
        if !layout.project.isEmpty { arguments += ["--", layout.project + "/"] }
        let listing = try git.run(arguments)
        let projectPrefix = layout.project.isEmpty ? "" : layout.project + "/"
        let auditedRelative = layout.project == layout.audited ? "" : String(layout.audited.dropFirst(projectPrefix.count))
        var audited: [Entry] = []
        var context: [Entry] = []
        let bytes = [UInt8](listing)
        let suffix = Array(".swift".utf8)
        var start = 0
        while start < bytes.count {
            // "<mode> <type> <object>\t<path>\0"; only `*.swift` paths are decoded.
            let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
            defer { start = end + 1 }
            guard end - start > suffix.count, bytes[(end - suffix.count)..<end].elementsEqual(suffix),
                  let tab = bytes[start..<end].firstIndex(of: 0x09) else { continue }
            let fields = bytes[start..<tab].split(separator: 0x20)
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8),
                  fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8) else { continue }
            let full = String(decoding: bytes[(tab + 1)..<end], as: UTF8.self)
            guard full.hasPrefix(projectPrefix) else { continue }
            let relative = String(full.dropFirst(projectPrefix.count))
            let admits = admitted[relative] ?? admission.admits(relative)
            admitted[relative] = admits
            guard admits else { continue }
            let blob = String(decoding: fields[2], as: UTF8.self)
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
