/// Discovery's rules for one relative path without walking a directory
/// (`keel trend` lists files from git, not from disk): a `*.swift` file is
/// audited when no directory on its way is a non-source directory
/// (`SourceDiscovery.isNonSourceDirectory`) or excluded, the file itself is
/// not excluded, and it matches `include` when that is set — the same
/// checks `DirectoryWalker` makes while it walks.
package struct PathAdmission: Sendable {
    let excludes: [PathGlob]
    let includes: [PathGlob]

    package init(configuration: Configuration) {
        excludes = (Configuration.defaultExcludes + configuration.exclude).map(PathGlob.init)
        includes = configuration.include.map(PathGlob.init)
    }

    package func admits(_ relative: String) -> Bool {
        guard relative.hasSuffix(".swift") else { return false }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        var directory = ""
        for name in components.dropLast() {
            directory = directory.isEmpty ? String(name) : directory + "/" + name
            if SourceDiscovery.isNonSourceDirectory(String(name)) { return false }
            if excludes.contains(where: { $0.matches(directory + "/") || $0.matches(directory) }) { return false }
        }
        if excludes.contains(where: { $0.matches(relative) }) { return false }
        return includes.isEmpty || includes.contains { $0.matches(relative) }
    }
}
