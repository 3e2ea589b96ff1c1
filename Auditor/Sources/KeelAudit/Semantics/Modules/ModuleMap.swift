import Foundation

/// Where a file's module came from: a build description the tree carries,
/// or, without one, a guess.
package enum ModuleSource: String, Sendable, Codable, Hashable {
    /// A target of a `Package.swift` (its path, or `Sources/<name>`).
    case package = "Package.swift target"
    /// A native target of an Xcode project (its sources build phase, or a
    /// synchronized folder).
    case xcodeProject = "Xcode project target"
    /// A target of an XcodeGen `project.yml` or a Tuist `Project.swift`.
    case projectSpec = "project spec target"
    /// No build description covers the file: its top-level folder stands
    /// in for its module (`App/…` and `AppTests/…` apart, one folder's
    /// subfolders together). Lookup across such modules is lenient.
    case folder = "top-level folder (heuristic)"
}

/// The module a file is compiled into, and why the engine thinks so.
package struct ModuleAssignment: Sendable, Codable, Hashable {
    package var name: String
    package var source: ModuleSource

    package init(name: String, source: ModuleSource) {
        self.name = name
        self.source = source
    }
}

/// Which module each audited file belongs to: what scopes name lookup
/// (`SemanticModel`). Built once per run from the tree's build
/// descriptions — `Package.swift` targets, Xcode projects' targets,
/// XcodeGen/Tuist specs — and, for files none of them covers, the
/// top-level folder heuristic (`ModuleSource.folder`).
///
/// A value: immutable, `Sendable`; built on any thread.
package struct ModuleMap: Sendable, Hashable {
    /// Engine path (as findings show it) → module.
    private var byPath: [String: ModuleAssignment]

    package init(_ byPath: [String: ModuleAssignment] = [:]) {
        self.byPath = byPath
    }

    /// No build description: every file by its top-level folder.
    package static let folders = ModuleMap()

    /// The module of `path` (an engine path), the folder heuristic when no
    /// build description covers it.
    package func module(of path: String) -> ModuleAssignment {
        if let known = byPath[path] { return known }
        return ModuleAssignment(name: Self.folderModule(of: path), source: .folder)
    }

    /// Whether any file's module came from a build description.
    package var hasBuildDescriptions: Bool { !byPath.isEmpty }

    /// The folder heuristic's module name (`ModuleKey`), marked so it never
    /// collides with a target's name.
    static func folderModule(of path: String) -> String { "folder:" + ModuleKey.of(path) }

    /// Stable digest of the assignments (part of the analysis cache key).
    package var fingerprint: String {
        var digest = Digest()
        for path in byPath.keys.sorted() {
            guard let module = byPath[path] else { continue }
            digest.add(path)
            digest.add(module.name)
            digest.add(module.source.rawValue)
        }
        return digest.hex
    }

    /// Assignment counts by source (for `keel explain` and the docs).
    package var countsBySource: [ModuleSource: Int] {
        var counts: [ModuleSource: Int] = [:]
        for assignment in byPath.values { counts[assignment.source, default: 0] += 1 }
        return counts
    }
}

/// One target's sources as a build description states them.
struct TargetSources: Sendable, Hashable {
    var module: String
    var source: ModuleSource
    /// Absolute, standardized directories whose Swift files the target compiles.
    var directories: [String] = []
    /// Absolute, standardized files the target compiles (Xcode's sources phase).
    var files: [String] = []
}

extension ModuleMap {
    /// Assigns each file (`enginePath` as findings show it, `diskPath` where
    /// it is) to the most specific target that compiles it: a target
    /// listing the file itself, else the target whose directory is the
    /// longest prefix of its path. Several targets listing one file (an app
    /// and its extension sharing sources): the first in name order.
    static func assign(files: [(enginePath: String, diskPath: String)], targets: [TargetSources]) -> ModuleMap {
        guard !targets.isEmpty else { return .folders }
        var byFile: [String: (module: String, source: ModuleSource)] = [:]
        for target in targets.sorted(by: { $0.module < $1.module }) {
            for file in target.files where byFile[file] == nil { byFile[file] = (target.module, target.source) }
        }
        var directories: [(prefix: String, module: String, source: ModuleSource)] = []
        for target in targets {
            for directory in target.directories {
                directories.append((directory.hasSuffix("/") ? directory : directory + "/", target.module, target.source))
            }
        }
        // Longest prefix first; ties by module name, for determinism.
        directories.sort { ($0.prefix.count, $1.module) > ($1.prefix.count, $0.module) }
        var byPath: [String: ModuleAssignment] = [:]
        for file in files {
            let disk = URL(fileURLWithPath: file.diskPath).standardizedFileURL.path
            if let listed = byFile[disk] {
                byPath[file.enginePath] = ModuleAssignment(name: listed.module, source: listed.source)
            } else if let match = directories.first(where: { disk.hasPrefix($0.prefix) }) {
                byPath[file.enginePath] = ModuleAssignment(name: match.module, source: match.source)
            }
        }
        return ModuleMap(byPath)
    }

    /// The module map of files on disk: reads the build descriptions among
    /// `descriptors` (paths of `Package.swift`, `project.pbxproj`,
    /// `project.yml`, `Project.swift` files). A description that cannot be
    /// read or parsed contributes nothing (the folder heuristic covers its
    /// files); it never stops an audit.
    package static func build(files: [(enginePath: String, diskPath: String)], descriptors: [String]) -> ModuleMap {
        var targets: [TargetSources] = []
        for descriptor in descriptors.sorted() {
            guard let text = try? String(contentsOfFile: descriptor, encoding: .utf8) else { continue }
            let directory = URL(fileURLWithPath: descriptor).deletingLastPathComponent().standardizedFileURL
            switch URL(fileURLWithPath: descriptor).lastPathComponent {
            case "Package.swift":
                targets += PackageManifestReader.targets(manifest: text, packageDirectory: directory)
            case "project.pbxproj":
                targets += XcodeProjectReader.targets(pbxproj: text, projectDirectory: directory.deletingLastPathComponent())
            case "project.yml":
                targets += ProjectSpecReader.xcodeGenTargets(yaml: text, directory: directory)
            case "Project.swift":
                targets += ProjectSpecReader.tuistTargets(manifest: text, directory: directory)
            default:
                continue
            }
        }
        return assign(files: files, targets: targets)
    }

    /// File names that describe targets (what discovery collects as descriptors).
    static let descriptorNames: Set<String> = ["Package.swift", "project.pbxproj", "project.yml", "Project.swift"]
}
