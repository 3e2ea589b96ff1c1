import Foundation

/// What `keel audit` (and `keel fix`) set up before the engine runs: the
/// audited path, its enclosing project, the configuration, where the
/// sources are and which baseline applies. One loader for both commands.
package struct AuditWorkspace: Sendable {
    /// The audited directory or file.
    package let root: URL
    /// The audited directory (a single file's folder).
    package let directory: URL
    /// The enclosing project (`ProjectRoot`), nil without one or when not asked for.
    package let project: URL?
    package let configuration: Configuration

    /// The audited files (paths relative to `root`), their skip notes, and
    /// the project's other files (context: they feed the type index only).
    package struct Located: Sendable {
        package var candidates: [SourceCandidate]
        package var skipped: [String]
        package var context: [SourceCandidate]
        /// Build descriptions found on the way (the module map's input).
        package var descriptors: [SourceCandidate] = []

        /// Which module each located file belongs to.
        package func moduleMap() -> ModuleMap {
            let files = (candidates + context).map { (enginePath: $0.relative, diskPath: $0.path) }
            return ModuleMap.build(files: files, descriptors: descriptors.map(\.path))
        }
    }

    /// Checks the path and loads the configuration: `--config`, else the
    /// audited directory's `.keel.yml`, else the project root's (its globs
    /// then match paths relative to that root too), else the defaults.
    /// Throws `ConfigurationError` for a missing path or a bad configuration.
    package static func open(path: String, configPath: String?, indexProject: Bool) throws -> AuditWorkspace {
        let root = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw ConfigurationError(file: path, key: "", message: "no such file or directory")
        }
        let directory = isDirectory.boolValue ? root : root.deletingLastPathComponent()
        let project = indexProject ? ProjectRoot.find(from: directory) : nil
        let configuration = try loadConfiguration(configPath, directory: directory, project: project)
        return AuditWorkspace(root: root, directory: directory, project: project, configuration: configuration)
    }

    /// `--config`, else `directory`'s `.keel.yml`, else `project`'s, else the defaults.
    package static func loadConfiguration(_ configPath: String?, directory: URL, project: URL?) throws -> Configuration {
        if let path = configPath {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ConfigurationError(file: path, key: "", message: "no such configuration file")
            }
            return try ConfigurationLoader.load(from: URL(fileURLWithPath: path))
        }
        for folder in [directory] + (project.map { [$0] } ?? []) {
            let implicit = folder.appendingPathComponent(ConfigurationLoader.defaultFileName)
            if FileManager.default.fileExists(atPath: implicit.path) { return try ConfigurationLoader.load(from: implicit) }
        }
        return .default
    }

    /// Locates the sources (stats them, reads none).
    package func locate() throws -> Located {
        if let project, project.standardizedFileURL.path != root.standardizedFileURL.path {
            let split = try ProjectRoot.locate(project: project, audited: root, configuration: configuration)
            return Located(candidates: split.candidates, skipped: split.skipped, context: split.context, descriptors: split.descriptors)
        }
        let located = try SourceDiscovery.locate(root: root, configuration: configuration)
        return Located(candidates: located.candidates, skipped: located.skipped, context: [], descriptors: located.descriptors)
    }

    /// The baseline that applies: `override` (`--baseline`), else the
    /// configuration's `baseline` (relative to the audited directory), else none.
    package func baselinePath(override: String?) -> String? {
        override ?? configuration.baselinePath.map { directory.appendingPathComponent($0).path }
    }

    /// The audited sources read into memory, the context files, where each
    /// audited file is on disk, and the skip notes.
    package struct Sources: Sendable {
        package var files: [SourceInput]
        package var context: [SourceInput]
        /// Audited path (relative, as in findings) → path on disk.
        package var locations: [String: String]
        package var skipped: [String]
        /// Standardized paths on disk of every located file (audited and context).
        package var located: Set<String>
        /// Which module each file belongs to.
        package var modules: ModuleMap = .folders
    }

    package func read() throws -> Sources {
        let located = try locate()
        let discovered = SourceDiscovery.read(located.candidates, skipped: located.skipped)
        var locations: [String: String] = [:]
        for candidate in located.candidates { locations[candidate.relative] = candidate.path }
        let all = Set((located.candidates + located.context).map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        return Sources(files: discovered.files, context: SourceDiscovery.read(located.context).files, locations: locations,
                       skipped: discovered.skipped, located: all, modules: located.moduleMap())
    }

    /// The Swift files under the project root (or the audited directory)
    /// that discovery left out because of the configuration's `exclude` /
    /// `include` — tests, generated code — for `keel fix`'s proofs only (a
    /// test that subclasses a ViewModel or sets its state), never audited or
    /// changed. The default excludes (.build, Pods, Carthage, DerivedData)
    /// still apply. Paths are `<project>/…`.
    package func unindexedSources(besides located: Set<String>) throws -> [SourceInput] {
        var open = configuration
        open.exclude = []
        open.include = []
        let all = try SourceDiscovery.locate(root: project ?? directory, configuration: open).candidates
        let missing = all.filter { !located.contains(URL(fileURLWithPath: $0.path).standardizedFileURL.path) }
            .map { SourceCandidate(path: $0.path, relative: ProjectRoot.contextPrefix + $0.relative, stamp: $0.stamp) }
        return SourceDiscovery.read(missing).files
    }
}
