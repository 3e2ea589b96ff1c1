import Foundation

/// What discovery found: the files to audit, and the ones it had to skip.
public struct DiscoveredSources: Sendable {
    /// Sorted by path; paths relative to the root, `/`-separated.
    public var files: [SourceInput]
    /// Human-readable notes (non-UTF-8 files, unreadable files), sorted.
    public var skipped: [String]
}

/// Finds the Swift files to audit under a root.
///
/// - Only `*.swift` regular files; `Configuration.defaultExcludes` (.build,
///   Pods, Carthage, DerivedData) and the configured excludes are skipped;
///   a non-empty `include` list restricts the set.
/// - Symbolic links to files are followed; symbolic links to directories are
///   not, so a symlink loop can never make discovery hang.
/// - A file that is not UTF-8, or cannot be read, is skipped and listed in
///   `skipped`, never fatal. Empty files are audited like any other.
/// - Output order is deterministic (sorted by path).
public enum SourceDiscovery {
    public static func discover(root: URL, configuration: Configuration) throws -> DiscoveredSources {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        let excludes = (Configuration.defaultExcludes + configuration.exclude).map(PathGlob.init)
        let includes = configuration.include.map(PathGlob.init)

        if !isDirectory.boolValue {
            // A single file: audit it under its own name.
            return read([(root, root.lastPathComponent)])
        }

        var candidates: [(URL, String)] = []
        var pending = [(root, "")]
        while let (directory, prefix) = pending.popLast() {
            let entries = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in entries.sorted() {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
                let attributes = try? fileManager.attributesOfItem(atPath: url.path)
                let type = attributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if excludes.contains(where: { $0.matches(relative + "/") || $0.matches(relative) }) { continue }
                    pending.append((url, relative))
                } else if name.hasSuffix(".swift"), type == .typeRegular || isSymlinkToFile(url, type: type) {
                    if excludes.contains(where: { $0.matches(relative) }) { continue }
                    if !includes.isEmpty, !includes.contains(where: { $0.matches(relative) }) { continue }
                    candidates.append((url, relative))
                }
            }
        }
        return read(candidates)
    }

    private static func isSymlinkToFile(_ url: URL, type: FileAttributeType?) -> Bool {
        guard type == .typeSymbolicLink else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func read(_ candidates: [(URL, String)]) -> DiscoveredSources {
        var files: [SourceInput] = []
        var skipped: [String] = []
        for (url, relative) in candidates {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                skipped.append("\(relative): unreadable, skipped")
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                skipped.append("\(relative): not UTF-8, skipped")
                continue
            }
            files.append(SourceInput(path: relative, text: text))
        }
        files.sort { $0.path < $1.path }
        return DiscoveredSources(files: files, skipped: skipped.sorted())
    }
}
