import Foundation
import KeelAudit

/// The folder a `keel mcp` server answers for, and how a requested path
/// becomes one of its engine paths (relative to the root, `/`-separated,
/// as `keel audit ROOT` shows them in findings).
///
/// A path is accepted when, after `.` and `..` are resolved, it is the root
/// or under it: relative paths are read from the root, absolute ones must
/// start with the root (as given, or with its symbolic links resolved).
/// Anything else is refused with a `ToolInputError` — the server never
/// reads a file outside the root, because it reads only the files
/// discovery located under it (discovery does not follow symbolic links
/// to directories).
///
/// A value; safe from any thread.
struct RootScope: Sendable, Hashable {
    /// The root, standardized (no `.`/`..`, no trailing slash).
    let path: String
    /// The root with symbolic links resolved (equal to `path` without any).
    let resolvedPath: String

    /// Throws `ToolInputError` when `path` is not an existing directory.
    init(_ path: String) throws {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolInputError("\(path): not a directory (keel mcp serves one folder: the app's or the package's root)")
        }
        self.path = standardized
        self.resolvedPath = Self.realPath(standardized) ?? standardized
    }

    var url: URL { URL(fileURLWithPath: path) }

    /// The engine path of `requested`, or a `ToolInputError` saying why it
    /// is refused (empty, outside the root, the root itself).
    func relative(_ requested: String) throws -> String {
        let trimmed = requested.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ToolInputError("a path is empty; give a Swift file's path relative to the root (\(path))") }
        guard !trimmed.contains("\0") else { throw ToolInputError("\(requested): a path may not contain a NUL character") }
        let absolute = trimmed.hasPrefix("/") ? trimmed : path + "/" + trimmed
        let standardized = PathText.standardized(absolute)
        for base in [path, resolvedPath] where standardized.hasPrefix(base == "/" ? "/" : base + "/") {
            let relative = String(standardized.dropFirst(base == "/" ? 1 : base.count + 1))
            if !relative.isEmpty { return relative }
        }
        if standardized == path || standardized == resolvedPath {
            throw ToolInputError("\(requested) is the root itself; name a Swift file under it")
        }
        throw ToolInputError("\(requested) is outside the root \(path); keel mcp reads and reports only files under it")
    }

    /// `realpath(3)` of an existing path, nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
