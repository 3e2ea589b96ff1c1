/// Absolute paths as text, joined and standardized without `URL` (which
/// allocates an object and consults the file system's conventions per
/// call: a fifth of reading a large Xcode project went to it). Lexical only:
/// nothing is read from the file system, symlinks are not resolved.
package enum PathText {
    /// `base/relative` (or `relative` when it is absolute), standardized.
    package static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? standardized(relative) : standardized(base + "/" + relative)
    }

    /// Removes empty and `.` components and resolves `..` lexically (a `..`
    /// above `/` stays at `/`), as `URL.standardizedFileURL` does for a path
    /// that does not exist.
    package static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }
}
