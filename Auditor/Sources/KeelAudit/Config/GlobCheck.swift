/// Which glob patterns `.keel.yml` accepts (`include`, `exclude`,
/// `legacy_paths`, `roles.view_model_paths`): relative `/`-separated paths
/// with `*` (within a component), `**` (a whole component: any depth) and
/// `?`. Anything the matcher would take literally and so silently never
/// match is an error instead.
enum GlobCheck {
    /// Why `pattern` is not a usable glob, or nil when it is.
    static func problem(_ pattern: String) -> String? {
        if pattern.isEmpty { return "an empty pattern matches nothing" }
        if pattern.hasPrefix("/") { return "patterns are relative to the audited root; remove the leading /" }
        if pattern.hasPrefix("~") { return "patterns are relative to the audited root; ~ is not expanded" }
        if pattern.contains("\\") { return "use / as the path separator (\\ is not an escape character here)" }
        if pattern.contains(where: { "[]{}!".contains($0) }) {
            return "only *, ** and ? are supported; [classes], {alternatives} and ! negation are not"
        }
        if pattern.hasSuffix("/") {
            return "a trailing / matches nothing; write \(pattern)** to match everything under the folder"
        }
        for component in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "empty path component (//)" }
            if component == "." || component == ".." { return "'.' and '..' components are not supported; patterns are relative to the audited root" }
            if component.contains("**"), component != "**" { return "** must be a whole path component (e.g. App/**/Generated/**)" }
        }
        return nil
    }
}
